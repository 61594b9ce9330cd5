import StoreTheme
import StoreThemeTools

/// Turns theme styles into ANSI SGR escape sequences for a terminal's capability.
///
/// ```swift
/// let sgr = ANSIStyle(capability: .ansi256, theme: theme)
/// sgr.open(.stock.inStock)               // "\u{1B}[38;5;28m"
/// ```
///
/// Ordinary text (the theme's `colors.text`, on no background of its own) keeps the
/// terminal's own foreground: the screen is drawn on the terminal's background, not the
/// theme's, and a light theme's near-black would vanish on a dark terminal. For the same
/// reason, at 16 and 256 colours every other foreground is one both light and dark terminals
/// show: never black or white, and at 256 colours a mid-tone.
public struct ANSIStyle: Sendable, Hashable {
    /// The capability colours are reduced to.
    public var capability: ColorCapability
    /// The background translucent colours are composited over.
    public var background: ThemeColor
    /// The colour that means ordinary text, left to the terminal's foreground.
    public var ordinaryText: ThemeColor?
    /// The theme whose tokens ``open(_:)`` styles.
    public var theme: Theme
    /// The theme file's stand-ins at sixteen colours.
    public var sixteen: SixteenColors

    /// A converter for `theme`: its background, and its `colors.text` as ordinary text; at
    /// sixteen colours, `sixteen`'s stand-ins where the theme file names them.
    public init(capability: ColorCapability, theme: Theme, sixteen: SixteenColors = SixteenColors()) {
        self.capability = capability
        self.background = theme.background
        self.ordinaryText = theme.colors["text"]
        self.theme = theme
        self.sixteen = sixteen
    }

    /// The sequence that turns `token`'s style on; empty when there is nothing to do or
    /// colour is off.
    public func open(_ token: ThemeToken) -> String {
        open(theme.style(token), sixteen: sixteen.foreground(of: token, in: theme))
    }

    /// The sequence that turns `style` on, a style of no token (a swatch); at sixteen colours
    /// its colour is `foreground16`, else the nearest.
    public func open(_ style: TextStyle, sixteen foreground16: ANSIColor? = nil) -> String {
        guard capability != .none else { return "" }
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.strikethrough { codes.append("9") }
        if let color = style.color, style.background != nil || color != ordinaryText {
            if style.background != nil || capability == .trueColor {
                // On its own background: the theme's pair, which lint checks for contrast.
                codes.append(
                    capability == .ansi16
                        ? Self.code16(foreground16 ?? color.nearestANSI16, foreground: true)
                        : self.color(color.composited(over: background), foreground: true))
            } else if let code = Self.visibleForeground(
                foreground16, color.composited(over: background), capability)
            {
                codes.append(code)
            }
        }
        if let color = style.background {
            codes.append(self.color(color.composited(over: background), foreground: false))
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The sequence that resets every attribute; empty when colour is off.
    public var reset: String { capability == .none ? "" : "\u{1B}[0m" }

    /// `text` wrapped in the sequences of `token`'s style.
    public func apply(_ token: ThemeToken, to text: String) -> String {
        let start = open(token)
        return start.isEmpty ? text : start + text + reset
    }

    /// `text` wrapped in the sequences of `style`, a style of no token (a swatch).
    public func apply(_ style: TextStyle, sixteen foreground16: ANSIColor? = nil, to text: String) -> String {
        let start = open(style, sixteen: foreground16)
        return start.isEmpty ? text : start + text + reset
    }

    func color(_ color: ThemeColor, foreground: Bool) -> String {
        switch capability {
        case .none: return ""
        case .trueColor: return "\(foreground ? 38 : 48);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256: return "\(foreground ? 38 : 48);5;\(color.nearestXterm256)"
        case .ansi16: return Self.code16(color.nearestANSI16, foreground: foreground)
        }
    }

    /// A foreground drawn on the terminal's own background, at 16 or 256 colours, in a colour
    /// both light and dark terminals show: the theme file's `ansi16` or the nearest of the
    /// sixteen (`nil`, the terminal's own text colour, when that is black or white); at 256
    /// colours the nearest of the mid-tones (``StoreThemeTools/ThemeColor/visibleXterm256``).
    static func visibleForeground(
        _ foreground16: ANSIColor?, _ color: ThemeColor, _ capability: ColorCapability
    ) -> String? {
        switch capability {
        case .ansi16:
            let ansi = foreground16 ?? color.nearestANSI16
            return ansi.isVisibleOnLightAndDark ? code16(ansi, foreground: true) : nil
        case .ansi256:
            return "38;5;\(color.visibleXterm256)"
        case .trueColor, .none:
            return nil
        }
    }

    /// The SGR code of one of the sixteen colours: 30–37 and 90–97, or 40–47 and 100–107.
    static func code16(_ color: ANSIColor, foreground: Bool) -> String {
        let index = color.index
        let base = foreground ? (index < 8 ? 30 : 90) : (index < 8 ? 40 : 100)
        return String(base + index % 8)
    }
}
