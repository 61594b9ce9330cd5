import StoreDomain
import StoreInput
import StorePresentation
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds the ``StorePresentation/ScreenRequest`` of a screen from its inputs: the one way
/// from (screen, scenario, store, overrides) to what a screen shows, so `render` and
/// `review` never disagree about a screen.
///
/// ```swift
/// let builder = ScreenRequestBuilder(inputs: try .samples(now: .now))
/// let list = try builder.request(.list, scenario: "next-page-failed").request
/// let details = try builder.request(.details, store: "ldn-regent").request
/// ```
///
/// A scenario is a file path, a sample's name, or nothing for the screen's default: for the
/// sample stores `results` (the list and details), `map-selected` (the map), `sample` (the
/// Manager's Special), `results` (the booking search); for a user's stores their first page (``yourStoresScenario``). The
/// delivery-city flow with no scenario is built from the overrides' permission, location and
/// geocoder answer.
public struct ScreenRequestBuilder: Sendable {
    /// The loaded data every request reads.
    public var inputs: ScreenInputs

    /// A builder over `inputs`.
    public init(inputs: ScreenInputs) {
        self.inputs = inputs
    }

    /// The name of the scenario that shows a user's own stores: their first page, in the
    /// file's order.
    public static let yourStoresScenario = "your-stores"

    /// A screen's request, with the notes its replay made (responses the reducer dropped,
    /// tiles wider than the canvas), which do not stop it.
    public struct Built: Sendable {
        /// What the screen shows.
        public var request: ScreenRequest
        /// Warnings worth printing, each one line.
        public var notes: [String]
    }

    /// The request for `screen`: `scenario` replayed (a file, a sample's name, or `nil` for the
    /// default), `store` shown by details and opening times, and `overrides` on top.
    public func request(
        _ screen: ScreenKind, scenario: String? = nil, store: String? = nil,
        overrides: ScreenOverrides = ScreenOverrides()
    ) throws(ScreenRequestError) -> Built {
        switch screen.known {
        case .specials: return try specialsRequest(scenario: scenario, overrides: overrides)
        case .deliveryCity: return try deliveryRequest(scenario: scenario, overrides: overrides)
        case .bookingSearch: return try bookingRequest(scenario: scenario, overrides: overrides)
        case .list, .map, .details, .openingTimes:
            return try finderRequest(screen, scenario: scenario, store: store, overrides: overrides)
        }
    }

    // MARK: - The Store Finder: list, map, details and opening times

