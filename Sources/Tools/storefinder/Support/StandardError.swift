import StoreIO
import StoreInputFiles
import StoreYAML

/// Prints to standard error, for diagnostics that must not mix with rendered output.
///
/// Each line is sanitized on the way out (`TerminalSafe`), so a value quoted from input
/// (a time zone, a mode, a source line libyaml echoes) cannot reach the terminal as a
/// control sequence.
func printError(_ text: String) {
    StandardError.printLine(text)
}

/// Prints a listing line to standard output, sanitized like ``printError(_:)``.
///
/// For text that quotes input: summaries, resolved strings. Screens and the listings that add
/// their own colour sanitize their input-derived pieces instead; lint findings describe
/// themselves sanitized.
func printListing(_ text: String) {
    print(TerminalSafe.lines(text))
}
