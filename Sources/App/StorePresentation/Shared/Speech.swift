/// How a screen reader says an element's parts one after another, in the element's locale.
///
/// Elements keep one, so their `accessibilityLabel` is put together from their texts as they
/// are when it is read: a mapper that changes a text after mapping changes what is said.
///
/// ```swift
/// let speech = Speech(pause: ", ")
/// speech.join(["Regent Street", "0.4 miles", nil, "Open · closes 9:00 PM"])
/// // "Regent Street, 0.4 miles, Open, closes 9:00 PM"
/// ```
public struct Speech: Sendable, Hashable {
    /// What a screen reader pauses with between parts: the locale's `Spoken.Pause`, such as
    /// ", " in English, "、" in Japanese, "، " in Arabic.
    public var pause: String

    /// Parts said with `pause` between them.
    public init(pause: String) {
        self.pause = pause
    }

    /// English's pause, for elements made without a context.
    public static let english = Speech(pause: ", ")

    /// `parts` said one after another: empty and missing parts left out, `pause` between the
    /// others, and after a part that ends a sentence a space instead ("Where should we
    /// deliver? Allow…"). A dash or a middle dot set between words inside a part (a
    /// translation's " — ", a composed " · ") is said as the pause too: a screen reader may
    /// read it by its name.
    public func join(_ parts: [String?]) -> String {
        var result = ""
        for case let part? in parts where !part.isEmpty {
            if let last = result.unicodeScalars.last {
                switch last {
                case "。", "？", "！": break
                case ".", "?", "!", "…": result += " "
                default: result += pause
                }
            }
            result += speakable(part)
        }
        return result
    }

    /// `text` with each spaced separator (" — ", " – ", " · ") said as the pause.
    public func speakable(_ text: String) -> String {
        // NB: by bytes: a label is read for every row, and searching by characters was most of
        // its cost. "—" and "–" are E2 80 94 and E2 80 93; "·" is C2 B7.
        var hasSeparator = false
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if (previous == (0xE2, 0x80) && (byte == 0x94 || byte == 0x93)) || (previous.1 == 0xC2 && byte == 0xB7) {
                hasSeparator = true
                break
            }
            previous = (previous.1, byte)
        }
        guard hasSeparator else { return text }
        var result = text
        for separator in [" — ", " – ", " · "] { result = result.replacing(separator, with: pause) }
        return result
    }

    /// `text` without a trailing "…" or "...", and the space a translation may put before it
    /// ("Wird aktualisiert …"). A screen reader reads an ellipsis by its name; the words
    /// already say the work is going on.
    public static func withoutTrailingEllipsis(_ text: String) -> String {
        // NB: by bytes, on the hot path of every label: "…" is E2 80 A6.
        let utf8 = text.utf8
        var end = utf8.endIndex
        if utf8.count >= 3, utf8.suffix(3).elementsEqual([0xE2, 0x80, 0xA6]) {
            end = utf8.index(end, offsetBy: -3)
        } else if utf8.count >= 3, utf8.suffix(3).elementsEqual([0x2E, 0x2E, 0x2E]) {
            end = utf8.index(end, offsetBy: -3)
        } else {
            return text
        }
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x20 { end = utf8.index(before: end) }
        return String(text[..<end])
    }
}
