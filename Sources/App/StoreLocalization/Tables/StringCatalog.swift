import StoreDisplayText

/// A named stack of string tables: tables shipped in the package, an app's own
/// `Localizations` directory, then overrides set in code.
public struct StringLayer: Sendable, Hashable {
    /// The layer's name, shown in provenance: `shipped`, `app`, `overrides`.
    public var name: String
    /// Tables by locale.
    public var tables: [String: StringTable]

    /// Creates a layer.
    public init(name: String, tables: [String: StringTable] = [:]) {
        self.name = name
        self.tables = tables
    }
}

/// Every string table StoreFinder can use, in layers, with a base locale that every
/// lookup falls back to.
///
/// An app gets the shipped tables and its own compiled in by the `StoreFinderResources`
/// plugin; the tools load the same layers from YAML.
///
/// ```swift
/// var catalog = StringCatalog(layers: [StringLayer(name: "app", tables: ["en": appTable])])
/// catalog.override("Stock.InStock", with: "Available now", locale: "en")
/// let strings = Localizer(catalog: catalog, locale: "pt-BR")
/// ```
public struct StringCatalog: Sendable, Hashable {
    /// Layers from the bottom (shipped) to the top (overrides).
    public private(set) var layers: [StringLayer]
    /// The locale every key falls back to last. Default `en`.
    public var baseLocale: String

    /// Creates a catalog from layers, bottom first.
    public init(layers: [StringLayer] = [], baseLocale: String = "en") {
        self.layers = layers
        self.baseLocale = baseLocale
    }

    /// Adds a layer on top, below any overrides layer.
    public mutating func addLayer(_ layer: StringLayer) {
        if let top = layers.last, top.name == Self.overridesLayerName {
            layers.insert(layer, at: layers.count - 1)
        } else {
            layers.append(layer)
        }
    }

    /// Sets one key for one locale in code, on top of every file. Other keys are untouched.
    public mutating func override(_ key: String, with text: String, locale: String) {
        override(key, with: .text(Message(parsing: text)), locale: locale)
    }

    /// Sets one key's plural forms for one locale in code.
    public mutating func override(_ key: String, with value: TableValue, locale: String) {
        if layers.last?.name != Self.overridesLayerName { layers.append(StringLayer(name: Self.overridesLayerName)) }
        let top = layers.count - 1
        var table = layers[top].tables[locale] ?? StringTable(locale: locale, file: "<overrides>", entries: [:])
        table.entries[key] = TableEntry(value: value, location: FilePosition(file: "<overrides>", line: 0, column: 0))
        layers[top].tables[locale] = table
    }

    /// The locales any layer has a table for, sorted.
    public var locales: [String] {
        Set(layers.flatMap { $0.tables.keys }).sorted()
    }

    /// Every key the base locale defines in any layer, sorted.
    public var baseKeys: [String] {
        Set(layers.flatMap { $0.tables[baseLocale]?.keys ?? [] }).sorted()
    }

    /// The fallback chain for a locale: `pt-BR` → `pt` → the base locale.
    public func fallbackChain(for locale: String) -> [String] {
        var chain: [String] = []
        var parts = locale.split(separator: "-").map(String.init)
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        if !chain.contains(baseLocale) { chain.append(baseLocale) }
        return chain
    }

    /// The entry for `key`, looking through the chain locale by locale and, within a
    /// locale, from the top layer down; with the locale and layer that supplied it.
    public func entry(
        for key: String, locale: String
    ) -> (entry: TableEntry, locale: String, layer: String, file: String)? {
        entry(for: key, chain: fallbackChain(for: locale))
    }

    /// The entry for `key` along an already computed fallback chain.
    public func entry(
        for key: String, chain: [String]
    ) -> (entry: TableEntry, locale: String, layer: String, file: String)? {
        for (locale, layer, table) in tables(along: chain) {
            if let entry = table[key] { return (entry, locale, layer, table.file) }
        }
        return nil
    }

    /// The tables a lookup reads, in the order it reads them. The one place that order lives.
    ///
    /// Within one language, layers come first: from the top layer down, and within a layer
    /// from the most specific locale along `chain`. So an app's `en` table beats the shipped
    /// `en-GB` for en-GB readers, unless the app's own `en-GB` has the key too. Across
    /// languages the chain comes first: a German reader sees every layer's `de` before any
    /// layer's `en`, the base the chain falls back to.
    ///
    /// For `en-GB` with layers shipped and app: app en-GB, app en, shipped en-GB, shipped en.
    public func tables(along chain: [String]) -> [(locale: String, layer: String, table: StringTable)] {
        var languages: [[String]] = []
        for locale in chain {
            let language = locale.prefix { $0 != "-" }
            if let group = languages.last, group[0].prefix(while: { $0 != "-" }) == language {
                languages[languages.count - 1].append(locale)
            } else {
                languages.append([locale])
            }
        }
        return languages.flatMap { group in
            layers.reversed().flatMap { layer in
                group.compactMap { locale in layer.tables[locale].map { (locale, layer.name, $0) } }
            }
        }
    }

    static let overridesLayerName = "overrides"
}
