import StoreDesignTokens
import StoreDomain
import StoreTheme
import StoreYAML

/// A `typography` token (Format module 2025.10, §9.8) read into a role's type: its font
/// family, its size at Large and its weight. The token set has checked the value and followed
/// its sub-values' aliases, so each sub-value is read as the one reading of its type
/// (``DesignToken/points(of:)`` and the others).
package struct Typography: Equatable {
    /// The family; `nil` for the system font (`system-ui` and CSS's other generic families).
    var family: String?
    /// The size at Large, in points (a CSS pixel each).
    var size: Double
    /// The weight, when the token gives one.
    var weight: FontWeight?

    /// The families that mean the platform's own font.
    static let systemFamilies: Set<String> = [
        "system-ui", "-apple-system", "BlinkMacSystemFont", "ui-sans-serif", "sans-serif",
    ]

    /// The type a typography token gives, or `nil` for a token of another type.
    init?(_ token: DesignToken) {
        guard token.type == .typography, let size = token.value["fontSize"].flatMap(DesignToken.points(of:)) else {
            return nil
        }
        self.size = size
        family = token.value["fontFamily"].flatMap(DesignToken.family(of:)).flatMap {
            Self.systemFamilies.contains($0) ? nil : $0
        }
        weight = token.value["fontWeight"].flatMap(DesignToken.weight(of:)).flatMap(FontWeight.init(numericValue:))
    }

    /// The text style nearest `size` at Large, body first among equals.
    static func nearestStyle(to size: Double) -> TypeStyle {
        let candidates = [TypeStyle.body] + TypeStyle.allCases.filter { $0 != .body }
        return candidates.min { abs($0.pointSize(at: .large) - size) < abs($1.pointSize(at: .large) - size) } ?? .body
    }

    /// The theme fields this type takes on a role whose text style is `textStyle` (when the
    /// document names one) and which is `bold` or not: the text style (nearest the size when
    /// none is named), then only what differs from what the style gives (the family, a size of
    /// its own, a weight other than the style's or bold's).
    func fields(textStyle: String?, bold: Bool) -> [(field: String, scalar: YAMLScalar)] {
        var fields: [(String, YAMLScalar)] = []
        let style = textStyle.flatMap(TypeStyle.init(rawValue:)) ?? Self.nearestStyle(to: size)
        if textStyle == nil { fields.append(("textStyle", YAMLScalar(style.rawValue))) }
        if let family { fields.append(("fontFamily", YAMLScalar(family, style: .doubleQuoted))) }
        if size != style.pointSize(at: .large) { fields.append(("fontSize", .number(size))) }
        if let weight, weight != (bold ? .bold : style.defaultWeight) {
            fields.append(("weight", YAMLScalar(weight.rawValue)))
        }
        return fields
    }
}

extension YAMLScalar {
    /// `12` or `10.5`, plain, as a theme file writes a number.
    static func number(_ value: Double) -> YAMLScalar {
        YAMLScalar(value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value))
    }
}
