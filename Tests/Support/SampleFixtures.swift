import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The sample data of `Examples/`, read as an app reads its backend's answers (Foundation's
/// `JSONDecoder` over the models' own `Decodable`), and a few Store Finder states built from
/// the reducer's actions, as an app sends them. For app-facing tests, which link nothing of
/// the tools: no input parser, no YAML, no embedded samples.
///
/// ```swift
/// let regent = SampleFixtures.store("ldn-regent")
/// let state = SampleFixtures.state(.results)
/// ```
///
/// Each state is the one its scenario file in `Examples/Scenarios/` replays to: a tool-side
/// test holds them equal, so the two never drift apart.
public enum SampleFixtures {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Examples/<path>` decoded with Foundation's `JSONDecoder`; a broken sample stops the tests.
    public static func decode<T: Decodable>(_ type: T.Type, _ path: String) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(contentsOf: root.appendingPathComponent(path)))
        } catch {
            preconditionFailure("cannot decode the sample \(path): \(error)")
        }
    }

    /// The 37 sample stores, in London and Saint Petersburg.
    public static let stores = decode(StorePage.self, "Examples/stores.json").stores
    /// The sample product, discounted.
    public static let product = decode(Product.self, "Examples/product.json")
    /// The sample product's stock in each store.
    public static let availability = decode(Availability.self, "Examples/availability.json")

    /// The sample store `id`.
    public static func store(_ id: String) -> Store {
        guard let store = stores.first(where: { $0.id == id }) else { preconditionFailure("no sample store \(id)") }
        return store
    }

    /// Where the sample scenarios put the user: Piccadilly Circus.
    public static let piccadilly = coordinate(51.5100, -0.1340)

    /// A Store Finder state of the sample scenarios, named as its file is.
    public enum StoreFinderScenario: String, Sendable, CaseIterable {
        case results
        case errorNetwork = "error-network"
        case mapSelected = "map-selected"
        case storeTruth = "store-truth"
        case filtersOpenNow = "filters-open-now"
        case filtersNoMatch = "filters-no-match"
    }

    /// The state `scenario` shows, built from the reducer's actions.
    public static func state(_ scenario: StoreFinderScenario) -> StoreFinderState {
        let truth = [
            "ldn-waterloo", "ldn-oxford", "ldn-bond", "ldn-battersea", "ldn-victoria", "ldn-regent", "ldn-covent",
        ].map(store)
        var state = nearby()
        switch scenario {
        case .results:
            state.answer {
                .pageLoaded(StorePage(stores: Array(stores.prefix(12)), nextPageToken: "page-2"), answering: $0)
            }
        case .errorNetwork:
            state.answer { .pageFailed(.network, answering: $0) }
        case .mapSelected:
            state.answer {
                .pageLoaded(StorePage(stores: Array(stores.prefix(12)), nextPageToken: "page-2"), answering: $0)
            }
            // As the scenario's bare `searchArea`: the 2 km around the user.
            if let here = state.userLocation, let region = try? MapRegion(centre: here, radiusMetres: 2_000) {
                state.apply([.mapRegionChanged, .mapAreaSearchRequested(region)])
            }
            if let area = state.pendingAreaRequest {
                state.apply(.mapAreaLoaded(StorePage(stores: Array(stores[12..<18])), answering: area))
            }
            state.apply(.storeSelected("ldn-kingscross"))
        case .storeTruth:
            state.answer { .pageLoaded(StorePage(stores: truth), answering: $0) }
        case .filtersOpenNow:
            state.answer { .pageLoaded(StorePage(stores: truth), answering: $0) }
            state.apply([.filterToggled(.openNow), .filterToggled(.service("pharmacy"))])
        case .filtersNoMatch:
            state.answer { .pageLoaded(StorePage(stores: truth), answering: $0) }
            state.apply([.filterToggled(.openNow), .filterToggled(.facility("accessibleParking"))])
        }
        return state
    }

    /// Appeared, location allowed at Piccadilly, and the search near the user sent, for the
    /// sample product's stock, as the samples show it.
    private static func nearby() -> StoreFinderState {
        var state = StoreFinderState(productID: product.id)
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(piccadilly), .searchSubmitted("")])
        return state
    }

    static func coordinate(_ latitude: Double, _ longitude: Double) -> Coordinate {
        guard let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else {
            preconditionFailure("bad coordinate")
        }
        return coordinate
    }
}

extension StoreFinderState {
    /// Applies the response `make` builds for the request the state waits for.
    fileprivate mutating func answer(_ make: (RequestID) -> StoreFinderAction) {
        apply(make(pendingRequest?.id ?? lastRequestID))
    }
}

extension MapRegion {
    /// The 1.5 km around Piccadilly Circus: a map-area search's region where a test needs one.
    public static let sample: MapRegion = {
        guard let region = try? MapRegion(centre: SampleFixtures.piccadilly, radiusMetres: 1_500) else {
            preconditionFailure("the sample region is valid")
        }
        return region
    }()
}
