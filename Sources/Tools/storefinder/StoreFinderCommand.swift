import ArgumentParser
import StoreIO
import StoreInput

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `storefinder` command: renders, checks and reviews Store Finder screens.
@main
struct StoreFinderCommand: ParsableCommand {
    /// The tool's name, which every command's usage starts with.
    static let name = "storefinder"
    /// The version `--version` prints, from any command.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Render, check and review the Store Finder and Store Details screens as text.",
        discussion: """
            Every command runs on the embedded sample data when no file is given, so \
            `storefinder check` works from any directory.

            Exit status:
              0   the command did what it was asked
              1   bad input: a file, table, theme or scenario with an error,
                  or a review --check that differs
              64  bad usage: an unknown flag, or a flag value that is not what it takes
            """,
        version: version,
        subcommands: [
            CheckCommand.self, SampleCommand.self, StringsCommand.self, ThemesCommand.self, PluginsCommand.self,
            RenderCommand.self, ReviewCommand.self,
            RouteCommand.self, GeocodeCommand.self, ZoneCommand.self,
        ]
    )

    /// Runs the command, printing every error through the sanitizer and exiting with its code.
    ///
    /// NB: ArgumentParser's own `main()` prints a rejected value raw ("The value '…' is
    /// invalid"), so a flag's value could reach the terminal as a control sequence.
    static func main() {
        DiagnosticLogHandler.bootstrap()
        do {
            var command = try command(for: Array(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { print(TerminalSafe.lines(message)) } else { printError(message) }
            }
            terminate(code.rawValue)
        }
    }

    /// The command `arguments` ask for, parsed and validated.
    ///
    /// `render`'s usual lines are read by ``RenderCommand/directLine``, without ArgumentParser;
    /// it leaves every other line to ArgumentParser, as below.
    ///
    /// A command line that starts with a command of ours, such as `render`, is parsed with that
    /// command as the root of its own tree, named as run under `storefinder` (ArgumentParser's
    /// "super-command", which is how `swift package` runs plugins). When that fails, the line
    /// is parsed again from this root, so every error, and its usage, reads as it always has.
    ///
    /// NB: parsed from this root, every command line was parsed twice more in search of
    /// `--generate-completion-script`, which only the root answers, and the root's own options
    /// were reflected on, although it has none. What that cost `storefinder render list` is in
    /// Benchmarks/README.md. A line that asks for a completion script still goes through the
    /// root.
    static func command(for arguments: [String]) throws -> any ParsableCommand {
        if arguments.first == RenderCommand.configuration.commandName,
            let command = RenderCommand.directLine.command(for: Array(arguments.dropFirst()))
        {
            return command
        }
        if let name = arguments.first,
            !arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }),
            let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
            subcommand.configuration._superCommandName == Self.name,
            let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst()))
        {
            return command
        }
        return try parseAsRoot(arguments)
    }
}

extension CommandConfiguration {
    /// The configuration of a command that `storefinder` runs directly, such as `render`.
    ///
    /// It names `storefinder` as the super-command and carries the tool's version, so that
    /// ``StoreFinderCommand/command(for:)`` can parse the command as the root of its own tree
    /// and its help still reads `storefinder render` and offers `--version`. ArgumentParser
    /// reads the super-command of a tree's root only, so the command reads the same when it is
    /// parsed from `storefinder`'s root.
    static func storefinder(
        _ name: String, abstract: String, discussion: String = "", subcommands: [any ParsableCommand.Type] = []
    ) -> CommandConfiguration {
        CommandConfiguration(
            commandName: name, _superCommandName: StoreFinderCommand.name, abstract: abstract, discussion: discussion,
            version: StoreFinderCommand.version, subcommands: subcommands)
    }
}

/// Ends the process; outside the command type, whose `exit` methods would shadow libc's.
private func terminate(_ status: Int32) -> Never {
    exit(status)
}
