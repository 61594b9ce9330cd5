import StoreDomain

/// One of the Store Finder's tabs, List or Map, as both tabs' screens show them.
///
/// In JSON: `{"tab": "list", "title": {…}, "isSelected": true, "accessibilityLabel": "List, tab 1 of 2, selected"}`.
public struct TabViewData: Sendable, Hashable, Encodable {
    /// Which tab it is; choosing it sends `StoreFinderAction.tabSelected(tab)`.
    public var tab: StoreFinderState.Tab
    /// "List", "Map".
    public var title: StyledText
    /// The names a Voice Control user can say to act on it, the first shown as its name
    /// (`accessibilityInputLabels`): its title, unless a mapper gives others. In JSON, `inputLabels`.
    public var inputLabels: [String]
    /// Whether it is the tab shown.
    public var isSelected: Bool
    /// The words a screen reader says around the title: `Spoken.Tab`, "%{name}, tab 1 of 2".
    public var spokenTab: SpokenTemplate
    /// "selected", said after a selected tab.
    public var spokenSelected: String
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// A tab titled `title`.
    public init(
        tab: StoreFinderState.Tab, title: StyledText, isSelected: Bool, spokenTab: SpokenTemplate = .plain(slots: 1),
        spokenSelected: String = "selected", speech: Speech = .english
    ) {
        self.tab = tab
        self.title = title
        self.inputLabels = [title.text]
        self.isSelected = isSelected
        self.spokenTab = spokenTab
        self.spokenSelected = spokenSelected
        self.speech = speech
    }

    /// What a screen reader says: "List, tab 1 of 2, selected".
    public var accessibilityLabel: String {
        speech.join([spokenTab.filled([title.spokenText])] + (isSelected ? [spokenSelected] : []))
    }

    private enum CodingKeys: String, CodingKey { case tab, title, isSelected, accessibilityLabel, inputLabels }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tab.rawValue, forKey: .tab)
        try container.encode(title, forKey: .title)
        try container.encode(isSelected, forKey: .isSelected)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(inputLabels, forKey: .inputLabels)
    }
}
