/// A filter chip of the store list and map: what it filters by, and whether it is on.
///
/// In JSON: `{"filter": "service:pharmacy", "title": {…}, "isActive": true, "accessibilityLabel": "…"}`.
/// Tapping a chip sends `StoreFinderAction.filterToggled` with the filter its `filter` names.
public struct FilterChipViewData: Sendable, Hashable, Encodable {
    /// The filter as written (`open-now`, `service:pharmacy` …), for `StoreFilter(rawValue:)`.
    public var filter: String
    /// The chip's label, such as "Pharmacy".
    public var title: StyledText
    /// The names a Voice Control user can say to act on it, the first shown as its name
    /// (`accessibilityInputLabels`): its title, unless a mapper gives others. In JSON, `inputLabels`.
    public var inputLabels: [String]
    /// Whether the filter is on.
    public var isActive: Bool
    /// The words around the title that say the chip and its state: "%{name} filter, on".
    public var spokenState: SpokenTemplate

    /// A chip; its label is the title followed by nothing, unless `spokenState` words it.
    public init(filter: String, title: StyledText, isActive: Bool, spokenState: SpokenTemplate = .plain(slots: 1)) {
        self.filter = filter
        self.title = title
        self.inputLabels = [title.text]
        self.isActive = isActive
        self.spokenState = spokenState
    }

    /// What a screen reader says for the chip, with its state, in words: "Pharmacy filter, on".
    public var accessibilityLabel: String { spokenState.filled([title.spokenText]) }

    private enum CodingKeys: String, CodingKey { case filter, title, isActive, accessibilityLabel, inputLabels }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(filter, forKey: .filter)
        try container.encode(title, forKey: .title)
        try container.encode(isActive, forKey: .isActive)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(inputLabels, forKey: .inputLabels)
    }
}
