import ArgumentParser
import StoreIO
import StoreInputFiles

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
        abstract: "Render, check and review the StoreFinder screens as text, ANSI, JSON and HTML.",
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
            var command = try parseAsRoot()
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
}

/// Ends the process; outside the command type, whose `exit` methods would shadow libc's.
private func terminate(_ status: Int32) -> Never {
    exit(status)
}
