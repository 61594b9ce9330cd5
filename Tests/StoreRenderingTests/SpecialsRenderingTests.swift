import Foundation
import StoreDisplayText
import StoreDomain
import StoreInputFiles
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreScreens
import StoreTheme
import Testing

/// The grid of `specials`, loaded 12 minutes before `reviewNow`, drawn as `format`.
func renderGrid(
    _ specials: Specials, locale: String = "en", width: Int = 44, format: RenderOptions.Format = .text
) -> String {
    var state = SpecialsState()
    state.apply([
        .refreshRequested(.foreground, at: reviewNow),
        .loaded(specials, answering: RequestID(1), at: reviewNow.addingTimeInterval(-720)),
    ])
    let screen = ScreenMapper(strings: Localizer(catalog: .shipped, locale: locale), mappers: .defaults).specials(
        state, now: reviewNow)
    return TextRenderer(theme: .default, options: RenderOptions(width: width, format: format, capability: .trueColor))
        .render(screen, as: SpecialsScreen.self)
}

func gridTile(
    _ name: String, width: Int, height: Int = 4, price: String = "1.00", original: String? = nil
) -> Special {
    Special(
        name: name, imageURL: "https://cdn.example.com/\(width).png", width: width, height: height,
        price: try! Money(amount: price, currency: "GBP"),
        originalPrice: original.map { try! Money(amount: $0, currency: "GBP") })
}

@Suite("Drawing the Manager's Special grid as text")
struct SpecialsRenderingTests {
    @Test(
        "no line is wider than the width, in any scenario, locale or width",
        arguments: [24, 31, 44, 57, 80, 120])
    func fits(width: Int) {
        for scenario in specialsScenarioNames {
            for locale in ["en", "ar", "ja", "ru"] {
                let text = render(.specials, scenario: scenario, locale: locale, width: width)
                #expect(widest(text) <= width, "\(scenario) in \(locale) at \(width)")
                #expect(!text.isEmpty)
            }
        }
    }

    @Test(
        "canvasUnit maps to the width between the rows' one-column insets: a full row spans it, and the gap comes out of the tiles",
        arguments: [32, 44, 80])
    func fullRows(width: Int) {
        let text = renderGrid(
            Specials(
                canvasUnit: 16,
                tiles: [
                    gridTile("A", width: 16), gridTile("B", width: 8), gridTile("C", width: 8),
                    gridTile("D", width: 4),
                ]), width: width)
        // Each row starts one column in, and ends one column short of the width.
        let tops = text.split(separator: "\n").filter { $0.hasPrefix(" ┌") }.map(String.init)
        #expect(tops.count == 3)
        #expect(DisplayWidth.of(tops[0]) == width - 1)
        #expect(DisplayWidth.of(tops[1]) == width - 1, "two halves and one gap column make the whole inner width")
        #expect(tops[1].components(separatedBy: "┐ ┌").count == 2)
        #expect(DisplayWidth.of(tops[2]) == 1 + (width - 2) / 4, "a quarter tile is a quarter of the inner width")
    }

    /// (tile height in units, width, lines the box takes): a unit is half as many lines as
    /// columns, of the width between the rows' insets (the width less two); a tile too short
    /// for its words grows to hold them (one unit tall: its image line, price and name, 5).
    @Test(
        "heights scale to keep the aspect, a terminal cell being twice as tall as wide, and grow to hold the words",
        arguments: [
            (8, 44, 11), (8, 80, 20), (4, 44, 5), (1, 44, 5), (16, 32, 15),
        ])
    func aspect(height: Int, width: Int, lines: Int) {
        let text = renderGrid(
            Specials(canvasUnit: 16, tiles: [gridTile("A", width: 16, height: height)]), width: width)
        let box = text.split(separator: "\n").drop { !$0.hasPrefix(" ┌") }
        #expect(box.prefix { !$0.hasPrefix(" └") }.count + 1 == lines)
    }

