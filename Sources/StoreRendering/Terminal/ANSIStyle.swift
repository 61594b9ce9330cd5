import StoreTheme

/// Turns theme styles into ANSI SGR escape sequences for a terminal's capability.
///
/// ```swift
/// let sgr = ANSIStyle(capability: .ansi256, background: theme.background)
/// sgr.open(theme.style(.stock.inStock)) // "\u{1B}[38;5;28m"
/// ```
public struct ANSIStyle: Sendable, Hashable {
    /// The capability colours are reduced to.
    public var capability: ColorCapability
    /// The background translucent colours are composited over.
    public var background: ThemeColor

    /// Creates a converter.
    public init(capability: ColorCapability, background: ThemeColor = .white) {
        self.capability = capability
        self.background = background
    }

    /// The sequence that turns `style` on; empty when there is nothing to do or colour is off.
    public func open(_ style: TextStyle) -> String {
        guard capability != .none else { return "" }
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.strikethrough { codes.append("9") }
        if let color = style.color { codes.append(self.color(color.composited(over: background), foreground: true)) }
        if let color = style.background { codes.append(self.color(color.composited(over: background), foreground: false)) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The sequence that resets every attribute; empty when colour is off.
    public var reset: String { capability == .none ? "" : "\u{1B}[0m" }

    /// `text` wrapped in `style`'s sequences.
    public func apply(_ style: TextStyle, to text: String) -> String {
        let start = open(style)
        return start.isEmpty ? text : start + text + reset
    }

    func color(_ color: ThemeColor, foreground: Bool) -> String {
        switch capability {
        case .none: return ""
        case .trueColor: return "\(foreground ? 38 : 48);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256: return "\(foreground ? 38 : 48);5;\(Self.nearest256(color))"
        case .ansi16:
            let index = Self.nearest16(color)
            let base = foreground ? (index < 8 ? 30 : 90) : (index < 8 ? 40 : 100)
            return String(base + index % 8)
        }
    }

    /// The nearest xterm-256 index: the 6×6×6 cube or the 24-step grey ramp, whichever is closer.
    static func nearest256(_ color: ThemeColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeIndex(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (cubeIndex(color.red), cubeIndex(color.green), cubeIndex(color.blue))
        let cube = ThemeColor(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let greyValue = UInt8(8 + greyStep * 10)
        let grey = ThemeColor(red: greyValue, green: greyValue, blue: greyValue)
        return distance(color, grey) < distance(color, cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }

    /// The nearest of the 16 ANSI colours (xterm's values): 0–7 normal, 8–15 bright.
    static func nearest16(_ color: ThemeColor) -> Int {
        palette16.indices.min { distance(color, palette16[$0]) < distance(color, palette16[$1]) } ?? 7
    }

    static let palette16: [ThemeColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { ThemeColor(red: UInt8($0.0), green: UInt8($0.1), blue: UInt8($0.2)) }

    /// Squared distance weighted for how the eye sees red, green and blue ("redmean").
    static func distance(_ a: ThemeColor, _ b: ThemeColor) -> Int {
        let meanRed = (Int(a.red) + Int(b.red)) / 2
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        // NB: in Swift >> binds tighter than *, so the products are parenthesised.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }
}
