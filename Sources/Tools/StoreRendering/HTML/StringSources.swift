import StoreLocalization

/// Where each string-table key's text is written: `Localizations/de.yml:14:5`, by the locale
/// that supplied it. HTML output shows it beside the key on hover and focus.
///
/// ```swift
/// let sources = StringSources(catalog: catalog)
/// sources.location(of: "Stock.InStock", locale: "de") // "Localizations/de.yml:14:5"
/// ```
///
/// Built once from a catalog: every table of every layer, the top layer first, as a lookup
/// reads them.
public struct StringSources: Sendable, Hashable {
    /// `file:line:column` by locale, then key.
    public private(set) var locations: [String: [String: String]] = [:]

    /// The positions of every key of every table in `catalog`.
    public init(catalog: StringCatalog) {
        for layer in catalog.layers.reversed() {
            for (locale, table) in layer.tables {
                var known = locations[locale] ?? [:]
                for (key, entry) in table.entries where known[key] == nil {
                    let location = entry.location
                    var text = table.file
                    if location.line > 0 {
                        text += ":\(location.line)" + (location.column > 0 ? ":\(location.column)" : "")
                    }
                    known[key] = text
                }
                locations[locale] = known
            }
        }
    }

    /// The file and position of `key` in the table of `locale`, as a provenance names the
    /// locale: `de`, or `en-XA (pseudo of en)`, whose text is the `en` table's.
    public func location(of key: String, locale: String) -> String? {
        locations[Self.tableLocale(locale)]?[key]
    }

    /// One line of provenance per key of a (possibly composed, `A + B`) text:
    /// `Stock.InStock · de · Localizations/de.yml:14:5`.
    public func describe(keys: String, locale: String) -> String {
        keys.split(separator: " + ").map { key in
            let key = String(key)
            return [key, locale, location(of: key, locale: locale)].compactMap { $0 }.joined(separator: " · ")
        }.joined(separator: "\n")
    }

    /// The table a provenance's locale names: the base of a pseudo-locale.
    static func tableLocale(_ locale: String) -> String {
        let marker = "(pseudo of "
        guard let open = locale.firstIndex(of: "("), locale[open...].hasPrefix(marker) else { return locale }
        return String(locale[open...].dropFirst(marker.count).prefix { $0 != ")" })
    }
}
