import StoreDomain
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The booking item search, in any state the reducer produces: the search bar, then the
/// prompt, a spinner, the error with Retry, or the query's results in a grid.
///
/// The results are ``items``, in the backend's order; ``grid`` says how many columns a width
/// takes. ``content`` says what fills the screen under the search bar.
public struct BookingSearchScreenViewData: Sendable, Hashable, Encodable {
    /// What fills the screen under the search bar.
    public enum Content: Sendable, Hashable, Encodable {
        /// Nothing searched yet: what to search for.
        case prompt(title: StyledText, message: StyledText)
        /// The query's first page is on its way: a spinner and its message.
        case loading(StyledText)
        /// The first page failed: the error, whose action is Retry (the same query again).
        case failed(ErrorViewData)
        /// The query found nothing.
        case empty(title: StyledText, message: StyledText)
        /// The query's results, in ``BookingSearchScreenViewData/items``: a heading that says
        /// the query, the count so far, and the paging footer.
        case results(heading: StyledText, count: StyledText, footer: PagingFooterViewData)

        private enum CodingKeys: String, KindTaggedKey { case kind, title, message, error, heading, count, footer }

        /// Hand-written: a case with values is written as one object named by its `kind`, the shape
        /// every screen's JSON uses, where synthesis would nest each case under its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .prompt(let title, let message):
                try container.encodeCase("prompt", [.title: title, .message: message])
            case .loading(let message): try container.encodeCase("loading", [.message: message])
            case .failed(let error): try container.encodeCase("failed", [.error: error])
            case .empty(let title, let message): try container.encodeCase("empty", [.title: title, .message: message])
            case .results(let heading, let count, let footer):
                try container.encodeCase("results", [.heading: heading, .count: count, .footer: footer])
            }
        }
    }

    /// The screen's title.
    public var title: StyledText
    /// The search bar, with the query searched.
    public var searchBar: SearchBarViewData
    /// The prompt, a spinner, an error or the results.
    public var content: Content
    /// The results, in the backend's order; empty unless ``content`` is results.
    public var items: [BookingItemViewData]
    /// How many columns the results take at a width.
    public var grid: BookingGridLayout
    /// The item whose catalog item the app shows, when one was tapped.
    public var openedItemID: String?
    /// Whether the screen reads from right to left.
    public var isRightToLeft: Bool

    /// A booking search screen of these parts.
    public init(
        title: StyledText, searchBar: SearchBarViewData, content: Content, items: [BookingItemViewData],
        grid: BookingGridLayout = BookingGridLayout(), openedItemID: String? = nil, isRightToLeft: Bool
    ) {
        self.title = title
        self.searchBar = searchBar
        self.content = content
        self.items = items
        self.grid = grid
        self.openedItemID = openedItemID
        self.isRightToLeft = isRightToLeft
    }

    /// The items in rows of `columns`, in order, for a host that lays out rows itself.
    public func rows(columns: Int) -> [[BookingItemViewData]] {
        BookingGrid.rows(count: items.count, columns: columns).map { $0.map { items[$0] } }
    }

    private enum CodingKeys: String, CodingKey {
        case title, searchBar, content, items, grid, openedItemID, isRightToLeft, changesAt
    }

    /// Encodes the screen; its `changesAt` is always `null`, as nothing on it reads the clock.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(searchBar, forKey: .searchBar)
        try container.encode(content, forKey: .content)
        try container.encode(items, forKey: .items)
        try container.encode(grid, forKey: .grid)
        try container.encode(openedItemID, forKey: .openedItemID)
        try container.encode(isRightToLeft, forKey: .isRightToLeft)
        try container.encodeNil(forKey: .changesAt)
    }
}
