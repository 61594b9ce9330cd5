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
        output.reserveCapacity(lines.count * (width + 8))
        for line in lines {
            output += render(line)
            output += "\n"
        }
        return output
    }

    private func render(_ line: Line) -> String {
        var (spans, used) = fitted(line.spans)
        let fill = max(0, width - used)
        switch line.alignment {
        case .center where fill > 0:
            spans.insert(Span(text: String(repeating: " ", count: fill / 2), style: nil), at: 0)
        case .trailing where fill > 0:
            spans.insert(Span(text: String(repeating: " ", count: fill), style: nil), at: 0)
        case .leading where isRightToLeft && fill > 0:
            spans.insert(Span(text: String(repeating: " ", count: fill), style: nil), at: 0)
        default:
            break
        }
        var text = ""
        for span in spans {
            if let ansi, let token = span.style, !span.text.allSatisfy({ $0 == " " }) {
                text += ansi.apply(theme.style(token), to: span.text)
            } else {
                text += span.text
            }
        }
        // Trailing spaces only make diffs noisy.
        while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
        return text
    }

    /// Spans cut so the line fits; a safety net, as layout already fits every line.
    private func fitted(_ spans: [Span]) -> ([Span], Int) {
        var remaining = width
        var result: [Span] = []
        result.reserveCapacity(spans.count + 1)
        for span in spans {
            let spanWidth = DisplayWidth.of(span.text)
            if spanWidth <= remaining {
                result.append(span)
                remaining -= spanWidth
            } else {
                if remaining > 0 {
                    let cut = TextLayout.truncate(span.text, to: remaining)
                    result.append(Span(text: cut, style: span.style))
                    remaining -= DisplayWidth.of(cut)
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
