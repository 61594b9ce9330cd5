import Foundation
import PackagePlugin

/// Compiles files of the package into a target at build time, so the tools that show them
/// (sample data, the shipped YAML, the review report's assets) need nothing but their binary,
/// and the package holds each file once.
///
/// The target names what it embeds in `embedded-files.txt`, in its own folder (which the
/// manifest excludes): one path from the package root per line, a file or a folder, whose
/// files are taken recursively. Blank lines and lines starting with `#` are ignored.
///
///     # StoreSamples
///     Examples/stores.json
///     Examples/Scenarios/
///
/// The generated file declares `embeddedFiles`, an `EmbeddedFiles` value (StoreIO) keyed by
/// each file's path from the package root.
@main
struct EmbedFiles: BuildToolPlugin {
    /// The list each target keeps of what it embeds.
    static let listName = "embedded-files.txt"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let list = target.directoryURL.appending(path: Self.listName)
        let root = context.package.directoryURL
        let files = try Self.files(listedIn: list, root: root)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) files in \(target.name)",
                executable: try context.tool(named: "storefinder-embed").url,
                arguments: ["--root", root.path(percentEncoded: false), "--output", output.path(percentEncoded: false)]
                    + files.map { $0.path(percentEncoded: false) },
                inputFiles: [list] + files,
                outputFiles: [output]
            )
        ]
    }

    /// The files the list names, folders expanded, sorted by path.
    static func files(listedIn list: URL, root: URL) throws -> [URL] {
        let text = try String(contentsOf: list, encoding: .utf8)
        var files: [URL] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
            let url = root.appending(path: entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isDirectory)
            else {
                throw EmbedError("\(list.path(percentEncoded: false)): \(entry) does not exist in the package")
            }
            guard isDirectory.boolValue else {
                files.append(url)
                continue
            }
            let walker = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
            while let file = walker?.nextObject() as? URL {
                if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(file) }
            }
        }
        return files.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }
}

/// A list that names what is not there.
struct EmbedError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
