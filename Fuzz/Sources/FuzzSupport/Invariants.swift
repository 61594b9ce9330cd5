#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StoreDisplayText
import StoreYAML

/// What every fuzz target asserts of what it produced, beyond not crashing.
///
/// A broken invariant traps, which libFuzzer reports as a crash with the input that caused it.
public enum Invariant {
    /// Text that reaches a person (an error, a finding, a screen's string) holds no control or
    /// bidi formatting character but the line breaks between its lines; `allowingIsolates` admits the isolates StoreFinder itself
    /// wraps placeholder values in, which must then pair up.
    public static func inert(_ text: String, allowingIsolates: Bool = false, _ what: @autoclosure () -> String) {
        var depth = 0
        for scalar in text.unicodeScalars {
            if allowingIsolates, scalar == UntrustedText.firstStrongIsolate {
                depth += 1
            } else if allowingIsolates, scalar == UntrustedText.popDirectionalIsolate {
                depth -= 1
                check(depth >= 0, "\(what()): an isolate closed that was never opened")
            } else if scalar != "\n" {
                check(!UntrustedText.isForbidden(scalar), "\(what()): U+\(String(scalar.value, radix: 16)) reaches the output: \(text.debugDescription)")
            }
        }
        check(depth == 0, "\(what()): \(depth) isolates left open")
    }

    /// An error names a real position: a line and column from 1, within the input.
    public static func positioned(_ error: YAMLError, in text: String) {
        // Lines as YAML counts them: CR, LF, NEL, LS and PS each break one (CRLF counts twice
        // here, which only loosens the bound).
        let lines = text.unicodeScalars.reduce(1) { $0 + (["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($1) ? 1 : 0) }
        check(error.location.line >= 1 && error.location.column >= 1, "error at \(error.location): \(error)")
        // libyaml may point one line past the last (an unexpected end of the stream).
        check(error.location.line <= lines + 1, "error at line \(error.location.line) of a \(lines)-line input: \(error)")
        inert(error.description, "the error")
    }

    /// Traps with `message` unless `condition` holds.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            let text = message()
            // NB: straight to the descriptor: a buffered `print` is lost when the trap ends the process.
            let line = Array("invariant broken: \(text)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            preconditionFailure(text)
        }
    }
}

/// The fuzzer's bytes as UTF-8 text, or `nil` when they are not; readers refuse those
/// before parsing (see `TextFile`), and `fuzz-input` covers that refusal.
public func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String? {
    String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}
