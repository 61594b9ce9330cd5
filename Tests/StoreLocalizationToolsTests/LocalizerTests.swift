import Foundation
import StoreLocalizationTools
import StorePresentation
import StoreTestSupport
import Testing

@testable import StoreLocalization

@Suite("Resolving strings: keys, fallbacks, layers, plurals, placeholders", .temporaryFolders)
struct LocalizerTests {
    let base = """
        en:
          Stock:
            InStock: In stock
            OnlyLeft:
              =0: None left
              one: Only one left
              other: Only %{count} left
          StoreFinder.List.Title: Stores
          Greeting: Hello %{name}, %{count} items
          Percent: 50%% off
        """

    @Test("nested and dotted keys name the same key")
    func nestedAndDotted() throws {
        let strings = Localizer(catalog: try catalog(["en.yml": base]), locale: "en")
        #expect(strings.string("StoreFinder.List.Title") == "Stores")
        #expect(strings.string("Stock.InStock") == "In stock")
        #expect(strings.string("Percent") == "50% off")
    }

    @Test("a nested key and a dotted key for the same name is a duplicate")
    func nestedDottedDuplicate() {
        #expect {
            try StringTableLoader().load("en:\n  A:\n    B: x\n  A.B: y\n", file: "en.yml")
        } throws: { error in
            "\(error)".hasPrefix("en.yml:4:3: duplicate key \"A.B\" (first defined at 3:5)")
        }
    }

    @Test("fallback runs pt-BR → pt → en, and provenance says which step supplied the text")
    func fallbackChain() throws {
        let strings = Localizer(
            catalog: try catalog([
                "en.yml": base,
                "pt.yml": "pt:\n  Stock.InStock: Em estoque\n",
                "pt-BR.yml": "pt-BR:\n  StoreFinder.List.Title: Lojas\n",
            ]), locale: "pt-BR")
        #expect(strings.string("StoreFinder.List.Title") == "Lojas")
        #expect(strings.string("Stock.InStock") == "Em estoque")
        #expect(strings.string("Percent") == "50% off")
        let traced = strings.resolved("Stock.InStock").provenance
        #expect(traced.locale == "pt")
        #expect(traced.fallback == ["pt-BR", "pt"])
        #expect(traced.file == "pt.yml" && traced.line == 2 && traced.column == 18)
        #expect(traced.layer == "shipped")
    }

    @Test("layers: an app table and a code override each replace one key and leave the rest")
    func layers() throws {
        var stack = try catalog(["en.yml": base])
        stack.addLayer(
            StringLayer(
                name: "app",
                tables: ["en": try StringTableLoader().load("en:\n  Stock.InStock: Available\n", file: "app/en.yml")]))
        stack.override("StoreFinder.List.Title", with: "Our shops", locale: "en")
        let strings = Localizer(catalog: stack, locale: "en")
        #expect(strings.string("Stock.InStock") == "Available")
        #expect(strings.string("StoreFinder.List.Title") == "Our shops")
        #expect(strings.string("Percent") == "50% off")
        #expect(strings.resolved("Stock.InStock").provenance.layer == "app")
        #expect(strings.resolved("StoreFinder.List.Title").provenance.layer == "overrides")
        // A layer added later still goes below the overrides.
        stack.addLayer(
            StringLayer(
                name: "late",
                tables: [
                    "en": try StringTableLoader().load("en:\n  StoreFinder.List.Title: Late\n", file: "late/en.yml")
                ]))
        #expect(Localizer(catalog: stack, locale: "en").string("StoreFinder.List.Title") == "Our shops")
    }

    @Test("a locale-specific shipped string beats a base-locale app override")
    func localeBeatsLayer() throws {
        var stack = try catalog(["en.yml": base, "de.yml": "de:\n  Stock.InStock: Auf Lager\n"])
        stack.override("Stock.InStock", with: "Available", locale: "en")
        #expect(Localizer(catalog: stack, locale: "de").string("Stock.InStock") == "Auf Lager")
    }

    @Test("missing keys follow the policy, and each is reported once", arguments: MissingKeyPolicy.allCases)
    func missingKeys(policy: MissingKeyPolicy) throws {
        let log = CapturedLog()
        let strings = Localizer(
            catalog: try catalog(["en.yml": base]), locale: "en", missingKeyPolicy: policy, logger: log.logger)
        for _ in 0..<3 { _ = strings.string("Nope.Missing") }
        #expect(strings.string("Nope.Missing") == (policy == .silent ? "" : "⟦Nope.Missing⟧"))
        #expect(log.all == ["warning: missing key Nope.Missing for en"])
        // resolve() is the strict call: it throws under every policy.
        #expect(throws: LocalizationError.missingKey("Nope.Missing", locale: "en", chain: ["en"])) {
            try strings.resolve("Nope.Missing")
        }
    }

    @Test(
        "plural forms: exact numbers win, then the CLDR category",
        arguments: [
            (0, "None left"), (1, "Only one left"), (2, "Only 2 left"), (1234, "Only 1,234 left"),
        ])
    func plurals(count: Int, expected: String) throws {
        let strings = Localizer(catalog: try catalog(["en.yml": base]), locale: "en")
        #expect(strings.string("Stock.OnlyLeft", ["count": .integer(count)]) == expected)
    }

    @Test(
        "shipped Russian and Arabic plurals pick the CLDR form",
        arguments: [
            ("ru", 1, "Остался всего 1 товар"), ("ru", 3, "Осталось всего 3 товара"),
            ("ru", 5, "Осталось всего 5 товаров"),
            ("ru", 21, "Остался всего 21 товар"), ("ru", 11, "Осталось всего 11 товаров"),
            ("ar", 0, "لم تتبقَّ أي قطعة"), ("ar", 1, "تبقّت قطعة واحدة فقط"), ("ar", 2, "تبقّت قطعتان فقط"),
            ("ar", 3, "تبقّت \u{2068}٣\u{2069} قطع فقط"), ("ar", 11, "تبقّت \u{2068}١١\u{2069} قطعة فقط"),
            ("ar", 100, "تبقّت \u{2068}١٠٠\u{2069} قطعة فقط"),
        ])
    func shippedPlurals(locale: String, count: Int, expected: String) {
        #expect(
            Localizer(catalog: .shipped, locale: locale).string("Stock.OnlyLeft", ["count": .integer(count)])
                == expected)
    }

    @Test(
        "decimal counts use the visible fraction digits",
        arguments: [
            (1.0, 0, "other"), (1.0, 1, "other"), (1.5, 1, "other"),
        ])
    func decimalCounts(value: Double, digits: Int, form: String) throws {
        let strings = Localizer(
            catalog: try catalog(["en.yml": "en:\n  X:\n    one: one\n    other: other\n"]), locale: "en")
        let expected = digits == 0 ? "one" : form
        #expect(strings.string("X", ["count": .decimal(value, fractionDigits: digits)]) == expected)
    }

    @Test(
        "numbers are formatted for the locale",
        arguments: [
            ("en", "1,234,567"), ("de", "1.234.567"), ("fr", "1\u{202F}234\u{202F}567"), ("ar", "١٬٢٣٤٬٥٦٧"),
            ("ja", "1,234,567"),
        ])
    func numbers(locale: String, expected: String) {
        #expect(Localizer(catalog: .shipped, locale: locale).format(.integer(1_234_567)) == expected)
    }

    @Test(
        "a locale's digits, taken from one formatted number, match formatting each digit",
        arguments: [
            "en", "de", "fr", "ja", "ru", "ar", "ar-EG", "fa-IR", "hi-IN-u-nu-deva", "bn-BD", "th-TH-u-nu-thai",
        ])
    func digits(locale: String) {
        let foundation = FormattingLocale.resolve(locale)
        #expect(LocaleDigits.of(foundation) == (0...9).map { $0.formatted(.number.locale(foundation)) })
    }

    @Test("right-to-left locales isolate placeholder values; left-to-right ones do not")
    func bidiIsolation() {
        let arabic = Localizer(catalog: .shipped, locale: "ar").string(
            "StoreDetails.Call", ["phone": "+44 20 7946 0101"])
        #expect(arabic == "اتصال بالرقم \u{2068}+44 20 7946 0101\u{2069}")
        #expect(Localizer(catalog: .shipped, locale: "en").string("StoreDetails.Call", ["phone": "+44"]) == "Call +44")
    }

    @Test("placeholder values are sanitized: no escape sequences or bidi overrides get through")
    func sanitizedValues() {
        let strings = Localizer(catalog: .shipped, locale: "en")
        #expect(strings.string("StoreDetails.Call", ["phone": "\u{1B}[31m999\u{202E}"]) == "Call [31m999")
    }

    @Test("a placeholder with no value renders the rest of the string and is reported")
    func unknownPlaceholder() throws {
        let log = CapturedLog()
        let strings = Localizer(
            catalog: try catalog(["en.yml": base]), locale: "en", missingKeyPolicy: .silent, logger: log.logger)
        #expect(strings.string("Greeting", ["count": 2]) == "Hello , 2 items")
        #expect(log.all == ["warning: Greeting for en uses %{name}, which was not given"])
        let marked = Localizer(catalog: try catalog(["en.yml": base]), locale: "en", logger: log.logger)
        #expect(marked.string("Greeting", ["count": 2]) == "Hello %{name}, 2 items")
    }

    @Test("a table whose text names a placeholder the key does not give is passed over for the table below")
    func unfilledOverride() throws {
        let log = CapturedLog()
        var layered = try catalog(["en.yml": base])
        layered.addLayer(
            StringLayer(
                name: "app",
                tables: [
                    "en": try StringTableLoader().load("en:\n  Stock.InStock: Got it %{qty}\n", file: "app/en.yml")
                ]))
        let strings = Localizer(catalog: layered, locale: "en", logger: log.logger)
        #expect(strings.string("Stock.InStock") == "In stock")
        #expect(strings.resolved("Stock.InStock").provenance.layer == "shipped")
        #expect(
            log.all == [
                "warning: Stock.InStock in app/en.yml (en) uses %{qty}, which is not given; the text from en.yml is used"
            ])
    }

    @Test("placeholders and the plural count are found however many arguments are passed", arguments: [0, 1, 2, 3, 6])
    func argumentsAmongOthers(extra: Int) throws {
        let strings = Localizer(catalog: try catalog(["en.yml": base]), locale: "en")
        var arguments: MessageArguments = ["count": 7, "name": "Ada"]
        for index in 0..<extra { arguments["unused\(index)"] = .text("x\(index)") }
        #expect(strings.string("Greeting", arguments) == "Hello Ada, 7 items")
        #expect(strings.string("Stock.OnlyLeft", arguments) == "Only 7 left")
        #expect(strings.resolved("Stock.OnlyLeft", arguments).provenance.pluralForm == "other")
    }

    @Test("a malformed placeholder renders literally and never crashes")
    func malformedPlaceholder() throws {
        let strings = Localizer(catalog: try catalog(["en.yml": "en:\n  A: 100% %{ bad} %{open\n"]), locale: "en")
        #expect(strings.string("A") == "100% %{ bad} %{open")
    }

    @Test("a table that fails to load names its file and line, and the others stay in use")
    func badTableKeepsOthers() throws {
        let folder = try TemporaryFolder.make("strings")
        try "de:\n  Stock.InStock: Vorrätig\n".write(
            to: folder.appendingPathComponent("de.yml"), atomically: true, encoding: .utf8)
        try "fr:\n  Stock.InStock: [oops\n".write(
            to: folder.appendingPathComponent("fr.yml"), atomically: true, encoding: .utf8)
        var stack = StringCatalog.shipped
        let problems = stack.addLayer(named: "app", directory: folder.path)
        #expect(problems.map(\.description).first?.hasPrefix("\(folder.path)/fr.yml:3:1:") == true)
        #expect(Localizer(catalog: stack, locale: "de").string("Stock.InStock") == "Vorrätig")
        #expect(Localizer(catalog: stack, locale: "fr").string("Stock.InStock") == "En stock")
    }

    @Test("pseudo-locales: en-XA is accented, longer and bracketed with placeholders intact; ar-XB is right to left")
    func pseudoLocales() {
        let accented = Localizer(catalog: .shipped, locale: "en-XA")
        let text = accented.string("Stock.OnlyLeft", ["count": 3])
        #expect(text.hasPrefix("[Öñļý 3 ļéƒţ"))
        #expect(text.hasSuffix("]"))
        #expect(text.count >= Int(Double("Only 3 left".count) * 1.3))
        #expect(accented.resolved("Stock.InStock").provenance.locale == "en-XA (pseudo of en)")
        let rtl = Localizer(catalog: .shipped, locale: "ar-XB")
        #expect(rtl.isRightToLeft)
        #expect(rtl.string("StoreDetails.Call", ["phone": "1"]) == "Call \u{2068}1\u{2069}")
    }
}
