import StoreBuildSupport
import StoreIO
import StoreResourceCompiler
import StoreThemeTokens
import StoreThemeTools
import StoreYAML

// The build tool behind the StoreFinderResources build plugin:
//
//   storefinder-compile (--shipped | --app) --root DIR --output FILE.swift [--table FILE]… [--theme FILE]…
//                       [--shipped-root DIR [--shipped-table FILE]… [--shipped-theme FILE]…]
//
// It compiles the YAML string tables and themes it is given into Swift, naming each file by
// its path from --root. An app's are compiled over StoreFinder's own (--shipped-table and
// --shipped-theme, named from --shipped-root), which the plugin reads where they are. Problems are printed as file:line:column: error: …, which
// the build shows on the file, and the tool exits 1. Lint findings in an app's tables are
// printed as warnings.
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

let usage =
    "usage: storefinder-compile (--shipped | --app) --root DIR --output FILE.swift [--table FILE]… [--theme FILE]… "
    + "[--shipped-root DIR [--shipped-table FILE]… [--shipped-theme FILE]…]"
var arguments = BuildToolArguments(tool: "storefinder-compile", CommandLine.arguments.dropFirst(), usage: usage)
let root = arguments.required("--root"), output = arguments.required("--output")
// Files are named by their paths from the root, and a brand's `tokens:` source is found beside
// its theme by that name: so paths are read from the root.
_ = FileManager.default.changeCurrentDirectoryPath(root)
let tablePaths = arguments.values("--table"), themePaths = arguments.values("--theme")
let shippedRoot = arguments.value("--shipped-root") ?? root
let shippedTablePaths = arguments.values("--shipped-table"), shippedThemePaths = arguments.values("--shipped-theme")
/// Stops the build with `message`: a file's own diagnostic, as the compiler prints it.
func fail(_ message: String, status: Int32 = 2) -> Never { BuildToolOutput.fail(message, status: status) }
let mode: ResourceCompiler.Mode
switch arguments.remaining {
case ["--shipped"]: mode = .shipped
case ["--app"]: mode = .app
default: fail(usage)
}

/// The text of the file at `path`, or the build stopped with why it cannot be read.
func yamlText(_ path: String) -> String {
    do {
        return try YAMLParser().readText(contentsOf: path)
    } catch {
        fail("\(path): error: \(error.message)", status: 1)
    }
}

/// `path` named by its path from the root, as its problems are reported.
func name(_ path: String, root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// The files at `paths`, each named by its path from the root.
func sources(_ paths: [String], root: String) -> [ResourceCompiler.SourceFile] {
    paths.map { ResourceCompiler.SourceFile(path: name($0, root: root), text: yamlText($0)) }
}

/// The target's themes: its YAML, and each `.tokens.json` read into a theme's YAML (with the
/// `.resolver.json` beside it), its warnings printed and its errors stopping the build, as
/// `themes lint` says them; with the imports, whose lines the compiler's problems are said at.
func themeSources(_ paths: [String], root: String) -> ([ResourceCompiler.SourceFile], [DTCGImporter.Imported]) {
    var imports: [DTCGImporter.Imported] = []
    let files = sources(paths.filter { !$0.hasSuffix(".tokens.json") }, root: root)
    let tokens = paths.filter { $0.hasSuffix(".tokens.json") }.map { path in
        let tokens = DesignTokensTheme(reading: path)
        let findings = tokens.findings(linted: [])
        for warning in findings where warning.severity == .warning { StandardError.printLine(warning.description) }
        guard var imported = tokens.imported else {
            fail(findings.map(\.description).joined(separator: "\n"), status: 1)
        }
        // Named as the compiler names the file, so that its problems are found by that name.
        imported.file = name(path, root: root)
        imports.append(imported)
        return ResourceCompiler.SourceFile(path: imported.file, text: imported.yaml)
    }
    return (files + tokens, imports)
}

let (themes, imports) = themeSources(themePaths, root: root)
/// `message` with each line from a token file's YAML said at its JSON path.
func located(_ message: String) -> String {
    imports.reduce(message) { $1.located($0) }
}

let compiler = ResourceCompiler(
    mode: mode, tables: sources(tablePaths, root: root), themes: themes,
    shippedTables: sources(shippedTablePaths, root: shippedRoot),
    shippedThemes: sources(shippedThemePaths, root: shippedRoot))
do {
    let result = try compiler.compile()
    for warning in result.warnings { StandardError.printLine(located(warning)) }
    try GeneratedFile.write(result.source, to: output)
} catch let failure as ResourceCompiler.Failure {
    fail(located(failure.description), status: 1)
} catch {
    fail("\(output): error: cannot write the generated source (\(SystemErrorText.describe(error)))", status: 1)
}
