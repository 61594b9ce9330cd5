import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StoreTheme

extension ColorMode: EnumArgument {}

/// `--color auto|always|never`, resolved against the real environment.
struct ColorOptions: ParsableArguments {
    @Option(help: "Colour: auto (honours NO_COLOR, FORCE_COLOR and the terminal), always or never.")
    var color: ColorMode = .auto

    /// The capability for standard output in this process's environment.
    var capability: ColorCapability {
        capability(ansiRequested: false)
    }

    /// The capability, where an explicit `--format ansi` stands in for a terminal: it asks for
    /// colour even into a pipe, but `--color never`, `NO_COLOR` and `FORCE_COLOR=0` still win.
    func capability(ansiRequested: Bool) -> ColorCapability {
        let isTerminal = ansiRequested || isatty(STDOUT_FILENO) == 1
        return TerminalEnvironment(variables: ProcessInfo.processInfo.environment, isTerminal: isTerminal).capability(for: color)
    }
}

/// `--themes DIR`: more themes, by file name, beside the shipped ones.
struct ThemeOptions: ParsableArguments {
    @Option(name: .customLong("themes"), help: ArgumentHelp("A directory of theme files added to the shipped ones.", valueName: "dir"))
    var directory: String?

    func library() -> ThemeLibrary {
        var library = ThemeLibrary.shipped
        if let directory {
            for unreadable in library.addDirectory(directory) { printError("warning: cannot read \(unreadable)") }
        }
        return library
    }
}
