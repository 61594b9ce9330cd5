import Testing
import StoreText
import StoreTheme
@testable import StoreRendering

@Suite("Writing laid-out lines")
struct LineOutputTests {
    @Test("lines are aligned, cut to the width as a safety net, and lose trailing spaces", arguments: [
        (["Stores"], Line.Alignment.leading, false, 10, "Stores\n"),
        (["Regent Street Flagship"], .leading, false, 10, "Regent St…\n"),
        (["Camden", " Market Hall"], .leading, false, 10, "Camden Ma…\n"),
        (["abc"], .center, false, 9, "   abc\n"),
        (["abc"], .trailing, false, 6, "   abc\n"),
        (["abc"], .leading, true, 6, "   abc\n"),
        (["abc   "], .leading, false, 10, "abc\n"),
        (["中華街中華街"], .leading, false, 7, "中華街…\n"),
    ])
    func line(texts: [String], alignment: Line.Alignment, rightToLeft: Bool, width: Int, expected: String) throws {
        let output = LineOutput(width: width, isRightToLeft: rightToLeft, theme: try ThemeLibrary.shipped.resolve("default"), ansi: nil)
        #expect(output.string([Line(spans: texts.map { Span(text: $0, style: nil) }, alignment: alignment)]) == expected)
    }

    @Test("a line of only spaces is written as an empty line")
    func blankLine() throws {
        let output = LineOutput(width: 10, isRightToLeft: false, theme: try ThemeLibrary.shipped.resolve("default"), ansi: nil)
        #expect(output.string([Line(spans: [Span(text: "abc ", style: nil)]), Line(spans: [.padding(4)])]) == "abc\n\n")
    }

    @Test("a span's width is measured once, when it is made", arguments: ["Stores", "中華街", "0.2 mi · opens 11:00\u{202F}AM", "🎸 x", ""])
    func spanWidth(text: String) {
        #expect(Span(text: text, style: nil).width == DisplayWidth.of(text))
    }
}
