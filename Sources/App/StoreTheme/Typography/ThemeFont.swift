/// A text role's font at one text size: what ``Theme/font(for:at:in:)`` resolves a role's
/// ``TextStyle`` to.
///
/// An app that lets the system scale (SwiftUI's `Font.custom(_:size:relativeTo:)`, UIKit's
/// `UIFontMetrics`) takes ``textStyle``, ``weight``, ``family`` and ``sizeAtLarge``; a renderer
/// that scales by itself takes ``pointSize``.
///
/// ```swift
/// let font = theme.font(for: .text.title, at: TextSize(dynamicTypeSize))
/// font.pointSize    // 28 at AX1: title's 17 pt body text at Large is 28 pt there
/// ```
public struct ThemeFont: Sendable, Hashable, Codable {
    /// The built-in text style the size scales with.
    public var textStyle: TypeStyle
    /// The weight.
    public var weight: FontWeight
    /// The custom font family; `nil` for the system font.
    public var family: String?
    /// Whether the text is italic.
    public var isItalic: Bool
    /// The size at Large, in points: the text style's, or the theme's own size.
    public var sizeAtLarge: Double
    /// The text size this font is for.
    public var textSize: TextSize
    /// The size at ``textSize``, in points: ``sizeAtLarge`` scaled as the text style scales
    /// from Large to ``textSize``.
    public var pointSize: Double

    /// A font of `textStyle` at `textSize`, `sizeAtLarge` points at Large.
    public init(
        textStyle: TypeStyle, weight: FontWeight, family: String? = nil, isItalic: Bool = false,
        sizeAtLarge: Double? = nil, textSize: TextSize = .large
    ) {
        self.textStyle = textStyle
        self.weight = weight
        self.family = family
        self.isItalic = isItalic
        let large = textStyle.pointSize(at: .large)
        self.sizeAtLarge = sizeAtLarge ?? large
        self.textSize = textSize
        self.pointSize = (sizeAtLarge ?? large) * textStyle.pointSize(at: textSize) / large
    }
}

extension Theme {
    /// The font of `token` at `size` in `appearance`: the role's text style (body when the
    /// theme gives none), its weight (the style's own, or bold when the role is bold), its
    /// family, and its size at Large scaled to `size` as the text style scales.
    ///
    /// ```swift
    /// theme.font(for: .text.body, at: .accessibility5).pointSize    // 53
    /// ```
    public func font(for token: ThemeToken, at size: TextSize = .large, in appearance: Appearance = .light) -> ThemeFont
    {
        ThemeFont(style(token, in: appearance), at: size)
    }
}

extension ThemeFont {
    /// The font `style` gives at `size`.
    public init(_ style: TextStyle, at size: TextSize) {
        let textStyle = style.textStyle ?? .body
        self.init(
            textStyle: textStyle, weight: style.weight ?? (style.bold ? .bold : textStyle.defaultWeight),
            family: style.fontFamily, isItalic: style.italic, sizeAtLarge: style.fontSize, textSize: size)
    }
}
