/// A facility a store reports: present ("Step-free access") or absent ("No step-free access").
/// A facility the backend does not know is not shown at all.
///
/// In JSON: `{"id": "stepFreeAccess", "available": true, "text": {…}, "accessibilityLabel": "…"}`.
public struct FacilityViewData: Sendable, Hashable, Encodable {
    /// The facility's id, such as `stepFreeAccess`.
    public var id: String
    /// Whether the store has it.
    public var available: Bool
    /// The facility in words, present or absent.
    public var text: StyledText
    /// What a screen reader says: the words, which say present or absent.
    public var accessibilityLabel: String

    /// A facility line.
    public init(id: String, available: Bool, text: StyledText, accessibilityLabel: String? = nil) {
        self.id = id
        self.available = available
        self.text = text
        self.accessibilityLabel = accessibilityLabel ?? text.text
    }
}
