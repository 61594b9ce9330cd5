import Foundation
import StoreLocalization
import StoreShippedYAML
import StoreTestSupport
import Testing

@testable import StoreLocalizationTools

/// The shipped tables as units, and as XLIFF, for each locale that ships.
@Suite("Translation units and XLIFF export")
struct TranslationExportTests {
    static let catalog = ShippedTables.catalog
    static let translated = ShippedTables.catalog.locales.filter { $0 != "en" }

    @Test("a unit per key, and per plural form the locale needs, whatever forms English has", arguments: translated)
    func unitsPerLocale(locale: String) throws {
        let units = TranslationUnits(catalog: Self.catalog).units(for: locale)
        let needed = Set(PluralRules(locale: locale).categories.map(PluralSelector.category))
        for key in Self.catalog.baseKeys {
            let forms = Set(units.filter { $0.key == key }.compactMap(\.form))
            switch Self.catalog.entry(for: key, locale: "en")?.entry.value {
            case .plural?: #expect(forms == needed, "\(key) in \(locale)")
            default: #expect(units.filter { $0.key == key }.map(\.form) == [nil], "\(key) in \(locale)")
            }
        }
    }

    @Test("the shipped record loads, and records every shipped translation as made from today's English")
    func shippedRecord() throws {
        let text = try #require(ShippedTables.text(at: ShippedTables.recordPath))
        let record = try TranslationRecord.decode(Data(text.utf8), file: ShippedTables.recordPath)
        for locale in Self.translated {
            let units = TranslationUnits(catalog: Self.catalog, record: record).units(for: locale)
            #expect(!units.contains { $0.state == .needsReview }, "\(locale)")
            for key in Set(units.filter { $0.target != nil }.map(\.key)) {
                #expect(record.source(of: key, locale: locale) != nil, "\(key) in \(locale) is not recorded")
            }
        }
    }

    @Test("Russian: one, few, many and other for every plural key, where English has one and other")
    func russianForms() throws {
        let units = TranslationUnits(catalog: Self.catalog).units(for: "ru")
        let forms = units.filter { $0.key == "StoreFinder.ResultCount" }.map { $0.form?.description }
        #expect(forms == ["one", "few", "many", "other"])
    }

    @Test("XLIFF 1.2 reads back: the same ids, each target with its state, and a note on every unit")
    func xliffReadsBack() throws {
        let units = TranslationUnits(catalog: Self.catalog)
        let xliff = XLIFFExporter().export(units, locale: "de")
        let files = try XLIFFReader().read(Data(xliff.utf8), file: "de.xliff")
        #expect(files.map(\.locale) == ["de"])
        let expected = units.units(for: "de")
        #expect(files.first?.units.map(\.id) == expected.map(\.id))
        #expect(files.first?.units.map(\.state) == expected.map(\.state.rawValue))
        #expect(xliff.components(separatedBy: "<note>").count - 1 == expected.count)
        #expect(xliff.contains("source-language=\"en\" target-language=\"de\""))
        let title = try #require(files.first?.units.first { $0.id == "StoreFinder.Title" })
        #expect(title.text == "Filialen")
    }

    @Test("a unit with no translation is new, with an empty target")
    func newUnits() throws {
        let units = TranslationUnits(catalog: Self.catalog).units(for: "pl")
        #expect(units.allSatisfy { $0.state == .new && $0.target == nil })
        let xliff = XLIFFExporter().export(TranslationUnits(catalog: Self.catalog), locale: "pl")
        #expect(xliff.contains("<target state=\"new\"/>"))
    }

    @Test("a note names the screens, the text as drawn, each argument as written, and the room it has")
    func note() {
        let context = TranslationContext(
            screens: ["list, results", "list, more-below"], shown: "20 stores, more below",
            spoken: "20 stores, more below. Heading", placeholders: [.init(name: "count", example: "20")], room: 36,
            wraps: false)
        #expect(
            context.note(specifiers: ["count": "%1$lld"]) == """
                Shown on: list, results; list, more-below.
                Reads: "20 stores, more below"
                Spoken: "20 stores, more below. Heading"
                %1$lld is %{count}, for example "20".
                Fixed space: 36 columns on a phone; the English fits on one line.
                """)
    }
}

