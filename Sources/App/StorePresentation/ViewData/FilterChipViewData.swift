/// A filter chip of the store list and map: what it filters by, and whether it is on.
///
/// In JSON: `{"filter": "service:pharmacy", "title": {…}, "isActive": true, "accessibilityLabel": "…"}`.
/// Tapping a chip sends `StoreFinderAction.filterToggled` with the filter its `filter` names.
public struct FilterChipViewData: Sendable, Hashable, Encodable {
    /// The filter as written (`open-now`, `service:pharmacy` …), for `StoreFilter(rawValue:)`.
    public var filter: String
    /// The chip's label, such as "Pharmacy".
    public var title: StyledText
    /// Whether the filter is on.
    public var isActive: Bool
    /// What a screen reader says for the chip, with its state, in words.
    public var accessibilityLabel: String

    /// A chip.
    public init(filter: String, title: StyledText, isActive: Bool, accessibilityLabel: String) {
        self.filter = filter
        self.title = title
        self.isActive = isActive
        self.accessibilityLabel = accessibilityLabel
    }
}
