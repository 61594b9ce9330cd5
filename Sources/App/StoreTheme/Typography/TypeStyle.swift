/// One of Apple's eleven built-in text styles, the ones Dynamic Type scales: a theme gives
/// each text role one (`textStyle: headline`), and the role's size at each ``TextSize`` comes
/// from Apple's table (`Scripts/dynamic-type/ios-text-sizes.tsv`), as
/// `UIFont.preferredFont(forTextStyle:)` and SwiftUI's `Font.TextStyle` give it.
public enum TypeStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's point size at `size`: body is 17 pt at Large and 53 pt at AX5.
    public func pointSize(at size: TextSize) -> Double {
        Self.pointSizeTable[self]?[size.rawValue] ?? 17
    }

    /// The weight the style has where a theme gives none: semibold for headline, else regular.
    public var defaultWeight: FontWeight { Self.weightTable[self] ?? .regular }
}