    @Test("names wrap whole by display width, never cut: the box grows to hold them")
    func wrapping() {
        let name = "コシヒカリ 新潟県産 精米 五キログラム 特別栽培米"
        let text = renderGrid(Specials(canvasUnit: 16, tiles: [gridTile(name, width: 5, height: 3)]), width: 44)
        let inner = text.split(separator: "\n").filter { $0.hasPrefix(" │") }
        #expect(!text.contains("…"), "\(text)")
        let shown = inner.map { String($0.dropFirst(2).dropLast()).replacingOccurrences(of: " ", with: "") }.joined()
        #expect(shown.contains(name.replacingOccurrences(of: " ", with: "")), "\(text)")
        #expect(inner.allSatisfy { DisplayWidth.of($0) == DisplayWidth.of(inner[0]) })
    }

    @Test("right to left, rows run from the right")
    func rightToLeft() throws {
        let specials = Specials(
            canvasUnit: 16, tiles: [gridTile("First", width: 8, height: 8), gridTile("Second", width: 6, height: 8)])
        let ltr = renderGrid(specials, locale: "en"), rtl = renderGrid(specials, locale: "ar")
        let ltrLine = try #require(ltr.split(separator: "\n").first { $0.contains("8.png") && $0.contains("6.png") })
        let rtlLine = try #require(rtl.split(separator: "\n").first { $0.contains("8.png") && $0.contains("6.png") })
        #expect(ltrLine.hasPrefix(" │"), "the first tile starts one column in, after the row's inset")
        #expect(!rtlLine.hasPrefix(" │"), "the first tile sits at the right, before the row's inset: \(rtlLine)")
        let first = try #require(rtlLine.firstRange(of: "8.png")),
            second = try #require(rtlLine.firstRange(of: "6.png"))
        #expect(first.lowerBound > second.lowerBound)
    }

    @Test("ANSI output uses the theme's tokens: the original price struck through, the saving in its colour")
    func ansi() {
        let text = renderGrid(
            Specials(canvasUnit: 16, tiles: [gridTile("A", width: 16, price: "1.00", original: "2.00")]),
            format: .ansi)
        let theme = Theme.default
        #expect(theme.style(.specials.originalPrice).strikethrough)
        #expect(
            text.contains("\u{1B}[9;38;2;95;99;104mWas £2.00"),
            "struck through, in the muted colour: \(text.debugDescription)")
        #expect(text.contains("\u{1B}[1m£1.00"), "the price in bold")
    }

    @Test(
        "the old price is worded, and shows whole or not at all: beside the price, below it, or left out",
        arguments: [
            (80, "£1.00 Was £2.00", true), (44, "Was £2.00", true), (28, nil, false),
        ] as [(Int, String?, Bool)])
    func oldPriceWhole(columns: Int, line: String?, shown: Bool) {
        // A 5-unit text tile on a 16-unit canvas: about a third of the screen's columns.
        let text = renderGrid(
            Specials(
                canvasUnit: 16, tiles: [gridTile("A", width: 5, height: 8, price: "1.00", original: "2.00")]),
            width: columns)
        if let line { #expect(text.contains(line), "\(text)") }
        #expect(text.contains("Was £2.00") == shown, "\(text)")
        #expect(!text.contains("Was £2.…") && !text.contains("Was £…") && !text.contains("Was…"), "\(text)")
        #expect(text.contains("£1.00"), "the price always shows: \(text)")
    }

    @Test("untrusted names and file names cannot reach the terminal")
    func inert() {
        let tile = Special(
            name: "Evil\u{1B}[2J\u{9B}31mName", imageURL: "https://x/\u{1B}]0;pwned\u{07}.png", width: 16, height: 8,
            price: try! Money(amount: "1.00", currency: "GBP"))
        for format in [RenderOptions.Format.text, .ansi] {
            let text = renderGrid(Specials(canvasUnit: 16, tiles: [tile]), format: format)
            #expect(!text.contains("\u{1B}[2J") && !text.contains("\u{9B}") && !text.contains("\u{07}"))
            if format == .text { #expect(!text.contains("\u{1B}")) }
        }
    }
}
