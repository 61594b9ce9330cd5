import StoreDomain
import StoreTheme

/// What the Format and Color modules 2025.10 require of a value of each type (§8, §9; Color
/// module §4), checked once its aliases are followed.
enum TokenValues {
    /// One problem: the members under `$value` where it is (`["components", "0"]`), and what
    /// was expected. A problem is `recovered` when the value still has one reading (a colour with
    /// no colorSpace has its hex, the sRGB fallback): an error to `themes validate`, and the
    /// value read regardless (``recoveredColor(_:)``).
    struct Problem: Hashable {
        var at: [String]
        var message: String
        var recovered = false
    }

    /// The weights by name (§8.4), case-sensitive.
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    static let strokeStyles = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    /// Whether `value` is a colour in the older drafts' form, a hex string: read, with a warning.
    static func isHexString(_ value: JSONValue) -> Bool {
        guard let text = value.string, text.hasPrefix("#") else { return false }
        let digits = text.dropFirst()
        return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }

    static func problems(_ value: JSONValue, as type: TokenType) -> [Problem] {
        switch type {
        case .color: return color(value)
        case .dimension: return unitValue(value, units: ["px", "rem"], what: "a dimension")
        case .duration: return unitValue(value, units: ["ms", "s"], what: "a duration")
        case .number:
            return value.number == nil
                ? [Problem(at: [], message: "expected a number, found \(value.kindDescription) (§8.7)")] : []
        case .fontFamily:
            if let name = value.string {
                return name.isEmpty
                    ? [Problem(at: [], message: "expected a family's name, found an empty string (§8.3)")] : []
            }
            if case .array(let names) = value, !names.isEmpty, names.allSatisfy({ !($0.string ?? "").isEmpty }) {
                return []
            }
            return [
                Problem(at: [], message: "expected a family's name or a list of names, most preferred first (§8.3)")
            ]
        case .fontWeight: return fontWeight(value)
        case .cubicBezier: return cubicBezier(value)
        case .strokeStyle: return strokeStyle(value)
        case .border, .transition, .typography: return composite(value, type)
        case .shadow:
            if case .array(let layers) = value {
                return layers.enumerated().flatMap { index, layer in
                    composite(layer, .shadow).map { Problem(at: ["\(index)"] + $0.at, message: $0.message) }
                }
            }
            return composite(value, .shadow)
        case .gradient: return gradient(value)
        }
    }

