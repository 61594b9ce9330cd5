import StoreTheme

/// A screen's lines as HTML, written beside its text from the same laid-out lines: the same
/// breaks, the same columns, the same styles.
///
/// Each line is a `<div class="l">` of spans; a styled span has the class of its theme token
/// (`t-stock-inStock`, see ``ThemeStyleSheet``) and a string from a table carries its key and
/// locale in `data-k` and `data-l`, and, given ``StringSources``, a `title` with its file and
/// line. A right-to-left screen's spans are written in reverse, each isolated, so that a
/// browser laying the line out from the right puts every span in the column the text has it in.
struct HTMLLines {
    let width: Int
    let isRightToLeft: Bool
    let sources: StringSources?
    /// The lines written so far, as UTF-8. NB: bytes, not a string: a line is written in a
    /// dozen small pieces, and appending bytes costs a fraction of appending strings.
    private var bytes: [UInt8] = []
    /// Class attributes by token path, made once per token.
    private var classes: [String: [UInt8]] = [:]

    /// The lines written so far.
    var html: String { String(decoding: bytes, as: UTF8.self) }

    init(width: Int, isRightToLeft: Bool, sources: StringSources?) {
        self.width = width
        self.isRightToLeft = isRightToLeft
        self.sources = sources
    }

    mutating func reserve(lines: Int) {
        bytes.reserveCapacity(bytes.count + lines * (width * 3 + 64))
    }

    mutating func blank(count: Int) {
        for _ in 0..<count { bytes.append(contentsOf: "<div class=\"l\"></div>\n".utf8) }
    }

    /// Writes `line` as `output` places it: fitted to the width, with the same fill before it.
    mutating func write(_ line: Line, placedBy output: LineOutput) {
        let (spans, used, fill) = output.placed(line)
        bytes.append(contentsOf: "<div class=\"l\">".utf8)
        if isRightToLeft {
            // Visually: fill, spans, then what remains of the width; written from the right.
            spaces(max(0, width - fill - used))
            for span in spans.reversed() { append(span) }
            spaces(fill)
        } else {
            spaces(fill)
            for span in spans { append(span) }
        }
        // NB: a line break between lines keeps the HTML readable in a diff; between block
        // elements it draws nothing.
        bytes.append(contentsOf: "</div>\n".utf8)
    }

    private mutating func spaces(_ count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }

    private mutating func append(_ span: Span) {
        // Unstyled padding is written bare: spaces take their line's direction.
        if span.style == nil, span.origin == nil, span.text.utf8.allSatisfy({ $0 == 0x20 }) {
            bytes.append(contentsOf: span.text.utf8)
            return
        }
        bytes.append(contentsOf: "<span".utf8)
        if let style = span.style {
            if let known = classes[style.path] {
                bytes.append(contentsOf: known)
            } else {
                let attribute = Array((" class=\"" + ThemeStyleSheet.className(style) + "\"").utf8)
                classes[style.path] = attribute
                bytes.append(contentsOf: attribute)
            }
        }
        if let origin = span.origin {
            bytes.append(contentsOf: " data-k=\"".utf8)
            HTMLText.append(origin.key, to: &bytes)
            bytes.append(contentsOf: "\" data-l=\"".utf8)
            HTMLText.append(origin.locale, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
            if let sources {
                bytes.append(contentsOf: " title=\"".utf8)
                HTMLText.append(sources.describe(keys: origin.key, locale: origin.locale), to: &bytes)
                bytes.append(UInt8(ascii: "\""))
            }
        }
        bytes.append(UInt8(ascii: ">"))
        HTMLText.append(span.text, to: &bytes)
        bytes.append(contentsOf: "</span>".utf8)
    }
}
