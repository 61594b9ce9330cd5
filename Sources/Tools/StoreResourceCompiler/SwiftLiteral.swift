/// Swift source for values the generators write.
enum SwiftLiteral {
    /// `text` as a one-line Swift string literal: quotes, backslashes and every control
    /// character escaped, everything else kept as written.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                // NB: bidi controls and other format characters are escaped too, so generated
                // source reads as it compiles.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar.properties.generalCategory == .format
                {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `value` as a Swift number literal: `12` or `10.5`, exactly as it was read.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
