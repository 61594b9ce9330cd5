import Foundation
import StoreDomain
import StoreLocalization
import StoreTestSupport
import Testing

@testable import StorePresentation

/// A replacement that changes only what a mapper shows is still read correctly: for every
/// mapper of ``MapperSet`` whose output a screen shows, a replacement that writes a marker word
/// into the default's output puts the marker on the screens and into what a screen reader says
/// for every element that shows it.
@Suite("A replaced mapper reaches everything its output shows, the spoken labels too")
struct ReplacementSpeechTests {
    /// The word the replacements write.
    static let marker = "Quokka"

    /// One mapper of the set, replaced by one that writes the marker into the default's output.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The mapper's name, as ``MapperSet`` spells it.
        var name: String
        /// Puts the replacement into a set of mappers.
        var replace: @Sendable (inout MapperSet) -> Void
        /// Whether the marked text is inside an element with a spoken label (rows, pins, cards…),
        /// rather than a title or message read as it is.
        var isInLabelledElement = true
        var testDescription: String { name }
    }

    /// Every mapper a screen shows the output of, each replaced by a marker-writing wrapper.
    static let cases: [Case] = [
        Case(name: "stock") { $0.stock = MarkStock() },
        Case(name: "distance") { $0.distance = MarkDistance() },
        Case(name: "openingStatus") { $0.openingStatus = MarkStatus() },
        Case(name: "listing") { $0.listing = MarkListing() },
        Case(name: "annotation") { $0.annotation = MarkAnnotation() },
        Case(name: "timePeriod") { $0.timePeriod = MarkTimePeriod() },
        Case(name: "error", replace: { $0.error = MarkError() }, isInLabelledElement: false),
        Case(name: "store") { $0.store = MarkStore() },
        Case(name: "productCard") { $0.productCard = MarkProductCard() },
        Case(name: "searchBar", replace: { $0.searchBar = MarkSearchBar() }, isInLabelledElement: false),
        Case(name: "listScreen", replace: { $0.listScreen = MarkListScreen() }, isInLabelledElement: false),
        Case(name: "detailsScreen", replace: { $0.detailsScreen = MarkDetailsScreen() }, isInLabelledElement: false),
        Case(
            name: "openingTimesScreen", replace: { $0.openingTimesScreen = MarkOpeningTimesScreen() },
            isInLabelledElement: false),
        Case(name: "mapScreen", replace: { $0.mapScreen = MarkMapScreen() }, isInLabelledElement: false),
        Case(name: "specialTile") { $0.specialTile = MarkSpecialTile() },
        Case(
            name: "specialsFreshness", replace: { $0.specialsFreshness = MarkFreshness() }, isInLabelledElement: false),
        Case(name: "specialsScreen", replace: { $0.specialsScreen = MarkSpecialsScreen() }, isInLabelledElement: false),
        Case(name: "pickup") { $0.pickup = MarkPickup() },
        Case(name: "service") { $0.service = MarkService() },
        Case(name: "facility") { $0.facility = MarkFacility() },
        Case(name: "filterChip") { $0.filterChip = MarkFilterChip() },
        Case(name: "deliveryZone") { $0.deliveryZone = MarkZone() },
        Case(name: "detectedCity") { $0.detectedCity = MarkDetectedCity() },
        Case(name: "deliveryCityRow") { $0.deliveryCityRow = MarkCityRow() },
        Case(
            name: "deliveryCityList", replace: { $0.deliveryCityList = MarkCityList() }, isInLabelledElement: false),
        Case(name: "geocodingError") { $0.geocodingError = MarkGeocodingError() },
        Case(
            name: "deliveryCityScreen", replace: { $0.deliveryCityScreen = MarkDeliveryScreen() },
            isInLabelledElement: false),
        Case(name: "bookingItem") { $0.bookingItem = MarkBookingItem() },
        Case(
            name: "bookingSearchScreen", replace: { $0.bookingSearchScreen = MarkBookingScreen() },
            isInLabelledElement: false),
    ]

    /// Mappers whose output no screen shows, and why they are not in ``cases``.
    static let notShown: [String: String] = [
        "accessibilityLabels": "it words spoken forms only; SpokenLabelTests replaces it"
    ]

    @Test("every mapper of the set is in the table, or said not to be shown")
    func tableCoversTheSet() {
        let names = Mirror(reflecting: MapperSet()).children.compactMap(\.label)
        #expect(Set(Self.cases.map(\.name)).union(Self.notShown.keys) == Set(names))
        #expect(Set(Self.cases.map(\.name)).isDisjoint(with: Self.notShown.keys))
        #expect(Self.cases.count == Set(Self.cases.map(\.name)).count)
    }

    @Test("the marker is shown, and every element that shows it says it", arguments: cases)
    func markerIsShownAndSaid(replacement: Case) throws {
        var mappers = MapperSet()
        replacement.replace(&mappers)
        var shown = false, said = false
        for screen in try Self.screens(mappers) {
            let json = try JSONSerialization.jsonObject(with: Data(SampleFixtures.json(screen).utf8))
            Self.visit(json) { element in
                let texts = Self.texts(element, spokenBy: true)
                if texts.contains(where: { $0.contains(Self.marker) }) { shown = true }
                guard let label = element["accessibilityLabel"] as? String else { return }
                if label.contains(Self.marker) { said = true }
                if texts.contains(where: { $0.contains(Self.marker) }) {
                    #expect(
                        label.contains(Self.marker),
                        "\(replacement.name): \(element.keys.sorted()) shows the marker but says \"\(label)\"")
                }
            }
        }
        #expect(shown, "\(replacement.name): no screen shows the marker")
        #expect(!replacement.isInLabelledElement || said, "\(replacement.name): no label says the marker")
    }

    @Test("a pin says its store's status in the words of the mapper that writes the status line")
    func pinFollowsStatusMapper() throws {
        var mappers = MapperSet()
        mappers.openingStatus = MarkStatus()
        let context = SampleFixtures.context("en-GB", mappers: mappers)
        for store in SampleFixtures.stores where store.coordinate != nil {
            let pin = try #require(context.mappers.annotation.map(store, isSelected: false, context: context))
            #expect(pin.accessibilityLabel.contains(Self.marker), "\(store.id): \(pin.accessibilityLabel)")
        }
    }

    /// Every screen the sample data draws: the list and the map in their states, Store Details
    /// of stores with services, closures and special days, the opening times, the specials grid
    /// and the delivery-city flow.
    static func screens(_ mappers: MapperSet) throws -> [ScreenViewData] {
        let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en-GB"), mappers: mappers)
        let now = SampleFixtures.friday
        let (product, stock) = (SampleFixtures.product, SampleFixtures.availability)
        var all: [ScreenViewData] = []
        for scenario in SampleFixtures.StoreFinderScenario.allCases {
            let state = SampleFixtures.state(scenario)
            all.append(screens.list(state, product: product, availability: stock, now: now).anyScreen)
            all.append(screens.map(state, product: product, availability: stock, now: now).anyScreen)
        }
        for id in ["ldn-waterloo", "ldn-oxford", "ldn-regent"] {
            let store = SampleFixtures.store(id)
            all.append(screens.details(store, product: product, availability: stock, now: now).anyScreen)
            all.append(screens.openingTimes(store, now: now).anyScreen)
        }
        all.append(screens.specials(SampleFixtures.specialsState, now: now).anyScreen)
        for delivery in SampleFixtures.Delivery.allCases {
            all.append(screens.deliveryCity(SampleFixtures.delivery(delivery), now: now).anyScreen)
        }
        all.append(screens.bookingSearch(SampleFixtures.bookingResults, now: now).anyScreen)
        return all
    }

    /// Calls `body` with every JSON object in `value`.
    static func visit(_ value: Any, _ body: ([String: Any]) -> Void) {
        if let object = value as? [String: Any] {
            body(object)
            for child in object.values { visit(child, body) }
        } else if let array = value as? [Any] {
            for child in array { visit(child, body) }
        }
    }

    /// The texts an element shows that its label speaks: every `text` below it, except under
    /// what the element shows beside its label (its buttons, a service's week, the phone button).
    static func texts(_ value: Any, spokenBy: Bool) -> [String] {
        if let object = value as? [String: Any] {
            var texts: [String] = []
            for (key, child) in object where !["buttons", "week", "phoneText", "accessibilityLabel"].contains(key) {
                if key == "text", let text = child as? String {
                    texts.append(text)
                } else {
                    texts += Self.texts(child, spokenBy: spokenBy)
                }
            }
            return texts
        }
        if let array = value as? [Any] { return array.flatMap { texts($0, spokenBy: spokenBy) } }
        return []
    }
}

