import StoreText
import StoreTheme

/// Turns laid-out lines into the final text: aligned, fitted, and styled for ANSI.
struct LineOutput {
    let width: Int
    let isRightToLeft: Bool
    let theme: Theme
    let ansi: ANSIStyle?

    func string(_ lines: [Line]) -> String {
        var output = ""
        // NB: box characters take three bytes a column.
        output.reserveCapacity(lines.count * (width * 2 + 8))
        for line in lines {
            write(line, to: &output)
            output += "\n"
        }
        return output
    }

    /// Appends one line, without its newline.
    ///
    /// NB: written straight into the output rather than built as a string of its own, and a
    /// line that fits (every line, as layout fits them) is written from its own spans.
    private func write(_ line: Line, to output: inout String) {
        var spans = line.spans
        var used = line.width
        if used > width { (spans, used) = fitted(spans) }
        let fill = max(0, width - used)
        let start = output.utf8.count
        switch line.alignment {
        case .center where fill > 0:
            output += String(repeating: " ", count: fill / 2)
        case .trailing where fill > 0, .leading where isRightToLeft && fill > 0:
            output += String(repeating: " ", count: fill)
        default:
            break
        }
        for span in spans {
            if let ansi, let token = span.style, !span.text.allSatisfy({ $0 == " " }) {
                output += ansi.apply(theme.style(token), to: span.text)
            } else {
                output += span.text
            }
        }
        // Trailing spaces only make diffs noisy.
        while output.utf8.count > start, output.utf8.last == UInt8(ascii: " ") { output.removeLast() }
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

/// The style tokens a screen used, with their resolved values, so a theme change shows in a review diff.
enum StyleLegend {
    static func lines(for used: [String], theme: Theme, width: Int) -> [Line] {
        var lines = [Line(spans: [Span(text: "── styles (\(theme.name)) " + String(repeating: "─", count: max(0, width - 13 - DisplayWidth.of(theme.name))), style: nil)])]
        for token in Set(used).sorted() {
            var parts: [String] = []
            if token.hasPrefix("annotation.") {
                let annotation = theme.annotation(forKind: String(token.dropFirst("annotation.".count)))
                parts = ["\(annotation.glyph) \(annotation.color)"]
            } else {
                let style = theme.style(token)
                if let color = style.color { parts.append("\(color)") }
                if let background = style.background { parts.append("on \(background)") }
                for (flag, on) in [("bold", style.bold), ("dim", style.dim), ("italic", style.italic), ("underline", style.underline), ("strike", style.strikethrough)] where on {
                    parts.append(flag)
                }
            }
            lines.append(Line(spans: [Span(text: TextLayout.truncate("\(token) \(parts.joined(separator: " "))", to: width), style: nil)]))
        }
        return lines
    }
}
