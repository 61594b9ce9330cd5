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

    /// Loads the embedded tables, with any problems.
    public static func shippedLayer(loader: StringTableLoader = StringTableLoader()) -> (layer: StringLayer, problems: [YAMLError]) {
        var layer = StringLayer(name: "shipped")
        var problems: [YAMLError] = []
        for path in EmbeddedResources.paths(under: "Localizations") {
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
