import StoreTheme

/// The delivery-city flow's screen, in any state its reducer produces.
///
/// ``content`` says which screen it is: the pre-permission explanation, the spinner, the
/// detected city with its zone and fee, the city list, a city not delivered to yet (with the
/// list), a point outside the zones, or a geocoder error.
public struct DeliveryCityScreenViewData: Sendable, Hashable, Encodable {
    /// What the screen shows, one of the flow's steps.
    public enum Content: Sendable, Hashable, Encodable {
        /// Why the app asks for the location, with Allow and Choose a city.
        case prePermission(DeliveryMessageViewData)
        /// A spinner and "Finding your city…".
        case detecting(StyledText)
        /// The city found, with its zone's fee and partner.
        case detected(DetectedCityViewData)
        /// The list of active cities.
        case list(DeliveryCityListViewData)
        /// "We don't deliver to X yet", over the list.
        case notActive(DeliveryMessageViewData, DeliveryCityListViewData)
        /// "Outside our delivery area", with the distance to the nearest zone.
        case outside(DeliveryMessageViewData)
        /// Locating or geocoding failed: the status, and Try again or Choose a city.
        case failed(DeliveryMessageViewData)

        private enum CodingKeys: String, CodingKey { case kind, message, detected, list }

        /// Hand-written: a case with values is written as one object named by its `kind`, the shape
        /// every screen's JSON uses, where synthesis would nest each case under its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .prePermission(let message):
                try container.encode("prePermission", forKey: .kind)
                try container.encode(message, forKey: .message)
            case .detecting(let text):
                try container.encode("detecting", forKey: .kind)
                try container.encode(text, forKey: .message)
            case .detected(let detected):
                try container.encode("detected", forKey: .kind)
                try container.encode(detected, forKey: .detected)
            case .list(let list):
                try container.encode("list", forKey: .kind)
                try container.encode(list, forKey: .list)
            case .notActive(let message, let list):
                try container.encode("notActive", forKey: .kind)
                try container.encode(message, forKey: .message)
                try container.encode(list, forKey: .list)
            case .outside(let message):
                try container.encode("outside", forKey: .kind)
                try container.encode(message, forKey: .message)
            case .failed(let message):
                try container.encode("failed", forKey: .kind)
                try container.encode(message, forKey: .message)
            }
        }
    }

    /// The screen's title.
    public var title: StyledText
    /// The step the flow is at.
    public var content: Content
    public var isRightToLeft: Bool

    /// A screen of `content`, titled `title`, mirrored when `isRightToLeft`.
    public init(title: StyledText, content: Content, isRightToLeft: Bool) {
        self.title = title
        self.content = content
        self.isRightToLeft = isRightToLeft
    }

    private enum CodingKeys: String, CodingKey { case title, content, isRightToLeft, changesAt }

    /// Encodes the screen; its `changesAt` is always `null`, as nothing on it reads the clock.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(content, forKey: .content)
        try container.encode(isRightToLeft, forKey: .isRightToLeft)
        try container.encodeNil(forKey: .changesAt)
    }
}

/// A full-screen message of the flow: an image, a title, a message, an optional detail (such
/// as the geocoder's status) and its buttons, the first of them primary.
public struct DeliveryMessageViewData: Sendable, Hashable, Encodable {
    /// A symbol name (SF Symbols), which apps commonly map.
    public var imageName: String
    /// The message's headline.
    public var title: StyledText
    /// What happened, in a sentence; `nil` when the title says it all.
    public var message: StyledText?
    /// A second line, such as the geocoder's status.
    public var detail: StyledText?
    /// The ways out, in order of preference.
    public var buttons: [ButtonViewData]
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// A message with an image, a title, text and buttons.
    public init(
        imageName: String, title: StyledText, message: StyledText?, detail: StyledText? = nil,
        buttons: [ButtonViewData], speech: Speech = .english
    ) {
        self.imageName = imageName
        self.title = title
        self.message = message
        self.detail = detail
        self.buttons = buttons
        self.speech = speech
    }

    /// What a screen reader says for the message: the title, the message and the detail, in
    /// words (a distance with its unit spelt out, a geocoder's status as what it means).
    public var accessibilityLabel: String {
        speech.join([title.spokenText, message?.spokenText, detail?.spokenText])
    }

    private enum CodingKeys: String, CodingKey { case imageName, title, message, detail, buttons, accessibilityLabel }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(imageName, forKey: .imageName)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encode(buttons, forKey: .buttons)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}

