/// A length that sits beside text (a row's padding, a tile's inset), in points at Large, that
/// scales with a text style as SwiftUI's `@ScaledMetric(relativeTo:)` does: a theme's
/// `spacing.*` tokens.
///
/// ```swift
/// theme.dimension(.spacing.rowPadding, at: size)    // 12 at Large, 37.4 at AX5
/// ```
public struct ThemeDimension: Sendable, Hashable, Codable {
    /// The length at Large, in points.
    public var value: Double
    /// The text style it scales with.
    public var relativeTo: TypeStyle

    /// A length of `value` points at Large that scales with `relativeTo`.
    public init(value: Double, relativeTo: TypeStyle) {
        self.value = value
        self.relativeTo = relativeTo
    }

    /// The length at `size`, in points.
    public func value(at size: TextSize) -> Double {
        value * relativeTo.pointSize(at: size) / relativeTo.pointSize(at: .large)
    }
}

extension Theme {
    /// The length of the dimension `token` (`spacing.rowPadding`) at `size`, in points: the
    /// theme's, else the schema's default (``ThemeSchema/dimensionDefaults``); 0 for a token
    /// the schema does not know.
    public func dimension(_ token: ThemeToken, at size: TextSize = .large) -> Double {
        (dimensions[token.path] ?? ThemeSchema.dimensionDefaults[token.path])?.value(at: size) ?? 0
    }
}
