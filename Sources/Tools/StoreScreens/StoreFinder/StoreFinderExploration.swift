import StoreDomain
import StoreExploration
import StoreScenarios

/// The Store Finder's reducer as exploration drives it, once over the list's vocabulary and
/// once over the map's, each with the lifecycle events an app sends in any order.
package enum StoreFinderExploration {
    /// The reducer under exploration: the shipped one unless a test breaks it on purpose.
    package typealias Reduce = @Sendable (inout StoreFinderState, StoreFinderAction) -> Void

    /// The list: permission and position in any order, searches, pages, late and repeated
    /// answers, paging, modes, selection, Store Details opened and come back from, filters.
    package static func list(
        catalog: [Store], reduce: @escaping Reduce = { $0.apply($1) }
    ) -> ExplorationSubject<StoreFinderScenarioStep>? {
        guard let words = Vocabulary(catalog: catalog) else { return nil }
        let alphabet: [StoreFinderScenarioStep] =
            words.lifecycle + words.searches + [
                .page(StoreReference(offset: 0, count: 3, next: "page-2"), query: nil),
                .page(StoreReference(offset: 3, count: 2), query: nil),
                .page(StoreReference(offset: 0, count: 0), query: nil),
                .page(StoreReference(offset: 1, count: 2), query: "soho"),
                .pageFailed(.network, query: nil),
                .pageFailed(.server(message: "Busy"), query: nil),
                .pageFailed(.network, query: "camden"),
                .nextPage, .retryNextPage,
                .mode(.standard), .mode(.selection), .mode(.inStore),
                .select(words.first), .select(words.later), .open(words.first), .open(words.later), .clearSelection,
                .activateInStore, .deactivateInStore,
                .filter(.openNow), .clearFilters,
            ]
        let core: [StoreFinderScenarioStep] = [
            .appeared, .permission(.allowed), .permission(.denied), .location(words.here), .locationFailed,
            .search("soho"), .page(StoreReference(offset: 0, count: 3, next: "page-2"), query: nil),
            .pageFailed(.network, query: nil), .nextPage, .open(words.first),
        ]
        return subject(screen: "list", catalog: catalog, alphabet: alphabet, core: core, reduce: reduce)
    }

    /// The map: tabs, the camera and its tracking button, area searches and their pages,
    /// toasts, pins selected and their panel opened, with the list's searches beside them.
    package static func map(
        catalog: [Store], reduce: @escaping Reduce = { $0.apply($1) }
    ) -> ExplorationSubject<StoreFinderScenarioStep>? {
        guard let words = Vocabulary(catalog: catalog) else { return nil }
        let alphabet: [StoreFinderScenarioStep] =
            words.lifecycle + [
                .search(""), .search("soho"),
                .page(StoreReference(offset: 0, count: 3, next: "page-2"), query: nil),
                .pageFailed(.network, query: nil),
                .followMe, .mapMoved, .searchArea(words.region),
                .areaLoaded(StoreReference(offset: 0, count: 2, next: "area-2")),
                .areaLoaded(StoreReference(offset: 2, count: 3)),
                .areaFailed(.network), .areaFailed(.server(message: "Busy")),
                .areaNextPage, .retryAreaNextPage, .dismissToast,
                .select(words.first), .select(words.later), .open(words.first), .open(words.later), .clearSelection,
                .mode(.inStore), .activateInStore, .filter(.openNow), .clearFilters,
            ]
        let core: [StoreFinderScenarioStep] = [
            .appeared, .permission(.allowed), .location(words.here), .tab(.map), .searchArea(words.region),
            .areaLoaded(StoreReference(offset: 0, count: 2, next: "area-2")), .areaFailed(.network),
            .areaNextPage, .select(words.first), .open(words.first),
        ]
        return subject(screen: "map", catalog: catalog, alphabet: alphabet, core: core, reduce: reduce)
    }

    /// The values the steps use, drawn from the stores: two ids, two positions, an area.
    private struct Vocabulary {
        var first: String
        var later: String
        var here: Coordinate
        var elsewhere: Coordinate
        var region: MapRegion

        init?(catalog: [Store]) {
            let placed = catalog.compactMap { store in store.coordinate.map { (store.id, $0) } }
            guard let (first, here) = placed.first, let (later, elsewhere) = placed.dropFirst(2).first ?? placed.last,
                let region = try? MapRegion(centre: here, radiusMetres: 1_500)
            else { return nil }
            (self.first, self.later, self.here, self.elsewhere, self.region) = (first, later, here, elsewhere, region)
        }

        /// What every app sends, in any order: appearing (again), each permission, the same
        /// position twice and another, a position that does not come, Try again, the tabs.
        var lifecycle: [StoreFinderScenarioStep] {
            [
                .appeared, .appeared,
                .permission(.allowed), .permission(.denied), .permission(.restricted), .permission(.notDetermined),
                .location(here), .location(elsewhere), .locationFailed, .retryLocation,
                .tab(.list), .tab(.map),
            ]
        }

        var searches: [StoreFinderScenarioStep] { [.search(""), .search("soho"), .search("camden")] }
    }

    private static func subject(
        screen: String, catalog: [Store], alphabet: [StoreFinderScenarioStep], core: [StoreFinderScenarioStep],
        reduce: @escaping Reduce
    ) -> ExplorationSubject<StoreFinderScenarioStep> {
        ExplorationSubject(
            screen: screen, alphabet: alphabet, coreAlphabet: core,
            initial: Replay(inputs: .init(catalog: catalog), reduce: reduce), invariants: invariants)
    }

    /// The promises, numbered as the docs number them.
    package static let invariants: [Invariant<StoreFinderScenarioStep>] = [
        Invariant("I1 no stuck spinner") { _, _, after, _ in
            let state = after.state
            let firstPage = state.pendingRequest.map { !$0.isNextPage } ?? false
            if state.screen == .loading, !firstPage, !state.isAwaitingLocation {
                return "the list shows “Finding stores…” with no request on its way and no position awaited"
            }
            if state.footer == .loading, state.pendingRequest?.isNextPage != true {
                return "the list's footer spins with no next page on its way"
            }
            if state.areaSearch == .loading, state.pendingAreaSearch.map({ !$0.isNextPage }) != true {
                return "the map's search button spins with no area search on its way"
            }
            if state.areaFooter == .loading, state.pendingAreaSearch?.isNextPage != true {
                return "the map area's footer spins with no next page on its way"
            }
            return nil
        },
        Invariant("I2 coming back keeps what was shown") { before, step, after, _ in
            guard step == .appeared else { return nil }
            // Appearing closes Store Details, and changes nothing else that shows.
            let (was, now) = (before.state, after.state)
            guard now.screen == was.screen, now.stores == was.stores, now.footer == was.footer,
                now.mapStores == was.mapStores, now.areaSearch == was.areaSearch, now.openedStoreID == nil,
                now.lastRequestID == was.lastRequestID
            else {
                return "appearing again changed \(before.state.screen) to \(after.state.screen), "
                    + "\(before.state.stores.count) rows to \(after.state.stores.count)"
            }
            return nil
        },
        Invariant("I3 answers match requests") { before, _, after, dropReason in
            if let changed = droppedResponseChangedNothing(before, after, dropReason: dropReason) { return changed }
            // A request replaced by a newer one is dropped, with a reason, when its answer comes.
            for (old, new) in [
                (before.state.pendingRequest?.id, after.state.pendingRequest?.id),
                (before.state.pendingAreaRequest, after.state.pendingAreaRequest),
            ] {
                guard let old, new != old, let new, new > old else { continue }
                let late: StoreFinderAction =
                    before.state.pendingRequest?.id == old
                    ? .pageLoaded(StorePage(stores: []), answering: old)
                    : .mapAreaLoaded(StorePage(stores: []), answering: old)
                if after.state.dropReason(late) == nil {
                    return "request \(old) was replaced by \(new), but its answer would still be taken"
                }
            }
            return nil
        },
        Invariant("I4 repeated reports are harmless") { before, step, after, _ in
            switch step {
            case .permission(let permission) where permission == before.state.permission:
                return after.state == before.state ? nil : "the same permission reported again changed the state"
            case .location(let coordinate) where coordinate == before.state.userLocation:
                return startedNoRequest(
                    "position", before: before.state.lastRequestID, after: after.state.lastRequestID)
            default:
                return nil
            }
        },
        Invariant("I5 the screen agrees with the facts") { _, _, after, _ in
            let state = after.state
            let nothingSearched = state.query.isEmpty && state.stores.isEmpty && state.pendingRequest == nil
            switch state.permission {
            case .denied where nothingSearched && state.screen != .error(.locationDenied),
                .restricted where nothingSearched && state.screen != .error(.locationRestricted):
                return
                    "location is \(state.permission.rawValue) and nothing was searched, but the list shows \(state.screen)"
            case .notDetermined where nothingSearched && state.searchOutcome == nil && state.screen != .locationPrompt:
                return "location was never asked for and nothing was searched, but the list shows \(state.screen)"
            default: break
            }
            if state.permission != .allowed, state.userLocation != nil {
                return "location is \(state.permission.rawValue), but the state keeps the user's position"
            }
            if state.selectedStoreID != nil, state.selectedStore == nil {
                return "store \(state.selectedStoreID ?? "") is selected but neither listed nor on the map"
            }
            if state.openedStoreID != nil, state.openedStore == nil {
                return "store \(state.openedStoreID ?? "") is open but neither listed nor on the map"
            }
            if state.screen == .results, state.stores.isEmpty {
                return "the list shows results, but has no stores"
            }
            return nil
        },
    ]
}
