/// Fitting text into columns: truncating with `…`, wrapping, and padding.
///
/// Every operation counts display columns, never characters, and cuts only at grapheme
/// boundaries, so no line it returns is wider than asked.
///
/// ```swift
/// TextLayout.truncate("Невский проспект", to: 10) // "Невский п…"
/// TextLayout.wrap("Find stores near you", width: 10) // ["Find", "stores", "near you"]
/// ```
public enum TextLayout {
    /// Text with the columns it takes, as the fitting operations return it.
    public struct MeasuredText: Sendable, Hashable {
        /// The text.
        public var text: String
        /// The columns it takes: `DisplayWidth.of(text)`.
        public var width: Int
    }

    /// The ellipsis used when text is cut.
    public static let ellipsis: Character = "…"

    /// `text` cut to at most `width` columns, ending in `…` when anything was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        truncated(text, to: width).text
    }

    /// ``truncate(_:to:)``, with the columns the result takes, so a caller need not measure
    /// it again.
    public static func truncated(_ text: String, to width: Int) -> MeasuredText {
        guard width > 0 else { return MeasuredText(text: "", width: 0) }
        let full = DisplayWidth.of(text)
        guard full > width else { return MeasuredText(text: text, width: full) }
        var result = ""
        var used = 0
        let limit = width - 1
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > limit { break }
            result.append(character)
            used += columns
        }
        // Trailing spaces before the ellipsis read as a gap, not as a cut.
        while result.last == " " {
            result.removeLast()
            used -= 1
        }
        result.append(ellipsis)
        return MeasuredText(text: result, width: used + 1)
    }

    /// `text` broken into lines of at most `width` columns, on spaces where it can be;
    /// on any character boundary for CJK and for words longer than a line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrapped(text, width: width).map(\.text)
    }

    /// ``wrap(_:width:)``, with the columns each line takes.
    public static func wrapped(_ text: String, width: Int) -> [MeasuredText] {
        guard width > 0 else { return [] }
        let full = DisplayWidth.of(text)
        if full <= width { return [MeasuredText(text: text, width: full)] }
        var lines: [MeasuredText] = []
        var line = ""
        var lineWidth = 0
        func endLine() {
            lines.append(MeasuredText(text: line, width: lineWidth))
            line = ""
            lineWidth = 0
        }
        for word in words(text) {
            let wordWidth = DisplayWidth.of(word.text)
            let gap = lineWidth > 0 && word.spaced ? 1 : 0
            if lineWidth + gap + wordWidth <= width {
                if gap == 1 { line.append(" ") }
                line += word.text
                lineWidth += gap + wordWidth
                continue
            }
            if wordWidth <= width {
                if !line.isEmpty { endLine() }
                line = word.text
                lineWidth = wordWidth
                continue
            }
            // A word wider than the line: break it at character boundaries.
            if lineWidth > 0, gap == 1, lineWidth + 2 < width {
                line.append(" ")
                lineWidth += 1
            } else if !line.isEmpty {
                endLine()
            }
            for character in word.text {
                let columns = DisplayWidth.of(character)
                if lineWidth + columns > width { endLine() }
                line.append(character)
                lineWidth += columns
            }
        }
        if !line.isEmpty || lines.isEmpty { endLine() }
        return lines
    }

    /// `text` padded with spaces to `width` columns: on the right, or on the left when `trailing`.
    public static func pad(_ text: String, to width: Int, trailing: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
        return trailing ? fill + text : text + fill
    }

    /// `text` centred in `width` columns.
    public static func center(_ text: String, in width: Int) -> String {
        let free = max(0, width - DisplayWidth.of(text))
        return String(repeating: " ", count: free / 2) + text + String(repeating: " ", count: free - free / 2)
    }

    /// Words with whether a space came before them. CJK ideographs and kana are words of
    /// their own, joined without spaces, so CJK text breaks between any two characters; an en
    /// or em dash ends a word, and the word after it follows with no space.
    static func words(_ text: String) -> [(text: String, spaced: Bool)] {
        var words: [(text: String, spaced: Bool)] = []
        var current = ""
        var spaced = false
        var sawSpace = false
        for character in text {
            if character == " " {
                if !current.isEmpty { words.append((current, spaced)) }
                current = ""
                sawSpace = true
                continue
            }
            if isBreakAnywhere(character) {
                if !current.isEmpty {
                    words.append((current, spaced))
                    spaced = false
                }
                words.append((String(character), sawSpace || (words.isEmpty ? false : spaced && current.isEmpty)))
                current = ""
                sawSpace = false
                spaced = false
                continue
            }
            if current.isEmpty {
                spaced = sawSpace
                sawSpace = false
            }
            current.append(character)
            // A line may break after a dash, as Unicode's line breaking allows (UAX #14, class
            // BA): "9:00 AM–" over "9:00 PM", never "9:00 AM–9:" over "00 PM".
            if character == "\u{2013}" || character == "\u{2014}" {
                words.append((current, spaced))
                current = ""
                spaced = false
            }
        }
        if !current.isEmpty { words.append((current, spaced)) }
        return words
    }

    private static func isBreakAnywhere(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x3000...0x303F:
            return true
        default:
            return false
        }
    }
}
