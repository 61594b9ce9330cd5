import StoreTheme

/// The colour each style takes in a terminal that has only the sixteen ANSI colours, where
/// the theme file names one (`ansi16:`) because the nearest would not do: orange would become
/// red, and "Low in stock" would look like "Out of stock".
///
/// A terminal concern, so it is not part of the ``StoreTheme/Theme`` an app draws: the tools
/// read it from the theme's YAML beside the theme (``ThemeLibrary/sixteenColors(of:)``).
///
/// ```swift
/// let sixteen = ThemeLibrary.shipped.sixteenColors(of: "default")
/// sixteen.foreground(of: .stock.lowStock, in: theme)   // .yellow, where the nearest is red
/// ```
public struct SixteenColors: Sendable, Hashable {
    /// The colours the theme names, by style token path such as `stock.lowStock`.
    public var named: [String: ANSIColor]

    /// Stand-ins by token path; none by default, so every style takes the nearest colour.
    public init(_ named: [String: ANSIColor] = [:]) {
        self.named = named
    }

    /// The foreground of `token` at sixteen colours: the colour the theme names for it, else
    /// the nearest to its colour in `theme`; `nil` when the style has no colour.
    public func foreground(of token: ThemeToken, in theme: Theme) -> ANSIColor? {
        named[token.path] ?? theme.style(token).color?.nearestANSI16
    }
}
