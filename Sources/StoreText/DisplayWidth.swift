/// How many terminal columns text takes: CJK and emoji take two, combining marks
/// and zero-width characters none, everything else one.
///
/// Width is measured per grapheme cluster, so `é` written as `e` + U+0301 is one
/// column and a family emoji joined with ZWJ is two.
///
/// ```swift
/// DisplayWidth.of("Chinatown 中華街") // 16
/// DisplayWidth.of("Camden 🎸")       // 9
/// ```
public enum DisplayWidth {
    /// The columns `text` takes.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func of(_ text: String) -> Int {
        // NB: a concrete String overload scans bytes directly; the generic one below goes
        // through an unspecialised iterator, which was most of a render's time.
        var copy = text
        let ascii = copy.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        return ascii ? text.utf8.count : scalarWidth(text)
    }

    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        of(String(text))
    }

    private static func scalarWidth(_ text: String) -> Int {
        // Summing scalar widths equals summing cluster widths unless a cluster can be an emoji
        // sequence (a presentation selector, a joiner, or a scalar from the emoji planes).
        var width = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x1F000 || value == 0xFE0F || value == 0x200D || value == 0x20E3 {
                return text.reduce(0) { $0 + of($1) }
            }
            width += of(scalar)
        }
        return width
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 {
            // An emoji presentation selector, a ZWJ sequence or a flag makes the cluster an emoji.
            if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            if scalars.contains(where: { $0.value == 0x200D }) && scalars.contains(where: { $0.properties.isEmoji }) { return 2 }
            if first.properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        }
        var width = of(first)
        // A cluster that starts with a zero-width scalar (a lone mark) takes the width of what follows.
        if width == 0 {
            width = scalars.dropFirst().map { of($0) }.max() ?? 0
        }
        return width
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        // Latin-1 and Latin Extended have no wide or zero-width letters; only the soft hyphen is a format character.
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        // Box drawing, block elements and geometric shapes: one column each.
        if (0x2500...0x25FC).contains(value) { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        // Hangul medial vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Whether a code point is East Asian Wide or Fullwidth.
    static func isWide(_ value: UInt32) -> Bool {
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
