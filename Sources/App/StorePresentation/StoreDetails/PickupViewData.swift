import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a click & collect order placed now is ready, as a row and Store Details show it.
///
/// In JSON: `{"readyAt": "2026-11-21T10:00", "text": {…}, "accessibilityLabel": "…",
/// "nextOpening": null, "changesAt": "2026-11-20T14:00:00Z"}`.
public struct PickupViewData: Sendable, Hashable, Encodable {
    /// The ready time on the store's wall clock, `YYYY-MM-DDTHH:MM`; `nil` when nothing is
    /// ready within fourteen days, or the pickup hours are not known.
    public var readyAt: String?
    /// The readiness in words: "Order by 2:00 PM to collect today from 4:00 PM". Its spoken
    /// form says dates in full: "Collect Monday 23 November from 10:00".
    public var text: StyledText
    /// How the label is said.
    public var speech: Speech
    /// When the pickup desk next opens, on the store's wall clock, while it is closed; `nil`
    /// while it is open, and when no opening is known within two years.
    public var nextOpening: LocalDateTime?
    /// The first instant after the mapping's `now` at which this line differs; `nil` when
    /// nothing changes within fourteen days. While an order placed now is prepared at once,
    /// its ready time moves with the clock, and this is the next minute.
    public var changesAt: Date?

    /// A pickup line.
    public init(readyAt: String?, text: StyledText, speech: Speech = .english) {
        self.readyAt = readyAt
        self.text = text
        self.speech = speech
    }

    /// What a screen reader says for it: the text's spoken form, or the text as it reads now.
    public var accessibilityLabel: String { speech.join([text.spokenText]) }

    private enum CodingKeys: String, CodingKey { case readyAt, text, accessibilityLabel, nextOpening, changesAt }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(readyAt, forKey: .readyAt)
        try container.encode(text, forKey: .text)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(nextOpening, forKey: .nextOpening)
        try container.encode(changesAt.map(InstantText.utc), forKey: .changesAt)
    }
}
