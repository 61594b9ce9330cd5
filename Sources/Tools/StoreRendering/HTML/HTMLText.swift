/// Text made inert for HTML: the five characters that could open markup or end an attribute
/// are written as references, so a store name, a product or a translation is always text.
package enum HTMLText {
    /// `text` escaped for element content and for double- or single-quoted attributes.
    package static func escaped(_ text: String) -> String {
        var result: [UInt8] = []
        append(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `text`, escaped, to `output`.
    package static func append(_ text: String, to output: inout String) {
        guard needsEscapes(text) else {
            output += text
            return
        }
        output += escaped(text)
    }

    /// Appends `text`'s UTF-8, escaped, to `output`. NB: most texts have nothing to escape and
    /// are appended whole, from the string's own buffer.
    package static func append(_ text: String, to output: inout [UInt8]) {
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        if clean == true { return }
        for byte in text.utf8 {
            switch byte {
            case 0x26: output.append(contentsOf: "&amp;".utf8)
            case 0x3C: output.append(contentsOf: "&lt;".utf8)
            case 0x3E: output.append(contentsOf: "&gt;".utf8)
            case 0x22: output.append(contentsOf: "&quot;".utf8)
            case 0x27: output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// Whether `text` has one of `& < > " '`.
    static func needsEscapes(_ text: String) -> Bool {
        func scan<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            bytes.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
        }
        // NB: a native string is contiguous; scanning its buffer is several times faster than
        // scanning its UTF-8 view.
        return text.utf8.withContiguousStorageIfAvailable(scan) ?? scan(text.utf8)
    }
}

/// Names and strings made safe inside CSS: anything but ASCII letters, digits, `-` and `_` is
/// written as a hexadecimal escape, so a theme name cannot end a string or a `<style>`.
enum CSSText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isNameCharacter(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return result
    }

    /// An ASCII letter, digit, `-` or `_`: what a CSS name may hold unescaped.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
        default: false
        }
    }
}
