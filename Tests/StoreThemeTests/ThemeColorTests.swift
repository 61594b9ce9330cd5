import StorePresentation
import StoreTheme
import Testing

@Suite("Theme colours and styles")
struct ThemeColorTests {
    @Test(
        "hex colours parse in all three forms",
        arguments: [
            ("#FFF", ThemeColor(red: 255, green: 255, blue: 255)),
            ("#1a5fb4", ThemeColor(red: 26, green: 95, blue: 180)),
            ("#00000080", ThemeColor(red: 0, green: 0, blue: 0, alpha: 128)),
            ("#A1b", ThemeColor(red: 170, green: 17, blue: 187)),
            ("#C25E00FF", ThemeColor(red: 194, green: 94, blue: 0)),
        ])
    func hex(text: String, color: ThemeColor) {
        #expect(ThemeColor(hex: text) == color)
    }

    @Test(
        "malformed hex is refused",
        arguments: [
            "FFF", "#FF", "#GGGGGG", "#12345", "#1234567", "", "#", "#123456789", " #FFF", "#FFF ", "##FFF",
            "#ＦＦＦ",  // fullwidth digits count as hex for Character.isHexDigit, not here
        ])
    func badHex(text: String) {
        #expect(ThemeColor(hex: text) == nil)
    }

    @Test("a token the theme does not define is plain; an annotation token is its pin's colour in bold")
    func styleLookup() {
        let theme = Theme.default
        #expect(theme.style(ThemeToken(path: "no.such")) == .plain)
        let flagship = theme.style(ThemeToken(annotationKind: "flagship"))
        #expect(flagship.color == theme.annotation(forKind: "flagship").color)
        #expect(flagship.bold)
    }

    @Test(
        "WCAG contrast ratios",
        arguments: [
            ("#000000", "#FFFFFF", 21.0), ("#FFFFFF", "#FFFFFF", 1.0), ("#767676", "#FFFFFF", 4.54),
        ])
    func contrast(foreground: String, background: String, ratio: Double) throws {
        let measured = try #require(ThemeColor(hex: foreground)).contrastRatio(
            with: try #require(ThemeColor(hex: background)))
        #expect(abs(measured - ratio) < 0.01)
    }
}
