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
    /// The text style the narrowest width and the gap scale with as the text grows, as
    /// `@ScaledMetric(relativeTo:)` scales: at AX5 a tile is at least 3.1 times as wide, so a
    /// phone shows one column. `nil` keeps them fixed.
    public var scalesWith: TypeStyle? = .body

    /// A grid of tiles at least `minimumItemWidth` points wide, `spacing` points apart.
    public init(minimumItemWidth: Double = 150, spacing: Double = 8) {
        self.minimumItemWidth = minimumItemWidth
        self.spacing = spacing
    }

    /// The number of columns across `width` points at Large: at least 1.
    public func columns(forWidth width: Double) -> Int {
        BookingGrid.columns(width: width, minimumItemWidth: minimumItemWidth, spacing: spacing)
    }

    /// The number of columns across `width` points at text size `size`: at least 1, fewer as
    /// the text grows.
    ///
    /// ```swift
    /// screen.grid.columns(forWidth: 390, at: .accessibility5)    // 1
    /// ```
    public func columns(forWidth width: Double, at size: TextSize) -> Int {
        let scale = scalesWith.map { $0.pointSize(at: size) / $0.pointSize(at: .large) } ?? 1
        return BookingGrid.columns(width: width, minimumItemWidth: minimumItemWidth * scale, spacing: spacing * scale)
    }
}
