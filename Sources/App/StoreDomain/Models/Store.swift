/// A shop as the backend describes it: where it is, how to reach it and when it is open.
///
/// ```swift
/// let store = Store(id: "ldn-001", name: "Covent Garden",
///                   address: Address(lines: ["12 Long Acre"], city: "London", postcode: "WC2E 9LH", country: "GB"),
///                   openingHours: hours)
/// ```
public struct Store: Sendable, Hashable, Identifiable {
    /// The backend's identifier, unique within a store list.
    public var id: String
    /// The name shown to people. Untrusted text: renderers sanitize it.
    public var name: String
    /// The postal address.
    public var address: Address
    /// Where the store is, when the backend knows.
    public var coordinate: Coordinate?
    /// A phone number as people dial it, when the store has one.
    public var phone: String?
    /// The weekly hours and special days, in the store's own time zone.
    public var openingHours: OpeningHours
    /// The kind of store (`flagship`, `store`, `outlet`, `pickup` …), used for map styling.
    public var kind: String
    /// Free-form tags from the backend.
    public var tags: [String]
    /// Backend data the presentation layer passes through untouched.
    public var customData: [String: JSONValue]

    /// Creates a store.
    public init(
        id: String, name: String, address: Address, coordinate: Coordinate? = nil, phone: String? = nil,
        openingHours: OpeningHours, kind: String = "store", tags: [String] = [], customData: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.name = name
        self.address = address
        self.coordinate = coordinate
        self.phone = phone
        self.openingHours = openingHours
        self.kind = kind
        self.tags = tags
        self.customData = customData
    }
}

extension Store: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, address, coordinate, phone, openingHours, kind, tags, customData
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "expected a non-empty store id")
        }
        name = try container.decode(String.self, forKey: .name)
        address = try container.decode(Address.self, forKey: .address)
        coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        phone = try container.decodeIfPresent(String.self, forKey: .phone).flatMap { $0.isEmpty ? nil : $0 }
        openingHours = try container.decode(OpeningHours.self, forKey: .openingHours)
        kind = try container.decodeIfPresent(String.self, forKey: .kind) ?? "store"
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        customData = try container.decodeIfPresent([String: JSONValue].self, forKey: .customData) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(address, forKey: .address)
        try container.encodeIfPresent(coordinate, forKey: .coordinate)
        try container.encodeIfPresent(phone, forKey: .phone)
        try container.encode(openingHours, forKey: .openingHours)
        try container.encode(kind, forKey: .kind)
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        if !customData.isEmpty { try container.encode(customData, forKey: .customData) }
    }
}
