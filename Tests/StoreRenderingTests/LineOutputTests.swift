import StoreDisplayText
import StoreTheme
import Testing

@testable import StoreRendering

@Suite("Writing laid-out lines")
struct LineOutputTests {
    @Test(
        "lines are aligned, cut to the width as a safety net, and lose trailing spaces",
        arguments: [
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
        let output = LineOutput(width: width, isRightToLeft: rightToLeft, theme: Theme.default, ansi: nil)
        #expect(
            output.string([Line(spans: texts.map { Span(text: $0, style: nil) }, alignment: alignment)]) == expected)
    }

    @Test("a line of only spaces is written as an empty line")
    func blankLine() throws {
        let output = LineOutput(width: 10, isRightToLeft: false, theme: Theme.default, ansi: nil)
        #expect(
            output.string([Line(spans: [Span(text: "abc ", style: nil)]), Line(spans: [.padding(4)])]) == "abc\n\n")
    }

    @Test(
        "a screen's canvas writes lines as they come, and drops only the blank lines at its end",
        arguments: [
            (["", "a", "", "", "b", "", ""], "\na\n\n\nb\n"),
            (["", ""], ""),
            (["a"], "a\n"),
        ])
    func writtenAsLaid(texts: [String], expected: String) throws {
        let output = LineOutput(width: 10, isRightToLeft: false, theme: Theme.default, ansi: nil)
        let lines = texts.map { Line(spans: $0.isEmpty ? [] : [Span(text: $0, style: ThemeToken(path: "text.\($0)"))]) }
        var writing = Canvas(
            width: 10, isRightToLeft: false, showKeys: false, writer: LineWriter(output: output, collectingStyles: true)
        )
        var keeping = Canvas(width: 10, isRightToLeft: false, showKeys: false)
        for line in lines {
            writing.append(line)
            keeping.append(line)
        }
        #expect(writing.writer?.text == expected)
        #expect(writing.lines.isEmpty)
        #expect(keeping.lines == lines)
        // What a kept screen writes once its trailing blank lines are trimmed.
        #expect(output.string(Array(lines.reversed().drop { $0.spans.isEmpty }.reversed())) == expected)
        #expect(writing.writer?.styles == Set(texts.filter { !$0.isEmpty }.map { ThemeToken(path: "text.\($0)") }))
    }

    @Test("a blank line is laid only after a line of text, once", arguments: [true, false])
    func blanks(writes: Bool) throws {
        let output = LineOutput(width: 10, isRightToLeft: false, theme: Theme.default, ansi: nil)
        var canvas =
            writes
            ? Canvas(
                width: 10, isRightToLeft: false, showKeys: false,
                writer: LineWriter(output: output, collectingStyles: false))
            : Canvas(width: 10, isRightToLeft: false, showKeys: false)
        canvas.blank()
        canvas.append(Line(spans: [Span(text: "a", style: nil)]))
        canvas.blank()
        canvas.blank()
        canvas.append(Line(spans: [Span(text: "b", style: nil)]))
        let text = canvas.writer?.text ?? output.string(canvas.lines)
        #expect(text == "a\n\nb\n")
        #expect(canvas.writer?.styles == nil)
    }

    @Test(
        "a span's width is measured once, when it is made",
        arguments: ["Stores", "中華街", "0.2 mi · opens 11:00\u{202F}AM", "🎸 x", ""])
    func spanWidth(text: String) {
        #expect(Span(text: text, style: nil).width == DisplayWidth.of(text))
    }
}
