import Foundation
import PackagePlugin

/// Compiles a target's string tables and themes into it at build time, so the app parses no
/// YAML and links no libyaml at run time, as String Catalogs compile to `.strings`.
///
/// It reads the target's own `Localizations/` and `Themes/` folders (each `.yml` or `.yaml`),
/// or, when the target has none, the package's. It writes one Swift file:
///
/// - `StoreFinderResources.strings`: StoreFinder's shipped tables with the target's on top;
/// - `StoreFinderResources.themes`: the shipped themes and the target's, resolved;
/// - `Strings`: typed keys for every key the target can look up.
///
/// A table or theme with a problem fails the build with its file:line:column; lint findings
/// (a placeholder the base does not have, a plural form the locale needs) are warnings.
/// Applied to StoreFinder's own StorePresentation, it compiles the shipped resources instead.
@main
struct StoreFinderResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let shipped = context.package.displayName == "StoreFinder" && target.name == "StorePresentation"
        let tables = try yamlFiles(named: "Localizations", target: target, package: context.package)
        let themes = try yamlFiles(named: "Themes", target: target, package: context.package)
        let output = context.pluginWorkDirectoryURL.appending(path: "StoreFinderResources.swift")
        var arguments = [shipped ? "--shipped" : "--app", "--root", context.package.directoryURL.path(), "--output", output.path()]
        for table in tables { arguments += ["--table", table.path()] }
        for theme in themes { arguments += ["--theme", theme.path()] }
        return [
            .buildCommand(
                displayName: "Compiling \(tables.count) string tables and \(themes.count) themes for \(target.name)",
                executable: try context.tool(named: "storefinder-compile").url,
                arguments: arguments,
                inputFiles: tables + themes,
                outputFiles: [output]
            ),
        ]
    }

    /// The YAML files of the target's folder `name`, or else of the package's.
    private func yamlFiles(named name: String, target: SourceModuleTarget, package: Package) throws -> [URL] {
        for folder in [target.directoryURL.appending(path: name), package.directoryURL.appending(path: name)] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path(), isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { ["yml", "yaml"].contains($0.pathExtension) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        return []
    }
}
