import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One entry of the map legend: a kind's glyph style and its name.
public struct LegendEntryViewData: Sendable, Hashable, Encodable {
    /// The pin style the entry explains, such as `flagship`.
    public var style: String
    /// What the style means, in words.
    public var label: StyledText

    /// An entry for pin style `style`.
    public init(style: String, label: StyledText) {
        self.style = style
        self.label = label
    }
}

/// The Store Finder map tab.
public struct StoreMapScreenViewData: Sendable, Hashable, Encodable {
    /// Pins for every store found so far that has coordinates.
    public var annotations: [StoreAnnotationViewData]
    /// The user's position, when known.
    public var userLatitude: Double?
    /// The user's longitude, when known.
    public var userLongitude: Double?
    /// The user's marker's label.
    public var userLabel: StyledText
    /// The kinds on the map, with their names.
    public var legend: [LegendEntryViewData]
    /// The selected store's panel, with the same content as its list row.
    public var selectedPanel: StoreListingViewData?
    /// The List and Map tabs, Map selected: this screen is what the Map tab shows.
    public var tabs: [TabViewData] = []
    /// What the camera shows: the user, followed, or where the user moved the map; and the
    /// tracking button.
    public var camera: MapCameraViewData?
    /// "Show more stores here", while the area searched has a next page and none is on its way.
    public var areaMoreButton: ButtonViewData?
    /// The area's paging, as the list's footer: loading its next page, or a failed one with
    /// Retry (the server's own message when it gave one).
    public var areaFooter: PagingFooterViewData = .none
    /// The panel's mode button, as the list offers it: Select in selection mode, Activate or
    /// Deactivate In-Store Mode in in-store mode; `nil` in standard mode or with no panel.
    public var modeButton: ButtonViewData?
    /// "Search this area", idle or loading: always offered, except that the selected store's
    /// panel takes its place.
    public var searchAreaButton: ButtonViewData?
    /// An error toast.
    public var toast: StyledText?
    public var isRightToLeft: Bool
    /// The filter chips, as the list has them; the map shows only the stores that pass them.
    public var filters: [FilterChipViewData]
    /// The store whose Store Details the user opened from the panel
    /// (`StoreFinderState.openedStoreID`); `nil` once the user is back.
    public var openedStoreID: String?

    /// The first instant after the mapping's `now` at which this screen reads differently
    /// (its pins' statuses, said in their labels, and the selected store's panel): the earliest `changesAt` of its elements. `nil` when nothing
    /// changes within fourteen days. See <doc:Timelines>.
    public var changesAt: Date?

    /// A map screen of these parts, mirrored when `isRightToLeft`.
    public init(
        annotations: [StoreAnnotationViewData], userLatitude: Double?, userLongitude: Double?, userLabel: StyledText,
        legend: [LegendEntryViewData], selectedPanel: StoreListingViewData?, searchAreaButton: ButtonViewData?,
        toast: StyledText?, isRightToLeft: Bool, filters: [FilterChipViewData] = []
    ) {
        self.annotations = annotations
        self.userLatitude = userLatitude
        self.userLongitude = userLongitude
        self.userLabel = userLabel
        self.legend = legend
        self.selectedPanel = selectedPanel
        self.searchAreaButton = searchAreaButton
        self.toast = toast
        self.filters = filters
        self.isRightToLeft = isRightToLeft
    }

    private enum CodingKeys: String, CodingKey {
        case tabs, camera, annotations, userLatitude, userLongitude, userLabel, legend, selectedPanel, modeButton,
            searchAreaButton, areaMoreButton, areaFooter, toast,
            isRightToLeft, filters, openedStoreID, changesAt
    }

    /// Hand-written for `changesAt`, which the JSON writes as UTC text, and as `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tabs, forKey: .tabs)
        try container.encodeIfPresent(camera, forKey: .camera)
        try container.encode(annotations, forKey: .annotations)
        try container.encodeIfPresent(userLatitude, forKey: .userLatitude)
        try container.encodeIfPresent(userLongitude, forKey: .userLongitude)
        try container.encode(userLabel, forKey: .userLabel)
        try container.encode(legend, forKey: .legend)
        try container.encodeIfPresent(selectedPanel, forKey: .selectedPanel)
        try container.encodeIfPresent(modeButton, forKey: .modeButton)
        try container.encodeIfPresent(areaMoreButton, forKey: .areaMoreButton)
        try container.encode(areaFooter, forKey: .areaFooter)
        try container.encodeIfPresent(searchAreaButton, forKey: .searchAreaButton)
        try container.encodeIfPresent(toast, forKey: .toast)
        try container.encode(isRightToLeft, forKey: .isRightToLeft)
        try container.encode(filters, forKey: .filters)
        try container.encode(openedStoreID, forKey: .openedStoreID)
        try container.encode(changesAt.map(InstantText.utc), forKey: .changesAt)
    }
}
