import ArgumentParser
import StoreIO
import StoreInputFiles
import StoreRendering
import StoreTheme
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ColorMode: ExpressibleByArgument {}

extension ColorMode {
    /// The capability for standard output in this process's environment. An explicit
    /// `--format ansi` (`ansiRequested`) stands in for a terminal: it asks for colour even into
    /// a pipe, but `--color never`, `NO_COLOR` and `FORCE_COLOR=0` still win.
    func capability(ansiRequested: Bool = false) -> ColorCapability {
        let isTerminal = ansiRequested || StandardOutput.isTerminal
        return TerminalEnvironment(variables: ProcessInfo.processInfo.environment, isTerminal: isTerminal).capability(
            for: self)
    }
}

extension ArgumentHelp {
    /// `--color`.
    static var color: ArgumentHelp { "Colour: auto (honours NO_COLOR, FORCE_COLOR and the terminal), always or never." }
}
