import StoreLocalization
import StoreShippedYAML
import StoreTestSupport
import StoreYAML
import Testing

@testable import StoreLocalizationTools

/// A broken table next to a small base, and the one finding lint must report.
struct LintFixture: Sendable, CustomTestStringConvertible {
    let rule: String
    let file: String
    let text: String
    let expected: String
    var testDescription: String { rule + ": " + expected }
}

@Suite("Lint of string tables")
struct StringTableLinterTests {
    static let base = """
        en:
          Stock:
            InStock: In stock
            OnlyLeft:
              one: Only %{count} left
              other: Only %{count} left
          Call: Call %{phone}
        """

    static let fixtures: [LintFixture] = [
        LintFixture(
            rule: "structure (exact form with a leading zero)", file: "de.yml",
            text:
                "de:\n  Call: \"%{phone} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft: {=01: 'Nur eins', other: 'Nur %{count}'}\n",
            expected:
                "de.yml:4:20: error: expected an exact plural form: = and a whole number of at most 18 digits, with no leading zero, such as =0 or =12, found \"=01\" [structure]"
        ),
        LintFixture(
            rule: "structure (an empty plural)", file: "de.yml",
            text: "de:\n  Call: \"%{phone} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock:\n    OnlyLeft: {}\n",
            expected:
                "de.yml:5:5: error: Stock.OnlyLeft is an empty mapping; a plural needs its forms (at least other:), and a group its keys [structure]"
        ),
        LintFixture(
            rule: "structure (a dotted form beside its plural)", file: "de.yml",
            text:
                "de:\n  Call: \"%{phone} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft: {one: 'Nur %{count}', other: 'Nur %{count}'}\n  Stock.OnlyLeft.one: Nur eins\n",
            expected:
                "de.yml:5:3: error: Stock.OnlyLeft.one is a key of its own, not the one form of the plural Stock.OnlyLeft at 4:3; write the form in that plural's mapping [structure]"
        ),
        LintFixture(
            rule: "structure (a key under a text)", file: "de.yml",
            text: "de:\n  Call: \"%{phone} anrufen\"\n  Call.Short: Anrufen\n",
            expected:
                "de.yml:3:3: error: Call.Short is under Call, which is a text at 2:3; a key names a text or a group of texts, never both [structure]"
        ),
        LintFixture(
            rule: "yaml", file: "de.yml", text: "de:\n  Call: [Anrufen\n",
            expected: "de.yml:3:1: error: while parsing a flow sequence, did not find expected ',' or ']' [yaml]"),
        LintFixture(
            rule: "duplicate-key", file: "de.yml", text: "de:\n  Call: a\n  Call: b\n",
            expected: "de.yml:3:3: error: duplicate key \"Call\" (first defined at 2:3) [duplicate-key]"),
        LintFixture(
            rule: "root-locale", file: "de.yml",
            text:
                "fr:\n  Call: Appeler %{phone}\n  Stock.InStock: En stock\n  Stock.OnlyLeft: {one: 'Plus que %{count}', many: 'Plus que %{count}', other: 'Plus que %{count}'}\n",
            expected: "de.yml:1:1: error: the root key \"fr\" does not match the file name \"de\" [root-locale]"),
        LintFixture(
            rule: "missing-key", file: "de.yml",
            text: "de:\n  Call: \"%{phone} anrufen\"\n  Stock.OnlyLeft: {one: 'Nur %{count}', other: 'Nur %{count}'}\n",
            expected: "de.yml:1:1: error: Stock.InStock is in en but missing from de [missing-key]"),
        LintFixture(
            rule: "extra-key", file: "de.yml",
            text:
                "de:\n  Call: \"%{phone} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft: {one: 'Nur %{count}', other: 'Nur %{count}'}\n  Stock.Instock: Typo\n",
            expected: "de.yml:5:3: error: Stock.Instock is not a key of en; did you mean Stock.InStock? [extra-key]"),
        LintFixture(
            rule: "placeholders (renamed)", file: "de.yml",
            text:
                "de:\n  Call: \"%{telefon} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft: {one: 'Nur %{count}', other: 'Nur %{count}'}\n",
            expected: "de.yml:2:9: error: Call drops %{phone}, which en has [placeholders]"),
        LintFixture(
            rule: "placeholders (plural other drops count)", file: "de.yml",
            text:
                "de:\n  Call: \"%{phone} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft:\n    one: Nur eins\n    other: Nur wenige\n",
            expected: "de.yml:6:12: error: Stock.OnlyLeft [other] drops %{count}, which en has [placeholders]"),
        LintFixture(
            rule: "plural-categories (missing)", file: "ru.yml",
            text:
                "ru:\n  Call: Позвонить %{phone}\n  Stock.InStock: В наличии\n  Stock.OnlyLeft:\n    one: Остался %{count}\n    other: Осталось %{count}\n",
            expected: "ru.yml:5:5: error: Stock.OnlyLeft has no few form, which ru needs [plural-categories]"),
        LintFixture(
            rule: "plural-categories (unused)", file: "de.yml",
            text:
                "de:\n  Call: \"%{phone} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft: {one: 'Nur %{count}', few: 'Nur %{count}', other: 'Nur %{count}'}\n",
            expected: "de.yml:4:46: error: Stock.OnlyLeft has a few form, which de never uses [plural-categories]"),
        LintFixture(
            rule: "plural-shape", file: "de.yml",
            text:
                "de:\n  Call: \"%{phone} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft: Nur noch %{count}\n",
            expected: "de.yml:4:19: error: Stock.OnlyLeft is a plural in en and needs plural forms here [plural-shape]"),
        LintFixture(
            rule: "malformed-placeholder", file: "de.yml",
            text:
                "de:\n  Call: Anrufen %{phone} 50% %{x-y}\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft: {one: 'Nur %{count}', other: 'Nur %{count}'}\n",
            expected:
                "de.yml:2:28: error: Call: a lone % must be written %% (or start a placeholder %{name}) [malformed-placeholder]"
        ),
        LintFixture(
            rule: "bidi-control", file: "ar.yml",
            text:
                "ar:\n  Call: \"اتصال \u{202B}%{phone}\u{202C}\"\n  Stock.InStock: متوفر\n  Stock.OnlyLeft: {zero: 'a', one: 'b', two: 'c', few: '%{count}', many: '%{count}', other: '%{count}'}\n",
            expected:
                "ar.yml:2:9: error: Call: contains the bidi control U+202B; StoreFinder isolates placeholder values itself, so translations must not carry their own [bidi-control]"
        ),
    ]

