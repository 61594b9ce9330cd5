/// The delivery-city flow as a value a pure reducer produces: ask for the location, find the
/// city, and say whether and for how much the shop delivers there; or let the user pick a city.
///
/// ```swift
/// var state = DeliveryCityState(catalog: catalog)
/// state.apply(.appeared(.notDetermined))            // the pre-permission screen
/// state.apply(.allowTapped)                         // show the system prompt
/// state.apply(.permissionChanged(.allowed))         // detecting
/// state.apply(.locationUpdated(fix))                // state.pendingGeocode to send
/// state.apply(.geocoded(response, answering: state.pendingGeocode!.id))
/// ```
///
/// The rules:
/// - **Permission.** Not asked yet: the pre-permission screen. Denied or restricted: the list.
/// - **Deciding.** A point in a zone is that zone's city, whatever the geocoder calls the
///   place (zones may reach past a city's limits). Otherwise a geocoded name that matches an
///   active city is "outside our delivery area", with the distance to the city's nearest
///   zone; a name that matches none is "we don't deliver to X yet", with the list.
/// - **Timeouts.** A location that times out shows the timeout error, with Try again and
///   Choose a city; a fix that then arrives late is still used, while that error shows. Once
///   the user has gone to the list, the list stays.
/// - **Stale answers.** A geocoder answer is taken only for the request still waiting.
public struct DeliveryCityState: Reducer {
    /// What the flow is showing.
    public enum Phase: Sendable, Hashable {
        /// Why the app wants the location, with Allow and Choose a city.
        case prePermission
        /// Waiting for a fix or for the geocoder.
        case detecting
        /// The point is in a zone of an active city.
        case detected(DeliveryDetection)
        /// The list of active cities.
        case choosing
        /// The geocoder named a city the shop does not deliver to.
        case notActive(GeocodedCity)
        /// The city is active but the point is in none of its zones; the nearest zone and how far it is.
        case outside(city: String, nearestZone: String?, metres: Double?)
        /// Locating or geocoding failed.
        case failed(GeocodingFailure)
    }

    /// What the flow decided for the last point it located: a city in a zone, one outside the
    /// zones, one not delivered to, or a failure.
    public enum Decision: Sendable, Hashable {
        /// The point is in a zone of an active city.
        case detected(DeliveryDetection)
        /// The geocoder named a city the shop does not deliver to.
        case notActive(GeocodedCity)
        /// The city is active but the point is in none of its zones.
        case outside(city: String, nearestZone: String?, metres: Double?)
        /// Locating or geocoding failed.
        case failed(GeocodingFailure)
    }

    /// The cities and zones the flow detects and lists.
    public let catalog: DeliveryCatalog
    /// What the flow decided for the last point it located; `nil` while it locates, and before.
    public internal(set) var decision: Decision?
    /// Whether the wait for a fix ran out (``DeliveryCityAction/locationTimedOut``): the timeout
    /// shows, while a late fix is still taken.
    public internal(set) var hasTimedOut = false
    /// Whether the user went to the city list: Choose a city, a city picked, or location refused.
    public internal(set) var isChoosingFromList = false
    /// The location permission, as the last action reported it.
    public internal(set) var permission: LocationPermission = .notDetermined
    /// The last fix, when allowed.
    public internal(set) var location: Coordinate?
    /// The city the user picked or the flow detected: the list marks it.
    public internal(set) var currentCity: String?
    /// The list's search text.
    public internal(set) var query = ""
    /// Whether the app should show the system permission prompt.
    public internal(set) var isPromptingForPermission = false
    /// Whether a location fix is awaited, including after a timeout (a late fix is used).
    public internal(set) var isAwaitingLocation = false
    /// The geocoding request the app should send, and whose answer the state waits for.
    public internal(set) var pendingGeocode: GeocodingRequest?
    /// The id of the last geocoding request issued, so a replay numbers them alike.
    public internal(set) var lastRequestID = RequestID(0)
    /// How long the flow waits for a location fix: when ``isAwaitingLocation`` becomes true,
    /// the app schedules one timer this long, which sends
    /// ``DeliveryCityAction/locationTimedOut``. Eight seconds, as the product's locator waits,
    /// unless the app sets another.
    public var locationTimeout: Duration = Self.defaultLocationTimeout
    /// The last geocoded fix and the answer for it: a detection at the same point, or within
    /// ``geocodeReuseMetres`` of it, reuses the answer and sends no request.
    public internal(set) var lastGeocoded: GeocodedFix?

