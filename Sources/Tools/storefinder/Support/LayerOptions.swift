import ArgumentParser
import StoreIO
import StorePresentation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--strings DIR`, `--themes DIR` and `--plugin NAME`: what an app layers over the shipped
/// string tables, themes and mappers. `render` and `review` take all three.
struct LayerOptions: ParsableArguments {
    /// `--strings`: a folder of string tables over the shipped ones.
    @Option(name: .customLong("strings"), help: .stringsDirectory)
    var stringsDirectory: String?

    /// `--themes`: a folder of themes beside the shipped ones.
    @Option(name: .customLong("themes"), help: .themesDirectory)
    var themesDirectory: String?

    /// `--plugin`: the plugins to apply, in order.
    @Option(
        name: .customLong("plugin"),
        help: ArgumentHelp(
            "A plugin to apply (see `storefinder plugins`). Repeatable; applied in order.", valueName: "name"))
    var plugins: [String] = []

    /// `--strict`: lint's findings in what is layered fail the command, once it has drawn.
    @Flag(
        help:
            "Exit 1, once drawn, when lint finds anything, error or warning, in --strings, --themes or a --theme file."
    )
    var strict = false

    /// Refuses a plugin name that no shipped plugin has, and a folder that is not there.
    func validate() throws {
        try checkDirectory(stringsDirectory, flag: "--strings")
        try checkDirectory(themesDirectory, flag: "--themes")
        for name in plugins where PluginSet.shipped.plugin(named: name) == nil {
            throw ValidationError(
                "unknown plugin \"\(name)\"; available: \(PluginSet.shipped.plugins.map(\.name).joined(separator: ", "))"
            )
        }
    }

    /// The shipped string tables with `--strings` on top.
    var strings: StringsDirectory { StringsDirectory(directory: stringsDirectory) }
    /// The shipped themes and those in `--themes`.
    var themes: ThemesDirectory { ThemesDirectory(directory: themesDirectory) }

    /// What `themes lint` finds in the themes layered (`--themes`, and a `--theme` that is a
    /// file outside it): the count and the first finding, printed to standard error, as a
    /// render goes on with them. The findings' count, and whether any is an error.
    func reportThemeFindings(theme: String?) -> (count: Int, hasErrors: Bool) {
        var paths = [themesDirectory].compactMap { $0 }
        if let theme, FileManager.default.fileExists(atPath: theme),
            !paths.contains(where: { theme.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") })
        {
            paths.append(theme)
        }
        let findings = paths.flatMap(ThemesDirectory.lint).sorted()
        // The first error, else the first warning: the one that most needs fixing.
        guard let first = findings.first(where: { $0.severity == .error }) ?? findings.first else { return (0, false) }
        let errors = findings.filter { $0.severity == .error }.count
        printError(
            "warning: themes lint finds \(counted(errors, "error")) and \(counted(findings.count - errors, "warning")) "
                + "in \(paths.joined(separator: " and ")), drawn as they are (run `storefinder themes lint` for each); "
                + "the first: \(first)")
        return (findings.count, errors > 0)
    }

    /// The mappers with the `--plugin`s applied in order to a fresh container; conflicts are
    /// reported on standard error.
    func mappers() -> MapperSet {
        let container = MapperContainer()
        let conflicts = PluginSet(plugins.compactMap { PluginSet.shipped.plugin(named: $0) }).apply(to: container)
        for conflict in conflicts { printError("warning: \(conflict)") }
        return container.snapshot()
    }
}
