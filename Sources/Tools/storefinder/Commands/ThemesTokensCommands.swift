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

/// `storefinder themes import FILE.tokens.json [--resolver FILE.resolver.json] --name NAME`, or
/// `storefinder themes import SOURCE --suggest --name NAME`.
struct ThemesImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Read design tokens (DTCG 2025.10) laid out as StoreFinder's roles into a theme's YAML, or suggest a brand for a designer's own.",
        discussion: """
            A token file laid out as StoreFinder's roles (what themes export writes) becomes a \
            theme: the resolver document's modifier whose contexts are appearances gives what dark, \
            light-increased-contrast and dark-increased-contrast change. The theme is checked as \
            themes lint checks it, in every appearance, each finding at the file and JSON path of \
            the value; with an error, nothing is printed.

            A designer's own tokens (Primer's fgColor.accent, a Figma export) name no role: \
            import says so in one sentence. With --suggest, it prints a starting brand instead: \
            a theme whose tokens: names the source (a .resolver.json or a .tokens.json) and maps \
            each colour role to the token whose name is nearest, for a person to check.

            Examples:
              storefinder themes import brand.tokens.json --resolver brand.resolver.json \
            --name brand > Themes/brand.yml
              storefinder themes import Themes/primer/primer.resolver.json --suggest --name primer \
            > Themes/primer.yml
            """
    )

    @Argument(help: ArgumentHelp("The token file, or with --suggest a resolver document.", valueName: "file"))
    var tokens: String

    @Option(help: ArgumentHelp("The resolver document of the appearances.", valueName: "file.resolver.json"))
    var resolver: String?

    @Option(help: "The theme's name.")
    var name: String

    @Option(help: ArgumentHelp("A theme the imported one extends, for tokens that give only part of a theme."))
    var extends: String?

    @Flag(help: "Print a starting brand that maps StoreFinder's roles onto the tokens' own names.")
    var suggest = false

    @Option(
        help: ArgumentHelp(
            "With --suggest: the folder the brand's YAML will be saved in, from which it names the source.",
            valueName: "dir"))
    var themesFolder: String?

    func run() throws {
        if suggest {
            let path = themesFolder.map { relative(tokens, from: $0) } ?? tokens
            let (yaml, findings) = BrandSuggestion.suggest(source: tokens, as: path, name: name)
            for finding in findings { printError(finding.description) }
            guard !yaml.isEmpty else { throw ExitCode(1) }
            print(yaml, terminator: "")
            return
        }
        let imported = DTCGImporter.import(
            tokens: tokens, resolver: resolver, name: name, extends: extends, over: ThemeLibrary.shipped)
        for finding in imported.findings { printError(finding.description) }
        guard !imported.hasErrors else {
            if imported.findings.count > 1 {
                printError("error: \(tokens) does not make a theme StoreFinder can draw; nothing written")
            }
            throw ExitCode(1)
        }
        print(imported.yaml, terminator: "")
    }

    /// `path` as named from the folder `folder`: `primer/primer.resolver.json`.
    private func relative(_ path: String, from folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