    /// Eight seconds: how long the product's locator waits for a fix.
    public static let defaultLocationTimeout: Duration = .seconds(8)
    /// How near a fix must be to the last geocoded one to reuse its answer: 100 metres, well
    /// inside any city a geocoder names.
    public static let geocodeReuseMetres = 100.0

    /// The flow's first state, over `catalog`: asking for location permission.
    public init(catalog: DeliveryCatalog) {
        self.catalog = catalog
    }

    /// The flow's first state, over `catalog`, waiting `locationTimeout` for a fix.
    public init(catalog: DeliveryCatalog, locationTimeout: Duration) {
        self.catalog = catalog
        self.locationTimeout = locationTimeout
    }

    /// The cities the list shows: those matching ``query``, in the catalog's order (the
    /// mapper sorts them by the locale's collation).
    public var listedCities: [DeliveryCity] { catalog.cities(matching: query) }

    /// Where the flow is, derived from its facts: the list once the user went to it; what it
    /// decided for the last point; the timeout; detecting while a fix or the geocoder is awaited;
    /// else what the permission allows (not asked yet: the pre-permission screen; refused: the
    /// list).
    public var phase: Phase {
        if isChoosingFromList { return .choosing }
        switch decision {
        case .detected(let found): return .detected(found)
        case .notActive(let city): return .notActive(city)
        case .outside(let city, let zone, let metres): return .outside(city: city, nearestZone: zone, metres: metres)
        case .failed(let failure): return .failed(failure)
        case nil: break
        }
        if hasTimedOut { return .failed(.timeout) }
        if pendingGeocode != nil || isAwaitingLocation { return .detecting }
        switch permission {
        case .notDetermined: return .prePermission
        case .denied, .restricted: return .choosing
        // NB: allowed always starts locating, or leaves the user at the list: never idle here.
        case .allowed: return .detecting
        }
    }
}

/// An active city found at the user's location, with the zone that serves the point.
public struct DeliveryDetection: Sendable, Hashable {
    /// The city the user is in.
    public var city: DeliveryCity
    /// The zone that serves the user's position.
    public var zone: DeliveryZone
    /// What the geocoder called the place, when it answered with a city.
    public var geocoded: GeocodedCity?
    /// The street address from the geocoder's most precise result, when it has one: the
    /// route's short name then the number ("Невский пр., 28"), as product document 002 builds it.
    public var address: Address?
    /// The same address with the route's long name ("Невский проспект, 28"): what a screen
    /// reader says, as it would read an abbreviation letter by letter.
    public var longAddress: Address?

    /// A detection of `city` and `zone`, with the geocoder's answer and the address it
    /// gave, when one was asked.
    public init(city: DeliveryCity, zone: DeliveryZone, geocoded: GeocodedCity? = nil, address: Address? = nil) {
        self.city = city
        self.zone = zone
        self.geocoded = geocoded
        self.address = address
    }
}

/// A fix the geocoder answered for, and its answer.
public struct GeocodedFix: Sendable, Hashable {
    /// Where the geocoder was asked about.
    public var coordinate: Coordinate
    /// What it answered.
    public var response: GeocodingResponse

    /// The answer `response` for `coordinate`.
    public init(coordinate: Coordinate, response: GeocodingResponse) {
        self.coordinate = coordinate
        self.response = response
    }
}
