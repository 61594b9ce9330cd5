import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a request changes on top of its scenario: `render`'s flags.
///
/// ```swift
/// var overrides = ScreenOverrides()
/// overrides.filters = [.openNow]
/// overrides.location = try Coordinate(latitude: 51.5136, longitude: -0.1365)   // allows location too
/// ```
public struct ScreenOverrides: Sendable {
    /// Filters the list and the map keep on, each toggled on after the scenario's own.
    public var filters: [StoreFilter] = []
    /// The location permission, given after the scenario's steps.
    public var permission: LocationPermission?
    /// The user's location, which also allows location.
    public var location: Coordinate?
    /// The delivery-city flow: the geocoder's answer for ``location``.
    public var geocode: GeocodingResponse?
    /// The instant to map at, before the scenario's own.
    public var now: Date?

    /// No overrides: the scenario as written.
    public init() {}
}
