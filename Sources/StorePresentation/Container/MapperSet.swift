/// One of each mapper: what a ``MappingContext`` delegates to, and what a
/// ``MapperContainer`` holds.
///
/// Screen mappers resolve their sub-mappers from here, so replacing `stock` changes stock
/// on the list, in the map panel and on Store Details at once.
public struct MapperSet: Sendable {
    public var stock: any StoreStockViewDataMapper
    public var distance: any StoreDistanceViewDataMapper
    public var openingStatus: any StoreOpeningStatusViewDataMapper
    public var listing: any StoreListingViewDataMapper
    public var annotation: any StoreAnnotationViewDataMapper
    public var timePeriod: any StoreTimePeriodViewDataMapper
    public var error: any StoreFinderErrorViewDataMapper
    public var store: any StoreViewDataMapper
    public var productCard: any ProductCardViewDataMapper
    public var searchBar: any SearchBarViewDataMapper
    public var listScreen: any StoreListScreenMapper
    public var detailsScreen: any StoreDetailsScreenMapper
    public var openingTimesScreen: any OpeningTimesScreenMapper
    public var mapScreen: any StoreMapScreenMapper

    /// The default mappers, which read only string tables and theme tokens.
    public static let defaults = MapperSet(
        stock: DefaultStoreStockViewDataMapper(), distance: DefaultStoreDistanceViewDataMapper(),
        openingStatus: DefaultStoreOpeningStatusViewDataMapper(), listing: DefaultStoreListingViewDataMapper(),
        annotation: DefaultStoreAnnotationViewDataMapper(), timePeriod: DefaultStoreTimePeriodViewDataMapper(),
        error: DefaultStoreFinderErrorViewDataMapper(), store: DefaultStoreViewDataMapper(),
        productCard: DefaultProductCardViewDataMapper(), searchBar: DefaultSearchBarViewDataMapper(),
        listScreen: DefaultStoreListScreenMapper(), detailsScreen: DefaultStoreDetailsScreenMapper(),
        openingTimesScreen: DefaultOpeningTimesScreenMapper(), mapScreen: DefaultStoreMapScreenMapper())
}
