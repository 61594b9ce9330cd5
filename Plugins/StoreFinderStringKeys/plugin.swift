import Foundation
import PackagePlugin

/// Generates typed string-table accessors (`Strings.Stock.onlyLeft(count:)`) for a target.
///
/// The base table is the target's own `Localizations/en.yml`, or else the package's.
/// A build command (not a prebuild command) runs the generator, so editing the table
/// regenerates the accessors on the next build.
@main
struct StoreFinderStringKeys: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let candidates = [
            target.directoryURL.appending(path: "Localizations/en.yml"),
            context.package.directoryURL.appending(path: "Localizations/en.yml"),
        ]
        guard let table = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path()) }) else {
            Diagnostics.error("StoreFinderStringKeys: no Localizations/en.yml in \(target.name) or the package root")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Strings.swift")
        return [
            .buildCommand(
                displayName: "Generating typed string keys from \(table.lastPathComponent) for \(target.name)",
                executable: try context.tool(named: "storefinder-strings-gen").url,
                arguments: [table.path(), output.path()],
                inputFiles: [table],
                outputFiles: [output]
            ),
        ]
    }
}
