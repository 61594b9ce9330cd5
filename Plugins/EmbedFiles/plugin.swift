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
        let (files, folders) = try Self.entries(listedIn: list, root: root)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        // NB: the tool reads the list and walks the folders itself, at build time. SwiftPM
        // runs this plugin again only when the manifest changes, so a file list made here
        // would miss a file added to a folder later; the folders are inputs so that adding
        // one (which changes its folder) runs the tool again.
        return [
            .buildCommand(
                displayName: "Embedding the files \(target.name) lists",
                executable: try context.tool(named: "storefinder-embed").url,
                arguments: [
                    "--root", root.path(percentEncoded: false), "--output", output.path(percentEncoded: false),
                    "--list", list.path(percentEncoded: false),
                ],
                inputFiles: [list] + folders + files,
                outputFiles: [output]
            )
        ]
    }

    /// The files the list names, folders expanded, and the folders themselves with every
    /// folder under them.
    static func entries(listedIn list: URL, root: URL) throws -> (files: [URL], folders: [URL]) {
        let text = try String(contentsOf: list, encoding: .utf8)
        var files: [URL] = []
        var folders: [URL] = []
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
            folders.append(url)
            let walker = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
                options: [.skipsHiddenFiles])
            while let entry = walker?.nextObject() as? URL {
                let values = try? entry.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
                if values?.isRegularFile == true { files.append(entry) }
                if values?.isDirectory == true { folders.append(entry) }
            }
        }
        return (files, folders)
    }
}

/// A list that names what is not there.
struct EmbedError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
