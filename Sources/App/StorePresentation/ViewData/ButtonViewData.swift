import StoreTheme
/// A button: its title, its style token and what it does.
public struct ButtonViewData: Sendable, Hashable, Encodable {
    /// What a button does, for apps and tests.
    public enum Action: String, Sendable, Hashable, Encodable {
        case selectStore, activateInStore, deactivateInStore, directions, call, searchThisArea, retry, allowLocation, openSettings, focusSearch
        /// The delivery-city flow: open the city list, keep the detected city, pick a listed one.
        case chooseCity, confirmCity, selectCity
    }

    public var title: StyledText
    /// `button.primary` or `button.secondary`.
    public var style: ThemeToken
    public var action: Action
    /// Whether it is busy (a spinner instead of a tap).
    public var isLoading: Bool
    /// A URL the action opens, for directions and call.
    public var url: String?

    public init(title: StyledText, style: ThemeToken, action: Action, isLoading: Bool = false, url: String? = nil) {
        self.title = title
        self.style = style
        self.action = action
        self.isLoading = isLoading
        self.url = url
    }
}

/// The search bar: its placeholder and the current query.
public struct SearchBarViewData: Sendable, Hashable, Encodable {
    public var placeholder: StyledText
    public var query: StyledText?

    public init(placeholder: StyledText, query: StyledText?) {
        self.placeholder = placeholder
        self.query = query
    }
}
