import StoreDisplayText
import StoreIO
import StoreLocalization
import StoreYAML

extension StringCatalog {
    /// Loads every `.yml` and `.yaml` file in `directory` as a layer on top.
    ///
    /// A file that fails to load is reported and left out; the tables loaded before and
    /// after it, and every layer below, stay in use.
    ///
    /// ```swift
    /// var catalog = ShippedTables.catalog
    /// for problem in catalog.addLayer(named: "app", directory: "MyApp/Localizations") { print(problem) }
    /// ```
    @discardableResult
    public mutating func addLayer(
        named name: String, directory: String, loader: StringTableLoader = StringTableLoader()
    ) -> [any Error & CustomStringConvertible] {
        let (layer, problems) = Self.loadLayer(named: name, directory: directory, loader: loader)
        addLayer(layer)
        return problems
    }

    /// Loads the tables of a directory into a layer, with the problems found. Two files of
    /// one locale are merged, the later file's keys winning.
    public static func loadLayer(
        named name: String, directory: String, loader: StringTableLoader = StringTableLoader()
    ) -> (StringLayer, [any Error & CustomStringConvertible]) {
        var layer = StringLayer(name: name)
        var problems: [any Error & CustomStringConvertible] = []
        let paths: [String]
        do {
            paths = try YAMLFiles.paths(in: directory)
        } catch {
            return (
                layer,
                [
                    LocalizationError.unreadable(
                        file: directory, message: "cannot list the directory (\(SystemErrorText.describe(error)))")
                ]
            )
        }
        for path in paths {
            do {
                let table = try loader.load(contentsOf: path)
                if var existing = layer.tables[table.locale] {
                    existing.entries.merge(table.entries) { _, later in later }
                    layer.tables[table.locale] = existing
                } else {
                    layer.tables[table.locale] = table
                }
            } catch {
                // The reader says why: not a regular file, the system's reason, or the bad byte.
                problems.append(error)
            }
        }
        return (layer, problems)
    }
}
