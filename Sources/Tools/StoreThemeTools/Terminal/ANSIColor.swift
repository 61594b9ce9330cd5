import RealModule
import StoreTheme

/// The sixteen colours of a text terminal, by their ANSI names.
///
/// A terminal with only these sixteen shows every theme colour as one of them. The nearest
/// one by eye is not always distinct: orange and red both become red. A theme file's `ansi16:`
/// names the one to use instead (``SixteenColors``), and `storefinder themes lint` warns when
/// two stock states would look alike. Terminal-only: apps draw the theme's own colours.
public enum ANSIColor: String, Sendable, Hashable, Codable, CaseIterable {
    /// Colour 0.
    case black
    /// Colour 1.
    case red
    /// Colour 2.
    case green
    /// Colour 3.
    case yellow
    /// Colour 4.
    case blue
    /// Colour 5.
    case magenta
    /// Colour 6.
    case cyan
    /// Colour 7.
    case white
    /// Colour 8, often grey.
    case brightBlack
    /// Colour 9.
    case brightRed
    /// Colour 10.
    case brightGreen
    /// Colour 11.
    case brightYellow
    /// Colour 12.
    case brightBlue
    /// Colour 13.
    case brightMagenta
    /// Colour 14.
    case brightCyan
    /// Colour 15.
    case brightWhite

    /// 0–7 for the normal colours, 8–15 for the bright ones.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The colour xterm shows by default, the reference for "nearest".
    public var xtermColor: ThemeColor {
        let rgb = Self.xterm[index]
        return ThemeColor(red: rgb.0, green: rgb.1, blue: rgb.2)
    }

    private static let xterm: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]
}

extension ThemeColor {
    /// The nearest of the sixteen ANSI colours by eye (xterm's values).
    public var nearestANSI16: ANSIColor {
        ANSIColor.allCases.min { perceivedDistance(to: $0.xtermColor) < perceivedDistance(to: $1.xtermColor) } ?? .white
    }

    /// The nearest xterm-256 index: the 6×6×6 cube or the 24-step grey ramp, whichever is closer.
    public var nearestXterm256: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeIndex(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (cubeIndex(red), cubeIndex(green), cubeIndex(blue))
        let cube = ThemeColor(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let greyValue = UInt8(8 + greyStep * 10)
        let grey = ThemeColor(red: greyValue, green: greyValue, blue: greyValue)
        return perceivedDistance(to: grey) < perceivedDistance(to: cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }

    /// Squared distance weighted for how the eye sees red, green and blue ("redmean").
    public func perceivedDistance(to other: ThemeColor) -> Int {
        let meanRed = (Int(red) + Int(other.red)) / 2
        let dr = Int(red) - Int(other.red), dg = Int(green) - Int(other.green), db = Int(blue) - Int(other.blue)
        // NB: in Swift >> binds tighter than *, so the products are parenthesised.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }
}

extension ANSIColor {
    /// Whether both a light and a dark terminal show text in this colour: every colour but
    /// black, white and bright white, one of which is each kind of terminal's background.
    public var isVisibleOnLightAndDark: Bool {
        self != .black && self != .white && self != .brightWhite
    }
}

extension ThemeColor {
    /// The nearest xterm-256 colour that both a light and a dark terminal show: of the colours
    /// whose relative luminance is from 0.1 to 0.3 (at least 3:1 against black and against
    /// white, WCAG's ratio for non-text contrast), the nearest by eye.
    ///
    /// A terminal draws a theme on its own background, which may be light or dark whatever
    /// the theme; a near-black or a pastel would vanish on one of them.
    public var visibleXterm256: Int {
        // First the colour itself brought into the band, its hue kept (each linear channel
        // scaled alike), so a pastel green becomes a mid green rather than the nearest grey.
        let luminance = relativeLuminance
        let target =
            luminance > 0.3
            ? scaled(by: 0.29 / luminance) : luminance < 0.1 ? scaled(by: 0.11 / max(luminance, 0.001)) : self
        return Self.visibleXterm256Palette.min {
            target.perceivedDistance(to: $0.color) < target.perceivedDistance(to: $1.color)
        }?.index ?? nearestXterm256
    }

    /// This colour with each channel's linear light multiplied by `factor` (black becomes grey).
    private func scaled(by factor: Double) -> ThemeColor {
        func channel(_ value: UInt8) -> UInt8 {
            let encoded = Double(value) / 255
            let linear = max(encoded <= 0.03928 ? encoded / 12.92 : Double.pow((encoded + 0.055) / 1.055, 2.4), 0.001)
            let scaled = min(1, linear * factor)
            let back = scaled <= 0.0030398 ? scaled * 12.92 : 1.055 * Double.pow(scaled, 1 / 2.4) - 0.055
            return UInt8((back * 255).rounded())
        }
        return ThemeColor(red: channel(red), green: channel(green), blue: channel(blue))
    }

    /// The RGB value of xterm-256 colour `index` (16–255: the 6×6×6 cube and the grey ramp).
    public static func xterm256(_ index: Int) -> ThemeColor {
        if index >= 232 {
            let grey = UInt8(8 + (index - 232) * 10)
            return ThemeColor(red: grey, green: grey, blue: grey)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let cube = max(0, index - 16)
        return ThemeColor(red: levels[cube / 36 % 6], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    }

    /// The xterm-256 colours (16–255) light and dark terminals both show.
    private static let visibleXterm256Palette: [(index: Int, color: ThemeColor)] = (16...255).compactMap { index in
        let color = xterm256(index)
        return (0.1...0.3).contains(color.relativeLuminance) ? (index, color) : nil
    }
}
