/// A postal address, in the fields Google's libaddressinput uses, so that each country's
/// layout can be applied to it (``AddressFormat``).
///
/// ```json
/// { "lines": ["767 Fifth Avenue"], "city": "New York", "region": "NY",
///   "postcode": "10153", "country": "US" }
/// ```
///
/// Every field but `lines` and `country` is optional: Japan, for one, carries the ward in
/// the street lines and has no city field. Empty strings count as absent.
public struct Address: Sendable, Hashable {
    /// Street lines, in order: building, street and number as the country writes them.
    public var lines: [String]
    /// The city or town (libaddressinput's locality, %C).
    public var city: String?
    /// The state, province, prefecture or county (administrative area, %S).
    public var region: String?
    /// An area within the city: a district, neighbourhood or suburb (dependent locality, %D).
    public var district: String?
    /// The postcode, when the country uses one (%Z).
    public var postcode: String?
    /// A sorting code, such as France's CEDEX (%X).
    public var sortingCode: String?
    /// The ISO 3166-1 alpha-2 country code, such as `GB`.
    public var country: String

    /// Creates an address.
    public init(
        lines: [String], city: String? = nil, region: String? = nil, district: String? = nil,
        postcode: String? = nil, sortingCode: String? = nil, country: String
    ) {
        self.lines = lines
        self.city = city
        self.region = region
        self.district = district
        self.postcode = postcode
        self.sortingCode = sortingCode
        self.country = country
    }

    /// The value of one field: `nil` when absent or blank. Street lines are joined by new lines.
    public func value(of field: AddressField) -> String? {
        let text: String?
        switch field {
        case .street: text = lines.filter { !$0.isBlank }.joined(separator: "\n")
        case .city: text = city
        case .region: text = region
        case .district: text = district
        case .postcode: text = postcode
        case .sortingCode: text = sortingCode
        case .name, .organization: text = nil
        }
        guard let text, !text.isBlank else { return nil }
        return text
    }

    /// Whether `code` has the shape of an ISO 3166-1 alpha-2 code: two letters A to Z.
    public static func isCountryCode(_ code: String) -> Bool {
        code.utf8.count == 2 && code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
}

extension Address: Codable {
    private enum CodingKeys: String, CodingKey {
        case lines, city, region, district, postcode, sortingCode, country
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func optional(_ key: CodingKeys) throws -> String? {
            try container.decodeIfPresent(String.self, forKey: key).flatMap { $0.isBlank ? nil : $0 }
        }
        lines = try container.decode([String].self, forKey: .lines)
        city = try optional(.city)
        region = try optional(.region)
        district = try optional(.district)
        postcode = try optional(.postcode)
        sortingCode = try optional(.sortingCode)
        country = try container.decode(String.self, forKey: .country)
        guard Self.isCountryCode(country) else {
            throw DecodingError.dataCorruptedError(
                forKey: .country, in: container,
                debugDescription: "expected an ISO 3166-1 alpha-2 country code such as \"GB\", found \"\(country)\"")
        }
    }
}

extension StringProtocol {
    /// Whether the text is empty or only white space.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
