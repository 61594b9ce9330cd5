import ArgumentParser
import StoreDisplayText
import StoreIO
import StoreInputFiles
import StoreShippedYAML
import StoreTheme
import StoreThemeTokens
import StoreThemeTools
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The formats `themes export` writes.
enum TokenFormat: String, ExpressibleByArgument, CaseIterable {
    /// The Design Tokens Community Group's Format and Resolver modules 2025.10.
    case dtcg
}

/// `storefinder themes export --format dtcg THEME --out DIR`.
struct ThemesExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme as design tokens (DTCG 2025.10): THEME.tokens.json and THEME.resolver.json.",
        discussion: """
            THEME.tokens.json holds every token with its light value, in the Format module's form: \
            $type and $value, colours as colour objects (srgb components, alpha and hex), references \
            as aliases ("{palette.blue}"). THEME.resolver.json is a resolver document whose one \
            modifier, appearance, holds what dark, light-increased-contrast and \
            dark-increased-contrast change. What the format has no type for (italic, a pin's \
            glyph, a terminal stand-in) is in $extensions["org.storefinder"].

            Example:
              storefinder themes export --format dtcg default --out tokens
            """
    )

    @Option(help: "The format: dtcg.")
    var format: TokenFormat = .dtcg

    @Argument(help: "A theme name, or a theme file.")
    var name: String

    @Option(help: ArgumentHelp("The directory to write the two files into.", valueName: "dir"))
    var out: String = "."

    @Option(name: .customLong("themes"), help: .themesDirectory)
    var themesDirectory: String?

    func validate() throws {
        try checkDirectory(themesDirectory, flag: "--themes")
    }

    func run() throws {
        let library = try ThemesDirectory(directory: themesDirectory).liveLibrary(naming: name)
        let export: DTCGExporter.Export
        do {
            export = try DTCGExporter.export(try library.written(name))
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try AtomicFile.write(export.tokens, to: FileName.join(out, export.tokensFileName))
            try AtomicFile.write(export.resolver, to: FileName.join(out, export.resolverFileName))
        } catch {
            printError("error: cannot write to \(out): \(SystemErrorText.describe(error))")
            throw ExitCode(1)
        }
        printError(
            "wrote \(FileName.join(out, export.tokensFileName)) and \(FileName.join(out, export.resolverFileName))")
    }
}

/// `storefinder themes import FILE.tokens.json [--resolver FILE.resolver.json] --name NAME`.
struct ThemesImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read design tokens (DTCG 2025.10) into a theme's YAML, on standard output.",
        discussion: """
            The token file gives the light values; the resolver document's appearance modifier \
            gives what dark, light-increased-contrast and dark-increased-contrast change (its \
            contexts inline, or by $ref to token files beside it). A token a theme has no place \
            for is reported at its JSON path and left out; a colour outside sRGB is converted, \
            with a warning. The theme is checked as themes lint checks it, in every appearance, \
            each finding at the JSON path of the value; with an error, nothing is printed.

            Example:
              storefinder themes import brand.tokens.json --resolver brand.resolver.json \
            --name brand > Themes/brand.yml
            """
    )

    @Argument(help: ArgumentHelp("The token file.", valueName: "file.tokens.json"))
    var tokens: String

    @Option(help: ArgumentHelp("The resolver document of the appearances.", valueName: "file.resolver.json"))
    var resolver: String?

    @Option(help: "The theme's name.")
    var name: String

    @Option(help: ArgumentHelp("A theme the imported one extends, for tokens that give only part of a theme."))
    var extends: String?

    func run() throws {
        let imported: DTCGImporter.Imported
        do {
            imported = try DTCGImporter.import(tokens: tokens, resolver: resolver, name: name, extends: extends)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        for warning in imported.warnings { printError("warning: \(warning)") }
        // The theme linted as `themes lint` lints it, in every appearance, each finding at the
        // JSON path its value came from.
        var library = ThemeLibrary.shipped
        library.add(ThemeLibrary.Source(name: name, file: tokens, text: imported.yaml))
        let findings = ThemeLinter().lint(library, files: [tokens]).compactMap(imported.relocated).sorted()
        for finding in findings { printError(finding.description) }
        guard !findings.contains(where: { $0.severity == .error }) else {
            printError("error: \(tokens) does not make a theme StoreFinder can draw; nothing written")
            throw ExitCode(1)
        }
        print(imported.yaml, terminator: "")
    }
}
