import StoreDisplayText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard error, for diagnostics that must not mix with rendered output.
///
/// NB: `write(2)` rather than `FileHandle`, which lives in swift-corelibs-foundation, and
/// rather than `fputs(stderr)`, a C global that strict concurrency cannot vouch for.
package enum StandardError {
    /// Writes `text` and a newline, retrying short writes; a closed stream loses the text.
    ///
    /// Every line passes through ``UntrustedText/sanitized(_:)``: diagnostics quote file
    /// names, values and source lines, and none of them may move the cursor or retitle the
    /// terminal. The line breaks between them are kept.
    package static func printLine(_ text: String) {
        var bytes = Array((TerminalSafe.lines(text) + "\n").utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// The process's standard output.
package enum StandardOutput {
    /// Whether standard output is a terminal rather than a pipe or a file.
    package static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}

/// Text made safe to print, one line at a time.
package enum TerminalSafe {
    /// `text` with each line sanitized and the line breaks between them kept.
    package static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { UntrustedText.sanitized(String($0)) }
            .joined(separator: "\n")
    }
}
