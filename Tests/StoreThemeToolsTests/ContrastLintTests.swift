import StoreShippedYAML
import StoreTheme
import Testing

@testable import StoreThemeTools

@Suite("Contrast, measured: WCAG 2.2 ratios and terminal colours both light and dark terminals show")
struct ContrastLintTests {
    /// Lints one theme file that extends the shipped default.
    func lint(_ text: String) -> [String] {
        var library = ThemeLibrary.shipped
        library.add(
            ThemeLibrary.Source(name: "mine", file: "Themes/mine.yml", text: "name: mine\nextends: default\n" + text))
        return ThemeLinter().lint(library, files: ["Themes/mine.yml"]).map(\.description)
    }

    @Test(
        "each rule, with the file's own line, both colours and the ratio",
        arguments: [
            (
                "stock:\n  lowStock: {color: \"#C25E00\"}\n",
                "Themes/mine.yml:4:21: error: stock.lowStock is #C25E00 on #FFFFFF, 4.29:1; WCAG 2.2 SC 1.4.3 asks at least 4.5:1 for text [contrast]"
            ),
            (
                "searchBar:\n  placeholder: {color: \"#767676\", background: \"#EEEEEE\"}\n",
                "Themes/mine.yml:4:24: error: searchBar.placeholder is #767676 on #EEEEEE, 3.91:1; WCAG 2.2 SC 1.4.3 asks at least 4.5:1 for text [contrast]"
            ),
            (
                "palette:\n  green: \"#4CAF50\"\n",
                "Themes/mine.yml:4:10: error: stock.inStock is #4CAF50 on #FFFFFF, 2.77:1; WCAG 2.2 SC 1.4.3 asks at least 4.5:1 for text [contrast]"
            ),
            (
                "contrast: high\n",
                "Themes/mine.yml:2:10: error: text.secondary is #5F6368 on #FFFFFF, 6.04:1; WCAG 2.2 SC 1.4.6 asks at least 7:1 for text in a high-contrast theme [contrast]"
            ),
            (
                "annotation:\n  flagship: {color: \"#FFD54F\", glyph: \"★\", priority: 4}\n",
                "Themes/mine.yml:4:21: error: annotation.flagship is #FFD54F on #FFFFFF, 1.41:1; WCAG 2.2 SC 1.4.11 asks at least 3:1 for a map pin against the surface it sits on [contrast]"
            ),
            (
                "stock:\n  unknown: {color: \"#5F6368\", ansi16: black}\n",
                "Themes/mine.yml:4:39: warning: stock.unknown has ansi16: black, which a dark terminal's background hides; choose one both light and dark terminals show (not black, white or brightWhite) [terminal-colors]"
            ),
            (
                "contrast: extreme\n",
                "Themes/mine.yml:3:11: error: expected standard or high, found \"extreme\" [type]"
            ),
        ])
    func rule(text: String, expected: String) {
        let findings = lint(text)
        #expect(findings.contains(expected), "\(findings)")
    }

    @Test("a ratio prints two decimals, rounded down, so a failing ratio never reads as a passing one")
    func format() {
        #expect(ContrastCheck.format(4.4999) == "4.49:1")
        #expect(ContrastCheck.format(21) == "21.00:1")
        #expect(ContrastCheck.format(4.5) == "4.50:1")
    }

    @Test("decorative tokens are not measured; the shipped themes pass, high-contrast at 7:1")
    func shipped() throws {
        // Not measured; only the light-only colour is said, which dark does not keep.
        #expect(
            lint("productCard:\n  border: {color: \"#F4F4F4\"}\n").filter { !$0.hasSuffix("[appearance]") }.isEmpty)
        #expect(ThemeLinter().lint(.shipped).isEmpty)
        #expect(ThemeLibrary.shipped.isHighContrast("high-contrast"))
        #expect(!ThemeLibrary.shipped.isHighContrast("dark"))
    }

    @Test(
        "at 16 and 256 colours every state of every shipped theme shows on white and on black",
        arguments: ["default", "dark", "high-contrast"])
    func terminals(name: String) throws {
        let theme = try ThemeLibrary.shipped.resolve(name)
        let sixteen = ThemeLibrary.shipped.sixteenColors(of: name)
        for token in ThemeSchema.stateTokens {
            let style = theme.style(ThemeToken(path: token))
            let color = try #require(style.color)
            let xterm = ThemeColor.xterm256(color.composited(over: theme.background).visibleXterm256)
            #expect(xterm.contrastRatio(with: .white) >= 3, "\(name) \(token) at 256: \(xterm)")
            #expect(xterm.contrastRatio(with: .black) >= 3, "\(name) \(token) at 256: \(xterm)")
            let ansi = sixteen.named[token] ?? color.nearestANSI16
            #expect(ansi.isVisibleOnLightAndDark, "\(name) \(token) at 16: \(ansi)")
        }
    }
}
