import StoreDomain
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The map block at the top of Store Details: always present, with or without a pin.
public struct MapBlockViewData: Sendable, Hashable, Encodable {
    /// The store's pin, when it has coordinates.
    public var annotation: StoreAnnotationViewData?
    /// "Location not available", when it has none.
    public var placeholder: StyledText?
    /// The frame's style token.
    public var style: ThemeToken

    /// A map of one store's pin, or a placeholder when the store has no position.
    public init(annotation: StoreAnnotationViewData?, placeholder: StyledText?, style: ThemeToken = .mapFrame.border) {
        self.annotation = annotation
        self.placeholder = placeholder
        self.style = style
    }
}

/// The opening-times block: a title, the week and any special days.
public struct OpeningTimesViewData: Sendable, Hashable, Encodable {
    /// The section's title, such as "Opening times".
    public var title: StyledText
    /// Seven rows from the locale's first weekday, today marked.
    public var week: [TimePeriodViewData]
    /// The special days' title, when there are any.
    public var specialDaysTitle: StyledText?
    /// Holidays and other days with their own hours, in date order.
    public var specialDays: [TimePeriodViewData]

    /// A week of rows and the special days.
    public init(
        title: StyledText, week: [TimePeriodViewData], specialDaysTitle: StyledText?, specialDays: [TimePeriodViewData]
    ) {
        self.title = title
        self.week = week
        self.specialDaysTitle = specialDaysTitle
        self.specialDays = specialDays
    }
}

/// The Store Details screen.
public struct StoreDetailsScreenViewData: Sendable, Hashable, Encodable {
    /// The store's name.
    public var title: StyledText
    /// The map of the store.
    public var map: MapBlockViewData
    /// Directions and Call, each only when its data exists.
    public var buttons: [ButtonViewData]
    /// How ``buttons`` sit as the text grows: side by side, then one under the other at the
    /// accessibility sizes.
    public var buttonsReflow: Reflow = .atAccessibilitySizes
    /// The product card with its stock in this store, when a product is shown.
    public var productCard: ProductCardViewData?
    /// The store's status now.
    public var status: OpeningStatusViewData
    /// Name, address, phone and directions.
    public var store: StoreViewData
    /// The week's opening times and the special days; `nil` when the store gives no hours (or
    /// hours that name no day), so that the screen shows no opening-times section. Its status
    /// still says that the hours are not available.
    public var openingTimes: OpeningTimesViewData?
    /// When a click & collect order placed now is ready, when the store offers it.
    public var pickup: PickupViewData?
    /// The store's services, each with its status and week: pharmacy, pickup desk …
    public var services: [ServiceViewData]
    /// The facilities' title, such as "Facilities", when the store reports any.
    public var facilitiesTitle: StyledText?
    /// The facilities the store reports, present or absent.
    public var facilities: [FacilityViewData]
    /// The closures' title, such as "Closures", when there are any.
    public var closuresTitle: StyledText?
    /// Dated closures still to come or in effect, as "19 May – 23 May · Refurbishment" rows.
    public var closures: [TimePeriodViewData]
    /// A link to share the store, from the app's template; `nil` without one.
    public var shareURL: String?
    /// Whether the screen is laid out right to left.
    public var isRightToLeft: Bool

    /// The first instant after the mapping's `now` at which this screen reads differently
    /// (its status, pickup and services, the day the opening times mark as today, and the closures still to come): the earliest `changesAt` of its elements. `nil` when nothing
    /// changes within fourteen days. See <doc:Timelines>.
    public var changesAt: Date?

    /// A details screen of these parts, mirrored when `isRightToLeft`.
    public init(
        title: StyledText, map: MapBlockViewData, buttons: [ButtonViewData], productCard: ProductCardViewData?,
        status: OpeningStatusViewData, store: StoreViewData, openingTimes: OpeningTimesViewData?, isRightToLeft: Bool,
        pickup: PickupViewData? = nil, services: [ServiceViewData] = [], facilitiesTitle: StyledText? = nil,
        facilities: [FacilityViewData] = [], closuresTitle: StyledText? = nil, closures: [TimePeriodViewData] = [],
        shareURL: String? = nil
    ) {
        self.pickup = pickup
        self.services = services
        self.facilitiesTitle = facilitiesTitle
        self.facilities = facilities
        self.closuresTitle = closuresTitle
        self.closures = closures
        self.shareURL = shareURL
        self.title = title
        self.map = map
        self.buttons = buttons
        self.productCard = productCard
        self.status = status
        self.store = store
        self.openingTimes = openingTimes
        self.isRightToLeft = isRightToLeft
    }

    private enum CodingKeys: String, CodingKey {
        case title, map, buttons, buttonsReflow, productCard, status, store, openingTimes, pickup, services,
            facilitiesTitle, facilities, closuresTitle, closures, shareURL, isRightToLeft, changesAt
    }

    /// Hand-written for `changesAt`, which the JSON writes as UTC text, and as `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(map, forKey: .map)
        try container.encode(buttons, forKey: .buttons)
        try container.encode(buttonsReflow, forKey: .buttonsReflow)
        try container.encodeIfPresent(productCard, forKey: .productCard)
        try container.encode(status, forKey: .status)
        try container.encode(store, forKey: .store)
        try container.encodeIfPresent(openingTimes, forKey: .openingTimes)
        try container.encodeIfPresent(pickup, forKey: .pickup)
        try container.encode(services, forKey: .services)
        try container.encodeIfPresent(facilitiesTitle, forKey: .facilitiesTitle)
        try container.encode(facilities, forKey: .facilities)
        try container.encodeIfPresent(closuresTitle, forKey: .closuresTitle)
        try container.encode(closures, forKey: .closures)
        try container.encodeIfPresent(shareURL, forKey: .shareURL)
        try container.encode(isRightToLeft, forKey: .isRightToLeft)
        try container.encode(changesAt.map(InstantText.utc), forKey: .changesAt)
    }
}

/// The opening-times screen: status, the full week and the special days of the next 14 days.
public struct OpeningTimesScreenViewData: Sendable, Hashable, Encodable {
    /// The screen's title.
    public var title: StyledText
    /// The store's status now.
    public var status: OpeningStatusViewData
    /// The week's opening times and the special days.
    public var openingTimes: OpeningTimesViewData
    public var isRightToLeft: Bool

    /// The first instant after the mapping's `now` at which this screen reads differently
    /// (its status and the day the opening times mark as today): the earliest `changesAt` of its elements. `nil` when nothing
    /// changes within fourteen days. See <doc:Timelines>.
    public var changesAt: Date?

    /// An opening-times screen, mirrored when `isRightToLeft`.
    public init(
        title: StyledText, status: OpeningStatusViewData, openingTimes: OpeningTimesViewData, isRightToLeft: Bool
    ) {
        self.title = title
        self.status = status
        self.openingTimes = openingTimes
        self.isRightToLeft = isRightToLeft
    }

    private enum CodingKeys: String, CodingKey {
        case title, status, openingTimes, isRightToLeft, changesAt
    }

    /// Hand-written for `changesAt`, which the JSON writes as UTC text, and as `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encode(openingTimes, forKey: .openingTimes)
        try container.encode(isRightToLeft, forKey: .isRightToLeft)
        try container.encode(changesAt.map(InstantText.utc), forKey: .changesAt)
    }
}
