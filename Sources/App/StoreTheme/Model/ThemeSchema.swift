/// The tokens every theme must define, and the fields each kind of token has.
public enum ThemeSchema {
    /// What a token path holds.
    public enum Kind: String, Sendable {
        /// A colour (`colors.*`).
        case color
        /// A text style (`styles.*`).
        case style
        /// A map pin's style (`annotations.*`).
        case annotation
        /// A length beside text that scales with a text style (`spacing.*`).
        case dimension
    }

    /// Every required token, by path.
    public static let required: [(path: String, kind: Kind)] = [
        ("colors.background", .color), ("colors.text", .color), ("colors.muted", .color), ("colors.accent", .color),
        ("text.title", .style), ("text.body", .style), ("text.secondary", .style), ("text.caption", .style),
        ("stock.inStock", .style), ("stock.lowStock", .style), ("stock.outOfStock", .style), ("stock.unknown", .style),
        ("annotation.default", .annotation), ("annotation.selected", .annotation),
        ("annotation.user", .annotation), ("annotation.cluster", .annotation),
        ("button.primary", .style), ("button.secondary", .style),
        ("error.title", .style), ("error.message", .style), ("error.icon", .style),
        ("selectedRow", .style), ("today", .style),
        ("searchBar.field", .style), ("searchBar.placeholder", .style),
        ("productCard.name", .style), ("productCard.price", .style), ("productCard.originalPrice", .style),
        ("productCard.border", .style),
        ("mapFrame.border", .style), ("mapFrame.background", .style), ("mapFrame.label", .style),
        ("specials.name", .style), ("specials.price", .style), ("specials.originalPrice", .style),
        ("specials.discount", .style),
        ("specials.border", .style), ("specials.image", .style), ("specials.status", .style),
        ("delivery.fee", .style), ("delivery.partner", .style), ("delivery.current", .style),
        ("delivery.notice", .style),
        ("status.notice", .style), ("status.closed", .style), ("pickup.ready", .style),
        ("facility.present", .style), ("facility.absent", .style), ("filter.active", .style),
        ("filter.inactive", .style),
        ("booking.title", .style), ("booking.subtitle", .style), ("booking.price", .style),
        ("booking.border", .style), ("booking.image", .style),
    ]

    /// Tokens a theme may set and need not: the lengths beside text, each with the value a
    /// theme that sets none takes (``Theme/dimension(_:at:)``), so a theme written before
    /// them still loads.
    public static let optional: [(path: String, kind: Kind)] = dimensionDefaults.keys.sorted().map { ($0, .dimension) }

    /// Every token the schema knows: ``required``, then ``optional``.
    public static var all: [(path: String, kind: Kind)] { required + optional }

    /// The `spacing.*` lengths a theme that sets none takes: a row's padding, a tile's inset,
    /// the gap between sections and a button's padding, in points at Large.
    public static let dimensionDefaults: [String: ThemeDimension] = [
        "spacing.rowPadding": ThemeDimension(value: 12, relativeTo: .body),
        "spacing.tileInset": ThemeDimension(value: 8, relativeTo: .footnote),
        "spacing.sectionGap": ThemeDimension(value: 20, relativeTo: .title3),
        "spacing.buttonPadding": ThemeDimension(value: 10, relativeTo: .headline),
    ]

    /// Groups whose members are open: any name may be added. (`colors` is closed: it has the
    /// four tokens in ``required``.)
    package static let openGroups: [String: Kind] = ["palette": .color, "annotation": .annotation]

    /// The fields of a style token and of an annotation token, with their value types.
    package static let styleFields: [String: FieldType] = [
        "color": .color, "background": .color, "bold": .bool, "dim": .bool, "italic": .bool, "underline": .bool,
        "strikethrough": .bool,
        "ansi16": .ansi16,
        "textStyle": .textStyle, "weight": .fontWeight, "fontFamily": .fontFamily, "fontSize": .points,
    ]

