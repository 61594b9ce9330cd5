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

    /// A row of opening times: the day and its hours.
    public init(key: StyledText, value: StyledText, isToday: Bool, isSpecial: Bool) {
        self.key = key
        self.value = value
        self.isToday = isToday
        self.isSpecial = isSpecial
    }
}

/// The opening status line: "Open · closes 21:00".
public struct OpeningStatusViewData: Sendable, Hashable, Encodable {
    /// The status in words, such as "Open · closes 9:00 PM".
    public var text: StyledText
    /// Whether the store is open now.
    public var isOpen: Bool

    /// A status line.
    public init(text: StyledText, isOpen: Bool) {
        self.text = text
        self.isOpen = isOpen
    }
}
