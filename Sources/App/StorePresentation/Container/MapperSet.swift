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
    /// Stock text and colour in one store: rows, the product card, the map panel.
    public var stock: any StoreStockViewDataMapper = DefaultStoreStockViewDataMapper()
    /// A store's distance from the user.
    public var distance: any StoreDistanceViewDataMapper = DefaultStoreDistanceViewDataMapper()
    /// A store's status now.
    public var openingStatus: any StoreOpeningStatusViewDataMapper = DefaultStoreOpeningStatusViewDataMapper()
    /// A row of the store list.
    public var listing: any StoreListingViewDataMapper = DefaultStoreListingViewDataMapper()
    /// A store's pin on the map.
    public var annotation: any StoreAnnotationViewDataMapper = DefaultStoreAnnotationViewDataMapper()
    /// A day of opening times.
    public var timePeriod: any StoreTimePeriodViewDataMapper = DefaultStoreTimePeriodViewDataMapper()
    /// A Store Finder error.
    public var error: any StoreFinderViewDataMapper = DefaultStoreFinderViewDataMapper()
    /// A store's name, address, phone and directions.
    public var store: any StoreViewDataMapper = DefaultStoreViewDataMapper()
    /// The product card.
    public var productCard: any ProductCardViewDataMapper = DefaultProductCardViewDataMapper()
    /// The search field.
    public var searchBar: any SearchBarViewDataMapper = DefaultSearchBarViewDataMapper()
    /// The Store Finder list screen.
    public var listScreen: any StoreListScreenMapper = DefaultStoreListScreenMapper()
    /// The Store Details screen.
    public var detailsScreen: any StoreDetailsScreenMapper = DefaultStoreDetailsScreenMapper()
    /// The opening-times screen.
    public var openingTimesScreen: any OpeningTimesScreenMapper = DefaultOpeningTimesScreenMapper()
    /// The Store Finder map screen.
    public var mapScreen: any StoreMapScreenMapper = DefaultStoreMapScreenMapper()
    /// A Manager's Special tile.
    public var specialTile: any SpecialTileViewDataMapper = DefaultSpecialTileViewDataMapper()
    /// "Updated N minutes ago" on the Manager's Special grid.
    public var specialsFreshness: any SpecialsFreshnessViewDataMapper = DefaultSpecialsFreshnessViewDataMapper()
    /// The Manager's Special screen.
    public var specialsScreen: any SpecialsScreenMapper = DefaultSpecialsScreenMapper()
    /// When a click & collect order is ready: rows and Store Details.
    public var pickup: any PickupViewDataMapper = DefaultPickupViewDataMapper()
    /// A store's service (pharmacy, pickup desk …) on Store Details.
    public var service: any ServiceViewDataMapper = DefaultServiceViewDataMapper()
    /// A facility a store reports, present or absent.
    public var facility: any FacilityViewDataMapper = DefaultFacilityViewDataMapper()
    /// A filter chip of the list and the map.
    public var filterChip: any FilterChipViewDataMapper = DefaultFilterChipViewDataMapper()
    /// What a screen reader says: every spoken label that is not already plain words.
    public var accessibilityLabels: any AccessibilityLabelMapper = DefaultAccessibilityLabelMapper()
    /// A delivery zone's fee, partner and minimum order.
    public var deliveryZone: any DeliveryZoneViewDataMapper = DefaultDeliveryZoneViewDataMapper()
    /// The detected city.
    public var detectedCity: any DetectedCityViewDataMapper = DefaultDetectedCityViewDataMapper()
    /// A city of the city list.
    public var deliveryCityRow: any DeliveryCityRowViewDataMapper = DefaultDeliveryCityRowViewDataMapper()
    /// The city list.
    public var deliveryCityList: any DeliveryCityListViewDataMapper = DefaultDeliveryCityListViewDataMapper()
    /// A geocoding failure's message.
    public var geocodingError: any GeocodingErrorViewDataMapper = DefaultGeocodingErrorViewDataMapper()
    /// The delivery-city screen.
    public var deliveryCityScreen: any DeliveryCityScreenMapper = DefaultDeliveryCityScreenMapper()
    /// A booking item's tile in the search results.
    public var bookingItem: any BookingItemViewDataMapper = DefaultBookingItemViewDataMapper()
    /// The booking item search screen.
    public var bookingSearchScreen: any BookingSearchScreenMapper = DefaultBookingSearchScreenMapper()

    /// The default mappers, which read only string tables and theme tokens.
    public init() {}

    /// The default mappers.
    public static let defaults = MapperSet()
}