    @Test(
        "a form may leave out %{count} only where its category is one number in the locale",
        arguments: [
            // English one is 1 alone; Russian, Ukrainian and Belarusian one is also 21, 31…; French one is 0 and 1.
            ("de.yml", "de", "one: 'Nur noch eins'", true),
            ("ru.yml", "ru", "one: 'Осталась одна'", false),
            ("uk.yml", "uk", "one: 'Залишилась одна'", false),
            ("be.yml", "be", "one: 'Засталася адна'", false),
            ("fr.yml", "fr", "one: 'Plus qu’un'", false),
            ("ar.yml", "ar", "two: 'قطعتان فقط'", true),
            ("sl.yml", "sl", "two: 'Še dva'", false),
        ])
    func countInOne(file: String, locale: String, form: String, allowed: Bool) {
        let rules = PluralRules(locale: locale)
        let others = rules.categories.filter { !form.hasPrefix($0.rawValue + ":") }.map { "\($0.rawValue): '%{count}'" }
        let text =
            "\(locale):\n  Call: \"%{phone}\"\n  Stock.InStock: x\n  Stock.OnlyLeft: {\(form), \(others.sorted().joined(separator: ", "))}\n"
        let findings = StringTableLinter().lint(files: [("en.yml", Self.base), (file, text)]).map(\.description)
        let dropsCount = findings.filter { $0.contains("drops %{count}") }
        #expect(dropsCount.isEmpty == allowed, "\(findings)")
        if !allowed { #expect(dropsCount.first?.contains("so it must say the number") == true, "\(dropsCount)") }
    }

    @Test("every structure problem of a file is reported, and the keys that read well are checked too")
    func everyStructureProblem() {
        let text = """
            de:
              Call: "%{phone} anrufen"
              Bad..Key: x
              Stock:
                InStock: ~
                OnlyLeft: {=01: a, other: "Nur %{count}"}
                Empty: {}
                List: [a, b]
              Call.Short: Anrufen

            """
        let findings = StringTableLinter().lint(files: [("en.yml", Self.base), ("de.yml", text)])
        #expect(
            findings.map { "\($0.line):\($0.column) \($0.rule)" } == [
                "3:3 structure", "5:14 structure", "6:15 plural-categories", "6:16 structure", "7:5 structure",
                "8:11 structure", "9:3 extra-key", "9:3 structure",
            ], "\(findings.map(\.description))")
    }

