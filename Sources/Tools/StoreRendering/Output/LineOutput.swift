import StoreDisplayText
import StoreTheme

/// Turns laid-out lines into the final text: aligned, fitted, and styled for ANSI.
struct LineOutput {
    let width: Int
    let isRightToLeft: Bool
    let theme: Theme
    let ansi: ANSIStyle?

    func string(_ lines: [Line]) -> String {
        var output = ""
        output.reserveCapacity(bytes(lines: lines.count))
        for line in lines {
            write(line, to: &output)
            output += "\n"
        }
        return output
    }

    /// Room for `lines` lines of text. NB: box characters take three bytes a column; room
    /// reserved and never written costs address space, not memory.
    func bytes(lines: Int) -> Int {
        lines * (width * 2 + 8)
    }

    /// Appends one line, without its newline.
    ///
    /// NB: written straight into the output rather than built as a string of its own, and a
    /// line that fits (every line, as layout fits them) is written from its own spans.
    func write(_ line: Line, to output: inout String) {
        let (spans, _, fill) = placed(line)
        let start = output.utf8.count
        if fill > 0 { output += String(repeating: " ", count: fill) }
        for span in spans {
            if let ansi, let token = span.style, !span.text.allSatisfy({ $0 == " " }) {
                output += ansi.apply(token, to: span.text)
            } else {
                output += span.text
            }
        }
        // Trailing spaces only make diffs noisy.
        while output.utf8.count > start, output.utf8.last == UInt8(ascii: " ") { output.removeLast() }
    }

    /// Where `line` sits: its spans, cut to the width if they overflow it, the columns they
    /// take, and the spaces before them that align it. The text and the HTML of a line both
    /// come from this, so they never disagree.
    func placed(_ line: Line) -> (spans: [Span], used: Int, fill: Int) {
        var spans = line.spans
        var used = line.width
        if used > width { (spans, used) = fitted(spans) }
        let room = max(0, width - used)
        switch line.alignment {
        case .center: return (spans, used, room / 2)
        case .trailing: return (spans, used, room)
        case .leading: return (spans, used, isRightToLeft ? room : 0)
        }
    }

    /// Spans cut so the line fits; a safety net, as layout already fits every line.
    private func fitted(_ spans: [Span]) -> ([Span], Int) {
        var remaining = width
        var result: [Span] = []
        result.reserveCapacity(spans.count)
        for span in spans {
            if span.width <= remaining {
                result.append(span)
                remaining -= span.width
            } else {
                if remaining > 0 {
                    let cut = Span(TextLayout.truncated(span.text, to: remaining), style: span.style)
                    result.append(cut)
                    remaining -= cut.width
                }
                break
            }
        }
        return (result, width - remaining)
    }
}

/// A screen's text, written a line at a time as its canvas lays them.
///
/// Blank lines wait until a line with text follows, so a screen never ends in blank lines,
/// as ``LineOutput/string(_:)`` would write it after trimming them.
struct LineWriter {
    let output: LineOutput
    /// The text written so far; each line ends with a newline.
    private(set) var text = ""
    /// The style tokens of the lines written, when a legend will list them.
    private(set) var styles: Set<ThemeToken>?
    /// The same lines as HTML, when asked for.
    private(set) var html: HTMLLines?
    /// The role of each essential text cut with `…` to fit, in the order written: what a
    /// layout must never do (``StoreTheme/ThemeSchema/cuttableTokens`` lists the roles that
    /// may be cut), which review files list and tests count.
    private(set) var essentialCuts: [ThemeToken] = []
    /// The texts drawn in each token that shows a state in colour (``StoreTheme/ThemeSchema/stateGroups``),
    /// when styles are collected: what an audit compares to see that states differ in words or
    /// in shape, not in colour alone.
    private(set) var stateTexts: [ThemeToken: Set<String>] = [:]
    /// Each string-table text written, when asked for: a text wrapped over lines is one use.
    private(set) var textUses: [TextUse]?
    /// The line of each use's last line, to join a wrapped text's lines.
    private var lastUseLines: [Int] = []
    private var lineNumber = 0
    private var pendingBlanks = 0

    /// A writer; with `collectingStyles`, it also gathers the styles for a legend, and with
    /// `html`, it writes each line there too.
    init(output: LineOutput, collectingStyles: Bool, html: HTMLLines? = nil, collectingTextUses: Bool = false) {
        self.output = output
        self.styles = collectingStyles ? [] : nil
        self.html = html
        self.textUses = collectingTextUses ? [] : nil
    }

    /// Makes room for about `lines` more lines, so a long screen's text is not copied each
    /// time it outgrows its buffer.
    mutating func reserve(lines: Int) {
        text.reserveCapacity(text.utf8.count + output.bytes(lines: lines))
        html?.reserve(lines: lines)
    }

