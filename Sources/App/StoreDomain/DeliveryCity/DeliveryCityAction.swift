/// Something that happened in the delivery-city flow, or came back from the location
/// service or the geocoder.
public enum DeliveryCityAction: Sendable, Hashable {
    /// The flow appeared, with the location permission as it stands: the first time, or
    /// coming back. Coming back keeps what the flow shows; a permission changed meanwhile is
    /// taken as ``permissionChanged(_:)`` would take it.
    case appeared(LocationPermission)
    /// The user tapped Allow on the pre-permission screen: the app shows the system prompt.
    case allowTapped
    /// The user chose to pick a city from the list (Skip, or Choose a city on an error).
    case chooseCityTapped
    /// The system permission changed, by the prompt or in Settings.
    case permissionChanged(LocationPermission)
    /// A location fix arrived. One that comes after ``locationTimedOut`` is still used while
    /// the timeout error shows.
    case locationUpdated(Coordinate)
    /// No fix came in the time the app allows.
    case locationTimedOut
    /// The geocoder answered the request it names. Dropped unless that request is waiting.
    case geocoded(GeocodingResponse, answering: RequestID)
    /// The geocoding request it names failed before an answer (a timeout, no network).
    case geocodingFailed(GeocodingFailure, answering: RequestID)
    /// The user tapped Try again on a geocoder error.
    case retryTapped
    /// The city list's search text changed.
    case searchChanged(String)
    /// The user picked a city from the list.
    case citySelected(String)
}

/// A reverse-geocoding request, as the reducer issues it.
public struct GeocodingRequest: Sendable, Hashable {
    /// The id its answer must carry back.
    public var id: RequestID
    /// Where to geocode.
    public var coordinate: Coordinate

    /// A request numbered `id` for the city at `coordinate`.
    public init(id: RequestID, coordinate: Coordinate) {
        self.id = id
        self.coordinate = coordinate
    }

    /// The request as the Geocoding API's query items, in a stable order: `latlng`, the
    /// coordinate with six decimals (`"55.755800,37.617300"`), and `language`, the app's
    /// language tag (`"ru"`, `"en-GB"`), so that the city comes back in the words the app
    /// shows. The id is the app's to keep; it is not sent.
    ///
    /// There is no `sensor` item, which the product document's locator sent: Google's
    /// Geocoding API no longer takes it. Add the app's API `key` yourself.
    ///
    /// ```swift
    /// if let request = delivery.pendingGeocode {
    ///     components.queryItems = request.queryItems(language: "ru").map { URLQueryItem(name: $0.name, value: $0.value) }
    /// }
    /// ```
    public func queryItems(language: String) -> [(name: String, value: String)] {
        [
            (
                name: "latlng",
                value: Self.sixDecimals(coordinate.latitude) + "," + Self.sixDecimals(coordinate.longitude)
            ),
            (name: "language", value: language),
        ]
    }

    /// `value` with exactly six decimals, rounded half away from zero: `-0.1410000` → `-0.141000`.
    static func sixDecimals(_ value: Double) -> String {
        let micro = Int((value * 1_000_000).rounded())
        let whole = micro.magnitude / 1_000_000
        let fraction = String(micro.magnitude % 1_000_000)
        let sign = micro < 0 ? "-" : ""
        return sign + String(whole) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
