import ArgumentParser

/// `storefinder strings`: work with YAML string tables.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Lint, inspect and export the YAML string tables.",
        subcommands: [
            StringsLintCommand.self, StringsShowCommand.self, StringsPluralCommand.self, StringsDumpCommand.self,
            StringsExportCommand.self,
        ]
    )
}
