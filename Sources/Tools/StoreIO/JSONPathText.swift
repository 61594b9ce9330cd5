/// JSONPaths and reasons, as every finding in a JSON file gives them: `$.stores[3].name`, or
/// `$.strings["Stock.InStock"]` for a key that is not a plain name. The one place a tool words a
/// `DecodingError`.
package enum JSONPathText {
    /// The path of `parts`: names, and indexes already written `[3]`.
    package static func path(_ parts: [String]) -> String {
        parts.reduce("$") { path, part in
            if part.hasPrefix("[") { return path + part }
            let isName =
                !part.isEmpty
                && part.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
                }
            return isName ? path + "." + part : path + "[\"" + part.replacing("\"", with: "\\\"") + "\"]"
        }
    }

    /// The path of the member `key` of the value at `base`: `$.a` → `$.a.b`, or
    /// `$.a["$value"]` for a key that is not a plain name.
    package static func member(_ base: String, _ key: String) -> String {
        base + path([key]).dropFirst()
    }

    /// The path of a coding path.
    package static func path(_ keys: [any CodingKey]) -> String {
        path(keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
    }

    /// Where a decoding error is, as a path, and what was expected there: `missing key "name"`,
    /// `expected a string, found a number`.
    package static func describe(_ error: DecodingError) -> (path: String, message: String) {
        switch error {
        case .keyNotFound(let key, let context):
            return (path(context.codingPath), "missing key \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return (
                path(context.codingPath), "expected \(describe(type)), found \(found(in: context.debugDescription))"
            )
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "expected \(describe(type)), found null")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("$", "\(error)")
        }
    }

    /// A mismatch worded as Foundation words it, "Expected to decode Int but found a string
    /// instead."; keep "a string".
    private static func found(in debugDescription: String) -> String {
        guard let range = debugDescription.firstRange(of: "but found ") else { return "a value of another type" }
        var rest = debugDescription[range.upperBound...]
        if let end = rest.firstRange(of: " instead") { rest = rest[..<end.lowerBound] }
        return String(rest)
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "a \(name)"
        }
    }
}
