import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One row of opening times: a day (or a special day, or a closure) and its hours.
public struct TimePeriodViewData: Sendable, Hashable, Encodable {
    /// The weekday name, or the special day's label or date. Its spoken form says a special
    /// day's date in full: "Christmas Day, Friday 25 December".
    public var key: StyledText
    /// "09:00–21:00", "Closed" or "Open 24 hours". Its spoken form says ranges as words:
    /// "9:00 AM to 1:00 PM and 2:00 PM to 7:00 PM".
    public var value: StyledText
    /// Whether this row is today; renderers draw it in the `today` style.
    public var isToday: Bool
    /// Whether a special day set these hours.
    public var isSpecial: Bool
    /// The words around the day and its hours: `Spoken.Day.Hours`, "%{day}, %{hours}".
    public var spokenRow: SpokenTemplate

    /// A row of opening times: the day and its hours.
    public init(
        key: StyledText, value: StyledText, isToday: Bool, isSpecial: Bool,
        spokenRow: SpokenTemplate = SpokenTemplate(pieces: ["", ", ", ""])
    ) {
        self.key = key
        self.value = value
        self.isToday = isToday
        self.isSpecial = isSpecial
        self.spokenRow = spokenRow
    }

    /// What a screen reader says for the row, in words: "Monday, 9:00 AM to 9:00 PM".
    public var accessibilityLabel: String { spokenRow.filled([key.spokenText, value.spokenText]) }

    private enum CodingKeys: String, CodingKey { case key, value, isToday, isSpecial, accessibilityLabel }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(value, forKey: .value)
        try container.encode(isToday, forKey: .isToday)
        try container.encode(isSpecial, forKey: .isSpecial)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}

/// A store's or a service's status line: "Open · closes 21:00", "Temporarily closed · reopens
/// Sun 24 May".
///
/// In JSON: `{"kind": "closed", "text": {…}, "accessibilityLabel": "…", "isOpen": false,
/// "nextOpening": "2026-11-23T09:00", "changesAt": "2026-11-23T08:30:00Z"}`.
public struct OpeningStatusViewData: Sendable, Hashable, Encodable {
    /// The kind of status, for a host that picks an icon or a colour by it.
    public var kind: StoreStatus.Kind
    /// The status in words, such as "Open · closes 9:00 PM"; its spoken form is "Open, closes
    /// at 9:00 PM".
    public var text: StyledText
    /// Whether the store is open now.
    public var isOpen: Bool
    /// How the label is said.
    public var speech: Speech
    /// When the store (or service) next opens, on its own wall clock, while it is closed; `nil`
    /// while it is open, and when no opening is known within two years. See
    /// `StoreStatus.nextOpening`.
    public var nextOpening: LocalDateTime?
    /// The first instant after the mapping's `now` at which this line's kind, text or label
    /// differs; `nil` when nothing changes within fourteen days. A host re-renders then: see
    /// <doc:Timelines>.
    public var changesAt: Date?

    /// A status line of `kind`.
    public init(kind: StoreStatus.Kind, text: StyledText, speech: Speech = .english) {
        self.kind = kind
        self.text = text
        self.speech = speech
        self.isOpen = kind == .open || kind == .closesSoon || kind == .open24Hours
    }

    /// A status line that is open or closed, read aloud as it is written.
    public init(text: StyledText, isOpen: Bool) {
        self.init(kind: isOpen ? .open : .closed, text: text)
    }

    /// What a screen reader says for the status, in words: the text's spoken form, or the
    /// text as it reads now with its separators said as pauses.
    public var accessibilityLabel: String { speech.join([text.spokenText]) }

    private enum CodingKeys: String, CodingKey {
        case kind, text, accessibilityLabel, isOpen, nextOpening, changesAt
    }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(text, forKey: .text)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(isOpen, forKey: .isOpen)
        try container.encode(nextOpening, forKey: .nextOpening)
        try container.encode(changesAt.map(InstantText.utc), forKey: .changesAt)
    }
}
