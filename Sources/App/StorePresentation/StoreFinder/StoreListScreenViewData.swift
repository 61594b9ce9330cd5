import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Store Finder list screen, in any state the reducer produces.
public struct StoreListScreenViewData: Sendable, Hashable, Encodable {
    /// What fills the screen below the search bar.
    public enum Content: Sendable, Hashable, Encodable {
        /// Ask for location first.
        case locationPrompt(ErrorViewData)
        /// The first page is loading.
        case loading(StyledText)
        /// A full-screen error with its action.
        case error(ErrorViewData)
        /// The search found nothing.
        case empty(title: StyledText, message: StyledText)
        /// Rows, with the result count and the paging footer.
        case results(count: StyledText, rows: [StoreListingViewData], footer: PagingFooterViewData)

        /// The rows shown: the results' rows, or none in any other state.
        public var rows: [StoreListingViewData] {
            if case .results(_, let rows, _) = self { return rows }
            return []
        }

        private enum CodingKeys: String, CodingKey { case kind, prompt, message, error, title, count, rows, footer }

        /// Hand-written: a case with values is written as one object named by its `kind`, the shape
        /// every screen's JSON uses, where synthesis would nest each case under its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .locationPrompt(let prompt):
                try container.encode("locationPrompt", forKey: .kind)
                try container.encode(prompt, forKey: .prompt)
            case .loading(let message):
                try container.encode("loading", forKey: .kind)
                try container.encode(message, forKey: .message)
            case .error(let error):
                try container.encode("error", forKey: .kind)
                try container.encode(error, forKey: .error)
            case .empty(let title, let message):
                try container.encode("empty", forKey: .kind)
                try container.encode(title, forKey: .title)
                try container.encode(message, forKey: .message)
            case .results(let count, let rows, let footer):
                try container.encode("results", forKey: .kind)
                try container.encode(count, forKey: .count)
                try container.encode(rows, forKey: .rows)
                try container.encode(footer, forKey: .footer)
            }
        }
    }

    /// The screen's title.
    public var title: StyledText
    /// The List and Map tabs, List selected: this screen is what the List tab shows.
    public var tabs: [TabViewData] = []
    /// The search bar; `nil` when a registration removed it.
    public var searchBar: SearchBarViewData?
    /// The product card, when a product is shown.
    public var productCard: ProductCardViewData?
    /// Results, or the state that stands in for them.
    public var content: Content
    /// The mode's button: Select, or Activate/Deactivate In-Store Mode.
    public var modeButton: ButtonViewData?
    /// The filter chips: open now, and the services and facilities the results offer, each
    /// with its state. Empty while there are no results to filter.
    public var filters: [FilterChipViewData]
    /// "Clear filters", when filters leave no store to show; ``Content/empty(title:message:)``
    /// then says so.
    public var clearFilters: ButtonViewData?
    /// Whether the screen is laid out right to left.
    public var isRightToLeft: Bool
    /// The store whose Store Details the user opened from this screen
    /// (`StoreFinderState.openedStoreID`); `nil` once the user is back.
    public var openedStoreID: String?

    /// The first instant after the mapping's `now` at which this screen reads differently
    /// (its rows' status and pickup lines): the earliest `changesAt` of its elements. `nil` when nothing
    /// changes within fourteen days. See <doc:Timelines>.
    public var changesAt: Date?

    /// A list screen of these parts, mirrored when `isRightToLeft`.
    public init(
        title: StyledText, searchBar: SearchBarViewData?, productCard: ProductCardViewData?, content: Content,
        modeButton: ButtonViewData?, isRightToLeft: Bool, filters: [FilterChipViewData] = [],
        clearFilters: ButtonViewData? = nil
    ) {
        self.filters = filters
        self.clearFilters = clearFilters
        self.title = title
        self.searchBar = searchBar
        self.productCard = productCard
        self.content = content
        self.modeButton = modeButton
        self.isRightToLeft = isRightToLeft
    }

    private enum CodingKeys: String, CodingKey {
        case title, tabs, searchBar, productCard, content, modeButton, filters, clearFilters, isRightToLeft
        case openedStoreID, changesAt
    }

    /// Hand-written for `changesAt`, which the JSON writes as UTC text, and as `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(tabs, forKey: .tabs)
        try container.encodeIfPresent(searchBar, forKey: .searchBar)
        try container.encodeIfPresent(productCard, forKey: .productCard)
        try container.encode(content, forKey: .content)
        try container.encodeIfPresent(modeButton, forKey: .modeButton)
        try container.encode(filters, forKey: .filters)
        try container.encodeIfPresent(clearFilters, forKey: .clearFilters)
        try container.encode(isRightToLeft, forKey: .isRightToLeft)
        try container.encode(openedStoreID, forKey: .openedStoreID)
        try container.encode(changesAt.map(InstantText.utc), forKey: .changesAt)
    }
}
