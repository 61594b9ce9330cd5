/// Cleans text that came from outside (store names, translations) so it stays inert.
///
/// Removes C0 and C1 control characters (ESC among them, so no terminal escape
/// sequence survives), DEL, and every bidi embedding, override and isolate control.
/// Tabs and line breaks become spaces. StoreFinder adds its own isolates around
/// placeholder values after this step, so only those reach the output.
///
/// ```swift
/// UntrustedText.sanitized("Shop\u{1B}[31m") // "Shop[31m"
/// ```
public enum UntrustedText {
    /// The bidi controls StoreFinder itself inserts around placeholder values.
    public static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    /// Closes ``firstStrongIsolate``.
    public static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// Whether a scalar is a control or a bidi formatting character that untrusted text may not carry.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true  // embeddings, overrides, isolates
        case 0x200E, 0x200F, 0x061C: return false  // marks are harmless and sometimes needed
        default: return false
        }
    }

    /// Whether `text` holds nothing ``sanitized(_:)`` would change: no control character (tabs
    /// and line breaks included) and no bidi embedding, override or isolate. Lint uses it to
    /// refuse what a screen would silently clean.
    public static func isClean(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isClean($0) } ?? !text.unicodeScalars.contains(where: isForbidden)
    }

    /// `text` with forbidden scalars removed; tabs and line breaks become single spaces.
    ///
    /// - Complexity: O(*n*); returns `text` itself when nothing needs removing.
    public static func sanitized(_ text: String) -> String {
        guard !isClean(text) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                scalars.append(" ")
            } else if !isForbidden(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// ``sanitized(_:)`` line by line: a message of several lines keeps its line breaks, and
    /// each line holds no control character or bidi override.
    public static func sanitizedLines(_ text: String) -> String {
        guard !isClean(text) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { sanitized(String($0)) }
            .joined(separator: "\n")
    }

    /// Whether UTF-8 `bytes` hold no forbidden scalar, checked on bytes: a C0 control or DEL is
    /// one byte, a C1 control starts `C2 80…9F`, and the bidi controls start `E2 80` or `E2 81`.
    ///
    /// NB: every translation and store name passes through here, so it must not decode scalars.
    public static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        var index = 0
        let count = bytes.count
        // Eight bytes at a time while they are all printable ASCII; one byte at a time through
        // any eight that are not.
        var wordEnd = 0
        while index < count {
            if index >= wordEnd, index + 8 <= count {
                if isPrintableASCII(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                wordEnd = index + 8
            }
            let byte = bytes[index]
            if byte &- 0x20 < 0x5F {  // printable ASCII
                index += 1
                continue
            }
            if byte < 0x20 || byte == 0x7F { return false }
            if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(bytes[index + 1]) { return false }
            if byte == 0xE2, index + 2 < count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80, (0xAA...0xAE).contains(third) { return false }  // U+202A…U+202E
                if second == 0x81, (0xA6...0xA9).contains(third) { return false }  // U+2066…U+2069
            }
            index += 1
        }
        return true
    }

    /// Whether all eight bytes of `word` are in `0x20...0x7E`, without a branch per byte.
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let nonASCII = word & highs
        let belowSpace = (word &- 0x20 &* ones) & ~word & highs
        let del = word ^ (0x7F &* ones)
        let hasDEL = (del &- ones) & ~del & highs
        return nonASCII | belowSpace | hasDEL == 0
    }

    /// The bidi controls in `text`, for lint.
    public static func bidiControls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }
}
