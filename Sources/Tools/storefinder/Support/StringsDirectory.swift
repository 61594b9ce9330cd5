import ArgumentParser
import StoreLocalization
import StoreLocalizationTools
import StorePresentation

/// `--strings DIR`: an app's own tables, layered over the shipped ones. `render` and `review`
/// take it through ``LayerOptions``; the `strings` commands declare it themselves.
struct StringsDirectory {
    /// The directory given with `--strings`, if any.
    var directory: String?

    /// The shipped tables, compiled in (no YAML is parsed for them), with the directory's on
    /// top, linted as they load; each finding is printed with its `file:line:column`. Tables
    /// and entries that loaded clean stay in use; an entry with an error is left out, so the
    /// shipped text shows in its place. `hasErrors` says whether the command should exit 1
    /// (bad input) once it has drawn what it can.
    func load() -> (catalog: StringCatalog, hasErrors: Bool, findings: Int) {
        var catalog = StringCatalog.shipped
        guard let directory else { return (catalog, false, 0) }
        let findings = catalog.addCheckedLayer(named: "app", directory: directory)
        for finding in findings {
            let fallback = finding.severity == .error ? " (the shipped text shows instead)" : ""
            printError("\(finding)\(fallback)")
        }
        return (catalog, findings.contains { $0.severity == .error }, findings.count)
    }

    /// ``load()``'s catalog, for a command that reports the findings and goes on.
    func catalog() -> StringCatalog { load().catalog }
}

extension ArgumentHelp {
    /// `--strings`.
    static var stringsDirectory: ArgumentHelp {
        ArgumentHelp("A directory of YAML string tables layered over the shipped ones.", valueName: "dir")
    }
}
