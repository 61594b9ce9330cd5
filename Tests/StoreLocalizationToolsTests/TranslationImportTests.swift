import Foundation
import StoreLocalization
import StoreShippedYAML
import StoreTestSupport
import Testing

@testable import StoreLocalizationTools

/// A copy of the shipped tables in a temporary folder, as a translation import finds them.
struct TablesFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = try TemporaryFolder.make("tables")
        for path in ShippedTables.paths + ["Localizations/" + TranslationRecord.fileName] {
            guard let text = ShippedTables.text(at: path) else { continue }
            try text.write(
                to: url.appendingPathComponent(String(path.dropFirst("Localizations/".count))), atomically: true,
                encoding: .utf8)
        }
    }

    func text(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    /// The folder's tables as a complete set, and an importer of them.
    func importer() throws -> TranslationImporter {
        var catalog = StringCatalog()
        catalog.addLayer(named: "app", directory: path)
        return TranslationImporter(
            directory: path, catalog: catalog, baseText: try text("en.yml"),
            record: try TranslationRecord.load(directory: path), fallbackBase: nil)
    }
}

@Suite("Translations come back into the YAML tables", .temporaryFolders)
struct TranslationImportTests {
    /// The German XLIFF with `edit` applied to its text.
    func germanXLIFF(_ tables: TablesFolder, _ edit: (String) -> String) throws -> Data {
        let importer = try tables.importer()
        let xliff = XLIFFExporter().export(
            TranslationUnits(catalog: importer.catalog, record: importer.record), locale: "de")
        return Data(edit(xliff).utf8)
    }

