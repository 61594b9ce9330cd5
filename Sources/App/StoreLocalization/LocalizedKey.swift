/// A string-table key with its arguments: what the generated `Strings` accessors return.
///
/// ```swift
/// let key = Strings.Stock.onlyLeft(count: 2)   // LocalizedKey("Stock.OnlyLeft", ["count": 2])
/// localizer.string(key)                         // "Only 2 left"
/// ```
public struct LocalizedKey: Sendable, Hashable {
    /// The dotted key.
    public let key: String
    /// The placeholder values.
    public let arguments: MessageArguments

    /// A key and its arguments. Prefer the generated accessors, which the compiler checks.
    public init(_ key: String, _ arguments: MessageArguments = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

extension Localizer {
    /// The text for a typed key.
    public func string(_ key: LocalizedKey) -> String {
        string(key.key, key.arguments)
    }

    /// The text and provenance for a typed key.
    public func resolved(_ key: LocalizedKey) -> ResolvedString {
        resolved(key.key, key.arguments)
    }
}
