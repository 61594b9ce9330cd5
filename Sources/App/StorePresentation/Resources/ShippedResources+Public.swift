import StoreLocalization
import StoreTheme

/// The string tables that ship with StoreFinder.
extension StringCatalog {
    /// The string tables that ship with StoreFinder (en, en-GB, de, fr, ru, ar, ja), compiled in
    /// at build time as the `shipped` layer. No YAML is parsed at run time.
    ///
    /// ```swift
    /// Localizer(catalog: .shipped, locale: "ru").string(Strings.Stock.onlyLeft(count: 3))
    /// ```
    ///
    /// An app that compiles its own tables with the `StoreFinderResources` plugin gets this
    /// catalog with its own layer on top, as `StoreFinderResources.strings`.
    public static let shipped = StringCatalog(layers: [
        StringLayer(
            name: "shipped",
            tables: Dictionary(ShippedResources.tables.map { ($0.locale, $0) }, uniquingKeysWith: { _, last in last }))
    ])
}

/// The themes that ship with StoreFinder.
extension Theme {
    /// The themes that ship with StoreFinder (`default`, `dark` and `high-contrast`), resolved at
    /// build time, by name.
    public static let shipped: [String: Theme] = ShippedResources.themes

    /// The shipped light theme, `default`.
    public static let `default`: Theme =
        shipped["default"] ?? Theme(name: "default", palette: [:], colors: [:], styles: [:], annotations: [:])
}
