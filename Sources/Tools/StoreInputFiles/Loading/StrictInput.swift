import StoreDomain

/// An input file's type whose keys are all its own, so a key it does not read is a mistake or
/// an extra: within two edits of a key it reads, a misspelling, which ``InputLoader`` refuses
/// with "did you mean"; otherwise a field it leaves out, which `storefinder check` warns of,
/// once per key path.
///
/// Stores, products, availability, specials responses, booking items, cities files and
/// scenarios are; a
/// geocoder's response, which carries many fields StoreFinder has no use for, is not. A
/// store's `customData` is read whole, so any key goes there.
public protocol StrictInput: Decodable {
    /// Whether the keys of the object at `path` (its coding path: keys, and `[3]` for an
    /// index) are checked. Every object's, unless the format allows foreign members, as
    /// GeoJSON does outside a feature's `properties`.
    static func checksKeys(at path: [String]) -> Bool
}

extension StrictInput {
    /// Every object's keys are checked.
    public static func checksKeys(at path: [String]) -> Bool { true }
}

extension StorePage: StrictInput {}
extension Product: StrictInput {}
extension Availability: StrictInput {}
extension SpecialsResponse: StrictInput {}
extension BookingItemPage: StrictInput {}

extension DeliveryZones: StrictInput {
    /// Only each feature's `properties`: GeoJSON allows foreign members anywhere else.
    public static func checksKeys(at path: [String]) -> Bool { path.last == "properties" }
}
extension CitiesFile: StrictInput {}
