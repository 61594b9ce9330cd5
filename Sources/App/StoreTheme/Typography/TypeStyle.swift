/// One of Apple's eleven built-in text styles, the ones Dynamic Type scales: a theme gives
/// each text role one (`textStyle: headline`), and the role's size at each ``TextSize`` comes
/// from Apple's table (`Scripts/dynamic-type/ios-text-sizes.tsv`), as
/// `UIFont.preferredFont(forTextStyle:)` and SwiftUI's `Font.TextStyle` give it.
public enum TypeStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// Large title: 34 pt at Large.
    case largeTitle

    /// Title 1: 28 pt at Large.
    case title1

    /// Title 2: 22 pt at Large.
    case title2

    /// Title 3: 20 pt at Large.
    case title3

    /// Headline: 17 pt semibold at Large.
    case headline

    /// Body: 17 pt at Large.
    case body

    /// Callout: 16 pt at Large.
    case callout

    /// Subheadline: 15 pt at Large.
    case subheadline

    /// Footnote: 13 pt at Large.
    case footnote

    /// Caption 1: 12 pt at Large.
    case caption1

    /// Caption 2: 11 pt at Large.
    case caption2

    /// The style's point size at `size`: body is 17 pt at Large and 53 pt at AX5.
    public func pointSize(at size: TextSize) -> Double {
        Self.pointSizeTable[self]?[size.rawValue] ?? 17
    }

    /// The weight the style has where a theme gives none: semibold for headline, else regular.
    public var defaultWeight: FontWeight { Self.weightTable[self] ?? .regular }
}
