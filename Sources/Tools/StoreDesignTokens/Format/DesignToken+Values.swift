import StoreDomain
import StoreTheme

extension DesignToken {
    /// A colour token's value in sRGB, converted from its space as CSS Color 4 converts and
    /// clipped to sRGB's gamut; `nil` for a token of another type.
    public var color: ThemeColor? {
        guard type == .color else { return nil }
        if let text = value.string { return ThemeColor(hex: text) }
        guard let space = value["colorSpace"]?.string, case .array(let items)? = value["components"] else { return nil }
        // `none` is a missing component, which CSS Color 4 reads as 0.
        let components = items.map { $0.number ?? 0 }
        return DTCGColor.color(space: space, components: components, alpha: value["alpha"]?.number ?? 1)?.color
    }

    /// A dimension token's value in points: a `px` each, 16 to a `rem`; `nil` for another type.
    public var points: Double? {
        guard type == .dimension, let number = value["value"]?.number, let unit = value["unit"]?.string else {
            return nil
        }
        return unit == "rem" ? number * 16 : number
    }

    /// A fontWeight token's value as a number from 1 to 1000; `nil` for another type.
    public var weight: Double? {
        guard type == .fontWeight else { return nil }
        return value.number ?? value.string.flatMap(Self.weight(named:))
    }

    /// The weight a Format module name stands for (`semi-bold` → 600, §8.4), case-sensitive.
    public static func weight(named name: String) -> Double? { TokenValues.weightNames[name] }

    /// A fontFamily token's most preferred family; `nil` for another type.
    public var family: String? {
        guard type == .fontFamily else { return nil }
        if let name = value.string { return name }
        if case .array(let names) = value { return names.first?.string }
        return nil
    }
}