    @Test("lint costs the same per placeholder however many distinct ones a message has")
    func linearInPlaceholders() {
        let growth = CostGrowth.perUnitRatio(small: 2_000, large: 20_000) { count in
            let message = (0..<count).map { "%{p\($0)}" }.joined(separator: " ")
            let findings = StringTableLinter().lint(files: [("en.yml", "en:\n  Big: \"\(message)\"\n")])
            precondition(findings.allSatisfy { $0.severity != .error }, "\(findings.prefix(3))")
        }
        // Linear is about 1; the parameter list of the typed key was quadratic, about 10 here.
        #expect(growth < 3, "per-placeholder cost grew \(growth)× from 2,000 to 20,000")
    }

    @Test("each broken fixture fails with the right rule at the right place", arguments: fixtures)
    func fixture(_ fixture: LintFixture) {
        let findings = StringTableLinter().lint(files: [("en.yml", Self.base), (fixture.file, fixture.text)])
        #expect(findings.map(\.description).contains(fixture.expected), "\(findings.map(\.description))")
    }

    @Test("a clean translation has no findings; the one form may leave out %{count}")
    func clean() {
        let german =
            "de:\n  Call: \"%{phone} anrufen\"\n  Stock.InStock: Auf Lager\n  Stock.OnlyLeft: {one: 'Nur noch eins', other: 'Nur noch %{count}'}\n"
        #expect(StringTableLinter().lint(files: [("en.yml", Self.base), ("de.yml", german)]).isEmpty)
    }

    @Test("a structure problem does not hide the next key's plural-shape or placeholder error")
    func structureThenShape() throws {
        let shippedBase = try #require(ShippedTables.catalog.layers.first?.tables["en"])
        let text = "de:\n  Stock:\n    InStock:\n      - Auf Lager\n    OnlyLeft: \"Nur %{count} übrig\"\n"
        for base in [nil, shippedBase] as [StringTable?] {
            let files = base == nil ? [("en.yml", Self.base), ("de.yml", text)] : [("de.yml", text)]
            let findings = StringTableLinter().lint(files: files, fallbackBase: base)
            #expect(
                findings.map { "\($0.line):\($0.column) \($0.rule)" } == ["4:7 structure", "5:15 plural-shape"],
                "\(findings.map(\.description))")
        }
    }

    @Test(
        "an app's layer: its own keys are keys, a near miss of a shipped key is a warning, a placeholder the key does not supply an error"
    )
    func overrideLayer() throws {
        let shippedBase = try #require(ShippedTables.catalog.layers.first?.tables["en"])
        let findings = StringTableLinter().lint(
            files: [
                (
                    "app/en.yml",
                    "en:\n  Stock.InStock: \"Got it %{qty}\"\n  Stock.InSotck: x\n  Collect.ReadyToday: Ready\n"
                ),
                ("app/de.yml", "de:\n  Collect.ReadyToday: Bereit\n  Collect.ReadyTomorow: Morgen\n"),
            ], fallbackBase: shippedBase)
        #expect(
            findings.map(\.description) == [
                "app/de.yml:3:3: warning: Collect.ReadyTomorow is not a key of en; is it misspelt? [extra-key]",
                "app/en.yml:2:18: error: Stock.InStock uses %{qty}, which en does not have [placeholders]",
                "app/en.yml:3:3: warning: Stock.InSotck is not a key of en; did you mean Stock.InStock? [extra-key]",
            ])
    }

    @Test(
        "an app's own key its base has and another of its locales lacks is a warning at that table, naming the key's line"
    )
    func ownKeyMissing() throws {
        let shippedBase = try #require(ShippedTables.catalog.layers.first?.tables["en"])
        let findings = StringTableLinter().lint(
            files: [
                ("app/en.yml", "en:\n  Collect.ReadyToday: Ready\n  Collect.ReadyLater: Later\n"),
                ("app/de.yml", "de:\n  Collect.ReadyToday: Bereit\n"),
            ], fallbackBase: shippedBase)
        #expect(
            findings.map(\.description) == [
                "app/de.yml:1:1: warning: Collect.ReadyLater, the app's own key (app/en.yml:3:3), is missing from de: "
                    + "its users see the en text, as nothing ships one [missing-own-key]"
            ])
    }

    @Test("the shipped tables lint clean")
    func shippedTablesAreClean() {
        let files = ShippedTables.paths.compactMap { path in ShippedTables.text(at: path).map { (path, $0) } }
        #expect(files.count == 7)
        let findings = StringTableLinter().lint(files: files)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("every shipped locale has every base key, so no English is left behind by fallback")
    func shippedComplete() throws {
        let layer = try #require(ShippedTables.catalog.layers.first)
        let baseKeys = Set(layer.tables["en"]?.keys ?? [])
        for locale in ["en-GB", "de", "fr", "ru", "ar", "ja"] {
            #expect(Set(layer.tables[locale]?.keys ?? []) == baseKeys, "\(locale)")
        }
    }
}

