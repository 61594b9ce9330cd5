import Foundation
import StoreShippedYAML
import StoreTestSupport
import StoreTheme
import StoreThemeTools
import StoreYAML
import Testing

/// A brand is a short mapping onto a designer's own tokens (`colors.accent:
/// "{tokens.fgColor.accent}"`): each appearance resolves the designer's resolver with its own
/// inputs, and lint, render and the app's build read the same brand.
@Suite("A brand maps StoreFinder's roles onto a designer's tokens", .temporaryFolders)
struct TokenBrandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The example app's themes: a Primer-shaped brand, with its resolver and token files.
    static let appThemes = repository.appendingPathComponent("Examples/App/Sources/StoreFinderExampleApp/Themes").path
    /// A Figma SDS-shaped brand: `$root` tokens, and a theme set aliasing a primitives set.
    static let exampleThemes = repository.appendingPathComponent("Examples/Tokens/Themes").path

    static func library(_ folder: String) -> ThemeLibrary {
        var library = ThemeLibrary.shipped
        library.addDirectory(folder)
        return library
    }

    /// The designer's colour for each appearance, as the example's token files give it.
    @Test(
        "the Primer-shaped brand draws the designer's own colours in every appearance, the dark Directions button too",
        arguments: [
            (Appearance.light, "#0969DA", "#FFFFFF"), (.dark, "#4493F8", "#0D1117"),
            (.lightIncreasedContrast, "#023B95", "#FFFFFF"), (.darkIncreasedContrast, "#74B9FF", "#010409"),
        ])
    func primer(appearance: Appearance, accent: String, background: String) throws {
        let theme = try Self.library(Self.appThemes).resolve("primer").resolved(for: appearance)
        #expect(theme.colors["accent"]?.description == accent)
        #expect(theme.colors["background"]?.description == background)
        // The primary button (Directions) follows the brand's accent, not default's blue.
        #expect(theme.styles["button.primary"]?.background?.description == accent)
    }

    @Test("a role mapped to a dimension token takes its size in points: 1 rem is 16")
    func dimension() throws {
        let theme = try Self.library(Self.appThemes).resolve("primer")
        #expect(theme.dimensions["spacing.sectionGap"]?.value == 16)
    }

    @Test(
        "the SDS-shaped brand reads $root tokens and aliases across sets, in light and dark",
        arguments: [(Appearance.light, "#2C2C2C", "#FFFFFF"), (.dark, "#F5F5F5", "#1E1E1E")])
    func sds(appearance: Appearance, accent: String, background: String) throws {
        let theme = try Self.library(Self.exampleThemes).resolve("sds").resolved(for: appearance)
        #expect(theme.colors["accent"]?.description == accent)
        #expect(theme.colors["background"]?.description == background)
    }

    @Test(
        "both example brands pass lint, in every appearance",
        arguments: [(appThemes, "primer.yml"), (exampleThemes, "sds.yml")])
    func examplesLintClean(folder: String, file: String) {
        let findings = ThemeLinter().lint(Self.library(folder), files: [folder + "/" + file])
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("a colour set for light only is warned of in every appearance the base changes it in, increased contrast too")
    func lightOnly() throws {
        let (folder, library) = try Self.brand(
            """
            name: brand
            extends: default
            colors:
              accent: "#6A00FF"
            """, tokens: [:])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).filter { $0.rule == "appearance" }
        let message = try #require(findings.first?.message)
        for appearance in Appearance.allCases where appearance != .light {
            #expect(message.contains("\(appearance.name) ("), "\(message)")
        }
    }

    /// A brand in a folder of its own, over `tokens` (name → JSON text).
    static func brand(_ yaml: String, tokens: [String: String]) throws -> (folder: String, library: ThemeLibrary) {
        let folder = try TemporaryFolder.make("brand")
        try yaml.write(to: folder.appendingPathComponent("brand.yml"), atomically: true, encoding: .utf8)
        for (name, text) in tokens {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (folder.path, library(folder.path))
    }

    static let palette = """
        {"brand": {"$type": "color",
          "accent": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0.6]}},
          "pale": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}}}
        """

    @Test("a typo in a token's name says the nearest name the source has, at the brand's line")
    func didYouMean() throws {
        let (folder, library) = try Self.brand(
            """
            name: brand
            extends: default
            tokens: {file: brand.tokens.json}
            colors:
              accent: "{tokens.brand.acent}"
            """, tokens: ["brand.tokens.json": Self.palette])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).map(\.description)
        #expect(
            findings == [
                "\(folder)/brand.yml:5:11: error: {tokens.brand.acent}: no token brand.acent (did you mean \"brand.accent\"?) [tokens]"
            ])
    }

    @Test("a token of the wrong type for its role is refused, naming the token's JSON place")
    func wrongType() throws {
        let (folder, library) = try Self.brand(
            """
            name: brand
            extends: default
            tokens: {file: brand.tokens.json}
            colors:
              accent: "{tokens.gap}"
            """,
            tokens: ["brand.tokens.json": #"{"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).map(\.description)
        #expect(
            findings == [
                "\(folder)/brand.yml:5:11: error: {tokens.gap} is a dimension token (\(folder)/brand.tokens.json: $.gap); colors.accent takes a color [tokens]"
            ])
    }

    @Test("a contrast failure of a mapped role is said at the token's value, naming the role and the token")
    func contrastAtTheToken() throws {
        let (folder, library) = try Self.brand(
            """
            name: brand
            extends: default
            tokens: {file: brand.tokens.json}
            colors:
              text: "{tokens.brand.pale}"
            """, tokens: ["brand.tokens.json": Self.palette])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).filter { $0.rule == "contrast" }
        let first = try #require(findings.first)
        #expect(first.file == folder + "/brand.tokens.json")
        #expect(first.path == #"$.brand.pale["$value"]"#)
        #expect(first.message.contains("(colors.text is {tokens.brand.pale}, mapped at \(folder)/brand.yml:5:9)"))
    }

    @Test("the token files' own errors are findings at their JSON paths, and the brand does not load")
    func tokenErrors() throws {
        let (folder, library) = try Self.brand(
            """
            name: brand
            extends: default
            tokens: {file: brand.tokens.json}
            colors:
              accent: "{tokens.brand.accent}"
            """,
            tokens: [
                "brand.tokens.json":
                    #"{"brand": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}}"#
            ])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).map(\.description)
        #expect(
            findings.contains(
                "\(folder)/brand.tokens.json: error: $.brand.accent[\"$value\"].components[0]: srgb's first component is from 0 to 1, found 2 (Color §4.2) [tokens-value]"
            ))
        #expect(throws: ThemeLoadError.self) { try library.resolve("brand") }
        // A render goes on with the last good theme.
        #expect(library.theme("brand").theme.name == "default")
    }

    @Test("an input the resolver has no context for is said once, at the brand's contexts")
    func badInput() throws {
        let resolver = """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "brand.tokens.json"}]},
              {"type": "modifier", "name": "mode", "contexts": {"light": [], "dark": []}}]}
            """
        let (folder, library) = try Self.brand(
            """
            name: brand
            extends: default
            tokens:
              resolver: brand.resolver.json
              contexts:
                light: {mode: lite}
                dark: {mode: dark}
            colors:
              accent: "{tokens.brand.accent}"
            """, tokens: ["brand.tokens.json": Self.palette, "brand.resolver.json": resolver])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).map(\.description)
        #expect(
            findings == [
                "\(folder)/brand.yml:6:12: error: tokens: invalid context \"lite\" for modifier \"mode\"; its contexts are dark, light [tokens]"
            ])
    }

    @Test("a token file a brand names is the brand's source, never a theme of its own")
    func sourcesAreNotThemes() throws {
        let (folder, library) = try Self.brand(
            """
            name: brand
            extends: default
            tokens: {file: palette.tokens.json}
            colors:
              accent: "{tokens.brand.accent}"
            """, tokens: ["palette.tokens.json": Self.palette])
        #expect(library.names.contains("brand"))
        #expect(!library.names.contains("palette"))
        let files = Set(library.sources.values.map(\.file).filter { $0.hasPrefix(folder) })
        let findings = ThemeLinter().lint(library, files: files)
        #expect(!findings.contains { $0.rule == "no-roles" || $0.rule == "missing-token" }, "\(findings)")
    }

    @Test("a token source that cannot be read is said at the brand's tokens: line, and the brand does not load")
    func unreadableSource() throws {
        let (folder, library) = try Self.brand(
            """
            name: brand
            extends: default
            tokens: {file: missing.tokens.json}
            colors:
              accent: "{tokens.brand.accent}"
            """, tokens: [:])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).map(\.description)
        #expect(findings.count == 1, "\(findings)")
        #expect(
            findings.first?.hasPrefix("\(folder)/brand.yml:3:16: error: tokens: missing.tokens.json cannot be read: ")
                == true, "\(findings)")
        #expect(throws: ThemeLoadError.self) { try library.resolve("brand") }
    }
}
