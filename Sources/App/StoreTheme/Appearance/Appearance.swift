/// The two system settings a theme follows: light or dark, and standard or increased
/// contrast. A plain value, so that view data, which names tokens and not colours, resolves
/// to other colours when the setting changes, with no mapping again.
///
/// An app builds it in one line from SwiftUI's environment:
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// @Environment(\.colorSchemeContrast) var contrast
///
/// let appearance = Appearance(isDark: colorScheme == .dark, isIncreasedContrast: contrast == .increased)
/// let style = theme.style(.stock.inStock, in: appearance)
/// ```
///
/// or from UIKit's trait collection: `Appearance(isDark: traits.userInterfaceStyle == .dark,
/// isIncreasedContrast: traits.accessibilityContrast == .high)`.
public struct Appearance: Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Whether the appearance is dark.
    public var isDark: Bool
    /// Whether the user asked for increased contrast.
    public var isIncreasedContrast: Bool

    /// The appearance with these settings.
    public init(isDark: Bool, isIncreasedContrast: Bool = false) {
        self.isDark = isDark
        self.isIncreasedContrast = isIncreasedContrast
    }

    /// Light, standard contrast: the values at the top of a theme file.
    public static let light = Appearance(isDark: false)
    /// Dark, standard contrast: a theme file's `dark:` section.
    public static let dark = Appearance(isDark: true)
    /// Light, increased contrast: a theme file's `increasedContrast:` section.
    public static let lightIncreasedContrast = Appearance(isDark: false, isIncreasedContrast: true)
    /// Dark, increased contrast: a theme file's `darkIncreasedContrast:` section.
    public static let darkIncreasedContrast = Appearance(isDark: true, isIncreasedContrast: true)

    /// The four, light first.
    public static let allCases: [Appearance] = [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast]

    /// The name the tools take and print: `light`, `dark`, `light-increased-contrast`,
    /// `dark-increased-contrast`.
    public var name: String {
        (isDark ? "dark" : "light") + (isIncreasedContrast ? "-increased-contrast" : "")
    }

    /// The appearance called `name`, or `nil`.
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// The top-level key of a theme file that holds what this appearance changes; `nil` for
    /// light, whose values are the file's top level.
    public var sectionKey: String? {
        switch (isDark, isIncreasedContrast) {
        case (false, false): nil
        case (true, false): "dark"
        case (false, true): "increasedContrast"
        case (true, true): "darkIncreasedContrast"
        }
    }

    /// Where a value this appearance leaves out comes from, this appearance first: dark with
    /// increased contrast, then dark, then light; light with increased contrast, then light.
    public var fallbacks: [Appearance] {
        switch (isDark, isIncreasedContrast) {
        case (false, false): [.light]
        case (true, false): [.dark, .light]
        case (false, true): [.lightIncreasedContrast, .light]
        case (true, true): [.darkIncreasedContrast, .dark, .light]
        }
    }

    /// ``name``.
    public var description: String { name }
}
