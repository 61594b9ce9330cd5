import RealModule
import StoreDomain
import StoreTheme

/// Colours in the Format module's colour-object form (`colorSpace`, `components`, `alpha`,
/// `hex`; Color module 2025.10), to and from a ``ThemeColor``, which is sRGB. A colour in
/// another space is converted as CSS Color 4 converts it, through CIE XYZ, and clipped to
/// sRGB's gamut when it lies outside.
package enum DTCGColor {
    /// The colour spaces read, as the Color module names them.
    package static let spaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
        "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// The range of one component of a space (Color module 2025.10, §4.2).
    struct ComponentRange {
        var name: String
        var lower: Double
        var upper: Double?
        /// Whether the upper bound is excluded: a hue is from 0 up to, not including, 360.
        var isHalfOpen = false

        func contains(_ value: Double) -> Bool {
            guard value >= lower else { return false }
            guard let upper else { return true }
            return isHalfOpen ? value < upper : value <= upper
        }

        var text: String {
            func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
            guard let upper else { return "at least \(number(lower))" }
            return "from \(number(lower)) to \(number(upper))" + (isHalfOpen ? ", \(number(upper)) excluded" : "")
        }
    }

    /// The ranges of a space's three components; `lab`'s and `oklab`'s a and b are unbounded.
    static func ranges(_ space: String) -> [ComponentRange] {
        let hue = ComponentRange(name: "hue", lower: 0, upper: 360, isHalfOpen: true)
        let unbounded = ComponentRange(name: "axis", lower: -.infinity, upper: nil)
        switch space {
        case "hsl":
            return [
                hue, ComponentRange(name: "saturation", lower: 0, upper: 100),
                ComponentRange(name: "lightness", lower: 0, upper: 100),
            ]
        case "hwb":
            return [
                hue, ComponentRange(name: "whiteness", lower: 0, upper: 100),
                ComponentRange(name: "blackness", lower: 0, upper: 100),
            ]
        case "lab": return [ComponentRange(name: "lightness", lower: 0, upper: 100), unbounded, unbounded]
        case "lch":
            return [
                ComponentRange(name: "lightness", lower: 0, upper: 100),
                ComponentRange(name: "chroma", lower: 0, upper: nil), hue,
            ]
        case "oklab": return [ComponentRange(name: "lightness", lower: 0, upper: 1), unbounded, unbounded]
        case "oklch":
            return [
                ComponentRange(name: "lightness", lower: 0, upper: 1),
                ComponentRange(name: "chroma", lower: 0, upper: nil), hue,
            ]
        default:
            return ["first", "second", "third"].map { ComponentRange(name: "\($0) component", lower: 0, upper: 1) }
        }
    }

    /// `color` as a colour object: sRGB components to four places, alpha, and the hex.
    package static func object(_ color: ThemeColor) -> JSONValue {
        func component(_ byte: UInt8) -> JSONValue { .number((Double(byte) / 255 * 10_000).rounded() / 10_000) }
        let hex = ThemeColor(red: color.red, green: color.green, blue: color.blue).description.lowercased()
        return .object([
            "colorSpace": .string("srgb"),
            "components": .array([component(color.red), component(color.green), component(color.blue)]),
            "alpha": component(color.alpha), "hex": .string(hex),
        ])
    }

    /// What reading a colour object found: the colour, and whether it was converted from
    /// another space or clipped into sRGB's gamut.
    package struct Read {
        package var color: ThemeColor
        package var convertedFrom: String?
        package var clipped: Bool

        package init(color: ThemeColor, convertedFrom: String?, clipped: Bool) {
            self.color = color
            self.convertedFrom = convertedFrom
            self.clipped = clipped
        }
    }

    /// The sRGB colour of `components` in `space` with `alpha`, or `nil` for an unknown space.
    package static func color(space: String, components: [Double], alpha: Double) -> Read? {
        guard components.count == 3, let linear = linearSRGB(space: space, components) else { return nil }
        var clipped = false
        func byte(_ value: Double, encoded: Bool) -> UInt8 {
            let encodedValue = encoded ? gammaEncode(value) : value
            // A hair outside [0, 1] is rounding, not a colour outside the gamut.
            if encodedValue < -0.0005 || encodedValue > 1.0005 { clipped = true }
            return UInt8((min(max(encodedValue, 0), 1) * 255).rounded())
        }
        let isEncoded = space == "srgb" || space == "hsl" || space == "hwb"
        let rgb: [Double] = isEncoded ? gammaEncodedSRGB(space: space, components) ?? [] : linear
        guard rgb.count == 3 else { return nil }
        let color = ThemeColor(
            red: byte(rgb[0], encoded: !isEncoded), green: byte(rgb[1], encoded: !isEncoded),
            blue: byte(rgb[2], encoded: !isEncoded), alpha: UInt8((min(max(alpha, 0), 1) * 255).rounded()))
        return Read(color: color, convertedFrom: space == "srgb" ? nil : space, clipped: clipped)
    }

    /// sRGB as written (gamma-encoded), for the spaces that are sRGB in other coordinates.
    private static func gammaEncodedSRGB(space: String, _ c: [Double]) -> [Double]? {
        switch space {
        case "srgb": return c
        case "hsl": return hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "hwb":
            let (white, black) = (c[1] / 100, c[2] / 100)
            if white + black >= 1 {
                let grey = white / (white + black)
                return [grey, grey, grey]
            }
            let pure = hsl(hue: c[0], saturation: 1, lightness: 0.5)
            return pure.map { $0 * (1 - white - black) + white }
        default: return nil
        }
    }

    private static func hsl(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    /// Linear-light sRGB of `c` in `space`, through CIE XYZ (D65) where the space is not sRGB's.
    private static func linearSRGB(space: String, _ c: [Double]) -> [Double]? {
        switch space {
        case "srgb", "hsl", "hwb":
            return gammaEncodedSRGB(space: space, c).map { $0.map(gammaDecode) }
        case "srgb-linear": return c
        case "display-p3": return fromXYZ65(multiply(p3ToXYZ, c.map(gammaDecode)))
        case "a98-rgb":
            return fromXYZ65(multiply(a98ToXYZ, c.map { signed($0) { Double.pow($0, 563.0 / 256.0) } }))
        case "rec2020": return fromXYZ65(multiply(rec2020ToXYZ, c.map(rec2020Decode)))
        case "prophoto-rgb":
            let linear = c.map { signed($0) { $0 <= 16 / 512 ? $0 / 16 : Double.pow($0, 1.8) } }
            return fromXYZ65(multiply(d50ToD65, multiply(prophotoToXYZ50, linear)))
        case "xyz-d65": return fromXYZ65(c)
        case "xyz-d50": return fromXYZ65(multiply(d50ToD65, c))
        case "lab": return fromXYZ65(multiply(d50ToD65, labToXYZ50(c)))
        case "lch": return fromXYZ65(multiply(d50ToD65, labToXYZ50(polar(c))))
        case "oklab": return oklabToLinearSRGB(c)
        case "oklch": return oklabToLinearSRGB(polar(c))
        default: return nil
        }
    }

    /// Lightness, chroma and hue to lightness, a and b.
    private static func polar(_ c: [Double]) -> [Double] {
        let radians = c[2] * .pi / 180
        return [c[0], c[1] * Double.cos(radians), c[1] * Double.sin(radians)]
    }

    private static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }

    static func gammaDecode(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : Double.pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func gammaEncode(_ value: Double) -> Double {
        signed(value) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * Double.pow($0, 1 / 2.4) - 0.055 }
    }

    private static func rec2020Decode(_ value: Double) -> Double {
        let (alpha, beta) = (1.09929682680944, 0.018053968510807)
        return signed(value) { $0 < beta * 4.5 ? $0 / 4.5 : Double.pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
    }

    private static func labToXYZ50(_ c: [Double]) -> [Double] {
        let (kappa, epsilon) = (24389.0 / 27, 216.0 / 24389)
        let f1 = (c[0] + 16) / 116
        let f0 = c[1] / 500 + f1
        let f2 = f1 - c[2] / 200
        let x = Double.pow(f0, 3) > epsilon ? Double.pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = c[0] > kappa * epsilon ? Double.pow(f1, 3) : c[0] / kappa
        let z = Double.pow(f2, 3) > epsilon ? Double.pow(f2, 3) : (116 * f2 - 16) / kappa
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        return [x * white[0], y * white[1], z * white[2]]
    }

    private static func oklabToLinearSRGB(_ c: [Double]) -> [Double] {
        let l = Double.pow(c[0] + 0.3963377773761749 * c[1] + 0.2158037573099136 * c[2], 3)
        let m = Double.pow(c[0] - 0.1055613458156586 * c[1] - 0.0638541728258133 * c[2], 3)
        let s = Double.pow(c[0] - 0.0894841775298119 * c[1] - 1.2914855480194092 * c[2], 3)
        return [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ]
    }

    private static func fromXYZ65(_ xyz: [Double]) -> [Double] { multiply(xyzToLinearSRGB, xyz) }

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    // The matrices of CSS Color 4, §18 (Sample code for color conversions).
    private static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    private static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    private static let a98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let rec2020ToXYZ: [[Double]] = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    private static let prophotoToXYZ50: [[Double]] = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    private static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
}
