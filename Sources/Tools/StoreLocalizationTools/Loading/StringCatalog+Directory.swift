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

    /// Loads `directory` as a layer on top, linted as it loads: the app's tables are held to
    /// the rules the `StoreFinderResources` build plugin holds them to (see
    /// ``StringTableLinter/lint(files:fallbackBase:)``, with this catalog's bottom base-locale
    /// table as the fallback base).
    ///
    /// Every finding is returned, with its `file:line:column`. An entry an error points at (a
    /// placeholder the key does not supply, a plural where text belongs, a malformed
    /// placeholder) is left out of the layer, so the text below it shows instead: no screen
    /// ever shows a raw `%{…}`. A file that fails to load is left out whole.
    ///
    /// ```swift
    /// var catalog = StringCatalog.shipped
    /// let findings = catalog.addCheckedLayer(named: "app", directory: "MyApp/Localizations")
    /// for finding in findings { print(finding) }  // "MyApp/Localizations/en.yml:4:14: error: …"
    /// ```
    public mutating func addCheckedLayer(
        named name: String, directory: String, linter: StringTableLinter = StringTableLinter()
    ) -> [LintFinding] {
        let base = layers.first?.tables[linter.baseLocale]
        let findings = linter.lint(directory: directory, fallbackBase: base)
        var (layer, _) = Self.loadLayer(named: name, directory: directory, loader: linter.loader)
        let refused = Set(
            findings.filter { $0.severity == .error }.map { FilePosition(file: $0.file, line: $0.line, column: 1) })
        func isRefused(_ position: FilePosition) -> Bool {
            refused.contains(FilePosition(file: position.file, line: position.line, column: 1))
        }
        for (locale, var table) in layer.tables {
            table.entries = table.entries.filter { _, entry in
                !isRefused(entry.location) && !isRefused(entry.keyLocation)
                    && !entry.variantLocations.values.contains(where: isRefused)
            }
            layer.tables[locale] = table
        }
        addLayer(layer)
        return findings
    }
}
