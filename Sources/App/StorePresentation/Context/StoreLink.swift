/// A store's link, from an app's template.
///
/// ```swift
/// StoreLink.url(from: "https://shop.example/stores/{id}", id: "ldn regent")
/// // "https://shop.example/stores/ldn%20regent"
/// ```
public enum StoreLink {
    /// `template` with every `{id}` replaced by `id`, percent-encoded so that any id stays one
    /// path segment (RFC 3986: only unreserved characters are kept as they are).
    public static func url(from template: String, id: String) -> String {
        template.replacing("{id}", with: percentEncoded(id))
    }

    /// `text` with every byte outside RFC 3986's unreserved set written `%XX`.
    public static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
