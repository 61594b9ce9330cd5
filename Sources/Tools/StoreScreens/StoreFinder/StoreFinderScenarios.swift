import StoreDomain
import StoreIO
import StorePresentation
import StoreSamples
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Store Finder's scenarios, replayed through ``StoreDomain/StoreFinderState`` over the
/// stores file: what the list, the map, Store Details and the opening times draw.
package enum StoreFinderScenarios: ScenarioKind {
    package typealias Step = StoreFinderScenarioStep

    package static let noun = "scenario"
    package static let sampleData = "the sample stores"
    package static let reads: ScreenInputs.Samples = .stores
    package static let samplesFolder = SampleData.scenariosFolder

    /// The stores, and the product whose stock the screens show (its searches name it).
    package static func replayInputs(
        for scenario: StoreFinderScenario, in inputs: ScreenInputs
    ) -> StoreFinderScenarioStep.Inputs {
        StoreFinderScenarioStep.Inputs(catalog: inputs.stores, productID: inputs.product?.id)
    }

    /// "12 stores, product "jacket" with stock in 9 of them, 27 of 27 scenarios replayed";
    /// without a product, the stores alone.
    package static func summary(of inputs: ScreenInputs, replayed: String) -> String {
        guard let product = inputs.product, let availability = inputs.availability else {
            return "\(counted(inputs.stores.count, "store")), " + replayed
        }
        // The stores of this file that have the product to sell, as the screens would show it.
        let stocked = inputs.stores.count { store in
            let status = availability.stock(of: product, in: store.id)?.status
            return status == .inStock || status == .lowStock
        }
        return "\(counted(inputs.stores.count, "store")), product \"\(product.id)\" with stock in \(stocked) of them, "
            + replayed
    }

    /// The scenario that shows stores that are not the samples: every store of the file, in
    /// its order, as the one page the backend sent, with location allowed but not yet known.
    /// `next` is the file's `nextPageToken`: with one, the list says more pages are to come.
    /// Sample scenarios name sample stores and a place in London, so they apply to the sample
    /// data only.
    package static func filePageScenario(next: String? = nil) -> StoreFinderScenario {
        StoreFinderScenario(
            name: ScreenRequestBuilder.yourStoresScenario,
            description: "Every store of the stores file, in its order, as the one page the backend sent.",
            steps: [
                .appeared, .permission(.allowed), .search(""),
                .page(StoreReference(offset: 0, count: nil, next: next), query: nil),
            ])
    }

    /// The request of `screen`, one of the four that draw the Store Finder: `scenario` replayed
    /// (a file, a sample's name, or `nil` for `defaultSample` over the samples and the file's
    /// first page over a user's stores), `store` shown when the screen `showsStore`, and the
    /// overrides' filters, permission and location on top.
    static func request(
        _ screen: ScreenKind, in builder: ScreenRequestBuilder, scenario name: String?, defaultSample: String,
        store id: String?, showsStore: Bool, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        let inputs = builder.inputs
        var store: Store?
        if let id {
            guard let found = inputs.stores.first(where: { $0.id == id }) else { throw .noSuchStore(id) }
            store = found
        }
        // A screen of a named store needs no scenario unless one is given.
        var state = StoreFinderState(productID: inputs.product?.id)
        var scenario: StoreFinderScenario?
        var notes: [String] = []
        if store == nil || name != nil || !showsStore {
            let replayed = try scenarioNamed(name, defaultSample: defaultSample, over: inputs)
            let replay = try replay(replayed, over: inputs)
            (state, scenario, notes) = (replay.state, replayed, Self.notes(of: replay, scenario: replayed))
        }
        for filter in overrides.filters where !state.filters.contains(filter) { state.apply(.filterToggled(filter)) }
        if let permission = overrides.permission { state.apply(.permissionChanged(permission)) }
        if let location = overrides.location {
            if state.permission != .allowed { state.apply(.permissionChanged(.allowed)) }
            state.apply(.locationUpdated(location))
        }
        let request = ScreenRequest(
            screen: screen, state: state, store: store, product: inputs.product, availability: inputs.availability,
            now: overrides.now ?? scenario?.now ?? inputs.now)
        if showsStore, request.storeToShow == nil {
            throw .noStoreToShow(screen, scenario: scenario?.name ?? "")
        }
        return ScreenRequestBuilder.Built(request: request, notes: notes)
    }

    /// The scenario `name` names, or the default: `defaultSample` over the sample stores, the
    /// file's first page over a user's own.
    private static func scenarioNamed(
        _ name: String?, defaultSample: String, over inputs: ScreenInputs
    ) throws(ScreenRequestError) -> StoreFinderScenario {
        do {
            if let name {
                if name == ScreenRequestBuilder.yourStoresScenario, !inputs.samples.contains(.stores),
                    !FileManager.default.fileExists(atPath: name)
                {
                    return filePageScenario(next: inputs.storesNextPageToken)
                }
                return try scenario(name)
            }
            guard inputs.samples.contains(.stores) else { return filePageScenario(next: inputs.storesNextPageToken) }
            return try sample(named: defaultSample)
        } catch {
            throw .input(error)
        }
    }

    /// The scenarios the list and the map are reviewed with: every sample over the sample
    /// stores; over a user's own, the file's first page, then each sample that replays.
    static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects {
        try applyingSamples(over: builder.inputs, first: [ScreenRequestBuilder.yourStoresScenario])
    }

    /// The calendar of `stores` when they all keep one time zone; `nil` (UTC) when they differ.
    static func sharedCalendar(of stores: [Store]) -> Calendar? {
        let calendars = stores.compactMap(\.calendar)
        guard let first = calendars.first, calendars.allSatisfy({ $0.timeZone == first.timeZone }) else { return nil }
        return first
    }
}
