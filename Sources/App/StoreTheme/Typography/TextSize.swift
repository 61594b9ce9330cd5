/// The text size a user picks in Settings (Accessibility › Display & Text Size › Larger
/// Text): seven standard sizes, xSmall to xxxLarge, and five accessibility sizes, AX1 to AX5.
/// Large is the default. A plain value, so that view data, which names roles and not sizes,
/// draws at another size with no mapping again.
///
/// An app builds it in one line from SwiftUI's environment:
///
/// ```swift
/// @Environment(\.dynamicTypeSize) var dynamicTypeSize
///
/// let size = TextSize(dynamicTypeSize)
/// let font = theme.font(for: .stock.inStock, at: size)
/// ```
///
/// or from UIKit's trait collection: `TextSize(traits.preferredContentSizeCategory)`.
public enum TextSize: Int, Sendable, Hashable, CaseIterable, Comparable, Codable, CustomStringConvertible {
    /// Extra small, the smallest standard size.
    case xSmall

    /// Small.
    case small

    /// Medium.
    case medium

    /// Large, the default.
    case large

    /// Extra large.
    case xLarge

    /// Extra extra large.
    case xxLarge

    /// Extra extra extra large, the largest standard size.
    case xxxLarge

    /// AX1, the first accessibility size (body 28 pt).
    case accessibility1

    /// AX2 (body 33 pt).
    case accessibility2

    /// AX3 (body 40 pt).
    case accessibility3

    /// AX4 (body 47 pt).
    case accessibility4

    /// AX5, the largest size (body 53 pt, about 310% of Large).
    case accessibility5

    /// The name the tools take and print: `xSmall`, `small`, `medium`, `large`, `xLarge`,
    /// `xxLarge`, `xxxLarge`, then `AX1` to `AX5`.
    public var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// The size called `name` (``name``, in any case: `AX5`, `ax5`, `XLarge`), or `nil`.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let found = Self.allCases.first(where: { $0.name.lowercased() == lowered }) else { return nil }
        self = found
    }

    /// The size of a UIKit content size category, by its raw value
    /// (`UIContentSizeCategory.accessibilityMedium.rawValue` is
    /// `"UICTContentSizeCategoryAccessibilityM"`); `nil` for `unspecified` and any other.
    public init?(contentSizeCategory rawValue: String) {
        let prefix = "UICTContentSizeCategory"
        guard rawValue.hasPrefix(prefix) else { return nil }
        switch rawValue.dropFirst(prefix.count) {
        case "XS": self = .xSmall
        case "S": self = .small
        case "M": self = .medium
        case "L": self = .large
        case "XL": self = .xLarge
        case "XXL": self = .xxLarge
        case "XXXL": self = .xxxLarge
        case "AccessibilityM": self = .accessibility1
        case "AccessibilityL": self = .accessibility2
        case "AccessibilityXL": self = .accessibility3
        case "AccessibilityXXL": self = .accessibility4
        case "AccessibilityXXXL": self = .accessibility5
        default: return nil
        }
    }

    /// Whether the size is one of the five accessibility sizes, at which layouts reflow: the
    /// parts of a row stack, buttons stack, grids take fewer columns.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// How large body text is at this size against Large: 1 at Large, about 3.1 at AX5
    /// (53 pt against 17 pt).
    public var bodyScale: Double { TypeStyle.body.pointSize(at: self) / TypeStyle.body.pointSize(at: .large) }

    public static func < (lhs: TextSize, rhs: TextSize) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { name }

    /// Encoded as its ``name``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let size = TextSize(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "expected a text size, one of \(Self.allCases.map(\.name).joined(separator: ", ")); found \"\(name)\""
            )
        }
        self = size
    }

    /// Encoded as its ``name``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
