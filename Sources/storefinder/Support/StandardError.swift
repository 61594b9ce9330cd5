import Foundation

/// Prints to standard error, for diagnostics that must not mix with rendered output.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
