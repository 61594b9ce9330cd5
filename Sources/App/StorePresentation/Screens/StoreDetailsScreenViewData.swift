import StoreTheme
/// The map block at the top of Store Details: always present, with or without a pin.
public struct MapBlockViewData: Sendable, Hashable, Encodable {
    /// The store's pin, when it has coordinates.
    public var annotation: StoreAnnotationViewData?
    /// "Location not available", when it has none.
    public var placeholder: StyledText?
    /// The frame's style token.
    public var style: ThemeToken

    public init(annotation: StoreAnnotationViewData?, placeholder: StyledText?, style: ThemeToken = .mapFrame.border) {
        self.annotation = annotation
        self.placeholder = placeholder
        self.style = style
    }
}

/// The opening-times block: a title, the week and any special days.
public struct OpeningTimesViewData: Sendable, Hashable, Encodable {
    public var title: StyledText
    /// Seven rows from the locale's first weekday, today marked.
    public var week: [TimePeriodViewData]
    public var specialDaysTitle: StyledText?
    public var specialDays: [TimePeriodViewData]

    public init(title: StyledText, week: [TimePeriodViewData], specialDaysTitle: StyledText?, specialDays: [TimePeriodViewData]) {
        self.title = title
        self.week = week
        self.specialDaysTitle = specialDaysTitle
        self.specialDays = specialDays
    }
}

/// The Store Details screen.
public struct StoreDetailsScreenViewData: Sendable, Hashable, Encodable {
    public var title: StyledText
    public var map: MapBlockViewData
    /// Directions and Call, each only when its data exists.
    public var buttons: [ButtonViewData]
    public var productCard: ProductCardViewData?
    public var status: OpeningStatusViewData
    public var store: StoreViewData
    public var openingTimes: OpeningTimesViewData
    public var isRightToLeft: Bool

    public init(title: StyledText, map: MapBlockViewData, buttons: [ButtonViewData], productCard: ProductCardViewData?,
                status: OpeningStatusViewData, store: StoreViewData, openingTimes: OpeningTimesViewData, isRightToLeft: Bool) {
        self.title = title
        self.map = map
        self.buttons = buttons
        self.productCard = productCard
        self.status = status
        self.store = store
        self.openingTimes = openingTimes
        self.isRightToLeft = isRightToLeft
    }
}

/// The opening-times screen: status, the full week and the special days of the next 14 days.
public struct OpeningTimesScreenViewData: Sendable, Hashable, Encodable {
    public var title: StyledText
    public var status: OpeningStatusViewData
    public var openingTimes: OpeningTimesViewData
    public var isRightToLeft: Bool

    public init(title: StyledText, status: OpeningStatusViewData, openingTimes: OpeningTimesViewData, isRightToLeft: Bool) {
        self.title = title
        self.status = status
        self.openingTimes = openingTimes
        self.isRightToLeft = isRightToLeft
    }
}
