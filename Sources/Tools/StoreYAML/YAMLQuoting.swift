/// YAML text written by the tools: a scenario file found by exploration, a theme imported from
/// design tokens. The one way every writer quotes a value.
package enum YAMLQuoting {
    /// `text` as a YAML double-quoted scalar, with quotes, backslashes and control characters
    /// escaped, so that any text reads back as itself and nothing in it is markup.
    ///
    /// ```swift
    /// YAMLQuoting.quoted("Say \"hi\"\n")   // "\"Say \\\"hi\\\"\\n\""
    /// ```
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
