/// The thirteen types of the Format module 2025.10 (§8 and §9): "every design token MUST use
/// one of these types". `$type` is case-sensitive, so `Color` is not `color`.
public enum TokenType: String, Sendable, Hashable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    /// The sub-values a composite type's object holds, each with the type a reference in it
    /// must name (§9), and whether it may be left out.
    var subValues: [(name: String, type: TokenType, required: Bool)] {
        switch self {
        case .border: [("color", .color, true), ("width", .dimension, true), ("style", .strokeStyle, true)]
        case .transition:
            [("duration", .duration, true), ("delay", .duration, true), ("timingFunction", .cubicBezier, true)]
        case .shadow:
            [
                ("color", .color, true), ("offsetX", .dimension, true), ("offsetY", .dimension, true),
                ("blur", .dimension, true), ("spread", .dimension, true),
            ]
        case .typography:
            [
                ("fontFamily", .fontFamily, true), ("fontSize", .dimension, true), ("fontWeight", .fontWeight, true),
                ("letterSpacing", .dimension, true), ("lineHeight", .number, true),
            ]
        default: []
        }
    }
}
