import StoreBuildSupport
import StoreIO
import StoreInput
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

/// The token files read as themes, by the name their problems are reported under: each
/// YAML line's problem is said at the JSON path it came from.
nonisolated(unsafe) var importedThemes: [DTCGImporter.Imported] = []

/// The files at `paths`, each named by its path from the root. A `.tokens.json` theme is read
/// into a theme's YAML (with the `.resolver.json` beside it, if any), its warnings printed.
func sources(_ paths: [String], root: String) -> [ResourceCompiler.SourceFile] {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return paths.map { path in
        let name = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        if path.hasSuffix(".tokens.json") {
            do {
                var imported = try DTCGImporter.importTheme(file: path)
                for warning in imported.warnings { StandardError.printLine(warning.diagnostic("warning")) }
                imported.file = name
                importedThemes.append(imported)
                return ResourceCompiler.SourceFile(path: name, text: imported.yaml)
            } catch let error as InputError {
                fail(diagnostics(error), status: 1)
            } catch {
                fail("\(path): error: \(error)", status: 1)
            }
        }
        let text: String
        do {
            text = try YAMLParser().readText(contentsOf: path)
        } catch {
            let reason = (error as? YAMLError)?.message ?? SystemErrorText.describe(error)
            fail("\(path): error: \(reason)", status: 1)
        }
        return ResourceCompiler.SourceFile(path: name, text: text)
    }
}

/// A token file's problems as the compiler prints them: `file: error: $.path: message`.
func diagnostics(_ error: InputError) -> String {
    error.description.split(separator: "\n" as Character).map { whole in
        let line = whole.hasPrefix("error: ") ? whole.dropFirst("error: ".count) : whole
        guard let colon = line.firstRange(of: ": ") else { return "error: \(line)" }
        return line[..<colon.lowerBound] + ": error: " + line[colon.upperBound...]
    }.joined(separator: "\n")
}

/// `message` with each line from a token file's YAML said at its JSON path.
func located(_ message: String) -> String {
    importedThemes.reduce(message) { $1.located($0) }
}

let compiler = ResourceCompiler(
    mode: mode, tables: sources(tablePaths, root: root), themes: sources(themePaths, root: root),
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
