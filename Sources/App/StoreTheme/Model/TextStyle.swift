/// How a run of text looks: colours and emphasis.
public struct TextStyle: Sendable, Hashable, Codable {
    /// The text colour; `nil` keeps the surface's text colour.
    public var color: ThemeColor?
    /// A background behind the text; `nil` for none.
    public var background: ThemeColor?
    /// Bold weight.
    public var bold: Bool
    /// Dimmed, in a terminal.
    public var dim: Bool
    /// Italic.
    public var italic: Bool
    /// Underlined.
    public var underline: Bool
    /// Struck through, as an old price is.
    public var strikethrough: Bool

    /// Creates a style; everything is off unless given.
    public init(
        color: ThemeColor? = nil, background: ThemeColor? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, strikethrough: Bool = false
    ) {
        self.color = color
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// The plain style: no colour, no emphasis.
    public static let plain = TextStyle()
}

/// How a store's pin looks on the map.
public struct AnnotationStyle: Sendable, Hashable, Codable {
    /// The pin's colour.
    public var color: ThemeColor
    /// One grapheme, one column wide, drawn at the store's position.
    public var glyph: String
    /// Higher priority pins win when pins overlap.
    public var priority: Int

    /// Creates an annotation style.
    public init(color: ThemeColor, glyph: String, priority: Int) {
        self.color = color
        self.glyph = glyph
        self.priority = priority
    }
}