    private func finderRequest(
        _ screen: ScreenKind, scenario name: String?, store id: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> Built {
        var store: Store?
        if let id {
            guard let found = inputs.stores.first(where: { $0.id == id }) else { throw .noSuchStore(id) }
            store = found
        }
        // Details and opening times of a named store need no scenario unless one is given.
        let replayed: (state: StoreFinderState, scenario: StoreFinderScenario?, notes: [String])
        if store != nil, name == nil, screen == .details || screen == .openingTimes {
            replayed = (StoreFinderState(productID: inputs.product?.id), nil, [])
        } else {
            let scenario = try finderScenario(name, for: screen)
            let replay: ScenarioReplay
            do {
                replay = try scenario.replay(catalog: inputs.stores, productID: inputs.product?.id)
            } catch {
                throw .replay(
                    .storeFinder, scenario: scenario.name, error,
                    isSampleOverUserData: !inputs.samples.contains(.stores) && isSample(scenario.file))
            }
            replayed = (replay.state, scenario, replay.droppedResponses.map { "scenario \"\(scenario.name)\": \($0)" })
        }
        var state = replayed.state
        for filter in overrides.filters where !state.filters.contains(filter) { state.apply(.filterToggled(filter)) }
        if let permission = overrides.permission { state.apply(.permissionChanged(permission)) }
        if let location = overrides.location {
            if state.permission != .allowed { state.apply(.permissionChanged(.allowed)) }
            state.apply(.locationUpdated(location))
        }
        let request = ScreenRequest(
            screen: screen, state: state, store: store, product: inputs.product, availability: inputs.availability,
            now: overrides.now ?? replayed.scenario?.now ?? inputs.now)
        if screen == .details || screen == .openingTimes, request.storeToShow == nil {
            throw .noStoreToShow(screen, scenario: replayed.scenario?.name ?? "")
        }
        return Built(request: request, notes: replayed.notes)
    }

    /// The Store Finder scenario `name` names, or the screen's default.
    func finderScenario(_ name: String?, for screen: ScreenKind) throws(ScreenRequestError) -> StoreFinderScenario {
        do {
            if let name {
                if name == Self.yourStoresScenario, !inputs.samples.contains(.stores),
                    !FileManager.default.fileExists(atPath: name)
                {
                    return SampleData.filePageScenario(next: inputs.storesNextPageToken)
                }
                return try StoreFinderScenario.fileOrSample(name, sample: SampleData.scenario(named:))
            }
            guard inputs.samples.contains(.stores) else {
                return SampleData.filePageScenario(next: inputs.storesNextPageToken)
            }
            return try SampleData.scenario(named: screen == .map ? "map-selected" : "results")
        } catch {
            throw .input(error)
        }
    }

    // MARK: - The Manager's Special

    private func specialsRequest(
        scenario name: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> Built {
        let scenario: SpecialsScenario
        do {
            if let name {
                scenario = try SpecialsScenario.fileOrSample(name, sample: SampleData.specialsScenario(named:))
            } else if inputs.samples.contains(.specials) {
                scenario = try SampleData.specialsScenario(named: "sample")
            } else {
                scenario = Self.yourSpecialsScenario
            }
        } catch {
            throw .input(error)
        }
        let now = overrides.now ?? scenario.now ?? inputs.now
        let state: SpecialsState
        do {
            state = try scenario.replay(specials: inputs.specials, currency: inputs.currency, now: now).state
        } catch {
            throw .replay(
                .specials, scenario: scenario.name, error,
                isSampleOverUserData: !inputs.samples.contains(.specials) && isSample(scenario.file))
        }
        // Tiles of the response by their JSON path; those of a scenario's own response by their
        // place in the grid shown.
        let notes =
            state.specials.map { shown in
                shown == inputs.specials
                    ? specialsNotes
                    : Self.clampNotes(shown) { "\(scenario.file ?? scenario.name): tile \($0) of the grid shown" }
            } ?? []
        return Built(request: ScreenRequest(screen: .specials, specials: state, now: now), notes: notes)
    }

    /// A note for each tile of the Manager's Special response wider than the canvas, which is
    /// drawn alone on its row and clamped, named by its JSON path.
    public var specialsNotes: [String] {
        Self.clampNotes(inputs.specials) { "\(inputs.specialsFile): $.managerSpecials[\($0)].width" }
    }

    private static func clampNotes(_ specials: Specials, naming tile: (Int) -> String) -> [String] {
        specials.grid.clamped.map {
            "\(tile($0.index)): \($0.requestedWidth) units is wider than the canvas (\(specials.canvasUnit)); "
                + "the tile is drawn alone on its row, \(specials.canvasUnit) units wide"
        }
    }

    // MARK: - The delivery-city flow

    private func deliveryRequest(
        scenario name: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> Built {
        guard let name else {
            // No scenario: the flow as the overrides leave it, from its first screen.
            var state = DeliveryCityState(catalog: inputs.deliveryCatalog)
            state.apply(.appeared(overrides.location != nil ? .allowed : overrides.permission ?? .notDetermined))
            if let location = overrides.location { state.apply(.locationUpdated(location)) }
            if let response = overrides.geocode, let request = state.pendingGeocode {
                state.apply(.geocoded(response, answering: request.id))
            }
            return Built(
                request: ScreenRequest(screen: .deliveryCity, deliveryCity: state, now: overrides.now ?? inputs.now),
                notes: [])
        }
        let scenario: DeliveryCityScenario
        do {
            scenario = try DeliveryCityScenario.fileOrSample(name, sample: SampleData.deliveryCityScenario(named:))
        } catch {
            throw .input(error)
        }
        let replay: DeliveryReplay
        do {
            replay = try scenario.replay(catalog: inputs.deliveryCatalog) { name throws(InputError) in
                try GeocoderResponses.response(named: name, scenarioFile: scenario.file)
            }
        } catch {
            throw .replay(
                .deliveryCity, scenario: scenario.name, error,
                isSampleOverUserData: !inputs.samples.contains(.deliveryCity) && isSample(scenario.file))
        }
        return Built(
            request: ScreenRequest(
                screen: .deliveryCity, deliveryCity: replay.state, now: overrides.now ?? scenario.now ?? inputs.now),
            notes: replay.droppedResponses.map { "delivery scenario \"\(scenario.name)\": \($0)" })
    }

    // MARK: - The booking item search

    /// The booking search `name` replays (a file or a sample's name), `results` by default.
    private func bookingRequest(
        scenario name: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> Built {
        let scenario: BookingSearchScenario
        do {
            if name == nil, !inputs.samples.contains(.bookingSearch) {
                scenario = yourItemsScenario
            } else {
                scenario = try BookingSearchScenario.fileOrSample(
                    name ?? "results", sample: SampleData.bookingSearchScenario(named:))
            }
        } catch {
            throw .input(error)
        }
        let replay: BookingReplay
        do {
            replay = try scenario.replay(items: inputs.bookingItems)
        } catch {
            throw .replay(
                .bookingSearch, scenario: scenario.name, error,
                isSampleOverUserData: !inputs.samples.contains(.bookingSearch) && isSample(scenario.file))
        }
        var request = ScreenRequest(screen: .bookingSearch, now: overrides.now ?? scenario.now ?? inputs.now)
        request.bookingSearch = replay.state
        return Built(
            request: request,
            notes: replay.droppedResponses.map { "booking scenario \"\(scenario.name)\": \($0)" })
    }

    /// The user's own specials file, loaded just now: at the request's instant, not at the
    /// sample scenario's, whose grid is twelve minutes old.
    static let yourSpecialsScenario = SpecialsScenario(
        name: "your-specials", description: "The specials file, loaded just now.",
        steps: [.refresh(.foreground, at: nil), .loaded(.all, at: nil, answering: nil)])

    /// The user's own booking items, every one as the one page the backend sent for the
    /// file's name as the search text, its `nextPageToken` saying whether more are to come.
    var yourItemsScenario: BookingSearchScenario {
        BookingSearchScenario(
            name: "your-items", description: "Every item of the booking items file, as one page of results.",
            steps: [
                .search(inputs.bookingItemsQuery ?? "items"),
                .loaded(items: nil, next: inputs.bookingItemsNextPageToken, answering: nil),
            ])
    }

    /// Whether `file` is an embedded sample's.
    private func isSample(_ file: String?) -> Bool {
        file.map { SampleFiles.files.text(at: $0) != nil } ?? false
    }
}
