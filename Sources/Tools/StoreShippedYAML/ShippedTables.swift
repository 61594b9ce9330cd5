import StoreIO
import StoreLocalization
import StoreLocalizationTools
import StoreYAML

/// The string tables that ship with StoreFinder (`Localizations/`), loaded live from their YAML,
/// which the tools embed at build time. Apps get the same tables compiled, as
/// `StringCatalog.shipped`.
///
/// ```swift
/// let strings = Localizer(catalog: ShippedTables.catalog(for: "ru"), locale: "ru")
/// ```
public enum ShippedTables {
    /// Every shipped table, as the `shipped` layer.
    ///
    /// The shipped tables are linted by the test suite, so they load cleanly; should one not,
    /// it is left out and the others stay in use.
    public static let catalog = StringCatalog(layers: [layer().layer])

    /// The shipped tables a single locale can reach: its fallback chain and the base locale.
    /// A process that renders one locale loads only those.
    public static func catalog(for locale: String) -> StringCatalog {
        let chain = Set(StringCatalog().fallbackChain(for: PseudoLocale(rawValue: locale) == nil ? locale : "en"))
        return StringCatalog(layers: [layer(only: chain).layer])
    }

    /// The embedded tables (all of them, or only the `only` locales), with any problems.
    public static func layer(
        only locales: Set<String>? = nil, loader: StringTableLoader = StringTableLoader()
    ) -> (layer: StringLayer, problems: [YAMLError]) {
        var layer = StringLayer(name: "shipped")
        var problems: [YAMLError] = []
        for path in paths {
            if let locales, !locales.contains(FileName.stem(of: path)) { continue }
            guard let text = embeddedFiles.text(at: path) else { continue }
            do {
                let table = try loader.load(text, file: path)
                layer.tables[table.locale] = table
            } catch {
                problems.append(error)
            }
        }
        return (layer, problems)
    }

    /// The paths of the shipped tables, such as `Localizations/en.yml`.
    public static var paths: [String] { embeddedFiles.paths(under: "Localizations").filter(YAMLFiles.isYAML) }

    /// What each shipped translation was made from (`Localizations/.translated-from.json`).
    /// The tests read the file, so it loads; should it not, the record is empty.
    public static var record: TranslationRecord {
        guard let data = embeddedFiles.data(at: recordPath) else { return TranslationRecord() }
        return (try? TranslationRecord.decode(data, file: recordPath)) ?? TranslationRecord()
    }

    /// The path of the shipped ``record``.
    public static let recordPath = "Localizations/" + TranslationRecord.fileName

    /// The YAML text of the shipped table at `path`.
    public static func text(at path: String) -> String? { embeddedFiles.text(at: path) }
}