    @Test("one translation changed: one line of de.yml changes, every comment and the order kept")
    func oneLine() throws {
        let tables = try TablesFolder()
        let before = try tables.text("de.yml")
        let data = try germanXLIFF(tables) {
            $0.replacing(
                "<target state=\"translated\">Filialen</target>", with: "<target state=\"translated\">Märkte</target>")
        }
        let result = try tables.importer().plan(try XLIFFReader().read(data, file: "de.xliff"))
        #expect(result.findings.isEmpty)
        #expect(result.summary["de"]?.changed == 1)
        #expect(result.summary["de"]?.refused == 0)
        try result.write()
        let after = try tables.text("de.yml")
        let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.map { "\($0.1)" } == ["    Title: Märkte"])
        #expect(before.split(separator: "\n").count == after.split(separator: "\n").count)
    }

    @Test("a target that renames %{count} is refused at its XLIFF line; the rest are written; the import fails")
    func refusedAtItsLine() throws {
        let tables = try TablesFolder()
        let data = try germanXLIFF(tables) {
            $0.replacing(
                "<target state=\"translated\">Filialen</target>", with: "<target state=\"translated\">Märkte</target>"
            )
            .replacingFirst(
                "<target state=\"translated\">%1$lld Filialen</target>",
                with: "<target state=\"translated\">%{cnt} Filialen</target>")
        }
        let text = String(decoding: data, as: UTF8.self)
        let line =
            try #require(
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("%{cnt}") }) + 1
        let result = try tables.importer().plan(try XLIFFReader().read(data, file: "de.xliff"))
        #expect(result.hasRefusals)
        let refusal = try #require(result.findings.first { $0.severity == .error })
        #expect(refusal.description.hasPrefix("de.xliff:\(line):"))
        #expect(refusal.message.contains("%{cnt}"))
        #expect(result.summary["de"]?.changed == 1)
        #expect(result.summary["de"]?.refused == 1)
        try result.write()
        #expect(try tables.text("de.yml").contains("Title: Märkte"))
        #expect(!(try tables.text("de.yml")).contains("%{cnt}"))
    }

    @Test("a String Catalog exported and imported unchanged gives the same tables back, byte for byte")
    func xcstringsRoundTrip() throws {
        let tables = try TablesFolder()
        let importer = try tables.importer()
        let data = try XCStringsExporter(contexts: [:], record: importer.record).export(importer.catalog)
        let files = try XCStringsReader(catalog: importer.catalog).read(data, file: "Localizable.xcstrings")
        #expect(Set(files.map(\.locale)) == Set(importer.catalog.locales.filter { $0 != "en" }))
        let result = importer.plan(files)
        #expect(result.findings.isEmpty)
        #expect(result.files.isEmpty)
        #expect(result.summary.values.allSatisfy { $0.new == 0 && $0.changed == 0 && $0.refused == 0 })
    }

    @Test("a String Catalog's refusal names its JSON path")
    func xcstringsRefusal() throws {
        let tables = try TablesFolder()
        let importer = try tables.importer()
        var document = XCStringsExporter().document(importer.catalog)
        document.strings["Stock.OnlyLeft"]?.localizations["de"]?.variations?.plural["other"]?.stringUnit.value =
            "Nur %2$@"
        let data = try JSONEncoder().encode(document)
        let result = importer.plan(try XCStringsReader(catalog: importer.catalog).read(data, file: "L.xcstrings"))
        #expect(
            result.findings.map(\.description) == [
                "L.xcstrings: error: $.strings[\"Stock.OnlyLeft\"].localizations.de.variations.plural.other.stringUnit.value: "
                    + "Stock.OnlyLeft [other] (de): %2$@ has no placeholder: the source has %1$lld (%{count})"
            ])
    }

    @Test("Russian few and many come back into a table that lacks them, in CLDR's order")
    func russianForms() throws {
        let tables = try TablesFolder()
        let original = try tables.text("ru.yml")
        let without = original.replacing(
            "      few: \"%{count} магазина\"\n      many: \"%{count} магазинов\"\n", with: "")
        #expect(without != original)
        try without.write(to: tables.url.appendingPathComponent("ru.yml"), atomically: true, encoding: .utf8)
        let exported = XLIFFExporter().export(TranslationUnits(catalog: ShippedTables.catalog), locale: "ru")
        let result = try tables.importer().plan(try XLIFFReader().read(Data(exported.utf8), file: "ru.xliff"))
        #expect(result.summary["ru"]?.new == 2)
        try result.write()
        #expect(try tables.text("ru.yml") == original)
    }

    @Test("a locale with no table gets one, in the base's order; a form Polish never uses is a warning")
    func newLocale() throws {
        let tables = try TablesFolder()
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.yml" source-language="en" target-language="pl" datatype="plaintext"><body>
                <trans-unit id="StoreFinder.Tabs.List"><source>List</source><target state="translated">Lista</target></trans-unit>
                <trans-unit id="StoreFinder.Title"><source>Stores</source><target state="translated">Sklepy</target></trans-unit>
                <trans-unit id="StoreFinder.ResultCount|==|plural.two"><source>x</source><target state="translated">%1$lld</target></trans-unit>
              </body></file>
            </xliff>
            """
        let result = try tables.importer().plan(try XLIFFReader().read(Data(xliff.utf8), file: "pl.xliff"))
        #expect(result.summary["pl"]?.new == 2)
        #expect(result.findings.map(\.severity) == [.warning])
        #expect(result.findings.first?.message.contains("never uses the two form") == true)
        try result.write()
        #expect(try tables.text("pl.yml") == "pl:\n  StoreFinder:\n    Title: Sklepy\n    Tabs:\n      List: Lista\n")
    }

    /// Files that are not XLIFF 1.2, and the error each gives.
    static let broken: [(text: String, error: String)] = [
        (
            "<xliff version=\"1.2\"><file target-language=\"de\">\n<trans-unit>",
            "x.xliff:2:13: error: the document ends inside <trans-unit>; expected </trans-unit>"
        ),
        ("<xliff version=\"2.0\"></xliff>", "x.xliff:1:1: error: XLIFF 2.0 is not read; expected version=\"1.2\""),
        (
            "<xliff version=\"1.2\"><file></file></xliff>",
            "x.xliff:1:22: error: <file> has no target-language; expected the locale its targets are in"
        ),
        ("<xliff version=\"1.2\"></file>", "x.xliff:1:22: error: expected </xliff>, found </file>"),
        (
            "<!DOCTYPE x [<!ENTITY a \"b\">]><xliff/>",
            "x.xliff:1:1: error: a <!DOCTYPE> or other declaration is not read; remove it"
        ),
        (
            "<xliff version=\"1.2\">&nbsp;</xliff>",
            "x.xliff:1:22: error: &nbsp; is not an entity XML defines; expected &lt; &gt; &amp; &quot; &apos; or &#N;"
        ),
        ("<root/>", "x.xliff:1:1: error: expected an <xliff> document (XLIFF 1.2)"),
    ]

    @Test("a file that is not XLIFF 1.2 is an error at its line and column", arguments: 0..<broken.count)
    func brokenXLIFF(case index: Int) {
        let (text, expected) = Self.broken[index]
        var described: String?
        do {
            _ = try XLIFFReader().read(text, file: "x.xliff")
        } catch {
            described = error.description
        }
        #expect(described == expected)
    }

    @Test("entities, CDATA and comments read as XML says; a target's place is where its text starts")
    func xmlText() throws {
        let text = """
            <?xml version="1.0"?>
            <!-- a comment -->
            <xliff version="1.2"><file target-language="de"><body>
            <trans-unit id='a'><target state="translated">Caf&#233; &amp; <![CDATA[<Bar>]]></target></trans-unit>
            <trans-unit id="b"><target/></trans-unit>
            </body></file></xliff>
            """
        let units = try XLIFFReader().read(text, file: "x.xliff").first?.units
        #expect(units?.map(\.id) == ["a", "b"])
        #expect(units?.first?.text == "Café & <Bar>")
        #expect(units?.first?.place == "4:47")
        #expect(units?.last?.text == "")
    }
}

@Suite("A translation made from an English text that changed is stale", .temporaryFolders)
struct TranslationStalenessTests {
    @Test("lint warns of every translation of the old text; export marks them; an import clears one")
    func stale() throws {
        let tables = try TablesFolder()
        let english = try tables.text("en.yml").replacing("    Title: Stores\n", with: "    Title: Shops\n")
        try english.write(to: tables.url.appendingPathComponent("en.yml"), atomically: true, encoding: .utf8)
        let findings = StringTableLinter().lint(directory: tables.path).filter { $0.rule == "stale-translation" }
        let importer = try tables.importer()
        let translated = importer.catalog.locales.filter {
            $0 != "en" && importer.catalog.entry(for: "StoreFinder.Title", locale: $0)?.locale == $0
        }
        #expect(findings.count == translated.count)
        #expect(
            findings.contains {
                $0.message.hasPrefix("de: StoreFinder.Title was translated from \"Stores\", which is now \"Shops\"")
            })
        let units = TranslationUnits(catalog: importer.catalog, record: importer.record).units(for: "de")
        #expect(units.first { $0.key == "StoreFinder.Title" }?.state == .needsReview)
        #expect(units.filter { $0.state == .needsReview }.count == 1)

        let xliff = XLIFFExporter().export(
            TranslationUnits(catalog: importer.catalog, record: importer.record), locale: "de"
        )
        .replacing(
            "<target state=\"needs-review-translation\">Filialen</target>",
            with: "<target state=\"translated\">Geschäfte</target>")
        try importer.plan(try XLIFFReader().read(Data(xliff.utf8), file: "de.xliff")).write()
        let after = StringTableLinter().lint(directory: tables.path).filter { $0.rule == "stale-translation" }
        #expect(after.count == translated.count - 1)
        #expect(!after.contains { $0.message.hasPrefix("de:") })
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
