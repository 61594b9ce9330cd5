#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A shop as the backend describes it: where it is, how to reach it, when it and its services
/// are open, whether it trades at all, and what it offers.
///
/// ```swift
/// let store = Store(id: "ldn-001", name: "Covent Garden",
///                   address: Address(lines: ["12 Long Acre"], city: "London", postcode: "WC2E 9LH", country: "GB"),
///                   openingHours: hours)
/// store.status(at: .now).kind      // .open, .closesSoon, .temporarilyClosed …
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
    /// The weekly hours and special days, in the store's own time zone; `nil` when the backend
    /// does not say, which shows as "unknown", never as closed.
    public var openingHours: OpeningHours?
    /// The kind of store (`flagship`, `store`, `outlet`, `pickup` …), used for map styling.
    /// An open set: a kind outside ``namedKinds`` shows as the backend wrote it.
    public var kind: String
    /// The kinds the shipped tables name and the shipped themes give a pin of their own.
    public static let namedKinds = ["store", "flagship", "outlet", "express", "pickup"]
    /// Free-form tags from the backend.
    public var tags: [String]
    /// Backend data the presentation layer passes through untouched.
    public var customData: [String: JSONValue]
    /// Whether the store trades at all: open (by its hours), temporarily or permanently closed.
    public var businessStatus: BusinessStatus
    /// The day a temporarily closed store reopens, when known.
    public var reopensOn: LocalDate?
    /// Dated closures, such as a refurbishment; each closes the store and its services.
    public var closures: [Closure]
    /// The day a store that has not opened yet opens.
    public var opensOn: LocalDate?
    /// The hours of the store's services, by id: `pickup`, `pharmacy`, `opticians`, `cafe`,
    /// `returns`, or any other the backend names.
    public var serviceHours: [String: OpeningHours]
    /// How click & collect orders are prepared, when the store offers it.
    public var pickup: PickupPolicy?
    /// Facilities by id (`stepFreeAccess`, `accessibleParking` …): `true` present, `false`
    /// absent. A facility the backend does not know is not listed.
    public var facilities: [String: Bool]
    /// The time zone the dates are in when the store has no opening hours to give one.
    public var timeZone: TimeZone?

    /// Creates a store.
    public init(
        id: String, name: String, address: Address, coordinate: Coordinate? = nil, phone: String? = nil,
        openingHours: OpeningHours?, kind: String = "store", tags: [String] = [], customData: [String: JSONValue] = [:],
        businessStatus: BusinessStatus = .open, reopensOn: LocalDate? = nil, closures: [Closure] = [],
        opensOn: LocalDate? = nil, serviceHours: [String: OpeningHours] = [:], pickup: PickupPolicy? = nil,
        facilities: [String: Bool] = [:], timeZone: TimeZone? = nil
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
        self.businessStatus = businessStatus
        self.reopensOn = reopensOn
        self.closures = closures
        self.opensOn = opensOn
        self.serviceHours = serviceHours
        self.pickup = pickup
        self.facilities = facilities
        self.timeZone = timeZone
    }

    /// The store's calendar: Gregorian, in its opening hours' time zone, or ``timeZone``;
    /// `nil` when neither is known.
    public var calendar: Calendar? {
        if let hours = openingHours { return hours.calendar }
        guard let timeZone else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The store's services, in the order a screen lists them: the common ones first
    /// (pickup, pharmacy, opticians, café, returns), then the rest by id.
    public var services: [String] {
        Self.ordered(serviceHours.keys, known: Self.knownServices)
    }

    /// Whether the store offers the service `id`: it has hours for it, or, for `pickup`, a
    /// click & collect policy. A store that takes click & collect orders on its opening hours
    /// has a `pickup` policy and no `serviceHours.pickup`, and offers pickup all the same.
    public func offers(service id: String) -> Bool {
        serviceHours[id] != nil || (id == Self.pickupService && pickup != nil)
    }

    /// The service id of click & collect: `pickup`.
    public static let pickupService = "pickup"

    /// The facilities the store reports, as (id, present), in the order a screen lists them.
    public var knownFacilities: [(id: String, available: Bool)] {
        Self.ordered(facilities.keys, known: Self.commonFacilities).compactMap { id in facilities[id].map { (id, $0) } }
    }

    /// The services the string tables name, in the order screens list them.
    public static let knownServices = ["pickup", "pharmacy", "opticians", "cafe", "returns"]
    /// The facilities the string tables name, in the order screens list them.
    public static let commonFacilities = [
        "stepFreeAccess", "accessibleParking", "accessibleToilet", "hearingLoop", "babyChanging", "parking", "wifi",
    ]

    private static func ordered(_ ids: some Sequence<String>, known: [String]) -> [String] {
        let all = Set(ids)
        return known.filter(all.contains) + all.subtracting(known).sorted()
    }
}

