import RealModule
import StoreDisplayText

/// A colour from a theme, parsed from `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
///
/// ```swift
/// let green = try ThemeColor(hex: "#2E7D32")
/// green.contrastRatio(with: .white) // 5.13
/// ```
public struct ThemeColor: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Red, 0 to 255.
    public var red: UInt8
    /// Green, 0 to 255.
    public var green: UInt8
    /// Blue, 0 to 255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (ASCII hex digits only); `nil` for anything else.
    public init?(hex text: String) {
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0, digits = 0
        while let byte = utf8.next() {
            guard digits < 8, let nibble = ASCIIHex.value(of: byte) else { return nil }
            value = value << 4 | nibble
            digits += 1
        }
        func channel(_ shift: UInt32, _ width: UInt32) -> UInt8 {
            let bits = (value >> shift) & (1 << width - 1)
            return UInt8(width == 4 ? bits * 17 : bits)
        }
        switch digits {
        case 3: self.init(red: channel(8, 4), green: channel(4, 4), blue: channel(0, 4))
        case 6: self.init(red: channel(16, 8), green: channel(8, 8), blue: channel(0, 8))
        case 8: self.init(red: channel(24, 8), green: channel(16, 8), blue: channel(8, 8), alpha: channel(0, 8))
        default: return nil
        }
    }

    /// Opaque white, `#FFFFFF`.
    public static let white = ThemeColor(red: 255, green: 255, blue: 255)
    /// Opaque black, `#000000`.
    public static let black = ThemeColor(red: 0, green: 0, blue: 0)

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func hex(_ value: UInt8) -> String {
            value < 16 ? "0" + String(value, radix: 16, uppercase: true) : String(value, radix: 16, uppercase: true)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }

    /// This colour laid over `background`, for translucent colours.
    public func composited(over background: ThemeColor) -> ThemeColor {
        guard alpha < 255 else { return self }
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return ThemeColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// WCAG 2 relative luminance.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : Double.pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio against another colour, from 1 to 21. Text needs 4.5 for AA.
    public func contrastRatio(with other: ThemeColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