    mutating func write(_ line: Line) {
        guard !line.spans.isEmpty else {
            pendingBlanks += 1
            return
        }
        if pendingBlanks > 0 {
            text += String(repeating: "\n", count: pendingBlanks)
            html?.blank(count: pendingBlanks)
            pendingBlanks = 0
        }
        for span in line.spans where span.isCut {
            if let style = span.style, !style.mayBeCut { essentialCuts.append(style) }
        }
        lineNumber += 1
        if textUses != nil { noteTextUses(line) }
        if line.width > output.width { noteOverflow(line) }
        output.write(line, to: &text)
        text += "\n"
        html?.write(line, placedBy: output)
        if styles != nil {
            for span in line.spans {
                guard let style = span.style else { continue }
                styles?.insert(style)
                if ThemeSchema.isStateToken(style) { stateTexts[style, default: []].insert(span.text) }
            }
        }
    }
}

extension LineWriter {
    /// Notes each span with an origin as a use, or as the next line of the use on the line
    /// above with the same origin and style (a text that wrapped).
    private mutating func noteTextUses(_ line: Line) {
        for span in line.spans {
            guard let origin = span.origin else { continue }
            let text = Self.bare(span.text)
            if let index = textUses?.lastIndex(where: { $0.origin == origin && $0.style == span.style?.path }),
                lastUseLines[index] == lineNumber - 1
            {
                textUses?[index].text += " " + text
                textUses?[index].lines += 1
                lastUseLines[index] = lineNumber
                continue
            }
            textUses?.append(
                TextUse(
                    keys: origin.key.split(separator: " + ").map(String.init), text: text,
                    spoken: origin.spoken, style: span.style?.path, lines: 1, room: origin.room,
                    isCut: span.isCut, origin: origin))
            lastUseLines.append(lineNumber)
        }
    }

    /// A span's text without its padding and the marks a label is drawn with (`[ `, ` ]`,
    /// `◉ `, `○ `, `⟳ `).
    static func bare(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first == " " || first == "[" || first == "◉" || first == "○" || first == "⟳" {
            text = text.dropFirst()
        }
        while let last = text.last, last == " " || last == "]" { text = text.dropLast() }
        return String(text)
    }

    /// The span the width cuts in a line too wide for it (``LineOutput/placed(_:)`` cuts it):
    /// a cut like any other.
    private mutating func noteOverflow(_ line: Line) {
        var used = 0
        for span in line.spans {
            used += span.width
            guard used > output.width else { continue }
            if let style = span.style, !style.mayBeCut, !span.text.allSatisfy({ $0 == " " }) {
                essentialCuts.append(style)
            }
            return
        }
    }

    /// Appends `lines` (the style legend, which has no blank lines and follows a blank line)
    /// to the HTML only: the text has them from ``LineOutput/string(_:)``.
    mutating func appendHTML(_ lines: [Line], placedBy output: LineOutput) {
        guard html != nil else { return }
        html?.blank(count: 1)
        for line in lines { html?.write(line, placedBy: output) }
    }
}

/// The style tokens a screen used, with their resolved values, so a theme change shows in a review diff.
enum StyleLegend {
    /// `── cut: text.title, stock.lowStock`: the essential texts the screen cut, after the
    /// styles, for a review to show and a test to count; nothing when none was cut.
    static func cuts(_ cuts: [ThemeToken], width: Int) -> [Line] {
        guard !cuts.isEmpty else { return [] }
        let text = "── cut (\(cuts.count)): " + cuts.map(\.path).joined(separator: ", ")
        return TextLayout.wrapped(text, width: max(1, width)).map { Line(spans: [Span($0, style: nil)]) }
    }

    static func lines(for used: Set<ThemeToken>, theme: Theme, width: Int) -> [Line] {
        func rule(_ text: String) -> Line {
            Line(spans: [
                Span(text: text + String(repeating: "─", count: max(0, width - DisplayWidth.of(text))), style: nil)
            ])
        }
        // The theme's name in the rule, or on a line of its own when the rule has no room
        // for it (`default, dark-increased-contrast` at 44 columns).
        let header = "── styles (\(theme.name)) "
        var lines =
            DisplayWidth.of(header) < width
            ? [rule(header)]
            : [
                rule("── styles "),
                Line(spans: [Span(text: TextLayout.truncate("theme \(theme.name)", to: width), style: nil)]),
            ]
        for token in used.sorted() {
            var parts: [String] = []
            if let kind = token.annotationKind {
                let annotation = theme.annotation(forKind: kind)
                parts = ["\(annotation.glyph) \(annotation.color)"]
            } else {
                let style = theme.style(token)
                if let color = style.color { parts.append("\(color)") }
                if let background = style.background { parts.append("on \(background)") }
                for (flag, on) in [
                    ("bold", style.bold), ("dim", style.dim), ("italic", style.italic), ("underline", style.underline),
                    ("strike", style.strikethrough),
                ] where on {
                    parts.append(flag)
                }
            }
            lines.append(
                Line(spans: [
                    Span(text: TextLayout.truncate("\(token) \(parts.joined(separator: " "))", to: width), style: nil)
                ]))
        }
        return lines
    }
}