extension Store: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, address, coordinate, phone, openingHours, kind, tags, customData
        case status, reopensOn, closures, opensOn, serviceHours, pickup, facilities, timeZone
    }

    /// Any key of an object whose keys are ids: `serviceHours` and `facilities`.
    private struct IDKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes a store. Every field but `id`, `name` and `address` is optional; dates need the
    /// store's time zone, from `openingHours` or `timeZone`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "expected a non-empty store id")
        }
        name = try container.decode(String.self, forKey: .name)
        guard name.contains(where: { !$0.isWhitespace }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container,
                debugDescription: "expected a store name, found \"\(name)\"; a row without one reads as nothing")
        }
        address = try container.decode(Address.self, forKey: .address)
        coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        phone = try container.decodeIfPresent(String.self, forKey: .phone).flatMap { $0.isEmpty ? nil : $0 }
        openingHours = try container.decodeIfPresent(OpeningHours.self, forKey: .openingHours)
        kind = try container.decodeIfPresent(String.self, forKey: .kind) ?? "store"
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        customData = try container.decodeIfPresent([String: JSONValue].self, forKey: .customData) ?? [:]
        timeZone = nil
        if let identifier = try container.decodeIfPresent(String.self, forKey: .timeZone) {
            do {
                timeZone = try OpeningHours.timeZone(named: identifier)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .timeZone, in: container, debugDescription: error.description)
            }
        }
        businessStatus = try container.decodeIfPresent(BusinessStatus.self, forKey: .status) ?? .open
        reopensOn = try container.decodeIfPresent(LocalDate.self, forKey: .reopensOn)
        if reopensOn != nil, businessStatus != .temporarilyClosed {
            throw DecodingError.dataCorruptedError(
                forKey: .reopensOn, in: container,
                debugDescription:
                    "reopensOn is for a temporarilyClosed store, and the status is \(businessStatus.rawValue)")
        }
        closures = try container.decodeIfPresent([Closure].self, forKey: .closures) ?? []
        opensOn = try container.decodeIfPresent(LocalDate.self, forKey: .opensOn)
        let zone = openingHours?.timeZoneIdentifier ?? timeZone?.identifier
        if zone == nil {
            let dated: CodingKeys? =
                !closures.isEmpty ? .closures : reopensOn != nil ? .reopensOn : opensOn != nil ? .opensOn : nil
            if let dated {
                throw DecodingError.dataCorruptedError(
                    forKey: dated, in: container,
                    debugDescription: "dates are on the store's own calendar; give openingHours or a timeZone")
            }
        }
        serviceHours = [:]
        if container.contains(.serviceHours), try !container.decodeNil(forKey: .serviceHours) {
            let services = try container.nestedContainer(keyedBy: IDKey.self, forKey: .serviceHours)
            for key in services.allKeys {
                guard !key.stringValue.isEmpty else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: services, debugDescription: "expected a service id, such as pickup")
                }
                if zone == nil,
                    try !services.nestedContainer(keyedBy: IDKey.self, forKey: key).contains(
                        IDKey(stringValue: "timeZone"))
                {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: services,
                        debugDescription: "expected a timeZone: the store has no opening hours to take it from")
                }
                serviceHours[key.stringValue] = try OpeningHours(
                    from: services.superDecoder(forKey: key), defaultTimeZone: zone)
            }
        }
        pickup = try container.decodeIfPresent(PickupPolicy.self, forKey: .pickup)
        facilities = [:]
        if container.contains(.facilities), try !container.decodeNil(forKey: .facilities) {
            let listed = try container.nestedContainer(keyedBy: IDKey.self, forKey: .facilities)
            for key in listed.allKeys {
                // NB: null, like a missing key, means the backend does not know; it shows nothing.
                if let present = try listed.decodeIfPresent(Bool.self, forKey: key) {
                    facilities[key.stringValue] = present
                }
            }
        }
    }

    /// Encodes the store, leaving out what is at its default.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(address, forKey: .address)
        try container.encodeIfPresent(coordinate, forKey: .coordinate)
        try container.encodeIfPresent(phone, forKey: .phone)
        try container.encodeIfPresent(openingHours, forKey: .openingHours)
        try container.encode(kind, forKey: .kind)
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        if !customData.isEmpty { try container.encode(customData, forKey: .customData) }
        if openingHours == nil { try container.encodeIfPresent(timeZone?.identifier, forKey: .timeZone) }
        if businessStatus != .open { try container.encode(businessStatus, forKey: .status) }
        try container.encodeIfPresent(reopensOn, forKey: .reopensOn)
        if !closures.isEmpty { try container.encode(closures, forKey: .closures) }
        try container.encodeIfPresent(opensOn, forKey: .opensOn)
        if !serviceHours.isEmpty { try container.encode(serviceHours, forKey: .serviceHours) }
        try container.encodeIfPresent(pickup, forKey: .pickup)
        if !facilities.isEmpty { try container.encode(facilities, forKey: .facilities) }
    }
}