/// A translation's text with Xcode's arguments, and what the table gets.
struct ArgumentCase: Sendable, CustomTestStringConvertible {
    let text: String
    let order: [String]
    let expected: String?
    var testDescription: String { "\(text) → \(expected ?? "refused")" }
}

@Suite("Xcode's arguments come home as %{name}, by position")
struct XcodeArgumentsTests {
    static let cases: [ArgumentCase] = [
        ArgumentCase(text: "%1$@ anrufen", order: ["phone"], expected: "%{phone} anrufen"),
        ArgumentCase(text: "%2$@, %1$lld", order: ["count", "city"], expected: "%{city}, %{count}"),
        ArgumentCase(text: "%@ bis %@", order: ["from", "until"], expected: "%{from} bis %{until}"),
        ArgumentCase(text: "Noch %lld", order: ["count"], expected: "Noch %{count}"),
        ArgumentCase(text: "%1$d%% Rabatt", order: ["count"], expected: "%{count}%% Rabatt"),
        ArgumentCase(text: "%{cnt} Filialen", order: ["count"], expected: "%{cnt} Filialen"),
        ArgumentCase(text: "%3$@", order: ["a", "b"], expected: nil),
        ArgumentCase(text: "%s", order: ["a"], expected: nil),
        ArgumentCase(text: "%1@", order: ["a"], expected: nil),
    ]

    @Test(arguments: cases)
    func convert(_ item: ArgumentCase) {
        let converted = try? XcodeArguments.tableText(item.text, order: item.order)
        #expect(converted == item.expected)
    }

    @Test("every shipped text survives export and back", arguments: ShippedTables.catalog.locales)
    func roundTrip(locale: String) throws {
        let catalog = ShippedTables.catalog
        for key in catalog.baseKeys {
            guard let base = catalog.entry(for: key, locale: "en")?.entry.value,
                let own = catalog.entry(for: key, locale: locale), own.locale == locale
            else { continue }
            let order = XCStringsExporter.argumentOrder(base)
            for message in own.entry.value.messages {
                let exported = XCStringsExporter.format(message, order: order)
                #expect(try XcodeArguments.tableText(exported, order: order) == message.source, "\(key) \(locale)")
            }
        }
    }
}

/// A table, one edit, and the table after it.
struct EditCase: Sendable, CustomTestStringConvertible {
    let name: String
    let before: String
    let key: String
    let form: PluralSelector?
    let value: String
    let after: String
    var testDescription: String { name }
}

@Suite("A table is edited where the value stands, in its style, and nothing else moves")
struct TableEditorTests {
    static let base = """
        en:
          A:
            Title: Stores
            Note: Note
          Count:
            one: "%{count} store"
            other: "%{count} stores"
          Z: Last

        """