/// The city found at the user's location.
public struct DetectedCityViewData: Sendable, Hashable, Encodable {
    /// The city's id, for the app.
    public var cityID: String
    /// "We deliver to Moscow".
    public var title: StyledText
    /// Shown when the geocoder's city was only a guess (an administrative area).
    public var notice: StyledText?
    /// The street address the geocoder gave, without the city and country the title makes clear.
    public var address: [StyledText]
    /// The zone that serves the user, with its fee.
    public var zone: DeliveryZoneViewData
    /// Deliver here, and Choose another city.
    public var buttons: [ButtonViewData]
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// The detected city `cityID`, with its title, a notice to check it, the address and the zone.
    public init(
        cityID: String, title: StyledText, notice: StyledText?, address: [StyledText], zone: DeliveryZoneViewData,
        buttons: [ButtonViewData], speech: Speech = .english
    ) {
        self.cityID = cityID
        self.title = title
        self.notice = notice
        self.address = address
        self.zone = zone
        self.buttons = buttons
        self.speech = speech
    }

    /// What a screen reader says: the title, the notice, the address and the zone's terms.
    public var accessibilityLabel: String {
        speech.join([title.spokenText, notice?.spokenText] + address.map(\.spokenText) + [zone.accessibilityLabel])
    }

    private enum CodingKeys: String, CodingKey {
        case cityID, title, notice, address, zone, buttons, accessibilityLabel
    }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cityID, forKey: .cityID)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(notice, forKey: .notice)
        try container.encode(address, forKey: .address)
        try container.encode(zone, forKey: .zone)
        try container.encode(buttons, forKey: .buttons)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}

/// What delivery to a zone costs, and who makes it.
public struct DeliveryZoneViewData: Sendable, Hashable, Encodable {
    /// The zone's id, for the app.
    public var zoneID: String
    /// "Delivery: ₽199", or "Free delivery".
    public var fee: StyledText
    /// "Delivered by Самокат".
    public var partner: StyledText?
    /// "Minimum order ₽1,000".
    public var minimumOrder: StyledText?
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// Zone `zoneID`'s fee, partner and minimum order.
    public init(
        zoneID: String, fee: StyledText, partner: StyledText?, minimumOrder: StyledText?, speech: Speech = .english
    ) {
        self.zoneID = zoneID
        self.fee = fee
        self.partner = partner
        self.minimumOrder = minimumOrder
        self.speech = speech
    }

    /// What a screen reader says: the fee, who delivers and the minimum order.
    public var accessibilityLabel: String {
        speech.join([fee.spokenText, partner?.spokenText, minimumOrder?.spokenText])
    }

    private enum CodingKeys: String, CodingKey { case zoneID, fee, partner, minimumOrder, accessibilityLabel }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(zoneID, forKey: .zoneID)
        try container.encode(fee, forKey: .fee)
        try container.encodeIfPresent(partner, forKey: .partner)
        try container.encodeIfPresent(minimumOrder, forKey: .minimumOrder)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}

/// The list of active cities, sorted by the locale's collation, with search.
public struct DeliveryCityListViewData: Sendable, Hashable, Encodable {
    /// The list's title.
    public var title: StyledText
    /// The search field over the cities.
    public var search: SearchBarViewData
    /// "3 cities".
    public var count: StyledText
    /// The cities that match the search, in the locale's order.
    public var rows: [DeliveryCityRowViewData]
    /// "No cities match …", when a search leaves none.
    public var noMatches: StyledText?

    /// A list with its title, search field, count, rows, and the text shown when none match.
    public init(
        title: StyledText, search: SearchBarViewData, count: StyledText, rows: [DeliveryCityRowViewData],
        noMatches: StyledText?
    ) {
        self.title = title
        self.search = search
        self.count = count
        self.rows = rows
        self.noMatches = noMatches
    }
}

/// One city in the list.
public struct DeliveryCityRowViewData: Sendable, Hashable, Encodable {
    /// The city's id in the cities file.
    public var cityID: String
    /// The city's name in the locale.
    public var name: StyledText
    /// The names a Voice Control user can say to act on it, the first shown as its name
    /// (`accessibilityInputLabels`): the city's name, unless a mapper gives others. In JSON, `inputLabels`.
    public var inputLabels: [String]
    /// Whether it is the current choice, which the row marks.
    public var isCurrent: Bool
    /// What a screen reader says after the name that the row shows only by its mark:
    /// "Current city", for the current one.
    public var spokenState: String?
    /// Selecting it.
    public var action: ButtonViewData.Action
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// A row for city `cityID`, marked when it is the current city.
    public init(
        cityID: String, name: StyledText, isCurrent: Bool, spokenState: String? = nil,
        action: ButtonViewData.Action = .selectCity, speech: Speech = .english
    ) {
        self.cityID = cityID
        self.name = name
        self.inputLabels = [name.text]
        self.isCurrent = isCurrent
        self.spokenState = spokenState
        self.action = action
        self.speech = speech
    }

    /// What a screen reader says: the name, and "Current city" when it is.
    public var accessibilityLabel: String { speech.join([name.spokenText, spokenState]) }

    private enum CodingKeys: String, CodingKey { case cityID, name, isCurrent, accessibilityLabel, action, inputLabels }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cityID, forKey: .cityID)
        try container.encode(name, forKey: .name)
        try container.encode(isCurrent, forKey: .isCurrent)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(inputLabels, forKey: .inputLabels)
        try container.encode(action, forKey: .action)
    }
}
