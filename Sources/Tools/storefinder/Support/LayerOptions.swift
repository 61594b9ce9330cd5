import ArgumentParser
import StorePresentation

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

    /// The mappers with the `--plugin`s applied in order to a fresh container; conflicts are
    /// reported on standard error.
    func mappers() -> MapperSet {
        let container = MapperContainer()
        let conflicts = PluginSet(plugins.compactMap { PluginSet.shipped.plugin(named: $0) }).apply(to: container)
        for conflict in conflicts { printError("warning: \(conflict)") }
        return container.snapshot()
    }
}
