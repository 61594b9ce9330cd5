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
    package static func printLine(_ text: String) {
        var bytes = Array((text + "\n").utf8)[...]
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
