import ArgumentParser

/// `--strings DIR`, `--themes DIR` and `--plugin NAME`: what an app layers over the shipped
/// string tables, themes and mappers. `render` and `review` take all three.
///
/// Options are grouped only where commands share a set of them. ArgumentParser finds a group's
/// options by runtime reflection, which costs five protocol-conformance lookups (about 1.1
/// million instructions) per group on every start; commands that take one of these options
/// alone, and `--color`, declare it themselves with the shared ``ArgumentHelp``.
struct LayerOptions: ParsableArguments {
    @Option(name: .customLong("strings"), help: .stringsDirectory)
    var stringsDirectory: String?

    @Option(name: .customLong("themes"), help: .themesDirectory)
    var themesDirectory: String?

    @Option(name: .customLong("plugin"), help: .plugin)
    var plugins: [String] = []

    func validate() throws {
        try pluginChoice.validate()
    }

    /// The shipped string tables with `--strings` on top.
    var strings: StringTables { StringTables(directory: stringsDirectory) }
    /// The shipped themes and those in `--themes`.
    var themes: ThemeFiles { ThemeFiles(directory: themesDirectory) }
    /// The `--plugin` names, in order.
    var pluginChoice: PluginChoice { PluginChoice(names: plugins) }
}
