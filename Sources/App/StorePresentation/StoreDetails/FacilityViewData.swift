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
    /// How the label is said.
    public var speech: Speech

    /// A facility line.
    public init(id: String, available: Bool, text: StyledText, speech: Speech = .english) {
        self.id = id
        self.available = available
        self.text = text
        self.speech = speech
    }

    /// What a screen reader says: the words, which say present or absent.
    public var accessibilityLabel: String { speech.join([text.spokenText]) }

    private enum CodingKeys: String, CodingKey { case id, available, text, accessibilityLabel }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(available, forKey: .available)
        try container.encode(text, forKey: .text)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}