    static let cases: [EditCase] = [
        EditCase(
            name: "plain stays plain, the comment after it stays",
            before: "de:\n  # the tab\n  A:\n    Title: Filialen  # short\n    Note: Notiz\n", key: "A.Title",
            form: nil, value: "Märkte", after: "de:\n  # the tab\n  A:\n    Title: Märkte  # short\n    Note: Notiz\n"),
        EditCase(
            name: "plain that needs quotes becomes double-quoted",
            before: "de:\n  A:\n    Title: Filialen\n", key: "A.Title", form: nil, value: "Filialen: alle",
            after: "de:\n  A:\n    Title: \"Filialen: alle\"\n"),
        EditCase(
            name: "double-quoted stays double-quoted",
            before: "de:\n  A:\n    Title: \"Filialen\"\n", key: "A.Title", form: nil, value: "Märkte",
            after: "de:\n  A:\n    Title: \"Märkte\"\n"),
        EditCase(
            name: "single-quoted stays single-quoted, its quote doubled",
            before: "fr:\n  A:\n    Title: 'Magasins'\n", key: "A.Title", form: nil, value: "L'enseigne",
            after: "fr:\n  A:\n    Title: 'L''enseigne'\n"),
        EditCase(
            name: "a double-quoted value over two lines is replaced whole",
            before: "de:\n  A:\n    Title: \"Filialen\n      hier\"\n    Note: Notiz\n", key: "A.Title", form: nil,
            value: "Märkte", after: "de:\n  A:\n    Title: \"Märkte\"\n    Note: Notiz\n"),
        EditCase(
            name: "a literal block stays a block",
            before: "de:\n  A:\n    Title: |-\n      Filialen\n    Note: Notiz\n", key: "A.Title", form: nil,
            value: "Märkte", after: "de:\n  A:\n    Title: |-\n      Märkte\n    Note: Notiz\n"),
        EditCase(
            name: "a missing key goes where the base puts it",
            before: "de:\n  A:\n    Note: Notiz\n  Z: Zuletzt\n", key: "A.Title", form: nil, value: "Filialen",
            after: "de:\n  A:\n    Title: Filialen\n    Note: Notiz\n  Z: Zuletzt\n"),
        EditCase(
            name: "a missing group goes after the group before it in the base, comments left with the next",
            before: "de:\n  A:\n    Title: Filialen\n\n  # last\n  Z: Zuletzt\n", key: "Count", form: .category(.one),
            value: "%{count} Filiale",
            after: "de:\n  A:\n    Title: Filialen\n  Count:\n    one: \"%{count} Filiale\"\n\n  # last\n  Z: Zuletzt\n"
        ),
        EditCase(
            name: "a plural form the locale needs goes in CLDR's order",
            before: "ru:\n  Count:\n    one: \"%{count} магазин\"\n    many: \"%{count} магазинов\"\n    other: x\n",
            key: "Count", form: .category(.few), value: "%{count} магазина",
            after:
                "ru:\n  Count:\n    one: \"%{count} магазин\"\n    few: \"%{count} магазина\"\n    many: \"%{count} магазинов\"\n    other: x\n"
        ),
        EditCase(
            name: "a file with four-space indents keeps them",
            before: "de:\n    A:\n        Note: Notiz\n", key: "A.Title", form: nil, value: "Filialen",
            after: "de:\n    A:\n        Title: Filialen\n        Note: Notiz\n"),
    ]

    @Test(arguments: cases)
    func edit(_ item: EditCase) throws {
        var editor = try TableEditor(text: item.before, file: "t.yml", order: KeyOrder(baseText: Self.base))
        try editor.set(item.key, form: item.form, to: item.value)
        #expect(editor.text == item.after)
    }

    @Test("a new table is written in the base's order, quoted only where it must be")
    func newTable() throws {
        let text = TableEditor.newTable(
            locale: "pl",
            values: [
                "Z": [nil: "Ostatni"], "A.Title": [nil: "Sklepy"],
                "Count": [.category(.few): "%{count} sklepy", .category(.one): "%{count} sklep"],
            ], order: try KeyOrder(baseText: Self.base))
        #expect(
            text
                == "pl:\n  A:\n    Title: Sklepy\n  Count:\n    one: \"%{count} sklep\"\n    few: \"%{count} sklepy\"\n  Z: Ostatni\n"
        )
    }

    @Test("a value in a group written on one line is refused, not rewritten")
    func flowRefused() throws {
        var editor = try TableEditor(
            text: "de:\n  Count: {one: eins, other: viele}\n", file: "t.yml", order: KeyOrder(baseText: Self.base))
        #expect(throws: TableEditor.EditProblem.self) { try editor.set("Count", form: .category(.few), to: "x") }
    }
}
