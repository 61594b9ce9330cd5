/// Strings written as JavaScript string literals, for the report's `cases.js`.
enum JavaScriptLiteral {
    /// Appends `text` as a single-quoted literal, escaping quotes, backslashes and control
    /// characters. Single, because the screens' HTML quotes its attributes with `"` and
    /// escapes every `'` of its text, so a screen has nothing to escape.
    ///
    /// NB: U+2028 and U+2029 are left as they are: since ES2019 a string literal may hold them.
    /// `cases.js` is a file of its own, never inlined in a `<script>`, so `</script>` in a
    /// literal is harmless too. The work is on bytes, in runs copied whole: a report is
    /// megabytes of screens.
    static func append(_ text: String, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &output) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { append($0, to: &output) }
        }
    }

    /// Appends UTF-8 `bytes` as a single-quoted literal.
    static func append(utf8 bytes: [UInt8], to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0, to: &output) }
    }

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "'"))
        var start = 0, index = 0
        while index < bytes.count {
            // Eight bytes at a time while none of them needs an escape.
            if index + 8 <= bytes.count, let base = bytes.baseAddress,
                !needsEscape(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x27 || byte == 0x5C {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                switch byte {
                case 0x27: output.append(contentsOf: "\\'".utf8)
                case 0x5C: output.append(contentsOf: "\\\\".utf8)
                case 0x0A: output.append(contentsOf: "\\n".utf8)
                default: output.append(contentsOf: ("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
                }
                start = index + 1
            }
            index += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        output.append(UInt8(ascii: "'"))
    }

    /// Whether any of eight bytes is a control character, `'` or `\`: the usual tests for a
    /// byte below a value and for a byte equal to one, on all eight at once.
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let below = (word &- ones &* 0x20) & ~word & highs != 0
        return below || hasZero(word ^ (ones &* 0x27)) || hasZero(word ^ (ones &* 0x5C))
    }

    /// `[1,4,5]`.
    static func append(_ numbers: [Int], to output: inout [UInt8]) {
        output.append(contentsOf: ("[" + numbers.map(String.init).joined(separator: ",") + "]").utf8)
    }
}
