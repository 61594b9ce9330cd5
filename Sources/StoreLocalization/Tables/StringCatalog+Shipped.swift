import StoreResources
import StoreYAML

extension StringCatalog {
    /// The tables that ship with StoreFinder (`Localizations/`), as the `shipped` layer.
    ///
    /// The shipped tables are linted by the test suite, so they load cleanly; should one
    /// not, it is left out and the others stay in use.
    public static let shipped: StringCatalog = {
        StringCatalog(layers: [shippedLayer().layer])
    }()

    /// The shipped tables a single locale can reach: its fallback chain and the base locale.
    /// A process that renders one locale loads only those.
    public static func shipped(for locale: String) -> StringCatalog {
        let chain = Set(StringCatalog().fallbackChain(for: PseudoLocale(rawValue: locale) == nil ? locale : "en"))
        return StringCatalog(layers: [shippedLayer(only: chain).layer])
    }

    /// Loads the embedded tables (all of them, or only the `only` locales), with any problems.
    public static func shippedLayer(only locales: Set<String>? = nil, loader: StringTableLoader = StringTableLoader()) -> (layer: StringLayer, problems: [YAMLError]) {
        var layer = StringLayer(name: "shipped")
        var problems: [YAMLError] = []
        for path in EmbeddedResources.paths(under: "Localizations") {
            let fileLocale = FileName.stem(of: path)
            if let locales, !locales.contains(fileLocale) { continue }
            guard let text = EmbeddedResources.text(at: path) else { continue }
            do {
                let table = try loader.load(text, file: path)
                layer.tables[table.locale] = table
            } catch {
                problems.append(error)
            }
        }
        return (layer, problems)
    }
}
