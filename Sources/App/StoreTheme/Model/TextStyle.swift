/// How a run of text looks: colours, emphasis and type.
///
/// Type is a text style of Apple's (``textStyle``), which scales with the user's text size,
/// and optionally a weight, a font family and a size at Large that scales with it, as
/// `Font.custom(_:size:relativeTo:)` does. ``Theme/font(for:at:in:)`` resolves them to a font.
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
    /// The built-in text style the role's size scales with; `nil` where the theme gives none
    /// (``Theme/font(for:at:in:)`` then takes body).
    public var textStyle: TypeStyle?
    /// The weight; `nil` for the text style's own (bold when ``bold`` is set).
    public var weight: FontWeight?
    /// A custom font family, such as `"Avenir Next"`; `nil` for the system font.
    public var fontFamily: String?
    /// The size at Large, in points, for a custom size; `nil` for the text style's own. It
    /// scales with ``textStyle`` at every other text size.
    public var fontSize: Double?

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

    /// Creates a style with type: the colours and emphasis as
    /// ``init(color:background:bold:dim:italic:underline:strikethrough:)`` takes them, and a
    /// text style, with a weight, a font family and a size at Large when given.
    public init(
        color: ThemeColor? = nil, background: ThemeColor? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, strikethrough: Bool = false, textStyle: TypeStyle?,
        weight: FontWeight? = nil, fontFamily: String? = nil, fontSize: Double? = nil
    ) {
        self.init(
            color: color, background: background, bold: bold, dim: dim, italic: italic, underline: underline,
            strikethrough: strikethrough)
        self.textStyle = textStyle
        self.weight = weight
        self.fontFamily = fontFamily
        self.fontSize = fontSize
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
