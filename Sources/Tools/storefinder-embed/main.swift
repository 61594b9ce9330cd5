// The build tool behind the EmbedFiles build plugin:
//
//   storefinder-embed --root DIR --output FILE.swift [--list LIST] [FILE…]
//
// It writes one Swift file that declares `embeddedFiles`, an `EmbeddedFiles` (StoreIO) of
// the text of every FILE and every file LIST names (one path from --root per line, a file
// or a folder taken recursively; blank lines and `#` comments ignored), each named by its
// path from --root. The list is read here, at build time, so a file added to a listed
// folder is embedded on the next build. Nothing of it is committed: the
// files are read where they are, at build time, so the package holds each of them once.
// NB: Foundation, not FoundationEssentials: walking a folder needs FileManager's enumerator.
import Foundation
import StoreBuildSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints `message`, after the tool's name, to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 2) -> Never {
    BuildToolOutput.fail("storefinder-embed: \(message)", status: status)
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

/// The files `list` names under `root`: each file, and each folder's files, recursively,
/// hidden ones skipped.
func files(listedIn list: String, root: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: list), let text = String(validating: data, as: UTF8.self)
    else { fail("\(list): cannot read the list", status: 1) }
    var files: [String] = []
    for line in text.split(whereSeparator: \.isNewline) {
        let entry = line.trimmingCharacters(in: .whitespaces)
        guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
        let path = (root.hasSuffix("/") ? root : root + "/") + entry
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            fail("\(list): \(entry) does not exist in the package", status: 1)
        }
        guard isDirectory.boolValue else {
            files.append(path)
            continue
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            fail("\(folder): cannot list the folder", status: 1)
        }
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(folder + relative)
            }
        }
    }
    return files
}

var arguments = BuildToolArguments(
    tool: "storefinder-embed", CommandLine.arguments.dropFirst(),
    usage: "usage: storefinder-embed --root DIR --output FILE.swift [--list LIST] [FILE…]")
let root = arguments.required("--root"), output = arguments.required("--output")
let listed = arguments.value("--list").map { files(listedIn: $0, root: root) } ?? []
do {
    try GeneratedFile.write(source(embedding: arguments.remaining + listed, root: root), to: output)
} catch {
    fail("\(output): cannot write the generated source (\(error))", status: 1)
}
