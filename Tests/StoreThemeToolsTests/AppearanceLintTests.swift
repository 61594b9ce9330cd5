import StoreShippedYAML
import StoreTheme
import Testing

@testable import StoreThemeTools

/// A brand file of a few lines that extends `default` gets its four appearances, and lint
/// checks all four, each finding at the line that set the failing colour.
@Suite("A brand in every appearance: composed per appearance, checked in each")
struct AppearanceLintTests {
    static let brand = """
        name: brand
        extends: default
        palette:
          blue: "#6A00FF"
        colors:
          accent: "#6A00FF"
        dark:
          palette:
            blue: "#B388FF"
        darkIncreasedContrast:
          palette:
            blue: "#D0BCFF"

        """

    static func library(_ text: String) -> ThemeLibrary {
        var library = ThemeLibrary.shipped
        library.add(ThemeLibrary.Source(name: "brand", file: "Themes/brand.yml", text: text))
        return library
    }

    @Test("extends composes per appearance: the brand's own colours in each, default's for the rest")
    func composes() throws {
        let theme = try Self.library(Self.brand).resolve("brand")
        #expect(Set(theme.appearances.keys) == Set(Appearance.allCases.filter { $0 != .light }.map(\.name)))
        let expected: [(Appearance, String)] = [
            (.light, "#6A00FF"), (.dark, "#B388FF"), (.darkIncreasedContrast, "#D0BCFF"),
            // Not set for increased contrast: default's, since default changes blue there.
            (.lightIncreasedContrast, "#0033A0"),
        ]
        for (appearance, hex) in expected {
            #expect(theme.resolved(for: appearance).palette["blue"] == ThemeColor(hex: hex), "\(appearance)")
        }
        // What the brand does not set is default's in that appearance.
        let shipped = try #require(Theme.shipped["default"])
        #expect(theme.style(.stock.inStock, in: .dark) == shipped.style(.stock.inStock, in: .dark))
    }

    @Test(
        "a light accent never leaks into dark or increased contrast unless the brand says so; lint warns where it is set, naming each"
    )
    func lightOnlyAccent() throws {
        let text = "name: brand\nextends: default\ncolors:\n  accent: \"#6A00FF\"\n"
        let library = Self.library(text)
        let theme = try library.resolve("brand")
        let shipped = try #require(Theme.shipped["default"])
        #expect(theme.colors["accent"] == ThemeColor(hex: "#6A00FF"))
        #expect(theme.resolved(for: .dark).colors["accent"] == shipped.resolved(for: .dark).colors["accent"])
        let findings = ThemeLinter().lint(library, files: ["Themes/brand.yml"]).map(\.description)
        #expect(
            findings.contains(
                "Themes/brand.yml:4:11: warning: colors.accent is set for light only, and default changes it in dark "
                    + "(#1A5FB4 → #8AB4F8), light-increased-contrast (#1A5FB4 → #0033A0) and dark-increased-contrast "
                    + "(#1A5FB4 → #A8C8FF), which keep default's; set it under dark:, increasedContrast: and "
                    + "darkIncreasedContrast: too for the brand's own colour there [appearance]"
            ), "\(findings)")
        #expect(theme.resolved(for: .lightIncreasedContrast).colors["accent"] == ThemeColor(hex: "#0033A0"))
        // Set for every appearance, no warning; the dark primary button follows the accent.
        let everywhere = Self.library(
            text + "dark:\n  colors:\n    accent: \"#B388FF\"\nincreasedContrast:\n  colors:\n    accent: \"#4A00B0\"\n"
                + "darkIncreasedContrast:\n  colors:\n    accent: \"#D0BCFF\"\n")
        #expect(ThemeLinter().lint(everywhere, files: ["Themes/brand.yml"]).filter { $0.rule == "appearance" }.isEmpty)
        let brand = try everywhere.resolve("brand")
        #expect(brand.style(.button.primary, in: .dark).background == ThemeColor(hex: "#B388FF"))
        #expect(brand.style(.button.primary, in: .darkIncreasedContrast).background == ThemeColor(hex: "#D0BCFF"))
    }

    @Test("a failing contrast in darkIncreasedContrast is reported at the line that set the colour, at 7:1")
    func darkIncreasedContrastFinding() {
        let text = "name: brand\nextends: default\ndarkIncreasedContrast:\n  palette:\n    green: \"#206020\"\n"
        let findings = ThemeLinter().lint(Self.library(text), files: ["Themes/brand.yml"]).map(\.description)
        #expect(
            findings.contains(
                "Themes/brand.yml:5:12: error: in dark-increased-contrast: stock.inStock is #206020 on #000000, 2.75:1; "
                    + "WCAG 2.2 SC 1.4.6 asks at least 7:1 for text in an increased-contrast appearance [contrast]"),
            "\(findings)")
        #expect(findings.allSatisfy { $0.contains("dark-increased-contrast") }, "\(findings)")
    }

    @Test("an appearance section that is not a mapping, and an unknown appearance, are errors at their place")
    func badSections() throws {
        let findings = ThemeLinter().lint(
            Self.library("name: brand\nextends: default\ndark: blue\n"), files: ["Themes/brand.yml"]
        ).map(\.description)
        #expect(
            findings.contains {
                $0.hasPrefix("Themes/brand.yml:3:7: error: expected a mapping of what the appearance changes")
            })
        let alias = ThemeLinter().lint(
            Self.library("name: brand\nextends: default\nappearance: dusk\n"), files: ["Themes/brand.yml"]
        ).map(\.description)
        #expect(
            alias.contains { $0.hasPrefix("Themes/brand.yml:3:13: error: expected one of light, dark") }, "\(alias)")
    }

    @Test("the shipped themes lint clean in all four appearances")
    func shippedClean() {
        #expect(ThemeLinter().lint(ThemeLibrary.shipped).isEmpty)
    }
}
