#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StoreFinderState {
    /// The results the list shows at `instant`: permanently closed stores left out, then every
    /// active filter applied, each with the store's status at that instant.
    ///
    /// - Complexity: O(*n* × *f*) for *n* results and *f* filters.
    public func visibleStores(at instant: Date, soonWindow: TimeInterval = OpeningHours.defaultSoonWindow) -> [Store] {
        Self.visible(stores, filters: filters, at: instant, soonWindow: soonWindow)
    }

    /// The stores the map shows at `instant`, by the same rules as ``visibleStores(at:soonWindow:)``.
    public func visibleMapStores(at instant: Date, soonWindow: TimeInterval = OpeningHours.defaultSoonWindow) -> [Store]
    {
        Self.visible(mapStores, filters: filters, at: instant, soonWindow: soonWindow)
    }

    private static func visible(
        _ stores: [Store], filters: [StoreFilter], at instant: Date, soonWindow: TimeInterval
    )
        -> [Store]
    {
        // NB: the usual case, nothing to leave out, returns the same array rather than a copy.
        if filters.isEmpty, !stores.contains(where: { $0.businessStatus == .permanentlyClosed }) { return stores }
        return stores.filter { store in
            guard store.businessStatus != .permanentlyClosed else { return false }
            guard !filters.isEmpty else { return true }
            let status = store.status(at: instant, soonWindow: soonWindow)
            return filters.allSatisfy { $0.matches(store, status: status) }
        }
    }
}
