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
    /// The example app's themes: a brand over GitHub Primer's own export (terrazzoapp/
    /// dtcg-examples, Examples/Tokens/README.md), with its resolver and token files.
    static let appThemes = repository.appendingPathComponent("Examples/App/Sources/StoreFinderExampleApp/Themes").path
    /// A Figma SDS-shaped brand: `$root` tokens, and a theme set aliasing a primitives set.
    static let exampleThemes = repository.appendingPathComponent("Examples/Tokens/Themes").path

    static func library(_ folder: String) -> ThemeLibrary {
        var library = ThemeLibrary.shipped
        library.addDirectory(folder)
        return library
    }

    /// The example app's themes, read once: Primer's export is some 200 KB of JSON.
    static let appLibrary = library(appThemes)

    /// Primer's colour for each role in each appearance, as its export and resolver give it:
    /// light's and dark's palettes, and each high-contrast file over its base. Dark's accent is
    /// blue.4 by the brand's `dark:` section, and in dark with increased contrast that is the
    /// high-contrast file's blue.4, resolved again in its own context.
    @Test(
        "the Primer brand draws Primer's own colours in every appearance, the dark Directions button too",
        arguments: [
            (Appearance.light, "#0969DA", "#FFFFFF", "#1F2328", "#59636E"),
            (.dark, "#388BFD", "#010409", "#FFFFFF", "#9198A1"),
            (.lightIncreasedContrast, "#0349B4", "#FFFFFF", "#010409", "#454C54"),
            (.darkIncreasedContrast, "#5CACFF", "#010409", "#FFFFFF", "#9198A1"),
        ])
    func primer(appearance: Appearance, accent: String, background: String, text: String, muted: String) throws {
        let theme = try Self.appLibrary.resolve("primer").resolved(for: appearance)
        #expect(theme.colors["accent"]?.description == accent)
        #expect(theme.colors["background"]?.description == background)
        #expect(theme.colors["text"]?.description == text)
        #expect(theme.colors["muted"]?.description == muted)
        // The primary button (Directions) follows the brand's accent, not default's blue.
        #expect(theme.styles["button.primary"]?.background?.description == accent)
    }

    @Test(
        "Primer's export breaks the Color and Format modules in four ways; the brand warns once a file for each, at the first value"
    )
    func primerExportDefects() throws {
        let findings = ThemeLinter().lint(Self.appLibrary, files: [Self.appThemes + "/primer.yml"])
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings.map(\.description))")
        let folder = Self.appThemes + "/github-primer/base/color/"
        #expect(
            findings.map { [$0.file.replacingOccurrences(of: folder, with: ""), $0.path ?? "", $0.rule] } == [
                // 95 colours with no colorSpace, read from their hex.
                ["dark/dark.tokens.json", #"$.base.color.black["$value"].colorSpace"#, "tokens-value"],
                // A token with a member beside $value ("alpha": 0), which no mapped token reaches.
                ["dark/dark.tokens.json", "$.base.color.transparent.alpha", "tokens-structure"],
                ["light/light.tokens.json", "$.base.color.transparent.alpha", "tokens-structure"],
                // "#fff", a three-digit hex, beside components that say white.
                ["light/light.tokens.json", #"$.base.color.transparent["$value"].hex"#, "tokens-value"],
            ])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test("the SDS-shaped brand passes lint, in every appearance")
    func sdsLintClean() {
        let findings = ThemeLinter().lint(Self.library(Self.exampleThemes), files: [Self.exampleThemes + "/sds.yml"])
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("a role mapped to a dimension token takes its size in points: 1 rem is 16")
    func dimension() throws {
        let (_, library) = try Self.brand(
            """
            name: brand
            extends: default
            tokens: {file: size.tokens.json}
            spacing:
              sectionGap: {value: "{tokens.stack.gap.normal}"}
            """,
            tokens: [
                "size.tokens.json":
                    #"{"stack": {"gap": {"normal": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}}}}}"#
            ])
        #expect(try library.resolve("brand").dimensions["spacing.sectionGap"]?.value == 16)
    }

    @Test(
        "the SDS-shaped brand reads $root tokens and aliases across sets, in light and dark",
        arguments: [(Appearance.light, "#2C2C2C", "#FFFFFF"), (.dark, "#F5F5F5", "#1E1E1E")])
    func sds(appearance: Appearance, accent: String, background: String) throws {
        let theme = try Self.library(Self.exampleThemes).resolve("sds").resolved(for: appearance)
        #expect(theme.colors["accent"]?.description == accent)
        #expect(theme.colors["background"]?.description == background)
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

    /// A brand over the token source `tokens` that maps the accent onto the token `accent`.
    static func accentBrand(tokens: String = "{file: brand.tokens.json}", accent: String = "brand.accent") -> String {
        """
        name: brand
        extends: default
        tokens: \(tokens)
        colors:
          accent: "{tokens.\(accent)}"
        """
    }

    static let palette = """
        {"brand": {"$type": "color",
          "accent": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0.6]}},
          "pale": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}}}
        """

    @Test("a typo in a token's name says the nearest name the source has, at the brand's line")
    func didYouMean() throws {
        let (folder, library) = try Self.brand(
            Self.accentBrand(accent: "brand.acent"), tokens: ["brand.tokens.json": Self.palette])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).map(\.description)
        #expect(
            findings == [
                "\(folder)/brand.yml:5:11: error: {tokens.brand.acent}: no token brand.acent (did you mean \"brand.accent\"?) [tokens]"
            ])
    }

    @Test("a token of the wrong type for its role is refused, naming the token's JSON place")
    func wrongType() throws {
        let (folder, library) = try Self.brand(
            Self.accentBrand(accent: "gap"),
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
            Self.accentBrand(),
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

    @Test("errors on tokens the brand does not reach are one warning a file, at the first, and the brand loads")
    func unreachedErrors() throws {
        let (folder, library) = try Self.brand(
            Self.accentBrand(),
            tokens: [
                "brand.tokens.json": #"""
                {"brand": {"$type": "color",
                  "accent": {"$value": "{brand.blue}"},
                  "blue": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.3, 0.7]}},
                  "red": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}},
                  "pink": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 9]}}}}
                """#
            ])
        // Contrast is measured too, and this accent has none in dark: only the token files' own here.
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).filter { $0.rule != "contrast" }
        #expect(
            findings.map(\.description) == [
                "\(folder)/brand.tokens.json: warning: $.brand.pink[\"$value\"].components[2]: srgb's third component is from 0 to 1, found 9 (Color §4.2). "
                    + "The brand reaches the tokens of this error and of 1 more in this file through none of its mappings, "
                    + "so they are warnings to it. `storefinder themes validate` lists each [tokens-value]"
            ])
        #expect(try library.resolve("brand").colors["accent"]?.description == "#1A4DB3")
    }

    @Test("a resolver's source that cannot be read is an error on no token: it stays one, and the brand does not load")
    func unreadableResolverSource() throws {
        let resolver = """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "brand.tokens.json"}, {"$ref": "more.tokens.json"}]}]}
            """
        let (folder, library) = try Self.brand(
            Self.accentBrand(tokens: "{resolver: brand.resolver.json}"),
            tokens: [
                "brand.tokens.json": Self.palette, "brand.resolver.json": resolver,
                "more.tokens.json": #"{"more": {"$type": "color""#,
            ])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"])
        #expect(
            findings.contains {
                $0.severity == .error && $0.rule == "resolver-pointer" && $0.message.contains("more.tokens.json")
            },
            "\(findings.map(\.description))")
        #expect(throws: ThemeLoadError.self) { try library.resolve("brand") }
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
            Self.accentBrand(tokens: "{file: palette.tokens.json}"), tokens: ["palette.tokens.json": Self.palette])
        #expect(library.names.contains("brand"))
        #expect(!library.names.contains("palette"))
        let files = Set(library.sources.values.map(\.file).filter { $0.hasPrefix(folder) })
        let findings = ThemeLinter().lint(library, files: files)
        #expect(!findings.contains { $0.rule == "no-roles" || $0.rule == "missing-token" }, "\(findings)")
    }

    @Test("a token source that cannot be read is said at the brand's tokens: line, and the brand does not load")
    func unreadableSource() throws {
        let (folder, library) = try Self.brand(
            Self.accentBrand(tokens: "{file: missing.tokens.json}"), tokens: [:])
        let findings = ThemeLinter().lint(library, files: [folder + "/brand.yml"]).map(\.description)
        #expect(findings.count == 1, "\(findings)")
        #expect(
            findings.first?.hasPrefix("\(folder)/brand.yml:3:16: error: tokens: missing.tokens.json cannot be read: ")
                == true, "\(findings)")
        #expect(throws: ThemeLoadError.self) { try library.resolve("brand") }
    }
}
