import StoreDomain

/// One row of opening times: a day (or a special day) and its hours.
public struct TimePeriodViewData: Sendable, Hashable, Encodable {
    /// The weekday name, or the special day's label or date.
    public var key: StyledText
    /// "09:00–21:00", "Closed" or "Open 24 hours".
    public var value: StyledText
    /// Whether this row is today; renderers draw it in the `today` style.
    public var isToday: Bool
    /// Whether a special day set these hours.
    public var isSpecial: Bool
    /// What a screen reader says for the row, in words: "Monday, 9:00 AM to 9:00 PM".
    public var accessibilityLabel: String

    /// A row of opening times: the day and its hours, and what a screen reader says for it
    /// (by default the key and the value, which a mapper should word instead).
    public init(
        key: StyledText, value: StyledText, isToday: Bool, isSpecial: Bool, accessibilityLabel: String? = nil
    ) {
        self.key = key
        self.value = value
        self.isToday = isToday
        self.isSpecial = isSpecial
        self.accessibilityLabel = accessibilityLabel ?? key.text + ", " + value.text
    }
}

/// A store's or a service's status line: "Open · closes 21:00", "Temporarily closed · reopens
/// Sun 24 May".
///
/// In JSON: `{"kind": "open", "text": {…}, "accessibilityLabel": "…", "isOpen": true}`.
public struct OpeningStatusViewData: Sendable, Hashable, Encodable {
    /// The kind of status, for a host that picks an icon or a colour by it.
    public var kind: StoreStatus.Kind
    /// The status in words, such as "Open · closes 9:00 PM".
    public var text: StyledText
    /// What a screen reader says for the status, in words.
    public var accessibilityLabel: String
    /// Whether the store is open now.
    public var isOpen: Bool

    /// A status line of `kind`.
    public init(kind: StoreStatus.Kind, text: StyledText, accessibilityLabel: String) {
        self.kind = kind
        self.text = text
        self.accessibilityLabel = accessibilityLabel
        self.isOpen = kind == .open || kind == .closesSoon || kind == .open24Hours
    }

    /// A status line that is open or closed, read aloud as it is written.
    public init(text: StyledText, isOpen: Bool) {
        self.init(kind: isOpen ? .open : .closed, text: text, accessibilityLabel: text.text)
    }

    private enum CodingKeys: String, CodingKey { case kind, text, accessibilityLabel, isOpen }
}
