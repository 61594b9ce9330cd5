/// The coding keys of a view data enum written as one object named by its `kind`:
/// `{"kind": "failed", "error": {…}}`, the shape every screen's JSON uses, where synthesis
/// would nest each case under its name. A `kind` case of the keys is the requirement.
package protocol KindTaggedKey: CodingKey {
    /// The key of the case's name.
    static var kind: Self { get }
}

extension KeyedEncodingContainer where Key: KindTaggedKey {
    /// Writes one case: its name at `kind`, then each of `fields`, in order.
    ///
    /// ```swift
    /// case .empty(let title, let message): try container.encodeCase("empty", [.title: title, .message: message])
    /// ```
    package mutating func encodeCase(_ kind: String, _ fields: KeyValuePairs<Key, any Encodable> = [:]) throws {
        try encode(kind, forKey: .kind)
        for (key, value) in fields { try encode(value, forKey: key) }
    }
}
