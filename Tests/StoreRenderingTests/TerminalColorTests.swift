import StorePresentation
import StoreShippedYAML
import StoreTheme
import StoreThemeTools
import Testing

@testable import StoreRendering

@Suite("Terminal colour from the theme")
struct TerminalColorTests {
    @Test(
        "detection honours --color, NO_COLOR, FORCE_COLOR, COLORTERM, TERM and the tty",
        arguments: [
            (ColorMode.never, ["COLORTERM": "truecolor"], true, ColorCapability.none),
            (.auto, ["NO_COLOR": "1", "COLORTERM": "truecolor"], true, .none),
            (.always, ["NO_COLOR": "1"], false, .ansi16),
            (.auto, [:], false, .none),
            (.auto, ["FORCE_COLOR": "1"], false, .ansi16),
            (.auto, ["FORCE_COLOR": "3"], false, .trueColor),
            (.auto, ["FORCE_COLOR": "0"], true, .none),
            (.auto, ["COLORTERM": "truecolor"], true, .trueColor),
            (.auto, ["TERM": "xterm-256color"], true, .ansi256),
            (.auto, ["TERM": "xterm"], true, .ansi16),
            (.auto, ["TERM": "dumb"], true, .none),
            (.always, ["TERM": "xterm-256color"], false, .ansi256),
        ])
    func detection(mode: ColorMode, variables: [String: String], tty: Bool, expected: ColorCapability) {
        #expect(TerminalEnvironment(variables: variables, isTerminal: tty).capability(for: mode) == expected)
    }

    @Test(
        "styles become SGR sequences at each capability",
        arguments: [
            (ColorCapability.trueColor, "\u{1B}[1;38;2;30;123;52m"), (.ansi256, "\u{1B}[1;38;5;29m"),
            (.ansi16, "\u{1B}[1;32m"), (.none, ""),
        ])
    func sgr(capability: ColorCapability, expected: String) throws {
        let style = TextStyle(color: ThemeColor(red: 0x1E, green: 0x7B, blue: 0x34), bold: true)
        #expect(ANSIStyle(capability: capability, theme: .default).open(style) == expected)
    }

    @Test(
        "nearest 256-colour picks greys for greys and the cube for colours",
        arguments: [
            ("#000000", 16), ("#FFFFFF", 231), ("#808080", 244), ("#FF0000", 196), ("#5F6368", 241),
        ])
    func nearest256(hex: String, index: Int) throws {
        #expect(try #require(ThemeColor(hex: hex)).nearestXterm256 == index)
    }

    @Test(
        "at 256 colours a foreground is a mid-tone light and dark terminals both show, its hue kept",
        arguments: [
            ("#1E7B34", 29), ("#81C995", 66), ("#3C3C3C", 59), ("#FCAD70", 137), ("#E8EAED", 246), ("#8A3B00", 94),
        ])
    func visible256(hex: String, index: Int) throws {
        let color = try #require(ThemeColor(hex: hex))
        #expect(color.visibleXterm256 == index)
        let shown = ThemeColor.xterm256(index)
        #expect(shown.contrastRatio(with: .white) >= 3 && shown.contrastRatio(with: .black) >= 3)
    }

    @Test("at 16 colours a foreground that would be black or white is drawn in the terminal's own colour")
    func invisible16() {
        let nearBlack = TextStyle(color: ThemeColor(red: 0x3C, green: 0x3C, blue: 0x3C))
        #expect(ANSIStyle(capability: .ansi16, theme: .default).open(nearBlack) == "")
        let pastel = TextStyle(color: ThemeColor(red: 0xF0, green: 0xF0, blue: 0xF0), bold: true)
        #expect(ANSIStyle(capability: .ansi16, theme: .default).open(pastel) == "\u{1B}[1m")
        // On a background of its own, the pair is drawn as the theme gives it.
        let onFill = TextStyle(color: .black, background: ThemeColor(red: 0xFF, green: 0xF3, blue: 0xA0))
        #expect(ANSIStyle(capability: .ansi16, theme: .default).open(onFill) == "\u{1B}[30;47m")
    }

    @Test(
        "ordinary text keeps the terminal's own foreground at every depth; other colours and backgrounds do not",
        arguments: [ColorCapability.ansi16, .ansi256, .trueColor])
    func ordinaryText(capability: ColorCapability) {
        let theme = Theme.default
        let ansi = ANSIStyle(capability: capability, theme: theme)
        #expect(ansi.open(.text.body) == "")
        #expect(ansi.open(.text.title) == "\u{1B}[1m")
        #expect(ansi.open(.stock.inStock).contains(capability == .ansi16 ? "32" : "38;"))
        // Text on a background of its own keeps its colour, or it could vanish into it.
        #expect(ansi.open(.searchBar.field).hasPrefix(capability == .ansi16 ? "\u{1B}[30;" : "\u{1B}[38;"))
    }

    @Test(
        "at 16 colours the theme file's ansi16 wins over the nearest colour",
        arguments: [
            ("default", "stock.lowStock", "\u{1B}[33m"), ("default", "stock.outOfStock", "\u{1B}[31m"),
            ("dark", "stock.inStock", "\u{1B}[92m"), ("dark", "stock.unknown", "\u{1B}[90m"),
            ("high-contrast", "stock.lowStock", "\u{1B}[35m"), ("high-contrast", "stock.unknown", "\u{1B}[90m"),
        ])
    func ansi16(theme name: String, token: String, expected: String) throws {
        let theme = try #require(Theme.shipped[name])
        let sixteen = ThemeLibrary.shipped.sixteenColors(of: name)
        #expect(
            ANSIStyle(capability: .ansi16, theme: theme, sixteen: sixteen).open(ThemeToken(path: token)) == expected)
        // Without the file's stand-ins, low stock takes the nearest colour: red, like out of stock.
        if token == "stock.lowStock", name == "default" {
            #expect(ANSIStyle(capability: .ansi16, theme: theme).open(ThemeToken(path: token)) == "\u{1B}[31m")
        }
    }

    @Test("nothing is emitted when colour is off")
    func none() throws {
        let theme = Theme.default
        let ansi = ANSIStyle(capability: .none, theme: theme)
        #expect(ansi.apply(.error.title, to: "x") == "x")
        #expect(ansi.reset.isEmpty)
    }
}
