/// Whether a store trades at all, as its backend says: open, closed for a while, or closed for
/// good. The hours say when an open store is open.
///
/// ```json
/// { "status": "temporarilyClosed", "reopensOn": "2026-05-24" }
/// ```
///
/// The list is complete: it is the three states Google Places, Yext and Woosmap report.
public enum BusinessStatus: String, Sendable, Hashable, CaseIterable {
    /// Trading, by its hours: the default when the backend says nothing.
    case open
    /// Closed for now, such as for a refurbishment; ``Store/reopensOn`` says until when.
    case temporarilyClosed
    /// Closed for good. The store leaves the list and the map; its details still open, so a
    /// saved link explains itself.
    case permanentlyClosed
}

extension BusinessStatus: Codable {
    /// Decodes `"open"`, `"temporarilyClosed"` or `"permanentlyClosed"`, and says so for anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let status = BusinessStatus(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected open, temporarilyClosed or permanentlyClosed, found \"\(text)\"")
        }
        self = status
    }

    /// Encodes the status as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
