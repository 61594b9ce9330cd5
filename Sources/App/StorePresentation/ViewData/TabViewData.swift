import StoreDomain

/// One of the Store Finder's tabs, List or Map, as both tabs' screens show them.
///
/// In JSON: `{"tab": "list", "title": {…}, "isSelected": true, "accessibilityLabel": "List, tab 1 of 2, selected"}`.
public struct TabViewData: Sendable, Hashable, Encodable {
    /// Which tab it is; choosing it sends `StoreFinderAction.tabSelected(tab)`.
    public var tab: StoreFinderState.Tab
    /// "List", "Map".
    public var title: StyledText
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
        self.isSelected = isSelected
        self.spokenTab = spokenTab
        self.spokenSelected = spokenSelected
        self.speech = speech
    }

    /// What a screen reader says: "List, tab 1 of 2, selected".
    public var accessibilityLabel: String {
        speech.join([spokenTab.filled([title.spokenText])] + (isSelected ? [spokenSelected] : []))
    }

    private enum CodingKeys: String, CodingKey { case tab, title, isSelected, accessibilityLabel }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tab.rawValue, forKey: .tab)
        try container.encode(title, forKey: .title)
        try container.encode(isSelected, forKey: .isSelected)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}

/// What the map's camera shows, and the tracking button.
///
/// In JSON: `{"followsUser": true, "centreLatitude": 51.51, "centreLongitude": -0.134,
/// "trackingButton": {…}}`.
public struct MapCameraViewData: Sendable, Hashable, Encodable {
    /// Whether the map follows the user's position as it moves.
    public var followsUser: Bool
    /// Where to centre the map: the user's position while it follows and the position is
    /// known; `nil` to leave the map where the user moved it.
    public var centreLatitude: Double?
    /// The centre's longitude.
    public var centreLongitude: Double?
    /// The system's user-tracking button, which follows the user again; `nil` without location
    /// access. Selected while the map follows.
    public var trackingButton: ButtonViewData?

    /// A camera that follows the user or stays, with the tracking button when there is one.
    public init(
        followsUser: Bool, centreLatitude: Double?, centreLongitude: Double?, trackingButton: ButtonViewData?
    ) {
        self.followsUser = followsUser
        self.centreLatitude = centreLatitude
        self.centreLongitude = centreLongitude
        self.trackingButton = trackingButton
    }

    private enum CodingKeys: String, CodingKey { case followsUser, centreLatitude, centreLongitude, trackingButton }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(followsUser, forKey: .followsUser)
        try container.encodeIfPresent(centreLatitude, forKey: .centreLatitude)
        try container.encodeIfPresent(centreLongitude, forKey: .centreLongitude)
        try container.encodeIfPresent(trackingButton, forKey: .trackingButton)
    }
}
