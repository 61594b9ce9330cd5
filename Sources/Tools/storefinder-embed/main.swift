// The build tool behind the EmbedFiles plugin:
//
//   storefinder-embed --root DIR --output FILE.swift FILE…
//
// It writes one Swift file that declares `embeddedFiles`, an `EmbeddedFiles` (StoreIO) of
// every FILE's text, each named by its path from --root. Nothing of it is committed: the
// files are read where they are, at build time, so the package holds each of them once.
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

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 2) -> Never {
    let line = Array("storefinder-embed: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

/// `text` as a Swift string literal: one line, with every character a literal cannot hold as
/// it is written as an escape, so the compiled string equals the file byte for byte.
func literal(_ text: String) -> String {
    var out = "\""
    out.reserveCapacity(text.utf8.count + text.utf8.count / 8 + 2)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
            out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// The value after `flag` in `arguments`, taken out of them.
func take(_ flag: String, from arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    guard index + 1 < arguments.count else { fail("\(flag) needs a value") }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}

/// The Swift source that embeds `paths`, each named by its path from `root`.
func source(embedding paths: [String], root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    var entries: [(path: String, text: String)] = []
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
            fail("\(path): cannot read the file", status: 1)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            fail("\(path): the file is not UTF-8 text", status: 1)
        }
        entries.append((path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, text))
    }
    var source = """
        // Generated at build time by storefinder-embed (the EmbedFiles plugin), from the files it names.
        import StoreIO

        /// The files this module embeds, by their path from the package root.
        let embeddedFiles = EmbeddedFiles([

        """
    for entry in entries.sorted(by: { $0.path < $1.path }) {
        source += "    \(literal(entry.path)): \(literal(entry.text)),\n"
    }
    return source + "])\n"
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let root = take("--root", from: &arguments), let output = take("--output", from: &arguments) else {
    fail("usage: storefinder-embed --root DIR --output FILE.swift FILE…")
}
let generated = Data(source(embedding: arguments, root: root).utf8)
// Unchanged output keeps its timestamp, so the module does not rebuild for nothing.
if FileManager.default.contents(atPath: output) != generated {
    do {
        try generated.write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("\(output): cannot write the generated source (\(error))", status: 1)
    }
}
