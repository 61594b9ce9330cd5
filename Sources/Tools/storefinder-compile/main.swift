import StoreBuildSupport
import StoreIO
import StoreResourceCompiler
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

/// The target's themes: its YAML, and each `.tokens.json` laid out as StoreFinder's roles,
/// which the theme library reads as a theme, through the token tree, with no YAML in between.
let themes = sources(themePaths, root: root)

let compiler = ResourceCompiler(
    mode: mode, tables: sources(tablePaths, root: root), themes: themes,
    shippedTables: sources(shippedTablePaths, root: shippedRoot),
    shippedThemes: sources(shippedThemePaths, root: shippedRoot))
do {
    let result = try compiler.compile()
    for warning in result.warnings { StandardError.printLine(warning) }
    try GeneratedFile.write(result.source, to: output)
} catch let failure as ResourceCompiler.Failure {
    fail(failure.description, status: 1)
} catch {
    fail("\(output): error: cannot write the generated source (\(SystemErrorText.describe(error)))", status: 1)
}
