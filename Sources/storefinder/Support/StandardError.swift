import StoreYAML
import StoreInput

/// Prints to standard error, for diagnostics that must not mix with rendered output.
func printError(_ text: String) {
    StandardError.printLine(text)
}
