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
    /// Whether a line break follows each line, which draws nothing between the lines' blocks
    /// but keeps a fragment readable in a diff. The review's report leaves them out: in its
    /// `cases.js` each would be an escape.
    let lineBreaks: Bool
    /// The language of the screen's element, whose `lang` its spans inherit; a span from a
    /// table of another language (English fallback under `he`) says its own.
    let language: String?
    /// The lines written so far, as UTF-8. NB: bytes, not a string: a line is written in a
    /// dozen small pieces, and appending bytes costs a fraction of appending strings.
    private var bytes: [UInt8] = []
    /// Class attributes by token path, made once per token.
    private var classes: [String: [UInt8]] = [:]
    /// The last token's path and class attribute: neighbouring spans often share a style,
    /// and comparing a path with itself is cheaper than hashing it.
    private var lastPath = ""
    private var lastAttribute: [UInt8] = []

    /// The lines written so far, as UTF-8.
    var utf8: [UInt8] { bytes }

    init(width: Int, isRightToLeft: Bool, sources: StringSources?, lineBreaks: Bool, language: String? = nil) {
        self.width = width
        self.isRightToLeft = isRightToLeft
        self.sources = sources
        self.lineBreaks = lineBreaks
        self.language = language
    }

    /// `lang` for a span written in `locale`, when its language is not the screen's: a screen
    /// reader then reads the fallback in the voice of the language it is written in. A pseudo
    /// locale's label ("ar-XB (pseudo of ar)") is no language tag, and says nothing.
    static func spanLanguage(_ locale: String, screen language: String?) -> String? {
        guard let language, !locale.isEmpty, !locale.contains(" ") else { return nil }
        func primary(_ tag: String) -> Substring { tag.split(separator: "-").first ?? Substring(tag) }
        return primary(locale).lowercased() == primary(language).lowercased() ? nil : locale
    }

    mutating func reserve(lines: Int) {
        bytes.reserveCapacity(bytes.count + lines * (width * 3 + 64))
    }

    mutating func blank(count: Int) {
        for _ in 0..<count {
            append("<div class=\"l\"></div>")
            if lineBreaks { bytes.append(0x0A) }
        }
    }

    /// Writes `line` as `output` places it: fitted to the width, with the same fill before it.
    mutating func write(_ line: Line, placedBy output: LineOutput) {
        let (spans, used, fill) = output.placed(line)
        append("<div class=\"l\">")
        if isRightToLeft {
            // Visually: fill, spans, then what remains of the width; written from the right.
            spaces(max(0, width - fill - used))
            for span in spans.reversed() { append(span) }
            spaces(fill)
        } else {
            spaces(fill)
            for span in spans { append(span) }
        }
        append("</div>")
        if lineBreaks { bytes.append(0x0A) }
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
        append("<span")
        if let style = span.style {
            if style.path != lastPath {
                // Decoration (frames, the map's blank cells) is hidden from screen readers.
                let hidden = ThemeSchema.decorativeTokens.contains(style.path) ? " aria-hidden=\"true\"" : ""
                lastAttribute =
                    classes[style.path]
                    ?? Array((" class=\"" + ThemeStyleSheet.className(style) + "\"" + hidden).utf8)
                classes[style.path] = lastAttribute
                lastPath = style.path
            }
            bytes.append(contentsOf: lastAttribute)
        }
        if let origin = span.origin {
            append(" data-k=\"")
            HTMLText.append(origin.key, to: &bytes)
            append("\" data-l=\"")
            HTMLText.append(origin.locale, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
            if let lang = Self.spanLanguage(origin.locale, screen: language) {
                append(" lang=\"")
                HTMLText.append(lang, to: &bytes)
                bytes.append(UInt8(ascii: "\""))
            }
            if let sources {
                append(" title=\"")
                HTMLText.append(sources.describe(keys: origin.key, locale: origin.locale), to: &bytes)
                bytes.append(UInt8(ascii: "\""))
            }
        }
        bytes.append(UInt8(ascii: ">"))
        HTMLText.append(span.text, to: &bytes)
        append("</span>")
    }

    /// Appends markup of our own. NB: a static string's bytes are copied straight from the
    /// binary, with no string to look into.
    private mutating func append(_ markup: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }
}
