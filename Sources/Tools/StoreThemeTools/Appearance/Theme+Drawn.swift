import StoreTheme

extension Theme {
    /// This theme as a tool draws it in `appearance`: flat (``Theme/resolved(for:)``) and named
    /// for what it is, `default` in light and `default, dark` in any other appearance, so a
    /// legend, a review file and a report's style sheet each say which appearance they show.
    public func drawn(in appearance: Appearance) -> Theme {
        var flat = resolved(for: appearance)
        if appearance != .light { flat.name = Self.drawnName(name, in: appearance) }
        return flat
    }

    /// `default` in light, `default, dark` in dark: the name ``drawn(in:)`` gives.
    public static func drawnName(_ name: String, in appearance: Appearance) -> String {
        appearance == .light ? name : "\(name), \(appearance.name)"
    }
}