    /// The fields of a dimension token (`spacing.*`).
    package static let dimensionFields: [String: FieldType] = ["value": .points, "relativeTo": .textStyle]

    /// The type fields of a style token: what ``TextStyle/textStyle``, `weight`, `fontFamily`
    /// and `fontSize` hold.
    package static let typeFields: Set<String> = ["textStyle", "weight", "fontFamily", "fontSize"]

    /// The smallest size at Large that lint lets pass without a warning: Apple's minimum for
    /// iOS, 11 pt (caption2).
    public static let smallestSize: Double = 11

    /// Tokens whose text may be cut with `…` to fit, besides the ``decorativeTokens`` (an
    /// image placeholder's file name among them): a search field's text inside its box, which
    /// scrolls. Every other text is essential and wraps, at every text size: a store's name,
    /// its distance, status and stock, prices, a phone number, an address line, an
    /// opening-times row, a button's title, an error. The rule is the role's
    /// (``ThemeToken/mayBeCut``), so every screen keeps it.
    public static let cuttableTokens: Set<String> = ["searchBar.field", "searchBar.placeholder"]

    /// Tokens that only decorate: frames, the map's blank cells, the image placeholder. The text
    /// inside them identifies what they frame, so they need no contrast, and a screen reader
    /// skips them.
    public static let decorativeTokens: Set<String> = [
        "productCard.border", "mapFrame.border", "mapFrame.background", "specials.border", "specials.image",
        "booking.border", "booking.image",
    ]

    /// The tokens of states that must look different from one another at every colour depth.
    public static let stateTokens = ["stock.inStock", "stock.lowStock", "stock.outOfStock", "stock.unknown"]

    /// The states a screen shows in colour, each group's tokens one state each: stock levels
    /// (and open or closed, which wear their colours), a filter on or off, and a selected pin
    /// against every other pin. A screen must tell each apart in words or in shape too
    /// (Differentiate Without Color Alone).
    public static let stateGroups: [[String]] = [stateTokens, ["filter.active", "filter.inactive"]]

    /// Whether `token` shows a state: a member of a ``stateGroups`` group, or a pin.
    public static func isStateToken(_ token: ThemeToken) -> Bool {
        token.annotationKind != nil || stateGroups.contains { $0.contains(token.path) }
    }
    package static let annotationFields: [String: FieldType] = ["color": .color, "glyph": .glyph, "priority": .integer]

    /// Top-level keys that are not token groups.
    package static let metadataKeys: Set<String> = ["name", "extends", "description", "contrast"]

    package enum FieldType: String {
        case color = "a colour (#RGB, #RRGGBB or #RRGGBBAA) or a {reference}"
        case bool = "true or false"
        case integer = "a whole number"
        case glyph = "one character one column wide"
        case ansi16 =
            "one of the 16 ANSI colour names (black, red, green, yellow, blue, magenta, cyan, white, brightBlack … brightWhite)"
        case textStyle =
            "one of Apple's text styles (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2)"
        case fontWeight = "a weight (ultraLight, thin, light, regular, medium, semibold, bold, heavy, black)"
        case fontFamily = "a font family's name"
        case points = "a size in points, a number greater than 0"
    }

    /// The fields each kind of token has.
    package static func fields(of kind: Kind) -> [String: FieldType] {
        switch kind {
        case .color: [:]
        case .style: styleFields
        case .annotation: annotationFields
        case .dimension: dimensionFields
        }
    }

    /// The kind of the token at `path` (`text.title`, `palette.green`), if the schema has it.
    package static func kind(of path: String) -> Kind? {
        if let known = required.first(where: { $0.path == path }) ?? optional.first(where: { $0.path == path }) {
            return known.kind
        }
        let group = path.split(separator: ".").first.map(String.init) ?? path
        guard let kind = openGroups[group], path.split(separator: ".").count == 2 else { return nil }
        return kind
    }

    /// Every token path that groups under `group`, for "did you mean" help.
    package static func tokens(in group: String) -> [String] {
        all.map(\.path).filter { $0.hasPrefix(group + ".") }
    }
}