@Suite("String Catalog export")
struct XCStringsExporterTests {
    @Test("export keeps every key, every locale's value and every plural category")
    func keepsEverything() throws {
        let catalog = ShippedTables.catalog
        let document = XCStringsExporter().document(catalog)
        #expect(Set(document.strings.keys) == Set(catalog.baseKeys))
        for layer in catalog.layers {
            for (locale, table) in layer.tables {
                for (key, entry) in table.entries {
                    let localization = try #require(document.strings[key]?.localizations[locale], "\(key) \(locale)")
                    switch entry.value {
                    case .text:
                        #expect(localization.stringUnit != nil)
                    case .plural(let variants):
                        let categories = Set(variants.keys.map(\.description))
                        #expect(
                            Set(localization.variations?.plural.keys.map { $0 } ?? []) == categories, "\(key) \(locale)"
                        )
                    }
                }
            }
        }
    }

    @Test(
        "placeholders become positional specifiers and %% survives",
        arguments: [
            ("Hello %{name}, %{count} left", ["name", "count"], "Hello %1$@, %2$lld left"),
            ("%{b} then %{a}", ["a", "b"], "%2$@ then %1$@"),
            ("50%% off", [], "50%% off"),
        ])
    func specifiers(text: String, order: [String], expected: String) {
        #expect(XCStringsExporter.format(Message(parsing: text), order: order) == expected)
    }

    @Test("the Russian plural of Stock.OnlyLeft exports four forms with %lld")
    func russianPlural() throws {
        let document = XCStringsExporter().document(.shipped)
        let plural = try #require(document.strings["Stock.OnlyLeft"]?.localizations["ru"]?.variations?.plural)
        #expect(plural.keys.sorted() == ["few", "many", "one", "other"])
        #expect(plural["few"]?.stringUnit.value == "Осталось всего %1$lld товара")
        #expect(document.sourceLanguage == "en")
    }
}

@Suite("String Catalog export reports the forms it cannot hold")
struct XCStringsOmissionTests {
    static func catalog(_ tables: [String: String]) throws -> StringCatalog {
        var layer = StringLayer(name: "app")
        for (locale, text) in tables {
            layer.tables[locale] = try StringTableLoader().load("\(locale):\n\(text)", file: "\(locale).yml")
        }
        return StringCatalog(layers: [layer])
    }

    @Test("=0 becomes zero and =1 becomes one where one is 1 alone; the rest are reported, not dropped silently")
    func exactForms() throws {
        let catalog = try Self.catalog([
            "en": "  Left:\n    =0: None left\n    =1: The last one\n    =5: Five left\n    other: \"%{count} left\"\n",
            "ru":
                "  Left:\n    =1: Последний\n    one: \"%{count}\"\n    few: \"%{count}\"\n    many: \"%{count}\"\n    other: \"%{count}\"\n",
            "de": "  Left:\n    =1: Der letzte\n    one: Einer\n    other: \"%{count}\"\n",
        ])
        let exporter = XCStringsExporter()
        let plural = exporter.document(catalog).strings["Left"]?.localizations["en"]?.variations?.plural
        #expect(plural?["zero"]?.stringUnit.value == "None left")
        #expect(plural?["one"]?.stringUnit.value == "The last one")
        #expect(
            exporter.omissions(catalog).map(\.description) == [
                "de.yml:3:9: Left [=1] (de): the one form takes its place in a String Catalog; left out of the String Catalog",
                "en.yml:5:9: Left [=5] (en): a String Catalog has no form for exactly 5 in en: its other is also 0, 2, 3…; left out of the String Catalog",
                "ru.yml:3:9: Left [=1] (ru): a String Catalog has no form for exactly 1 in ru: its one is also 21, 31, 41…; left out of the String Catalog",
            ])
    }
}
