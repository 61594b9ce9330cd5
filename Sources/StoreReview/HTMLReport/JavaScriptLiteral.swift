/// Strings written as JavaScript string literals, for the report's `cases.js`.
enum JavaScriptLiteral {
    /// Appends `text` as a single-quoted literal: quotes, backslashes, control characters and
    /// the two separators JavaScript ends lines at are escaped. Single, because the screens'
    /// HTML quotes its attributes with `"` and escapes every `'` of its text.
    ///
    /// NB: `cases.js` is a file of its own, never inlined in a `<script>`, so `</script>` in a
    /// literal is harmless and the HTML in it is written as it is. The work is on bytes: a
    /// report is megabytes of screens, and a string's UTF-8 view costs several times as much
    /// per byte as its buffer.
    static func append(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "'"))
        func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
            var start = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escape: String?
                var length = 1
                switch byte {
                case 0x27: escape = "\\'"
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0..<0x20: escape = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default: escape = nil
                }
                if let escape {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    output.append(contentsOf: escape.utf8)
                    start = index + length
                }
                index += length
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        if text.utf8.withContiguousStorageIfAvailable(copy) == nil { Array(text.utf8).withUnsafeBufferPointer(copy) }
        output.append(UInt8(ascii: "'"))
    }

    /// `[1,4,5]`.
    static func append(_ numbers: [Int], to output: inout [UInt8]) {
        output.append(contentsOf: ("[" + numbers.map(String.init).joined(separator: ",") + "]").utf8)
    }
}
