#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The flags a build tool of the package's build plugins takes: `--flag value` pairs, taken
/// out one name at a time, and what is left (the tool's files or its mode). The plugins write
/// these command lines themselves, so a mistake is the plugin's: it stops the build with the
/// tool's usage line.
///
/// ```swift
/// // main.swift passes the command line's arguments after the tool's name
/// var arguments = BuildToolArguments(tool: "storefinder-embed", ["--root", ".", "a.txt"], usage: usage)
/// let root = arguments.required("--root")   // "."
/// let files = arguments.remaining           // ["a.txt"]
/// ```
package struct BuildToolArguments {
    /// The tool's name, which its messages start with.
    package let tool: String
    /// The usage line printed when a required flag is missing.
    package let usage: String
    /// The arguments not taken yet.
    package private(set) var remaining: [String]

    /// The command line's arguments after the tool's own name.
    package init(tool: String, _ arguments: some Sequence<String>, usage: String) {
        self.tool = tool
        self.usage = usage
        remaining = Array(arguments)
    }

    /// Every value given with `flag`, in order, taken out of the arguments.
    package mutating func values(_ flag: String) -> [String] {
        var values: [String] = []
        while let index = remaining.firstIndex(of: flag) {
            guard index + 1 < remaining.count else { fail("\(flag) needs a value") }
            values.append(remaining[index + 1])
            remaining.removeSubrange(index...(index + 1))
        }
        return values
    }

    /// The last value given with `flag`, or `nil`.
    package mutating func value(_ flag: String) -> String? { values(flag).last }

    /// The last value given with `flag`; without one the tool stops with its usage.
    package mutating func required(_ flag: String) -> String {
        guard let value = value(flag) else { fail(usage) }
        return value
    }

    /// Prints `message`, after the tool's name, to standard error and exits with `status`: 2
    /// for a command line the plugin got wrong, 1 for a file that cannot be read or written.
    package func fail(_ message: String, status: Int32 = 2) -> Never {
        BuildToolOutput.fail("\(tool): \(message)", status: status)
    }
}

/// What a build tool prints, and the files it writes.
package enum BuildToolOutput {
    /// Prints `message` to standard error as it is and exits with `status`; a message that
    /// starts with a file's path reads as the compiler's own diagnostics do.
    package static func fail(_ message: String, status: Int32) -> Never {
        printError(message)
        exit(status)
    }

    /// Prints one line to standard error.
    package static func printError(_ message: String) {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