// MARK: - The replacements: each wraps the default and writes the marker into its main text.

private let marker = ReplacementSpeechTests.marker

private struct MarkStock: StoreStockViewDataMapper {
    func map(_ availability: StoreAvailability, context: MappingContext) -> StockViewData {
        var view = DefaultStoreStockViewDataMapper().map(availability, context: context)
        view.text.text = marker
        return view
    }
}

private struct MarkDistance: StoreDistanceViewDataMapper {
    func map(metres: Double, context: MappingContext) -> StyledText {
        var text = DefaultStoreDistanceViewDataMapper().map(metres: metres, context: context)
        text.text = marker
        return text
    }
}

private struct MarkStatus: StoreOpeningStatusViewDataMapper {
    func map(_ status: StoreStatus, of store: Store, context: MappingContext) -> OpeningStatusViewData {
        var view = DefaultStoreOpeningStatusViewDataMapper().map(status, of: store, context: context)
        view.text.text = marker
        return view
    }
}

private struct MarkListing: StoreListingViewDataMapper {
    func map(
        _ store: Store, availability: StoreAvailability?, isSelected: Bool, isActiveInStore: Bool,
        context: MappingContext
    ) -> StoreListingViewData {
        var view = DefaultStoreListingViewDataMapper().map(
            store, availability: availability, isSelected: isSelected, isActiveInStore: isActiveInStore,
            context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkAnnotation: StoreAnnotationViewDataMapper {
    func map(_ store: Store, isSelected: Bool, context: MappingContext) -> StoreAnnotationViewData? {
        var view = DefaultStoreAnnotationViewDataMapper().map(store, isSelected: isSelected, context: context)
        view?.title.text = marker
        return view
    }
}

private struct MarkTimePeriod: StoreTimePeriodViewDataMapper {
    func map(_ day: DaySchedule, asSpecialDay: Bool, context: MappingContext) -> TimePeriodViewData {
        var view = DefaultStoreTimePeriodViewDataMapper().map(day, asSpecialDay: asSpecialDay, context: context)
        view.value.text = marker
        return view
    }
}

private struct MarkError: StoreFinderViewDataMapper {
    func map(_ error: StoreFinderError, context: MappingContext) -> ErrorViewData {
        var view = DefaultStoreFinderViewDataMapper().map(error, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkStore: StoreViewDataMapper {
    func map(_ store: Store, context: MappingContext) -> StoreViewData {
        var view = DefaultStoreViewDataMapper().map(store, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkProductCard: ProductCardViewDataMapper {
    func map(_ product: Product, stock: StoreAvailability?, context: MappingContext) -> ProductCardViewData {
        var view = DefaultProductCardViewDataMapper().map(product, stock: stock, context: context)
        view.price.text = marker
        return view
    }
}

private struct MarkSearchBar: SearchBarViewDataMapper {
    func map(query: String, context: MappingContext) -> SearchBarViewData? {
        var view = DefaultSearchBarViewDataMapper().map(query: query, context: context)
        view?.placeholder.text = marker
        return view
    }
}

private struct MarkListScreen: StoreListScreenMapper {
    func map(_ input: StoreFinderScreenInput, context: MappingContext) -> StoreListScreenViewData {
        var view = DefaultStoreListScreenMapper().map(input, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkDetailsScreen: StoreDetailsScreenMapper {
    func map(
        _ store: Store, product: Product?, availability: Availability?, context: MappingContext
    ) -> StoreDetailsScreenViewData {
        var view = DefaultStoreDetailsScreenMapper().map(
            store, product: product, availability: availability, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkOpeningTimesScreen: OpeningTimesScreenMapper {
    func map(_ store: Store, context: MappingContext) -> OpeningTimesScreenViewData {
        var view = DefaultOpeningTimesScreenMapper().map(store, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkMapScreen: StoreMapScreenMapper {
    func map(_ input: StoreFinderScreenInput, context: MappingContext) -> StoreMapScreenViewData {
        var view = DefaultStoreMapScreenMapper().map(input, context: context)
        view.userLabel.text = marker
        return view
    }
}

private struct MarkSpecialTile: SpecialTileViewDataMapper {
    func map(
        _ tile: Special, placement: SpecialsGrid.Placement, canvasUnit: Int, context: MappingContext
    ) -> SpecialTileViewData {
        var view = DefaultSpecialTileViewDataMapper().map(
            tile, placement: placement, canvasUnit: canvasUnit, context: context)
        view.price.text = marker
        return view
    }
}

private struct MarkFreshness: SpecialsFreshnessViewDataMapper {
    func map(updatedAt: Date, context: MappingContext) -> StyledText {
        var text = DefaultSpecialsFreshnessViewDataMapper().map(updatedAt: updatedAt, context: context)
        text.text = marker
        return text
    }
}

private struct MarkSpecialsScreen: SpecialsScreenMapper {
    func map(_ state: SpecialsState, context: MappingContext) -> SpecialsScreenViewData {
        var view = DefaultSpecialsScreenMapper().map(state, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkPickup: PickupViewDataMapper {
    func map(_ readiness: PickupReadiness, context: MappingContext) -> PickupViewData {
        var view = DefaultPickupViewDataMapper().map(readiness, context: context)
        view.text.text = marker
        return view
    }
}

private struct MarkService: ServiceViewDataMapper {
    func map(service id: String, of store: Store, context: MappingContext) -> ServiceViewData? {
        var view = DefaultServiceViewDataMapper().map(service: id, of: store, context: context)
        view?.title.text = marker
        return view
    }
}

private struct MarkFacility: FacilityViewDataMapper {
    func map(facility id: String, available: Bool, context: MappingContext) -> FacilityViewData {
        var view = DefaultFacilityViewDataMapper().map(facility: id, available: available, context: context)
        view.text.text = marker
        return view
    }
}

private struct MarkFilterChip: FilterChipViewDataMapper {
    func map(_ filter: StoreFilter, isActive: Bool, context: MappingContext) -> FilterChipViewData {
        var view = DefaultFilterChipViewDataMapper().map(filter, isActive: isActive, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkZone: DeliveryZoneViewDataMapper {
    func map(_ zone: DeliveryZone, context: MappingContext) -> DeliveryZoneViewData {
        var view = DefaultDeliveryZoneViewDataMapper().map(zone, context: context)
        view.fee.text = marker
        return view
    }
}

private struct MarkDetectedCity: DetectedCityViewDataMapper {
    func map(_ detection: DeliveryDetection, context: MappingContext) -> DetectedCityViewData {
        var view = DefaultDetectedCityViewDataMapper().map(detection, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkCityRow: DeliveryCityRowViewDataMapper {
    func map(_ city: DeliveryCity, isCurrent: Bool, context: MappingContext) -> DeliveryCityRowViewData {
        var view = DefaultDeliveryCityRowViewDataMapper().map(city, isCurrent: isCurrent, context: context)
        view.name.text = marker
        return view
    }
}

private struct MarkCityList: DeliveryCityListViewDataMapper {
    func map(
        _ cities: [DeliveryCity], query: String, current: String?, context: MappingContext
    )
        -> DeliveryCityListViewData
    {
        var view = DefaultDeliveryCityListViewDataMapper().map(cities, query: query, current: current, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkGeocodingError: GeocodingErrorViewDataMapper {
    func map(_ failure: GeocodingFailure, context: MappingContext) -> DeliveryMessageViewData {
        var view = DefaultGeocodingErrorViewDataMapper().map(failure, context: context)
        view.detail?.text = marker
        return view
    }
}

private struct MarkDeliveryScreen: DeliveryCityScreenMapper {
    func map(_ state: DeliveryCityState, context: MappingContext) -> DeliveryCityScreenViewData {
        var view = DefaultDeliveryCityScreenMapper().map(state, context: context)
        view.title.text = marker
        return view
    }
}

private struct MarkBookingItem: BookingItemViewDataMapper {
    func map(_ item: BookingItem, context: MappingContext) -> BookingItemViewData {
        var view = DefaultBookingItemViewDataMapper().map(item, context: context)
        view.subtitle = StyledText(data: marker, style: .booking.subtitle)
        return view
    }
}

private struct MarkBookingScreen: BookingSearchScreenMapper {
    func map(_ state: BookingSearchState, context: MappingContext) -> BookingSearchScreenViewData {
        var view = DefaultBookingSearchScreenMapper().map(state, context: context)
        view.title.text = marker
        return view
    }
}
