import Foundation
import PackagePlugin

/// Compiles a target's string tables and themes into it at build time, so the app parses no
/// YAML and links no libyaml at run time, as String Catalogs compile to `.strings`.
///
/// It reads the target's own `Localizations/` and `Themes/` folders (each `.yml` or `.yaml`,
/// and in `Themes/` each `.tokens.json`, a designer's design tokens in the DTCG 2025.10
/// format, with the `.resolver.json` of the same name beside it for its appearances), or,
/// when the target has none, the package's. It writes one Swift file:
///
/// - `StoreFinderResources.strings`: StoreFinder's shipped tables with the target's on top;
/// - `StoreFinderResources.themes`: the shipped themes and the target's, resolved;
/// - `Strings`: typed keys for every key the target can look up.
///
/// StoreFinder's own `Localizations/` and `Themes/` are read where they are, in its package,
/// and are inputs of the build command: an update of StoreFinder recompiles the app's layer.
///
/// Every table and theme the target ships is checked as `strings lint --overrides` and `themes
/// lint` check them, each finding at its file:line:column: what would put a raw placeholder, a
/// missing word or unreadable text on a screen fails the build; the rest (a misspelt key, a
/// plural form the locale needs) are warnings.
/// Applied to StoreFinder's own StorePresentation, it compiles the shipped resources instead.
@main
struct StoreFinderResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let shipped = context.package.displayName == "StoreFinder" && target.name == "StorePresentation"
        let tables = try yamlFiles(named: "Localizations", target: target, package: context.package)
        let themes = try yamlFiles(named: "Themes", target: target, package: context.package)
        let output = context.pluginWorkDirectoryURL.appending(path: "StoreFinderResources.swift")
        var arguments = [
            shipped ? "--shipped" : "--app", "--root", path(context.package.directoryURL), "--output", path(output),
        ]
        for table in tables { arguments += ["--table", path(table)] }
        for theme in themes { arguments += ["--theme", path(theme)] }
        // The design token files a theme reads (a token file's resolver beside it, a brand's
        // `tokens:` source and the files it names, in folders of their own): inputs too, so that
        // a designer's new export rebuilds the app.
        let resolvers =
            themes.isEmpty
            ? []
            : Self.jsonFiles(under: themes[0].deletingLastPathComponent())
                .filter { !themes.contains($0) }
        var shippedFiles: [URL] = []
        if !shipped, let storeFinder = Self.storeFinderPackage(from: context.package) {
            let shippedTables = try yamlFiles(in: storeFinder.directoryURL.appending(path: "Localizations"))
            let shippedThemes = try yamlFiles(in: storeFinder.directoryURL.appending(path: "Themes"))
            arguments += ["--shipped-root", path(storeFinder.directoryURL)]
            for table in shippedTables { arguments += ["--shipped-table", path(table)] }
            for theme in shippedThemes { arguments += ["--shipped-theme", path(theme)] }
            shippedFiles = shippedTables + shippedThemes
        }
        return [
            .buildCommand(
                displayName:
                    "Compiling the string tables and themes of \(target.name) (\(tables.count) and \(themes.count))",
                executable: try context.tool(named: "storefinder-compile").url,
                arguments: arguments,
                inputFiles: tables + themes + resolvers + shippedFiles,
                outputFiles: [output]
            )
        ]
    }

    /// Every `.json` file in `folder` and the folders inside it, sorted.
    static func jsonFiles(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let next = enumerator?.nextObject() as? URL {
            if next.pathExtension == "json" { files.append(next) }
        }
        return files.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// The StoreFinder package among `package` and its dependencies, at any depth.
    static func storeFinderPackage(from package: Package) -> Package? {
        var queue = [package]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.id).inserted else { continue }
            if candidate.displayName == "StoreFinder" { return candidate }
            queue += candidate.dependencies.map(\.package)
        }
        return nil
    }

    /// The YAML files of the target's folder `name`, or else of the package's.
    private func yamlFiles(named name: String, target: SourceModuleTarget, package: Package) throws -> [URL] {
        for folder in [target.directoryURL.appending(path: name), package.directoryURL.appending(path: name)] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(folder), isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            return try yamlFiles(in: folder)
        }
        return []
    }

    /// The `.yml` and `.yaml` files directly in `folder`, and its `.tokens.json` files, sorted
    /// by name.
    private func yamlFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["yml", "yaml"].contains($0.pathExtension) || $0.lastPathComponent.hasSuffix(".tokens.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// A file URL's path as the tools take it: not percent-encoded.
    private func path(_ url: URL) -> String {
        url.path(percentEncoded: false)
    }
}
