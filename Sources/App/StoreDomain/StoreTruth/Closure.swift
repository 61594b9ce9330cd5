/// A dated closure on the store's own calendar, such as a refurbishment: from one local date
/// to another, both included. It closes the store, and every service it offers, on those dates,
/// whatever the hours say.
///
/// ```json
/// { "from": "2026-05-19", "until": "2026-05-23", "label": "Refurbishment" }
/// ```
public struct Closure: Sendable, Hashable {
    /// The first day closed.
    public var from: LocalDate
    /// The last day closed.
    public var until: LocalDate
    /// Why, in the backend's words, when it says. Untrusted text: renderers sanitize it.
    public var label: String?

    /// A closure from `from` through `until`; refuses an end before its start.
    public init(from: LocalDate, until: LocalDate, label: String? = nil) throws(DomainValueError) {
        guard from <= until else { throw .outOfRange("a closure ends on \(until), before it starts on \(from)") }
        self.from = from
        self.until = until
        self.label = label
    }

    /// Whether the store is closed on `date`.
    public func contains(_ date: LocalDate) -> Bool {
        from <= date && date <= until
    }
}

extension Closure: Codable {
    private enum CodingKeys: String, CodingKey { case from, until, label }

    /// Decodes a closure, refusing one that ends before it starts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let from = try container.decode(LocalDate.self, forKey: .from)
        let until = try container.decode(LocalDate.self, forKey: .until)
        let label = try container.decodeIfPresent(String.self, forKey: .label)
        do {
            try self.init(from: from, until: until, label: label?.isEmpty == true ? nil : label)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .until, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the closure.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(until, forKey: .until)
        try container.encodeIfPresent(label, forKey: .label)
    }
}
