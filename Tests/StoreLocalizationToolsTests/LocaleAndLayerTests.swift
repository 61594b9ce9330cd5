import Foundation
import StoreLocalizationTools
import StorePresentation
import StoreShippedYAML
import StoreTestSupport
import Testing

@testable import StoreLocalization

@Suite("Locale identifiers: the spellings apps and POSIX give mean the same locale")
struct LocaleTagTests {
    @Test(
        "canonical tags",
        arguments: [
            ("en_GB", "en-GB"), ("en-gb", "en-GB"), ("EN_gb", "en-GB"), ("en_GB.UTF-8", "en-GB"),
            ("de_DE@euro", "de-DE"),
            ("zh_hant_tw", "zh-Hant-TW"), ("es-419", "es-419"), ("sr_Latn_RS", "sr-Latn-RS"), ("en-XA", "en-XA"),
            ("ar", "ar"),
            ("en-GB-oxendict", "en-GB-oxendict"),
        ])
    func canonical(text: String, tag: String) {
        #expect(LocaleTag.canonical(text) == tag)
    }

    @Test(
        "what is not a language tag is refused",
        arguments: [
            "", "x y", "e", "en-", "-GB", "en_GB_", "1en", "en-GB!", "toolonglang", "en--GB", "en-verylongsubtag",
        ])
    func refused(text: String) {
        #expect(LocaleTag.canonical(text) == nil)
    }

    @Test("en_GB, as Locale.current spells it, reads the en-GB strings and keeps the en-GB clock")
    func appleSpelling() {
        let strings = Localizer(catalog: .shipped, locale: "en_GB")
        #expect(strings.locale == "en-GB")
        #expect(strings.string("StoreFinder.Title") == "Shops")
        #expect(strings.formattingLocale.region?.identifier == "GB")
        #expect(ScreenMapper(locale: "en_GB").strings.string("StoreFinder.Title") == "Shops")
    }
}

@Suite("Layer precedence: within a language the top layer wins, across languages the chain does")
struct LayerPrecedenceTests {
    static func layer(_ name: String, _ tables: [String: String]) throws -> StringLayer {
        var layer = StringLayer(name: name)
        for (locale, text) in tables {
            layer.tables[locale] = try StringTableLoader().load("\(locale):\n\(text)", file: "\(name)/\(locale).yml")
        }
        return layer
    }

    static func strings(_ locale: String, app: [String: String]) throws -> Localizer {
        let shipped = try layer(
            "shipped",
            [
                "en": "  Stock.InStock: In stock\n  Title: Stores\n  OnlyEnglish: English\n",
                "en-GB": "  Stock.InStock: In stock (GB)\n  Title: Shops\n",
                "de": "  Stock.InStock: Auf Lager\n  Title: Filialen\n",
            ])
        return Localizer(catalog: StringCatalog(layers: [shipped, try layer("app", app)]), locale: locale)
    }

    @Test(
        "which table supplies a key",
        arguments: [
            // The app's en reaches en-GB readers over the shipped en-GB…
            ("en-GB", ["en": "  Stock.InStock: Ready today\n"], "Stock.InStock", "Ready today", "app"),
            // …unless the app's own en-GB has the key too.
            (
                "en-GB", ["en": "  Stock.InStock: Ready today\n", "en-GB": "  Stock.InStock: Ready today, love\n"],
                "Stock.InStock", "Ready today, love", "app"
            ),
            // A key the app does not override keeps the shipped en-GB wording.
            ("en-GB", ["en": "  Stock.InStock: Ready today\n"], "Title", "Shops", "shipped"),
            // The app's English never reaches German readers when German has the key…
            ("de", ["en": "  Stock.InStock: Ready today\n"], "Stock.InStock", "Auf Lager", "shipped"),
            // …and German readers reach it only where no layer has German.
            ("de-AT", ["en": "  OnlyEnglish: App English\n"], "OnlyEnglish", "App English", "app"),
            ("de-AT", ["de": "  Title: Läden\n"], "Title", "Läden", "app"),
        ])
    func precedence(locale: String, app: [String: String], key: String, text: String, layer: String) throws {
        let resolved = try Self.strings(locale, app: app).resolve(key)
        #expect(resolved.text == text)
        #expect(resolved.provenance.layer == layer)
    }

    @Test("an override in code for en reaches en-GB readers")
    func overrideInCode() {
        var catalog = StringCatalog.shipped
        catalog.override("Stock.InStock", with: "Available now", locale: "en")
        #expect(Localizer(catalog: catalog, locale: "en-GB").string("Stock.InStock") == "Available now")
        #expect(Localizer(catalog: catalog, locale: "de").string("Stock.InStock") == "Auf Lager")
    }
}

@Suite("A table's root key must name the locale of its file", .temporaryFolders)
struct RootLocaleTests {
    @Test("a de.yml whose root is en: is an error naming the file, and English is left alone")
    func mismatchedRoot() throws {
        let folder = try TemporaryFolder.make("root")
        try "# German, by mistake under en\nen:\n  Stock.InStock: Auf Lager\n".write(
            to: folder.appendingPathComponent("de.yml"), atomically: true, encoding: .utf8)
        var catalog = ShippedTables.catalog
        let problems = catalog.addLayer(named: "app", directory: folder.path).map(\.description)
        let file = folder.appendingPathComponent("de.yml").path
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix("\(file):2:1: the root key \"en\" does not match the file name \"de.yml\"")
                == true, "\(problems)")
        #expect(Localizer(catalog: catalog, locale: "en").string("Stock.InStock") == "In stock")
    }

    @Test(
        "file names may use the underscore spelling",
        arguments: [("en_GB.yml", "en-GB"), ("en-GB.yml", "en-GB"), ("pt_BR.yaml", "pt-BR")])
    func spellings(file: String, root: String) throws {
        #expect(try StringTableLoader().loadFile("\(root):\n  A: b\n", path: file).locale == root)
    }
}
