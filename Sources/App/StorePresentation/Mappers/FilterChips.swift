import StoreDomain

/// The chips a list or map offers: open now, then each service and each present facility the
/// results have (in the order Store Details lists them), then any other active filter.
enum FilterChips {
    static func map(_ stores: [Store], active: [StoreFilter], context: MappingContext) -> [FilterChipViewData] {
        let trading = stores.filter { $0.businessStatus != .permanentlyClosed }
        var offered: [StoreFilter] = [.openNow]
        var services: Set<String> = []
        var facilities: Set<String> = []
        for store in trading {
            services.formUnion(store.serviceHours.keys)
            facilities.formUnion(store.facilities.filter(\.value).keys)
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