    private static func unitValue(_ value: JSONValue, units: [String], what: String) -> [Problem] {
        let expected =
            "expected \(what), {\"value\": a number, \"unit\": \(units.map { "\"\($0)\"" }.joined(separator: " or "))}"
        guard case .object(let members) = value else {
            return [Problem(at: [], message: "\(expected), found \(value.kindDescription)")]
        }
        var problems: [Problem] = []
        if members["value"]?.number == nil {
            problems.append(Problem(at: ["value"], message: "\(expected); value is missing or not a number"))
        }
        if let unit = members["unit"]?.string {
            if !units.contains(unit) {
                problems.append(Problem(at: ["unit"], message: "\(expected); found the unit \"\(unit)\""))
            }
        } else {
            problems.append(Problem(at: ["unit"], message: "\(expected); the unit is required, even for 0"))
        }
        for key in members.keys.sorted() where key != "value" && key != "unit" {
            problems.append(Problem(at: [key], message: "\(expected); \"\(key)\" is not one of its members"))
        }
        return problems
    }

    private static func fontWeight(_ value: JSONValue) -> [Problem] {
        if let number = value.number, (1...1000).contains(number) { return [] }
        if let name = value.string, weightNames[name] != nil { return [] }
        return [
            Problem(
                at: [],
                message:
                    "expected a weight from 1 to 1000, or one of \(weightNames.keys.sorted().joined(separator: ", ")) "
                    + "(case-sensitive, §8.4), found \(describe(value))")
        ]
    }

    private static func cubicBezier(_ value: JSONValue) -> [Problem] {
        guard case .array(let items) = value, items.count == 4, items.allSatisfy({ $0.number != nil }) else {
            return [Problem(at: [], message: "expected four numbers [P1x, P1y, P2x, P2y] (§8.6)")]
        }
        return [0, 2].compactMap { index in
            guard let x = items[index].number, !(0...1).contains(x) else { return nil }
            return Problem(
                at: ["\(index)"], message: "expected an x coordinate from 0 to 1 (§8.6), found \(describe(.number(x)))")
        }
    }

    private static func strokeStyle(_ value: JSONValue) -> [Problem] {
        if let name = value.string {
            return strokeStyles.contains(name)
                ? []
                : [
                    Problem(
                        at: [],
                        message: "expected one of \(strokeStyles.joined(separator: ", ")) (§9.3), found \"\(name)\"")
                ]
        }
        guard case .object(let members) = value else {
            return [Problem(at: [], message: "expected a stroke style's name or {dashArray, lineCap} (§9.3)")]
        }
        var problems: [Problem] = []
        if case .array(let dashes) = members["dashArray"] ?? .null, !dashes.isEmpty {
            for (index, dash) in dashes.enumerated() {
                problems += problemsAt(
                    ["dashArray", "\(index)"], unitValue(dash, units: ["px", "rem"], what: "a dimension"))
            }
        } else {
            problems.append(Problem(at: ["dashArray"], message: "expected dashArray, a list of dimensions (§9.3.2)"))
        }
        if !["round", "butt", "square"].contains(members["lineCap"]?.string ?? "") {
            problems.append(Problem(at: ["lineCap"], message: "expected lineCap, one of round, butt, square (§9.3.2)"))
        }
        return problems
    }

    private static func composite(_ value: JSONValue, _ type: TokenType) -> [Problem] {
        let names = type.subValues.map(\.name) + (type == .shadow ? ["inset"] : [])
        guard case .object(let members) = value else {
            return [
                Problem(
                    at: [],
                    message:
                        "expected a \(type.rawValue) object of \(names.joined(separator: ", ")), found \(value.kindDescription) (§9)"
                )
            ]
        }
        var problems: [Problem] = []
        for sub in type.subValues {
            guard let member = members[sub.name] else {
                problems.append(Problem(at: [], message: "a \(type.rawValue) needs \(sub.name), which is missing (§9)"))
                continue
            }
            problems += problemsAt([sub.name], self.problems(member, as: sub.type))
        }
        if type == .shadow, let inset = members["inset"], case .bool = inset {
        } else if type == .shadow, members["inset"] != nil {
            problems.append(Problem(at: ["inset"], message: "expected inset to be true or false (§9.6)"))
        }
        for key in members.keys.sorted() where !names.contains(key) {
            problems.append(
                Problem(
                    at: [key],
                    message:
                        "\"\(key)\" is no member of a \(type.rawValue); a composite takes only \(names.joined(separator: ", ")) (§9.2)"
                ))
        }
        return problems
    }

    private static func gradient(_ value: JSONValue) -> [Problem] {
        guard case .array(let stops) = value, !stops.isEmpty else {
            return [Problem(at: [], message: "expected a list of stops, each {color, position} (§9.7)")]
        }
        var problems: [Problem] = []
        for (index, stop) in stops.enumerated() {
            guard case .object(let members) = stop, let color = members["color"], let position = members["position"]
            else {
                problems.append(Problem(at: ["\(index)"], message: "expected a stop, {color, position} (§9.7)"))
                continue
            }
            problems += problemsAt(["\(index)", "color"], self.color(color))
            if position.number == nil {
                problems.append(Problem(at: ["\(index)", "position"], message: "expected a number from 0 to 1 (§9.7)"))
            }
        }
        return problems
    }

    private static func problemsAt(_ prefix: [String], _ problems: [Problem]) -> [Problem] {
        problems.map { Problem(at: prefix + $0.at, message: $0.message) }
    }

    /// A colour object (Color module 2025.10, §4.1): a known space, three components in its
    /// ranges (or `none`), alpha from 0 to 1, and a six-digit hex.
    static func color(_ value: JSONValue) -> [Problem] {
        if isHexString(value) { return [] }
        guard case .object(let members) = value else {
            return [
                Problem(
                    at: [],
                    message:
                        "expected a colour object (colorSpace, components, alpha, hex), found \(describe(value)) (Color §4.1)"
                )
            ]
        }
        var problems: [Problem] = []
        let spaces = DTCGColor.spaces
        guard let space = members["colorSpace"]?.string, spaces.contains(space) else {
            let found = members["colorSpace"].map { describe($0) } ?? "none"
            let expected = "expected colorSpace, one of \(spaces.joined(separator: ", ")); found \(found)"
            guard members["colorSpace"] == nil, isSixDigitHex(members["hex"]) else {
                return [Problem(at: ["colorSpace"], message: "\(expected) (Color §4.2)")]
            }
            // An earlier export's colour: components with no space, and the hex that says them in sRGB.
            problems.append(
                Problem(
                    at: ["colorSpace"], message: "\(expected); read as sRGB from its hex (Color §4.1, §4.2)",
                    recovered: true))
            problems += alphaAndMembers(members)
            return problems
        }
        if case .array(let items) = members["components"] ?? .null, items.count == 3 {
            let ranges = DTCGColor.ranges(space)
            for (index, item) in items.enumerated() {
                if item.string == "none" { continue }
                guard let number = item.number else {
                    problems.append(
                        Problem(
                            at: ["components", "\(index)"],
                            message: "expected a number or \"none\", found \(describe(item))"))
                    continue
                }
                let range = ranges[index]
                if !range.contains(number) {
                    problems.append(
                        Problem(
                            at: ["components", "\(index)"],
                            message: "\(space)'s \(range.name) is \(range.text), found \(describe(item)) (Color §4.2)"))
                }
            }
        } else {
            problems.append(
                Problem(at: ["components"], message: "expected components, three numbers (or \"none\") (Color §4.1)"))
        }
        if let hex = members["hex"], !isSixDigitHex(hex) {
            // The components say the colour; the hex is only its sRGB fallback.
            problems.append(
                Problem(
                    at: ["hex"],
                    message:
                        "expected hex in six-digit CSS form such as \"#0969da\", found \(describe(hex)); "
                        + "read from its components (Color §4.1)",
                    recovered: problems.isEmpty))
        }
        return problems + alphaAndMembers(members)
    }

    private static func alphaAndMembers(_ members: [String: JSONValue]) -> [Problem] {
        var problems: [Problem] = []
        if let alpha = members["alpha"], !(0...1).contains(alpha.number ?? -1) {
            problems.append(
                Problem(at: ["alpha"], message: "expected alpha from 0 to 1, found \(describe(alpha)) (Color §4.1)"))
        }
        for key in members.keys.sorted() where !["colorSpace", "components", "alpha", "hex"].contains(key) {
            problems.append(
                Problem(
                    at: [key],
                    message: "\"\(key)\" is no member of a colour; expected colorSpace, components, alpha, hex"))
        }
        return problems
    }

    private static func isSixDigitHex(_ value: JSONValue?) -> Bool {
        guard let text = value?.string else { return false }
        return text.count == 7 && text.hasPrefix("#") && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// A colour whose problems are all recovered, as it reads: one with no colorSpace in sRGB
    /// from its hex, and one whose hex is malformed without it.
    static func recoveredColor(_ value: JSONValue) -> JSONValue {
        guard case .object(var members) = value else { return value }
        if members["colorSpace"] == nil, let hex = members["hex"]?.string, let color = ThemeColor(hex: hex) {
            members["colorSpace"] = .string("srgb")
            members["components"] = .array([color.red, color.green, color.blue].map { .number(Double($0) / 255) })
        } else if !isSixDigitHex(members["hex"]) {
            members["hex"] = nil
        }
        return .object(members)
    }

    /// `"bold"`, `a number`: a value as a message quotes it.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        default: value.kindDescription
        }
    }
}
