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
        // NB: one pass over the UTF-8 bytes, decoding scalars in place. Going through
        // `unicodeScalars` costs several times more per scalar, and a list draws a rule of box
        // characters under every row. Summing scalar widths equals summing cluster widths
        // unless a cluster can be an emoji sequence (a presentation selector, a joiner, or a
        // scalar from the emoji planes); then the text is measured cluster by cluster.
        var copy = text
        let summed = copy.withUTF8 { bytes -> Int? in
            var width = 0
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    width &+= lead >= 0x20 && lead < 0x7F ? 1 : 0
                    index &+= 1
                    continue
                }
                let value = scalarValue(bytes, at: &index, lead: lead)
                if value >= 0x1F000 || value == 0xFE0F || value == 0x200D || value == 0x20E3 { return nil }
                width &+= Unicode.Scalar(value).map(of) ?? 0
            }
            return width
        }
        return summed ?? text.reduce(0) { $0 + of($1) }
    }

    /// Decodes the multi-byte scalar that starts with `lead` at `index`, and moves past it.
    ///
    /// NB: a String's bytes are valid UTF-8, so the continuation bytes are there.
    @inline(__always)
    private static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, lead: UInt8) -> UInt32 {
        func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index &+ offset] & 0x3F) }
        let value: UInt32
        if lead < 0xE0 {
            value = UInt32(lead & 0x1F) << 6 | continuation(1)
            index &+= 2
        } else if lead < 0xF0 {
            value = UInt32(lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
            index &+= 3
        } else {
            value = UInt32(lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
            index &+= 4
        }
        return value
    }

    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        of(String(text))
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 {
            // An emoji presentation selector, a ZWJ sequence or a flag makes the cluster an emoji.
            if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            if scalars.contains(where: { $0.value == 0x200D }) && scalars.contains(where: { $0.properties.isEmoji }) {
                return 2
            }
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
        // General Punctuation (spaces such as U+202F before "PM", dashes, quotes): one column,
        // but none for its format characters and line and paragraph separators. Decided here
        // because the Unicode property lookups below are the slow path.
        if (0x2000...0x206F).contains(value) {
            return (0x200B...0x200F).contains(value) || (0x2028...0x202E).contains(value)
                || (0x2060...0x206F).contains(value) && value != 0x2065 ? 0 : 1
        }
        return propertyWidth(scalar)
    }

    /// The columns one scalar takes, from its Unicode properties: the general rule behind the
    /// ranges ``of(_:)-(Unicode.Scalar)`` decides without them.
    static func propertyWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
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
        ScalarRanges.contains(value, in: wideRangeBounds)
    }

    /// The wide ranges as ranges, for tests and tools.
    static var wideRanges: [ClosedRange<UInt32>] {
        stride(from: 0, to: wideRangeBounds.count, by: 2).map { wideRangeBounds[$0]...wideRangeBounds[$0 + 1] }
    }
}
