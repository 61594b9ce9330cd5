import StoreDomain

/// Map pins in a brand's own glyph set, chosen per store kind, decorating the current annotation mapper.
public struct BrandGlyphsPlugin: StoreFinderPlugin {
    public let name = "brand-glyphs"
    public let summary =
        "Map pins use brand letters per store kind (F flagship, O outlet, X express, P pick-up, S store)."

    /// The brand's glyph for each kind; the theme's colour for the kind still applies.
    public static let letters = ["flagship": "F", "outlet": "O", "express": "X", "pickup": "P", "store": "S"]

    /// The plugin.
    public init() {}

    public func register(in registry: PluginRegistry) {
        registry.mappers.annotation.decorate { current in BrandGlyphAnnotationMapper(wrapping: current) }
    }
}

/// Wraps an annotation mapper and gives each pin its kind's brand letter.
public struct BrandGlyphAnnotationMapper: StoreAnnotationViewDataMapper {
    let wrapped: any StoreAnnotationViewDataMapper

    /// A mapper that draws `wrapped`'s pins with the brand's glyphs.
    public init(wrapping wrapped: any StoreAnnotationViewDataMapper) {
        self.wrapped = wrapped
    }

    public func map(_ store: Store, isSelected: Bool, context: MappingContext) -> StoreAnnotationViewData? {
        guard var annotation = wrapped.map(store, isSelected: isSelected, context: context) else { return nil }
        if !isSelected, let letter = BrandGlyphsPlugin.letters[store.kind] {
            annotation.glyph = letter
        }
        return annotation
    }
}
