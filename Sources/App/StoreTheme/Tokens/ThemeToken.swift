/// A theme token that styles text, such as `stock.inStock`: how view data names its styles.
///
/// Every token the schema requires has a generated accessor, so a mistyped token is a
/// compile error rather than silently plain text:
///
/// ```swift
/// StyledText(data: store.name, style: .text.title)
/// theme.style(.stock.lowStock).color        // the theme's orange
/// ThemeToken(annotationKind: "flagship")    // a pin's kind, a group the schema leaves open
/// ```
///
/// In JSON a token is its path, `"stock.inStock"`.
public struct ThemeToken: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The dotted path, such as `text.title`.
    public let path: String

    /// The token at `path`. Prefer the generated accessors (`.text.title`), which the compiler
    /// checks; use this for paths built from data, and check them with ``ThemeSchema``.
    public init(path: String) {
        self.path = path
    }

    /// The pin style of a store kind, `annotation.<kind>`: the schema requires `default`,
    /// `selected`, `user` and `cluster`, and a theme may add any kind.
    public init(annotationKind kind: String) {
        self.path = "annotation." + kind
    }

    /// The store kind, when this is an annotation token.
    public var annotationKind: String? {
        path.hasPrefix("annotation.") ? String(path.dropFirst("annotation.".count)) : nil
    }

    /// Whether the token's text may be cut with `…` to fit: a decorative token's
    /// (``ThemeSchema/decorativeTokens``: frames, image placeholders) or a search field's
    /// (``ThemeSchema/cuttableTokens``). Every other text is essential: it wraps, whole, at
    /// every text size.
    public var mayBeCut: Bool {
        ThemeSchema.cuttableTokens.contains(path) || ThemeSchema.decorativeTokens.contains(path)
    }

    public var description: String { path }

    public static func < (lhs: ThemeToken, rhs: ThemeToken) -> Bool { lhs.path < rhs.path }

    public init(from decoder: any Decoder) throws {
        path = try decoder.singleValueContainer().decode(String.self)
    }

    /// Hand-written: a token is written as its path, `"stock.inStock"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(path)
    }
}
