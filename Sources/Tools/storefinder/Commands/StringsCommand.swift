import ArgumentParser

/// `storefinder strings`: work with YAML string tables.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Lint, inspect, export and import the YAML string tables.",
        subcommands: [
            StringsLintCommand.self, StringsShowCommand.self, StringsPluralCommand.self, StringsDumpCommand.self,
            StringsExportCommand.self, StringsImportCommand.self, StringsStampCommand.self,
        ]
    )
}
