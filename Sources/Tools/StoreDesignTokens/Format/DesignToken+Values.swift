import StoreDomain
import StoreTheme

/// A resolved token's value read as what its type stands for. Each reading is here once, for a
/// token and for a sub-value of a composite alike; the values are checked already
/// (``TokenValues``), so a reading of the wrong type is `nil`.
extension DesignToken {
    /// A colour token's value in sRGB, converted from its space as CSS Color 4 converts and
    /// clipped to sRGB's gamut; `nil` for a token of another type.
    public var color: ThemeColor? { srgb?.color }

    /// A colour token's value in sRGB, with whether it was converted from another space or
    /// clipped into sRGB's gamut.
    package var srgb: DTCGColor.Read? {
        guard type == .color else { return nil }
        return Self.srgb(of: value)
    }

    /// A colour value (a colour object, or an older draft's hex string) in sRGB.
    package static func srgb(of value: JSONValue) -> DTCGColor.Read? {
        if let text = value.string {
            return ThemeColor(hex: text).map { DTCGColor.Read(color: $0, convertedFrom: nil, clipped: false) }
        }
        guard let space = value["colorSpace"]?.string, case .array(let items)? = value["components"] else { return nil }
        // `none` is a missing component, which CSS Color 4 reads as 0.
        let components = items.map { $0.number ?? 0 }
        return DTCGColor.color(space: space, components: components, alpha: value["alpha"]?.number ?? 1)
    }

    /// A dimension token's value in points: a `px` each, 16 to a `rem`; `nil` for another type.
    public var points: Double? { type == .dimension ? Self.points(of: value) : nil }

    /// A dimension value in points.
    public static func points(of value: JSONValue) -> Double? {
        guard let number = value["value"]?.number, let unit = value["unit"]?.string else { return nil }
        return unit == "rem" ? number * 16 : number
    }

    /// A fontWeight token's value as a number from 1 to 1000; `nil` for another type.
    public var weight: Double? { type == .fontWeight ? Self.weight(of: value) : nil }

    /// A font weight value as a number: the number, or what a Format module name (`semi-bold`,
    /// §8.4, case-sensitive) stands for.
    public static func weight(of value: JSONValue) -> Double? {
        value.number ?? value.string.flatMap { TokenValues.weightNames[$0] }
    }

    /// A fontFamily token's most preferred family; `nil` for another type.
    public var family: String? { type == .fontFamily ? Self.family(of: value) : nil }

    /// A font family value's most preferred family: the name, or the first of the list.
    public static func family(of value: JSONValue) -> String? {
        if let name = value.string { return name }
        if case .array(let names) = value { return names.first?.string }
        return nil
    }
}
