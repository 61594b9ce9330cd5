import StoreDesignTokens
import StoreDomain
import StoreTheme
import StoreYAML

/// A `typography` token's value (Format module 2025.10, §9.7) read into a role's type: its
/// font family, its size at Large and its weight; and a `dimension` value read as points.
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

    /// `value`, a typography token's `$value`, each field's alias followed by `resolving`.
    static func read(
        _ value: JSONValue, resolving: (JSONValue) -> JSONValue?
    ) -> Result<Typography, TokenMessage> {
        guard case .object = value else {
            return .failure(
                .init(
                    "expected a typography object (fontFamily, fontSize, fontWeight …), found \(value.kindDescription)")
            )
        }
        guard let rawSize = value["fontSize"], let sizeValue = resolving(rawSize) else {
            return .failure(.init("expected fontSize, a dimension such as {\"value\": 17, \"unit\": \"px\"}"))
        }
        let size: Double
        switch points(sizeValue) {
        case .failure(let message): return .failure(.init("fontSize: " + message.text))
        case .success(let read): size = read
        }
        var family: String?
        if let raw = value["fontFamily"] {
            guard let read = resolving(raw), let name = read.string ?? read.firstString, !name.isEmpty else {
                return .failure(.init("fontFamily: expected a family's name, or a list of them"))
            }
            family = systemFamilies.contains(name) ? nil : name
        }
        var weight: FontWeight?
        if let raw = value["fontWeight"] {
            guard let read = resolving(raw), let parsed = self.weight(read) else {
                return .failure(
                    .init("fontWeight: expected a number from 1 to 1000, or a name such as bold"))
            }
            weight = parsed
        }
        return .success(Typography(family: family, size: size, weight: weight))
    }

    /// A weight: a number from 1 to 1000, or one of the Format module's names.
    static func weight(_ value: JSONValue) -> FontWeight? {
        if let number = value.number { return FontWeight(numericValue: number) }
        // The Format module's names (§8.4), case-sensitive, from the one table of them.
        return value.string.flatMap { DesignToken.weight(named: $0) }.flatMap { FontWeight(numericValue: $0) }
    }

    /// A dimension as points: `{"value": 12, "unit": "px"}`, or `rem` (16 px each); the older
    /// drafts' `"12px"` too.
    static func points(_ value: JSONValue) -> Result<Double, TokenMessage> {
        var number: Double?, unit: String?
        if case .object = value {
            number = value["value"]?.number
            unit = value["unit"]?.string
        } else if let text = value.string {
            for suffix in ["px", "rem"] where text.hasSuffix(suffix) {
                number = Double(text.dropLast(suffix.count))
                unit = suffix
            }
        }
        guard let number, let unit, number.isFinite, number >= 0, number <= 1000 else {
            return .failure(.init("expected a dimension, {\"value\": a number, \"unit\": \"px\" or \"rem\"}"))
        }
        switch unit {
        case "px": return .success(number)
        case "rem": return .success(number * 16)
        default: return .failure(.init("expected the unit px or rem, found \"\(unit)\""))
        }
    }

    /// `12` or `10.5`, as a theme file writes a number.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
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
    func fields(textStyle: String?, bold: Bool) -> [(field: String, scalar: String)] {
        var fields: [(String, String)] = []
        let style = textStyle.flatMap(TypeStyle.init(rawValue:)) ?? Self.nearestStyle(to: size)
        if textStyle == nil { fields.append(("textStyle", style.rawValue)) }
        if let family { fields.append(("fontFamily", YAMLQuoting.quoted(family))) }
        if size != style.pointSize(at: .large) { fields.append(("fontSize", Self.number(size))) }
        if let weight, weight != (bold ? .bold : style.defaultWeight) { fields.append(("weight", weight.rawValue)) }
        return fields
    }
}

extension JSONValue {
    /// The first string of an array (a font family's fallbacks), else `nil`.
    fileprivate var firstString: String? {
        guard case .array(let items) = self else { return nil }
        return items.first?.string
    }
}

/// Why a token's value gives no theme field: what was expected.
struct TokenMessage: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
