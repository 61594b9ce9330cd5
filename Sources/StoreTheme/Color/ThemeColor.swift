#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour from a theme, parsed from `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
///
/// ```swift
/// let green = try ThemeColor(hex: "#2E7D32")
/// green.contrastRatio(with: .white) // 5.13
/// ```
public struct ThemeColor: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `nil` for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        func channel(_ slice: ArraySlice<Character>) -> UInt8 { UInt8(String(slice), radix: 16) ?? 0 }
        if digits.count == 3 {
            let expanded = digits.flatMap { [$0, $0] }
            self.init(red: channel(expanded[0...1]), green: channel(expanded[2...3]), blue: channel(expanded[4...5]))
        } else {
            self.init(red: channel(digits[0...1]), green: channel(digits[2...3]), blue: channel(digits[4...5]),
                      alpha: digits.count == 8 ? channel(digits[6...7]) : 255)
        }
    }

    public static let white = ThemeColor(red: 255, green: 255, blue: 255)
    public static let black = ThemeColor(red: 0, green: 0, blue: 0)

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func hex(_ value: UInt8) -> String { value < 16 ? "0" + String(value, radix: 16, uppercase: true) : String(value, radix: 16, uppercase: true) }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }

    /// This colour laid over `background`, for translucent colours.
    public func composited(over background: ThemeColor) -> ThemeColor {
        guard alpha < 255 else { return self }
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded()) }
        return ThemeColor(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// WCAG 2 relative luminance.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio against another colour, from 1 to 21. Text needs 4.5 for AA.
    public func contrastRatio(with other: ThemeColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

