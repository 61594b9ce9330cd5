import StoreDomain
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Manager's Special screen, in any state the reducer produces.
///
/// The grid is ``rows``, each with its ``SpecialsRowViewData/tiles``, in the JSON as
/// `rows[].tiles[]`; ``content`` says whether the grid, a spinner, the empty message or a
/// full-screen error fills the screen.
public struct SpecialsScreenViewData: Sendable, Hashable, Encodable {
    /// What fills the screen under the title.
    public enum Content: Sendable, Hashable, Encodable {
        /// Nothing loaded yet: a spinner and its message.
        case loading(StyledText)
        /// The first load failed: the error, with Retry.
        case failed(ErrorViewData)
        /// The endpoint has no specials.
        case empty(title: StyledText, message: StyledText)
        /// The grid, in ``SpecialsScreenViewData/rows``.
        case grid

        private enum CodingKeys: String, KindTaggedKey { case kind, message, error, title }

        /// Hand-written: a case with values is written as one object named by its `kind`, the shape
        /// every screen's JSON uses, where synthesis would nest each case under its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .loading(let message): try container.encodeCase("loading", [.message: message])
            case .failed(let error): try container.encodeCase("failed", [.error: error])
            case .empty(let title, let message): try container.encodeCase("empty", [.title: title, .message: message])
            case .grid: try container.encodeCase("grid")
            }
        }
    }

    /// The screen's title.
    public var title: StyledText
    /// The line under the title: when the grid was updated, that it is refreshing, or that a
    /// refresh failed; `nil` before anything has loaded.
    public var status: SpecialsStatusViewData?
    /// The grid, or a loading, empty or error state.
    public var content: Content
    /// How many units span the width.
    public var canvasUnit: Int
    /// The grid's rows, top to bottom, at the standard text sizes; empty unless ``content`` is
    /// ``Content/grid``. ``grid(at:)`` gives them at any text size.
    public var rows: [SpecialsRowViewData]
    public var isRightToLeft: Bool
    /// The rules that judge a tile by its width, when the tile mapper gives them and the
    /// device is a phone; `nil` keeps every tile's content as mapped, at every text size.
    public var tileRules: SpecialTileRules?

    /// The first instant after the mapping's `now` at which this screen reads differently
    /// (its "Updated 12 minutes ago"): the earliest `changesAt` of its elements. `nil` when nothing
    /// changes within fourteen days. See <doc:Timelines>.
    public var changesAt: Date?

    /// A screen of `rows` on a canvas `canvasUnit` units wide, with a status line when there is one.
    public init(
        title: StyledText, status: SpecialsStatusViewData?, content: Content, canvasUnit: Int,
        rows: [SpecialsRowViewData],
        isRightToLeft: Bool
    ) {
        self.title = title
        self.status = status
        self.content = content
        self.canvasUnit = canvasUnit
        self.rows = rows
        self.isRightToLeft = isRightToLeft
    }

    private enum CodingKeys: String, CodingKey {
        case title, status, content, canvasUnit, rows, isRightToLeft, changesAt, tileRules
    }

    /// Hand-written for `changesAt`, which the JSON writes as UTC text, and as `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(status, forKey: .status)
        try container.encode(content, forKey: .content)
        try container.encode(canvasUnit, forKey: .canvasUnit)
        try container.encode(rows, forKey: .rows)
        try container.encode(isRightToLeft, forKey: .isRightToLeft)
        try container.encode(changesAt.map(InstantText.utc), forKey: .changesAt)
        try container.encodeIfPresent(tileRules, forKey: .tileRules)
    }

    /// The grid as it lays out at text size `size`. Up to Large, ``rows`` on ``canvasUnit``.
    /// Larger, a unit grows as body text does, so the canvas holds fewer of them (16 units at
    /// Large are 5 at AX5, 53 pt body text against 17 pt): the tiles, in order, are laid out
    /// again on that canvas, each as wide as before or the canvas, whichever is less, down to one
    /// tile a row; and each is judged again by ``tileRules`` at its new share of the width,
    /// never showing less than it did (a tile that showed only its image shows its price).
    public func grid(at size: TextSize) -> SpecialsGridAtSize {
        let scale = size.bodyScale
        guard scale > 1, !rows.isEmpty else { return SpecialsGridAtSize(canvasUnit: canvasUnit, rows: rows) }
        let units = max(1, Int((Double(canvasUnit) / scale).rounded(.down)))
        let tiles = rows.flatMap(\.tiles)
        let grid = SpecialsGrid(sizes: tiles.map { .init(width: $0.width, height: $0.height) }, canvasUnit: units)
        let laid = grid.rows.map { row in
            SpecialsRowViewData(
                height: row.height,
                tiles: row.tiles.map { placement in
                    var tile = tiles[placement.index]
                    tile.column = placement.column
                    tile.width = placement.width
                    tile.isClamped = tile.isClamped || placement.isClamped
                    if let rules = tileRules {
                        let judged = rules.content(width: placement.width, canvasUnit: units)
                        // Never less than at Large; the full tile needs the image the mapper kept.
                        let order: [SpecialTileViewData.Content] = [.imageOnly, .textOnly, .full]
                        let best = max(order.firstIndex(of: judged) ?? 0, order.firstIndex(of: tile.content) ?? 0)
                        let content = order[best]
                        tile.content = content == .full && tile.image == nil ? .textOnly : content
                    }
                    return tile
                })
        }
        return SpecialsGridAtSize(canvasUnit: units, rows: laid)
    }
}

/// The Manager's Special grid at one text size: ``SpecialsScreenViewData/grid(at:)``.
public struct SpecialsGridAtSize: Sendable, Hashable {
    /// How many units span the width at that size.
    public var canvasUnit: Int
    /// The rows, top to bottom.
    public var rows: [SpecialsRowViewData]

    /// A grid of `rows` on a canvas `canvasUnit` units wide.
    public init(canvasUnit: Int, rows: [SpecialsRowViewData]) {
        self.canvasUnit = canvasUnit
        self.rows = rows
    }
}

/// One row of the grid.
public struct SpecialsRowViewData: Sendable, Hashable, Encodable {
    /// The height of the row's tallest tile, in units.
    public var height: Int
    /// The tiles, from the leading edge.
    public var tiles: [SpecialTileViewData]

    /// A row `height` units tall of `tiles`, in order.
    public init(height: Int, tiles: [SpecialTileViewData]) {
        self.height = height
        self.tiles = tiles
    }
}

/// The status line over the grid.
public struct SpecialsStatusViewData: Sendable, Hashable, Encodable {
    /// What the line says.
    public enum Kind: String, Sendable, Hashable, Encodable {
        /// "Updated 12 minutes ago".
        case updated
        /// A pull to refresh is under way.
        case refreshing
        /// The last refresh failed; the grid is the last good one.
        case refreshFailed
    }

    /// Refreshing, stale or failed.
    public var kind: Kind
    /// The status in words.
    public var text: StyledText
    /// Retry, on a failed refresh.
    public var retry: ButtonViewData?

    /// A status line of `kind`, with a retry button when one helps.
    public init(kind: Kind, text: StyledText, retry: ButtonViewData? = nil) {
        self.kind = kind
        self.text = text
        self.retry = retry
    }
}
