import StoreTheme
import StoreThemeTools

/// How to render: the width, the output format, colour and review aids.
public struct RenderOptions: Sendable, Hashable {
    /// The output formats.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// Plain text for diffs and snapshots.
        case text
        /// Text with the theme's colours and emphasis as ANSI escapes.
        case ansi
        /// The view data as JSON, for tools.
        case json
        /// A standalone HTML fragment: the same lines as text, in the theme's colours, with
        /// each string's key, locale and file:line on hover.
        case html
        /// What a screen reader says, element by element (``SpokenTranscript``).
        case spoken
    }

    /// The narrowest and widest widths a screen can be drawn at: down to the 14 columns a
    /// 44-column phone has at AX5 (``columns(for:)``), and a little under.
    public static let widths = 12...120
    /// The width screens are drawn at unless asked otherwise: 44 columns, a phone's width.
    public static let defaultWidth = 44

    /// Columns per line, 24 to 120; ``defaultWidth`` unless given.
    public var width: Int
    public var format: Format
    /// The colour capability for `ansi`; `none` makes `ansi` the same as `text`.
    public var capability: ColorCapability
    /// Annotate each string with the key and locale that produced it.
    public var showKeys: Bool
    /// Append the styles the screen uses with their resolved values (review files use this).
    public var styleLegend: Bool
    /// The BCP 47 tag HTML output declares as its `lang`, such as `ar` or `en-XA`.
    public var language: String?
    /// The theme file's colours for a terminal with only the sixteen ANSI colours.
    public var sixteenColors: SixteenColors
    /// The user's text size: the character cell grows as body text does, so a screen has
    /// fewer columns (``columns(for:)``), and layouts reflow at the accessibility sizes.
    public var textSize: TextSize = .large
    /// Whether a drawing lists each string-table text it shows (``ScreenDrawing/textUses``):
    /// what the translators' notes are made from.
    public var collectsTextUses = false

    /// The columns a screen has at ``textSize`` in `theme`: ``width`` at Large, and fewer as
    /// the theme's body text grows against Large (44 × 17 / 53, 14, at AX5), never fewer than
    /// the narrowest of ``widths``; more at the smaller sizes, up to the widest.
    public func columns(for theme: Theme) -> Int {
        guard textSize != .large else { return width }
        let body = theme.font(for: .text.body, at: .large).pointSize
        let now = theme.font(for: .text.body, at: textSize).pointSize
        let columns = Int((Double(width) * body / now).rounded(.down))
        return min(max(columns, Self.widths.lowerBound), Self.widths.upperBound)
    }

    /// Creates options; the width is clamped to ``widths``.
    public init(
        width: Int = RenderOptions.defaultWidth, format: Format = .text, capability: ColorCapability = .trueColor,
        showKeys: Bool = false,
        styleLegend: Bool = false, language: String? = nil, sixteenColors: SixteenColors = SixteenColors(),
        textSize: TextSize = .large
    ) {
        self.textSize = textSize
        self.width = min(max(width, Self.widths.lowerBound), Self.widths.upperBound)
        self.format = format
        self.capability = capability
        self.showKeys = showKeys
        self.styleLegend = styleLegend
        self.language = language
        self.sixteenColors = sixteenColors
    }
}
