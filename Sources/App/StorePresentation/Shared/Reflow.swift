import StoreTheme

/// How parts that share a line at the standard text sizes sit at larger ones: side by side
/// below ``stacksFrom``, one under the other from it up. View data carries it, so a change of
/// text size redraws without mapping again.
///
/// ```swift
/// if row.reflow.isStacked(at: TextSize(dynamicTypeSize)) {
///     VStack(alignment: .leading) { distance; status }
/// } else {
///     HStack { distance; status }
/// }
/// ```
///
/// In JSON: `{"stacksFrom": "AX1"}`.
public struct Reflow: Sendable, Hashable, Encodable {
    /// The smallest text size at which the parts stack.
    public var stacksFrom: TextSize

    /// Parts that stack from `stacksFrom` up.
    public init(stacksFrom: TextSize) {
        self.stacksFrom = stacksFrom
    }

    /// Side by side at the standard sizes, stacked at the five accessibility sizes: what
    /// Apple's own lists and buttons do.
    public static let atAccessibilitySizes = Reflow(stacksFrom: .accessibility1)

    /// Whether the parts sit one under the other at `size`.
    public func isStacked(at size: TextSize) -> Bool { size >= stacksFrom }
}
