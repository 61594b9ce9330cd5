/// When a click & collect order placed now is ready, as a row and Store Details show it.
///
/// In JSON: `{"readyAt": "2026-11-21T10:00", "text": {…}, "accessibilityLabel": "…"}`.
public struct PickupViewData: Sendable, Hashable, Encodable {
    /// The ready time on the store's wall clock, `YYYY-MM-DDTHH:MM`; `nil` when nothing is
    /// ready within fourteen days, or the pickup hours are not known.
    public var readyAt: String?
    /// The readiness in words: "Order by 2:00 PM to collect today from 4:00 PM".
    public var text: StyledText
    /// What a screen reader says for it, in words.
    public var accessibilityLabel: String

    /// A pickup line.
    public init(readyAt: String?, text: StyledText, accessibilityLabel: String) {
        self.readyAt = readyAt
        self.text = text
        self.accessibilityLabel = accessibilityLabel
    }
}
