/// One of each mapper: the value a ``MappingContext`` delegates to and a ``MapperContainer``
/// holds. The one place the mappers are listed, each with its default.
///
/// Screen mappers resolve their sub-mappers from here, so replacing `stock` changes stock on
/// the list, in the map panel and on Store Details at once.
///
/// ```swift
/// var mappers = MapperSet()              // the defaults
/// mappers.stock = BrandStockMapper()     // a value: change a copy for one render
/// ```
public struct MapperSet: Sendable {
    public var stock: any StoreStockViewDataMapper = DefaultStoreStockViewDataMapper()
    public var distance: any StoreDistanceViewDataMapper = DefaultStoreDistanceViewDataMapper()
    public var openingStatus: any StoreOpeningStatusViewDataMapper = DefaultStoreOpeningStatusViewDataMapper()
    public var listing: any StoreListingViewDataMapper = DefaultStoreListingViewDataMapper()
    public var annotation: any StoreAnnotationViewDataMapper = DefaultStoreAnnotationViewDataMapper()
    public var timePeriod: any StoreTimePeriodViewDataMapper = DefaultStoreTimePeriodViewDataMapper()
    public var error: any StoreFinderErrorViewDataMapper = DefaultStoreFinderErrorViewDataMapper()
    public var store: any StoreViewDataMapper = DefaultStoreViewDataMapper()
    public var productCard: any ProductCardViewDataMapper = DefaultProductCardViewDataMapper()
    public var searchBar: any SearchBarViewDataMapper = DefaultSearchBarViewDataMapper()
    public var listScreen: any StoreListScreenMapper = DefaultStoreListScreenMapper()
    public var detailsScreen: any StoreDetailsScreenMapper = DefaultStoreDetailsScreenMapper()
    public var openingTimesScreen: any OpeningTimesScreenMapper = DefaultOpeningTimesScreenMapper()
    public var mapScreen: any StoreMapScreenMapper = DefaultStoreMapScreenMapper()
    public var specialTile: any SpecialTileViewDataMapper = DefaultSpecialTileViewDataMapper()
    public var specialsFreshness: any SpecialsFreshnessViewDataMapper = DefaultSpecialsFreshnessViewDataMapper()
    public var specialsScreen: any SpecialsScreenMapper = DefaultSpecialsScreenMapper()
    public var deliveryZone: any DeliveryZoneViewDataMapper = DefaultDeliveryZoneViewDataMapper()
    public var detectedCity: any DetectedCityViewDataMapper = DefaultDetectedCityViewDataMapper()
    public var deliveryCityRow: any DeliveryCityRowViewDataMapper = DefaultDeliveryCityRowViewDataMapper()
    public var deliveryCityList: any DeliveryCityListViewDataMapper = DefaultDeliveryCityListViewDataMapper()
    public var geocodingError: any GeocodingErrorViewDataMapper = DefaultGeocodingErrorViewDataMapper()
    public var deliveryCityScreen: any DeliveryCityScreenMapper = DefaultDeliveryCityScreenMapper()

    /// The default mappers, which read only string tables and theme tokens.
    public init() {}

    /// The default mappers.
    public static let defaults = MapperSet()
}
