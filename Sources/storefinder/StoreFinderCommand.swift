import ArgumentParser

/// The `storefinder` command: renders, checks and reviews Store Finder screens.
@main
struct StoreFinderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storefinder",
        abstract: "Render, check and review the Store Finder and Store Details screens as text.",
        discussion: """
        Every command runs on the embedded sample data when no file is given, so
        `storefinder check` works from any directory.
        """,
        version: "0.1.0",
        subcommands: [CheckCommand.self, SampleCommand.self, StringsCommand.self, ThemesCommand.self, PluginsCommand.self, RenderCommand.self, ReviewCommand.self]
    )
}
