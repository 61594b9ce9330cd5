import StoreDomain
import StoreTheme

/// How the results grid takes the width: as many columns as tiles of ``minimumItemWidth`` fit,
/// with ``spacing`` between them (`BookingGrid.columns(width:minimumItemWidth:spacing:)`).
///
/// ```swift
/// let columns = screen.grid.columns(forWidth: collectionView.bounds.width)   // 2 on a phone
/// ```
public struct BookingGridLayout: Sendable, Hashable, Encodable {
    /// The narrowest a tile may be, in points.
    public var minimumItemWidth: Double
    /// The gap between two tiles, in points.
    public var spacing: Double

    /// A grid of tiles at least `minimumItemWidth` points wide, `spacing` points apart.
    public init(minimumItemWidth: Double = 150, spacing: Double = 8) {
        self.minimumItemWidth = minimumItemWidth
        self.spacing = spacing
    }

    /// The number of columns across `width` points: at least 1.
    public func columns(forWidth width: Double) -> Int {
        BookingGrid.columns(width: width, minimumItemWidth: minimumItemWidth, spacing: spacing)
    }
}
