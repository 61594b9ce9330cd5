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
    /// top. Problems are printed; tables that loaded stay in use.
    func catalog() -> StringCatalog {
        var catalog = StringCatalog.shipped
        if let directory {
            for problem in catalog.addLayer(named: "app", directory: directory) {
                printError("warning: \(problem) (using the other tables)")
            }
        }
        return catalog
    }
}

extension ArgumentHelp {
    /// `--strings`.
    static var stringsDirectory: ArgumentHelp {
        ArgumentHelp("A directory of YAML string tables layered over the shipped ones.", valueName: "dir")
    }
}
