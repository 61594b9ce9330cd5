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
    /// What each appearance other than light changes: only the values that differ from the
    /// light ones above, so a compiled theme carries four appearances, not four themes.
    public var appearances: [String: ThemeVariant] = [:]
    /// Lengths beside text (`spacing.rowPadding`), by token path, each scaling with a text
    /// style: see ``dimension(_:at:)``. The same in every appearance.
    public var dimensions: [String: ThemeDimension] = [:]

    /// Creates a theme of one appearance.
    public init(
        name: String, extends: String? = nil, palette: [String: ThemeColor], colors: [String: ThemeColor],
        styles: [String: TextStyle], annotations: [String: AnnotationStyle]
    ) {
        self.init(
            name: name, extends: extends, palette: palette, colors: colors, styles: styles, annotations: annotations,
            appearances: [:])
    }

    /// Creates a theme; `appearances` holds what each appearance other than light changes,
    /// by ``Appearance/name``.
    public init(
        name: String, extends: String? = nil, palette: [String: ThemeColor], colors: [String: ThemeColor],
        styles: [String: TextStyle], annotations: [String: AnnotationStyle], appearances: [String: ThemeVariant]
    ) {
        self.appearances = appearances
        self.name = name
        self.extends = extends
        self.palette = palette
        self.colors = colors
        self.styles = styles
        self.annotations = annotations
    }

    /// Creates a theme with lengths beside text (``dimensions``), as a compiled theme is.
    public init(
        name: String, extends: String? = nil, palette: [String: ThemeColor], colors: [String: ThemeColor],
        styles: [String: TextStyle], annotations: [String: AnnotationStyle], appearances: [String: ThemeVariant],
        dimensions: [String: ThemeDimension]
    ) {
        self.init(
            name: name, extends: extends, palette: palette, colors: colors, styles: styles, annotations: annotations,
            appearances: appearances)
        self.dimensions = dimensions
    }

    private enum CodingKeys: String, CodingKey {
        case name, extends, palette, colors, styles, annotations, appearances, dimensions
    }

    /// Decodes a theme. Hand-written so that a theme's JSON from before appearances, which has
    /// no `appearances`, still decodes: as a theme of one appearance.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        extends = try container.decodeIfPresent(String.self, forKey: .extends)
        palette = try container.decode([String: ThemeColor].self, forKey: .palette)
        colors = try container.decode([String: ThemeColor].self, forKey: .colors)
        styles = try container.decode([String: TextStyle].self, forKey: .styles)
        annotations = try container.decode([String: AnnotationStyle].self, forKey: .annotations)
        appearances = try container.decodeIfPresent([String: ThemeVariant].self, forKey: .appearances) ?? [:]
        dimensions = try container.decodeIfPresent([String: ThemeDimension].self, forKey: .dimensions) ?? [:]
    }

    /// Encodes every field; `dimensions` only when there are any, so a theme's JSON from
    /// before them reads the same.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(extends, forKey: .extends)
        try container.encode(palette, forKey: .palette)
        try container.encode(colors, forKey: .colors)
        try container.encode(styles, forKey: .styles)
        try container.encode(annotations, forKey: .annotations)
        try container.encode(appearances, forKey: .appearances)
        if !dimensions.isEmpty { try container.encode(dimensions, forKey: .dimensions) }
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

    /// The style of a token in `appearance`: what the appearance changes, else the light one.
    public func style(_ token: ThemeToken, in appearance: Appearance) -> TextStyle {
        guard let variant = appearances[appearance.name] else { return style(token) }
        if let style = variant.styles[token.path] { return style }
        if styles[token.path] != nil { return style(token) }
        guard let kind = token.annotationKind else { return .plain }
        return TextStyle(color: annotation(forKind: kind, in: appearance).color, bold: true)
    }

    /// The pin style for a store kind in `appearance`.
    public func annotation(forKind kind: String, in appearance: Appearance) -> AnnotationStyle {
        appearances[appearance.name]?.annotations[kind] ?? annotations[kind]
            ?? appearances[appearance.name]?.annotations["default"] ?? annotation(forKind: kind)
    }

    /// This theme as `appearance` draws it, flat: every value the appearance changes put in
    /// place of the light one, and no appearances of its own. What a renderer that draws one
    /// appearance at a time takes.
    public func resolved(for appearance: Appearance) -> Theme {
        guard let variant = appearances[appearance.name] else {
            var flat = self
            flat.appearances = [:]
            return flat
        }
        var flat = Theme(
            name: name, extends: extends, palette: palette.merging(variant.palette) { _, changed in changed },
            colors: colors.merging(variant.colors) { _, changed in changed },
            styles: styles.merging(variant.styles) { _, changed in changed },
            annotations: annotations.merging(variant.annotations) { _, changed in changed })
        flat.dimensions = dimensions
        return flat
    }
}

/// What one appearance of a theme changes from its light values: the palette entries,
/// colours, styles and pins that differ, and nothing else.
public struct ThemeVariant: Sendable, Hashable, Codable {
    /// Raw colours that differ.
    public var palette: [String: ThemeColor]
    /// Semantic colours that differ.
    public var colors: [String: ThemeColor]
    /// Text styles that differ, by token path.
    public var styles: [String: TextStyle]
    /// Pin styles that differ, by store kind.
    public var annotations: [String: AnnotationStyle]

    /// A variant of these changes.
    public init(
        palette: [String: ThemeColor] = [:], colors: [String: ThemeColor] = [:], styles: [String: TextStyle] = [:],
        annotations: [String: AnnotationStyle] = [:]
    ) {
        self.palette = palette
        self.colors = colors
        self.styles = styles
        self.annotations = annotations
    }

    /// What `appearance` changes from `light`: each value of `appearance` that is not the
    /// light one.
    public init(_ appearance: Theme, from light: Theme) {
        func changed<Value: Equatable>(_ new: [String: Value], _ old: [String: Value]) -> [String: Value] {
            new.filter { old[$0.key] != $0.value }
        }
        self.init(
            palette: changed(appearance.palette, light.palette), colors: changed(appearance.colors, light.colors),
            styles: changed(appearance.styles, light.styles),
            annotations: changed(appearance.annotations, light.annotations))
    }

    /// Whether the appearance changes nothing.
    public var isEmpty: Bool { palette.isEmpty && colors.isEmpty && styles.isEmpty && annotations.isEmpty }
}
