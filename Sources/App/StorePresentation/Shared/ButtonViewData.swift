import StoreTheme

/// A button: its title, its style token and what it does.
public struct ButtonViewData: Sendable, Hashable, Encodable {
    /// What a button does, for the app to carry out: `selectStore`, `retry`, `phone`…
    ///
    /// ```swift
    /// switch button.action {
    /// case .phone, .directions: open(button.url)
    /// case .retry: reload()
    /// default: break            // actions this app does not offer
    /// }
    /// ```
    ///
    /// An open set: new screens add actions in minor versions, so a `switch` over an action
    /// has a `default` branch. In JSON an action is its name, such as `"selectStore"`.
    public struct Action: RawRepresentable, Sendable, Hashable, Encodable, CustomStringConvertible {
        /// The action's name, as JSON writes it.
        public let rawValue: String

        /// The action called `rawValue`; an app may name its own, for buttons its mappers add.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Select the store: its pin and panel on the map, or its details from the list.
        public static let selectStore = Action(rawValue: "selectStore")
        /// Start shopping in this store (in-store mode).
        public static let activateInStore = Action(rawValue: "activateInStore")
        /// Leave in-store mode.
        public static let deactivateInStore = Action(rawValue: "deactivateInStore")
        /// Open directions to the store, at `url`.
        public static let directions = Action(rawValue: "directions")
        /// Phone the store, at `url` (a `tel:` address).
        public static let phone = Action(rawValue: "phone")
        /// Search the area the map shows.
        public static let searchThisArea = Action(rawValue: "searchThisArea")
        /// Try the failed request again.
        public static let retry = Action(rawValue: "retry")
        /// Ask for location permission.
        public static let allowLocation = Action(rawValue: "allowLocation")
        /// Ask the location service for a position again (`StoreFinderAction.locationRetried`).
        public static let retryLocation = Action(rawValue: "retryLocation")
        /// Open the app's settings, where a denied permission can be granted.
        public static let openSettings = Action(rawValue: "openSettings")
        /// Put the cursor in the search field.
        public static let focusSearch = Action(rawValue: "focusSearch")
        /// The delivery-city flow: open the city list.
        public static let chooseCity = Action(rawValue: "chooseCity")
        /// The delivery-city flow: keep the detected city.
        public static let confirmCity = Action(rawValue: "confirmCity")
        /// The delivery-city flow: pick a listed city.
        public static let selectCity = Action(rawValue: "selectCity")
        /// Share the store's link, at `url`.
        public static let share = Action(rawValue: "share")
        /// Turn every filter off.
        public static let clearFilters = Action(rawValue: "clearFilters")
        /// The map's tracking button: follow the user's position again (`StoreFinderAction.trackingButtonTapped`).
        public static let followUser = Action(rawValue: "followUser")
        /// The next page of the map area searched (`StoreFinderAction.mapAreaNextPageRequested`).
        public static let moreInArea = Action(rawValue: "moreInArea")

        /// The action's name.
        public var description: String { rawValue }

        /// Encodes the action as its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// The button's label.
    public var title: StyledText
    /// `button.primary` or `button.secondary`.
    public var style: ThemeToken
    /// What the button does, for the app to carry out.
    public var action: Action
    /// Whether it is busy (a spinner instead of a tap).
    public var isLoading: Bool
    /// A URL the action opens, for directions and call.
    public var url: String?
    /// The names a Voice Control user can say to press it, the first shown as its name
    /// (`accessibilityInputLabels`): its title, unless a mapper gives a shorter one first, as
    /// Call does ("Call", then "Call +44 20 7946 0101"). In JSON, `inputLabels`.
    public var inputLabels: [String]

    /// A button titled `title`, styled `style`, doing `action`; `url` when the action opens one.
    /// Its ``inputLabels`` are its title's text.
    public init(title: StyledText, style: ThemeToken, action: Action, isLoading: Bool = false, url: String? = nil) {
        self.title = title
        self.style = style
        self.action = action
        self.isLoading = isLoading
        self.url = url
        self.inputLabels = [title.text]
    }
}

/// The search bar: its placeholder and the current query.
public struct SearchBarViewData: Sendable, Hashable, Encodable {
    /// The hint shown while the field is empty.
    public var placeholder: StyledText
    /// The text searched for, when there is one.
    public var query: StyledText?

    /// A search field with its hint and query.
    public init(placeholder: StyledText, query: StyledText?) {
        self.placeholder = placeholder
        self.query = query
    }
}

/// What Store Details' buttons do, by the name the product's documents give them:
/// `StoreDetailsAction.directions` and `StoreDetailsAction.phone`. The same values as
/// ``ButtonViewData/Action``, which every screen's buttons carry.
public typealias StoreDetailsAction = ButtonViewData.Action
