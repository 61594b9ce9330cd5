import StoreDomain

/// Reading a design token document, parsed by StoreInput's one JSON parser into a
/// ``StoreDomain/JSONValue``.
extension JSONValue {
    /// The member `key` of an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The members of an object, by key; none for any other value.
    package var members: [(key: String, value: JSONValue)] {
        guard case .object(let members) = self else { return [] }
        return members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// How an error names this kind of value: "a string", "an object".
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
