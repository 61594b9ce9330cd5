import StoreLocalization

/// Writes XLIFF 1.2 for one target locale, in the shape of the XLIFF inside Xcode's `.xcloc`
/// catalogs, which every translation service reads.
///
/// - One `<file>` whose `source-language` is the base locale and `target-language` the locale.
/// - One `<trans-unit>` per key, and per plural form the locale needs, with ``TranslationUnit/id``
///   as its `id`: `StoreFinder.ResultCount|==|plural.few`.
/// - The `<source>` is the base text and the `<target>` the locale's, each with `%{name}`
///   written as Xcode writes a String Catalog's arguments (`%1$@`, `%1$lld` for `count`), so
///   the service protects them as placeholders.
/// - The target's `state` is ``TranslationState``: `new` (an empty target), `needs-review-translation`
///   or `translated`.
/// - A `<note>` per unit tells the translator where the text is shown (``TranslationContext/note(specifiers:)``).
///
/// ```swift
/// let xliff = XLIFFExporter(contexts: contexts).export(TranslationUnits(catalog: catalog, record: record), locale: "de")
/// ```
public struct XLIFFExporter: Sendable {
    /// Each key's context, by key.
    public var contexts: [String: TranslationContext]
    /// The `original` of the `<file>`: the base table's path.
    public var original: String

    public init(contexts: [String: TranslationContext] = [:], original: String = "Localizations/en.yml") {
        self.contexts = contexts
        self.original = original
    }

    /// The XLIFF document of `locale`'s units.
    public func export(_ units: TranslationUnits, locale: String) -> String {
        let base = units.catalog.baseLocale
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="\(Self.escaped(original))" source-language="\(Self.escaped(base))" \
            target-language="\(Self.escaped(locale))" datatype="plaintext">
                <header>
                  <tool tool-id="storefinder" tool-name="StoreFinder"/>
                </header>
                <body>

            """
        var orders: [String: [String]] = [:]
        var notes: [String: String] = [:]
        for unit in units.units(for: locale) {
            let order =
                orders[unit.key]
                ?? units.catalog.entry(for: unit.key, locale: base).map {
                    XCStringsExporter.argumentOrder($0.entry.value)
                } ?? []
            orders[unit.key] = order
            let note = notes[unit.key] ?? Self.note(contexts[unit.key], order: order)
            notes[unit.key] = note
            out += "      <trans-unit id=\"\(Self.escaped(unit.id))\" xml:space=\"preserve\">\n"
            out += "        <source>\(Self.escaped(XCStringsExporter.format(unit.source, order: order)))</source>\n"
            if let target = unit.target {
                out += "        <target state=\"\(unit.state.rawValue)\">"
                out += "\(Self.escaped(XCStringsExporter.format(target, order: order)))</target>\n"
            } else {
                out += "        <target state=\"\(TranslationState.new.rawValue)\"/>\n"
            }
            out += "        <note>\(Self.escaped(note))</note>\n"
            out += "      </trans-unit>\n"
        }
        out += "    </body>\n  </file>\n</xliff>\n"
        return out
    }

    /// A key's note, its placeholders named as the exported text writes them.
    static func note(_ context: TranslationContext?, order: [String]) -> String {
        var specifiers: [String: String] = [:]
        for (index, name) in order.enumerated() {
            specifiers[name] = name == "count" ? "%\(index + 1)$lld" : "%\(index + 1)$@"
        }
        var context = context ?? TranslationContext()
        // A key no screen showed still says what its placeholders are.
        for name in order where !context.placeholders.contains(where: { $0.name == name }) {
            context.placeholders.append(.init(name: name, example: nil))
        }
        context.placeholders.sort { (order.firstIndex(of: $0.name) ?? .max) < (order.firstIndex(of: $1.name) ?? .max) }
        return context.note(specifiers: specifiers)
    }

    /// `text` escaped for XML content and attributes: `&`, `<`, `>` and `"`.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
