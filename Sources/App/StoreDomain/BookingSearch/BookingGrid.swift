/// How many columns the booking results take, as a pure function of the width they fill:
/// as many tiles as fit at their minimum width with a gap between them, and at least one.
///
/// ```swift
/// BookingGrid.columns(width: 390, minimumItemWidth: 150, spacing: 8)   // 2 on a phone
/// BookingGrid.columns(width: 1024, minimumItemWidth: 150, spacing: 8)  // 6 on a tablet
/// ```
///
/// The width is in whatever unit the host lays out in (points, or a terminal's columns), the
/// same unit for all three values. Items fill the rows in the backend's order.
public enum BookingGrid {
    /// The most columns a width gives, however wide: more would be tiles no one can see.
    public static let maximumColumns = 1_000

    /// The number of columns that fit `width`: `n` tiles of at least `minimumItemWidth` and
    /// `n - 1` gaps of `spacing`; 1 when not even one fits, and at most ``maximumColumns``.
    public static func columns(width: Double, minimumItemWidth: Double, spacing: Double) -> Int {
        guard width.isFinite, minimumItemWidth > 0, spacing >= 0, width > minimumItemWidth else { return 1 }
        let fitting = ((width + spacing) / (minimumItemWidth + spacing)).rounded(.down)
        return fitting >= Double(maximumColumns) ? maximumColumns : max(1, Int(fitting))
    }

    /// The positions of `count` items in rows of `columns`, in order: `[[0, 1], [2]]`.
    public static func rows(count: Int, columns: Int) -> [[Int]] {
        let columns = max(1, columns)
        return stride(from: 0, to: max(0, count), by: columns).map { Array($0..<min($0 + columns, count)) }
    }
}
