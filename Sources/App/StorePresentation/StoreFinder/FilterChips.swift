import StoreDomain

/// The chips a list or map offers: open now, then each service and each present facility the
/// results have (in the order Store Details lists them), then any other active filter.
enum FilterChips {
    static func map(_ stores: [Store], active: [StoreFilter], context: MappingContext) -> [FilterChipViewData] {
        var offered: [StoreFilter] = [.openNow]
        var services: Set<String> = []
        var facilities: Set<String> = []
        // NB: one pass that copies nothing: a list may be long, and most stores have neither.
        for store in stores where store.businessStatus != .permanentlyClosed {
            for id in store.serviceHours.keys { services.insert(id) }
            if store.pickup != nil { services.insert(Store.pickupService) }
            for (id, present) in store.facilities where present { facilities.insert(id) }
        }
        offered += (Store.knownServices.filter(services.contains) + services.subtracting(Store.knownServices).sorted())
            .map(StoreFilter.service)
        offered +=
            (Store.commonFacilities.filter(facilities.contains)
            + facilities.subtracting(Store.commonFacilities).sorted())
            .map(StoreFilter.facility)
        offered += active.filter { !offered.contains($0) }
        return offered.map { context.mappers.filterChip.map($0, isActive: active.contains($0), context: context) }
    }
}
