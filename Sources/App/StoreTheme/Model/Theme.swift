/// A resolved theme: every token a screen needs, with references and inheritance applied.
///
/// Themes are written in YAML (see `Themes/default.yml`). The `StoreFinderResources` plugin
/// resolves them at build time into these values, and the tools resolve them live. Styles
/// are looked up by token:
///
/// ```swift
/// let theme = Theme.shipped["dark"] ?? .default
/// theme.style(.stock.lowStock).color           // orange
/// theme.annotation(forKind: "flagship").glyph  // "★"
/// ```
public struct Theme: Sendable, Hashable, Codable {
    /// The theme's name.
    public var name: String
    /// The theme it extends, if any.
    public var extends: String?
    /// Named raw colours.
    public var palette: [String: ThemeColor]
    /// Semantic colours (`background`, `text`, `muted`, `accent`).
    public var colors: [String: ThemeColor]
    /// Text styles by token path, such as `text.title` or `stock.inStock`.
    public var styles: [String: TextStyle]
    /// Annotation styles by store kind, with `default`, `selected`, `user` and `cluster`.
    public var annotations: [String: AnnotationStyle]

    /// Creates a theme.
    public init(
        name: String, extends: String? = nil, palette: [String: ThemeColor], colors: [String: ThemeColor],
        styles: [String: TextStyle], annotations: [String: AnnotationStyle]
    ) {
        self.name = name
        self.extends = extends
        self.palette = palette
        self.colors = colors
        self.styles = styles
        self.annotations = annotations
    }

    /// The style of a token; the plain style for a token the theme does not define.
    ///
    /// `annotation.<kind>` names a pin: its colour, in bold, so a pin drawn as text uses the
    /// same lookup as every other token.
    public func style(_ token: ThemeToken) -> TextStyle {
        if let style = styles[token.path] { return style }
        guard let kind = token.annotationKind else { return .plain }
        return TextStyle(color: annotation(forKind: kind).color, bold: true)
    }

    /// The pin style for a store kind, or the `default` one.
    public func annotation(forKind kind: String) -> AnnotationStyle {
        annotations[kind] ?? annotations["default"] ?? AnnotationStyle(color: .black, glyph: "*", priority: 0)
    }

    /// The screen background: `colors.background`.
    public var background: ThemeColor { colors["background"] ?? .white }
}
