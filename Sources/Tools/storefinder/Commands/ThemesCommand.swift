import ArgumentParser
import StoreDisplayText
import StoreRendering
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

/// `storefinder themes`.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "Lint, show, export and import themes.",
        subcommands: [
            ThemesLintCommand.self, ThemesShowCommand.self, ThemesExportCommand.self, ThemesImportCommand.self,
            ThemesValidateCommand.self,
        ]
    )
}

/// `storefinder themes lint`.
struct ThemesLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check themes; exit 1 on any error.",
        discussion: """
            With no path, lints the shipped themes. Given a theme file or a directory of them, \
            lints those; they may extend the shipped themes. Design tokens (.tokens.json, with \
            the .resolver.json beside them) are linted as the themes they make, each finding at \
            the JSON path of its value.
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a directory of theme files.", valueName: "path"))
    var path: String?

    @Option(help: "text or json.")
    var format: LintFormat = .text

    func run() throws {
        guard path.map({ FileManager.default.fileExists(atPath: $0) }) ?? true else {
            printError("error: \(path ?? ""): no such file or directory")
            throw ExitCode(1)
        }
        let findings = ThemesDirectory.lint(path)
        try printFindings(findings, format: format)
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}

/// `storefinder themes show`.
struct ThemesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a theme's resolved tokens, with colour swatches when colour is on."
    )

    @Argument(help: "A theme name, or a theme file.")
    var name: String = "default"

    @Option(name: .customLong("themes"), help: .themesDirectory)
    var themesDirectory: String?

    @Option(help: .appearance)
    var appearance: Appearance = .light

    @Option(help: .color)
    var color: ColorMode = .auto

    func validate() throws {
        try checkDirectory(themesDirectory, flag: "--themes")
    }

    func run() throws {
        let theme: Theme
        let library = try ThemesDirectory(directory: themesDirectory).liveLibrary(naming: name)
        do {
            theme = try library.resolve(name).resolved(for: appearance)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        let sixteen = library.sixteenColors(of: name, in: appearance)
        let ansi = ANSIStyle(capability: color.capability(), theme: theme, sixteen: sixteen)
        func swatch(_ color: ThemeColor?) -> String {
            guard let color, ansi.capability != .none else { return "" }
            return " " + ansi.apply(TextStyle(color: color), to: "██")
        }
        // Names, paths and glyphs come from the theme file: each is sanitized on its own,
        // because the swatches around them are escape sequences of our own.
        let safe = UntrustedText.sanitized
        print(
            "theme \(safe(theme.name))" + (theme.extends.map { " (extends \(safe($0)))" } ?? "")
                + (appearance == .light ? "" : ", \(appearance.name)"))
        for (name, color) in theme.palette.sorted(by: { $0.key < $1.key }) {
            print("palette.\(safe(name)) \(color)\(swatch(color))")
        }
        for (name, color) in theme.colors.sorted(by: { $0.key < $1.key }) {
            print("colors.\(safe(name)) \(color)\(swatch(color))")
        }
        for (path, style) in theme.styles.sorted(by: { $0.key < $1.key }) {
            var parts: [String] = []
            if let color = style.color { parts.append("color \(color)") }
            if let background = style.background { parts.append("background \(background)") }
            if let ansi16 = sixteen.named[path] { parts.append("ansi16 \(ansi16.rawValue)") }
            for (flag, on) in [
                ("bold", style.bold), ("dim", style.dim), ("italic", style.italic), ("underline", style.underline),
                ("strikethrough", style.strikethrough),
            ] where on {
                parts.append(flag)
            }
            print(
                "\(safe(path)) \(parts.joined(separator: ", "))"
                    + (ansi.capability == .none ? "" : "  " + ansi.apply(ThemeToken(path: path), to: "Sample")))
        }
        for (kind, style) in theme.annotations.sorted(by: { $0.key < $1.key }) {
            let glyph = safe(style.glyph)
            print(
                "annotation.\(safe(kind)) \(glyph) color \(style.color), priority \(style.priority)"
                    + (ansi.capability == .none ? "" : "  " + ansi.apply(TextStyle(color: style.color), to: glyph)))
        }
    }
}
