import Foundation
import PackagePlugin

/// Compiles the Swift snippets of the documentation into a test target at build time: every
/// ```swift block of the package's `README.md` and of each DocC article under `Sources/`
/// (`*.docc/**/*.md`) becomes a function, so a snippet that stops compiling fails the build.
///
/// A block after an HTML comment starting `<!-- not compiled` is left out.
@main
struct CompileSnippets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var documents = [root.appending(path: "README.md")]
        let walker = FileManager.default.enumerator(
            at: root.appending(path: "Sources"), includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            if file.pathExtension == "md", file.path(percentEncoded: false).contains(".docc/") {
                documents.append(file)
            }
        }
        documents.sort { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let output = context.pluginWorkDirectoryURL.appending(path: "CompiledSnippets.swift")
        return [
            .buildCommand(
                displayName: "Compiling the Swift snippets of \(documents.count) documents into \(target.name)",
                executable: try context.tool(named: "storefinder-snippets").url,
                arguments: ["--root", root.path(percentEncoded: false), "--output", output.path(percentEncoded: false)]
                    + documents.map { $0.path(percentEncoded: false) },
                inputFiles: documents,
                outputFiles: [output]
            )
        ]
    }
}
