/// Line breaks as YAML (and libyaml) counts them, so that every position StoreFinder reports
/// agrees with libyaml's own: CR LF is one break, and a lone CR, LF, NEL (U+0085), LS (U+2028)
/// and PS (U+2029) are one each.
package enum LineBreaks {
    /// The length in bytes of the line break that starts at `index`, or 0 when none does.
    @inline(__always)
    package static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset` of `bytes`; an offset
    /// inside a character counts as that character's column.
    package static func lineAndColumn(
        ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1, column = 1, index = 0
        while index < end {
            let breakLength = length(at: index, in: bytes)
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
            } else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return (line, column)
    }

    /// The byte range of 1-based line `number`, without its break, or `nil` past the end.
    package static func range(ofLine number: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard number >= 1 else { return nil }
        var current = 1, start = 0, index = 0
        while index < bytes.count {
            let breakLength = length(at: index, in: bytes)
            if breakLength > 0 {
                if current == number { return start..<index }
                current += 1
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
        return current == number ? start..<bytes.count : nil
    }
}
