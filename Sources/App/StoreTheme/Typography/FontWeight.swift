/// A font weight, by Apple's names: `ultraLight` to `black`. Each has the number CSS and a
/// design-token file use, 100 to 900 (`regular` is 400, `bold` 700).
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Ultra light, 100.
    case ultraLight

    /// Thin, 200.
    case thin

    /// Light, 300.
    case light

    /// Regular, 400: body text.
    case regular

    /// Medium, 500.
    case medium

    /// Semibold, 600: Apple's headline.
    case semibold

    /// Bold, 700.
    case bold

    /// Heavy, 800.
    case heavy

    /// Black, 900.
    case black

    /// The weight as a number, 100 (`ultraLight`) to 900 (`black`), as CSS's `font-weight` and
    /// a DTCG `fontWeight` token write it.
    public var numericValue: Int { (Self.allCases.firstIndex(of: self) ?? 3) * 100 + 100 }

    /// The weight nearest `number` (100 to 900, as CSS and DTCG write weights; a weight
    /// between two steps, such as 450, takes the heavier), or `nil` outside 1 to 1000.
    public init?(numericValue number: Double) {
        guard number >= 1, number <= 1000 else { return nil }
        let step = Int((number / 100).rounded(.toNearestOrAwayFromZero)) - 1
        self = Self.allCases[min(max(step, 0), Self.allCases.count - 1)]
    }

    /// Whether the weight reads as bold, semibold or heavier: how a terminal, which has one
    /// bold, draws it.
    public var isBold: Bool { self >= .semibold }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.numericValue < rhs.numericValue }
}
