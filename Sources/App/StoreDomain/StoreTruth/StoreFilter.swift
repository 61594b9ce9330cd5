/// One filter of the store list and map: open now, a service, a facility or a tag. Filters
/// combine with AND.
///
/// ```swift
/// StoreFilter(rawValue: "service:pharmacy")    // .service("pharmacy")
/// StoreFilter.openNow.matches(store, status: store.status(at: now))
/// ```
///
/// A filter reads the same status and facts the rows show, so a row never contradicts its
/// filter. An open set: a later version may add forms, so code that reads a filter's parts
/// (``kind`` and ``value``) expects kinds it does not know.
public struct StoreFilter: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The filter as written: `open-now`, `service:ID`, `facility:ID` or `tag:ID`.
    public let rawValue: String

    /// What a filter keeps.
    enum Form: Sendable, Hashable {
        /// Stores whose status is open, closes soon, or open 24 hours.
        case openNow
        /// Stores whose service hours include the service.
        case service(String)
        /// Stores where the facility is present (`true`).
        case facility(String)
        /// Stores with the tag.
        case tag(String)
    }

    /// The forms a filter is written in, for an error that lists them.
    public static let validForms = ["open-now", "service:ID", "facility:ID", "tag:ID"]

    /// The filter `rawValue` writes, or `nil` when it is none of ``validForms``. An `ID` is one
    /// word: not empty, with no white space or colon.
    public init?(rawValue: String) {
        guard Self.form(of: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    private init(checked rawValue: String) {
        self.rawValue = rawValue
    }

    /// Open now: open, closing soon, or open 24 hours.
    public static let openNow = StoreFilter(checked: "open-now")

    /// Stores that offer the service `id`.
    public static func service(_ id: String) -> StoreFilter { StoreFilter(checked: "service:" + id) }

    /// Stores where the facility `id` is present.
    public static func facility(_ id: String) -> StoreFilter { StoreFilter(checked: "facility:" + id) }

    /// Stores with the tag `id`.
    public static func tag(_ id: String) -> StoreFilter { StoreFilter(checked: "tag:" + id) }

    /// What the filter keeps.
    var form: Form {
        Self.form(of: rawValue) ?? .openNow
    }

    /// The filter's kind: `open-now`, `service`, `facility` or `tag`.
    public var kind: String {
        switch form {
        case .openNow: "open-now"
        case .service: "service"
        case .facility: "facility"
        case .tag: "tag"
        }
    }

    /// The service, facility or tag id the filter names; `nil` for open now.
    public var value: String? {
        switch form {
        case .openNow: nil
        case .service(let id), .facility(let id), .tag(let id): id
        }
    }

    /// Whether `store`, whose status now is `status`, passes the filter.
    public func matches(_ store: Store, status: StoreStatus) -> Bool {
        switch form {
        case .openNow: status.isOpen
        case .service(let id): store.offers(service: id)
        case .facility(let id): store.facilities[id] == true
        case .tag(let id): store.tags.contains(id)
        }
    }

    /// The filter as written.
    public var description: String { rawValue }

    private static func form(of text: String) -> Form? {
        if text == "open-now" { return .openNow }
        for (prefix, make) in [("service:", Form.service), ("facility:", Form.facility), ("tag:", Form.tag)]
        where text.hasPrefix(prefix) {
            let id = String(text.dropFirst(prefix.count))
            // NB: "service: pharmacy" and "service:a:b" are typos, not ids: an id is one word.
            guard !id.isEmpty,
                !id.unicodeScalars.contains(where: {
                    $0 == ":" || $0.properties.isWhitespace || $0.properties.generalCategory == .control
                })
            else { return nil }
            return make(id)
        }
        return nil
    }

    /// Decodes a filter as written, saying which forms there are when it is none of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let filter = StoreFilter(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a filter: \(Self.validForms.joined(separator: ", ")); found \"\(text)\"")
        }
        self = filter
    }

    /// Encodes the filter as written.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
