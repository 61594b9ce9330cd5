import StoreLocalization
import StorePresentation
import StoreShippedYAML
import StoreYAML
import Testing

@testable import StoreLocalizationTools

/// Tables read two ways: libyaml's stream straight into the grammar, and the resolved tree
/// replayed into it. Every input, good or bad, must give the same answer both ways.
@Suite("String tables: one grammar, read from the stream or from the tree")
struct TableLoadingTests {
    static let tables: [(String, String)] =
        ShippedTables.paths.compactMap { path in ShippedTables.text(at: path).map { (path, $0) } } + [
            ("nested.yml", "en:\n  A:\n    B:\n      C: x %{y}\n    D: z\n  E.F: g\n"),
            ("plural-after-text.yml", "en:\n  A:\n    one: x\n    Other: y\n"),
            ("plural-first.yml", "en:\n  A:\n    =0: none\n    one: one\n    other: many %{count}\n  B: b\n"),
            ("quoted-merge.yml", "en:\n  '<<': not a merge\n"),
            ("empty.yml", "en: {}\n"),
            ("group-reopened.yml", "en:\n  X:\n    A:\n      B: 1\n  X.A:\n    C: 2\n"),
            ("selector-group.yml", "en:\n  A:\n    one:\n      x: 1\n    Title: t\n"),
            ("non-ascii.yml", "en:\n  Gr\u{F6}\u{DF}e: x\n  Caf\u{E9}:\n    one: a\n    other: b\n"),
            ("controls.yml", "en:\n  A: \"bell\\a and esc\\e[31m\"\n"),
        ]

    /// The table from the stream, and the same text through the tree.
    static func bothWays(
        _ text: String, file: String
    ) -> (streamed: Result<StringTable, YAMLError>, replayed: Result<StringTable, YAMLError>) {
        let loader = StringTableLoader()
        let streamed = Result { () throws(YAMLError) in try loader.load(text, file: file) }
        let replayed = Result { () throws(YAMLError) in try loader.load(try loader.parser.parse(text, file: file)) }
        return (streamed, replayed)
    }

    @Test("the same table from the stream and from the tree", arguments: tables.map(\.0))
    func same(name: String) throws {
        let text = try #require(Self.tables.first { $0.0 == name }?.1)
        let (streamed, replayed) = Self.bothWays(text, file: name)
        #expect(try streamed.get() == (try replayed.get()))
    }

    @Test("a large table with plurals and escapes is the same both ways")
    func large() throws {
        var lines = ["en:"]
        let groups = 0..<300, keys = 0..<10
        for group in groups {
            lines.append("  Group\(group):")
            for key in keys { lines.append("    Key\(key): \"Text \(group).\(key) for %{name}, ünïcode %%\"") }
            lines.append("    Count:\n      one: \"%{count} item\"\n      other: \"%{count} items\"")
        }
        let (streamed, replayed) = Self.bothWays(lines.joined(separator: "\n") + "\n", file: "large.yml")
        // Each group's keys and its plural Count.
        let written = groups.count * (keys.count + 1)
        #expect(try streamed.get().count == written)
        #expect(try streamed.get() == (try replayed.get()))
    }

    @Test(
        "anchors, aliases and merge keys are read through the tree",
        arguments: [
            ("en:\n  base: &b x\n  copy: *b\n", "copy", "x"),
            ("en:\n  Defaults: &d\n    Title: t\n  Screen:\n    <<: *d\n    Body: b\n", "Screen.Title", "t"),
            ("en:\n  A: !!str tagged\n", "A", "tagged"),
        ])
    func tree(text: String, key: String, value: String) throws {
        let table = try StringTableLoader().load(text, file: "t.yml")
        #expect(table[key]?.value.messages.first?.source == value)
    }

    /// Broken tables, and the one error each must give, the same from the stream and the tree.
    @Test(
        "every problem is one error at its line and column, both ways",
        arguments: [
            ("en:\n  A: x\n  A: y\n", "t.yml:3:3: duplicate key \"A\" (first defined at 2:3)"),
            ("en:\n  A:\n    x: 1\n  A:\n    y: 2\n", "t.yml:4:3: duplicate key \"A\" (first defined at 2:3)"),
            ("en:\n  A: x\n  A:\n    y: 2\n", "t.yml:3:3: duplicate key \"A\" (first defined at 2:3)"),
            ("en:\n  A.B: x\n  A:\n    B: y\n", "t.yml:4:5: duplicate key \"A.B\" (first defined at 2:3)"),
            // A full key names a text or a group of texts, never both, wherever each is written.
            ("en:\n  A.B: x\n  A:\n    B:\n      C: y\n", "t.yml:4:5: duplicate key \"A.B\" (first defined at 2:3)"),
            ("en:\n  A:\n    B:\n      C: y\n  A.B: x\n", "t.yml:5:3: duplicate key \"A.B\" (first defined at 3:5)"),
            ("en:\n  A:\n    other: x\n    other: y\n", "t.yml:4:5: duplicate key \"other\" (first defined at 3:5)"),
            (
                "en:\n  Caf\u{E9}: one\n  Cafe\u{301}: two\n",
                "t.yml:3:3: duplicate key \"Cafe\u{301}\" (first defined at 2:3)"
            ),
            ("en:\n  A:\n    one: x\n", "t.yml:2:3: a plural value needs an `other` form"),
            (
                "en:\n  A:\n    one:\n      x: 1\n    other: y\n",
                "t.yml:4:7: expected the text of the one form, found a mapping"
            ),
            ("en:\n  A:\n    one:\n    other: y\n", "t.yml:3:9: expected the text of the one form, found null"),
            (
                "en:\n  A:\n    one: [x]\n    other: y\n",
                "t.yml:3:10: expected the text of the one form, found a sequence"
            ),
            (
                "en:\n  A:\n    one:\n    Title: y\n",
                "t.yml:3:9: expected a string (quote it if it is empty: \"\"), found null"
            ),
            ("en:\n  A: [x]\n", "t.yml:2:6: expected a string or a mapping of plural forms, found a sequence"),
            ("en:\n  A:\n", "t.yml:2:5: expected a string (quote it if it is empty: \"\"), found null"),
            ("en:\n  A..B: x\n", "t.yml:2:3: expected a key such as StoreFinder.List.Title, found \"A..B\""),
            (
                "en:\n  A: x\nde:\n  A: y\n",
                "t.yml:1:1: expected one root key naming the locale, such as `en:`, found 2 root keys"
            ),
            ("en: hello\n", "t.yml:1:5: expected a mapping of keys, found a scalar"),
            ("EN:\n  A: x\n", "t.yml:1:1: expected a locale identifier such as en, pt-BR or zh-Hant, found \"EN\""),
            ("- a\n", "t.yml:1:1: expected one root key naming the locale, such as `en:`, found a sequence"),
            ("just text\n", "t.yml:1:1: expected one root key naming the locale, such as `en:`, found a scalar"),
        ])
    func errors(text: String, expected: String) {
        let (streamed, replayed) = Self.bothWays(text, file: "t.yml")
        for result in [streamed, replayed] {
            guard case .failure(let error) = result else {
                Issue.record("loaded, but should fail with \(expected)")
                continue
            }
            #expect(error.description.components(separatedBy: "\n").first == expected)
        }
    }

    /// A key that starts with `=` is an exact plural form or an error; it never becomes a
    /// plain key such as `Stock.OnlyLeft.=1.5`, which would hide the plural.
    @Test(
        "a malformed exact plural form is an error at its key, both ways",
        arguments: [
            "=1.5", "=", "= 1", "=1e3", "=-1", "=0 ", "=99999999999999999999999", "=+1", "=\u{0661}", "=01", "=007",
        ])
    func malformedExactForm(selector: String) {
        let text = "en:\n  Stock:\n    OnlyLeft:\n      \"\(selector)\": x\n      other: y\n"
        let expected =
            "t.yml:4:7: expected an exact plural form: = and a whole number of at most 18 digits, with no leading zero, such as =0 or =12, found \"\(selector)\""
        let (streamed, replayed) = Self.bothWays(text, file: "t.yml")
        for result in [streamed, replayed] {
            guard case .failure(let error) = result else {
                Issue.record("loaded \(selector), but should fail")
                continue
            }
            #expect(error.description.components(separatedBy: "\n").first == expected)
        }
    }

    @Test(
        "exact plural forms that are =N load as exact forms",
        arguments: [("=0", 0), ("=1", 1), ("=10", 10), ("=123456789012345678", 123_456_789_012_345_678)])
    func exactForm(selector: String, value: Int) throws {
        let table = try StringTableLoader().load("en:\n  A:\n    \"\(selector)\": x\n    other: y\n", file: "t.yml")
        guard case .plural(let variants)? = table["A"]?.value else {
            Issue.record("A is not a plural: \(String(describing: table["A"]))")
            return
        }
        #expect(variants[.exact(value)] != nil)
    }

    @Test("an empty file has a null root")
    func emptyFile() {
        let error = #expect(throws: YAMLError.self) { try StringTableLoader().load("", file: "t.yml") }
        #expect(
            error?.description.components(separatedBy: "\n").first
                == "t.yml:1:1: expected one root key naming the locale, such as `en:`, found null")
    }

    @Test("an error quotes its line under the position")
    func quoting() {
        do {
            _ = try StringTableLoader().load("en:\n  A: x\n  A: y\n", file: "t.yml")
            Issue.record("loaded a duplicate key")
        } catch {
            #expect(error.description == "t.yml:3:3: duplicate key \"A\" (first defined at 2:3)\n      A: y\n      ^")
        }
    }

    @Test("every key keeps where it and its value were written")
    func locations() throws {
        let table = try StringTableLoader().load(
            "en:\n  Stock:\n    InStock: In stock\n    Left:\n      one: a\n      other: b\n", file: "en.yml")
        let text = try #require(table["Stock.InStock"])
        #expect(text.keyLocation.description == "en.yml:3:5")
        #expect(text.location.description == "en.yml:3:14")
        let plural = try #require(table["Stock.Left"])
        #expect(plural.keyLocation.description == "en.yml:4:5")
        #expect(plural.variantLocations[.category(.other)]?.description == "en.yml:6:14")
    }
}

@Suite("Compiled tables equal the tables they were compiled from")
struct CompiledTableTests {
    @Test(
        "every shipped table compiled into StorePresentation equals the one the tools load from YAML",
        arguments: ShippedTables.catalog.locales)
    func shipped(locale: String) throws {
        let compiled = try #require(StringCatalog.shipped.layers.first?.tables[locale])
        let live = try #require(ShippedTables.catalog.layers.first?.tables[locale])
        #expect(compiled == live)
        #expect(compiled.keys == live.keys)
        for key in live.keys { #expect(compiled[key] == live[key], "\(locale) \(key)") }
    }

    @Test("the shipped catalogs hold the same locales")
    func locales() {
        #expect(StringCatalog.shipped.locales == ShippedTables.catalog.locales)
        #expect(StringCatalog.shipped.locales.count == 7)
    }

    @Test("writing and reading back gives the same table", arguments: TableLoadingTests.tables.map(\.0))
    func roundTrip(name: String) throws {
        let text = try #require(TableLoadingTests.tables.first { $0.0 == name }?.1)
        let table = try StringTableLoader().load(text, file: name)
        let compiled = StringTable(
            compiled: TableRecordsWriter.records(of: table), locale: table.locale, file: table.file,
            rootLine: table.rootLocation.line, rootColumn: table.rootLocation.column)
        #expect(compiled == table)
        #expect(compiled.count == table.count)
    }

    @Test(
        "a compiled table and a loaded one give the same strings through a localizer",
        arguments: ["en", "ru", "ar", "ja", "en-XA"])
    func sameStrings(locale: String) {
        let compiled = Localizer(catalog: .shipped, locale: locale)
        let live = Localizer(catalog: ShippedTables.catalog, locale: locale)
        for key in ShippedTables.catalog.baseKeys {
            for count in [0, 1, 2, 3, 5, 11, 21, 101] {
                let arguments: MessageArguments = [
                    "count": .integer(count), "time": "9:00", "day": "Mon", "label": "Day", "name": "N",
                    "details": "d", "query": "q", "phone": "+44", "price": "£1", "amount": "£1",
                    "distance": .decimal(1.5, fractionDigits: 1),
                    "opens": "9", "closes": "5",
                ]
                #expect(compiled.resolved(key, arguments) == live.resolved(key, arguments), "\(locale) \(key) \(count)")
            }
        }
    }

    @Test("a damaged compiled table loses entries, never traps")
    func damaged() throws {
        let table = try StringTableLoader().load(
            "en:\n  A: a\n  B:\n    one: b\n    other: bs\n  C: c %{x}\n", file: "t.yml")
        let records = TableRecordsWriter.records(of: table)
        for cut in 0...records.utf8.count {
            let prefix = String(decoding: records.utf8.prefix(cut), as: UTF8.self)
            let damaged = StringTable(compiled: prefix, locale: "en", file: "t.yml", rootLine: 1, rootColumn: 1)
            #expect(damaged.count <= table.count)
            for key in damaged.keys { #expect(damaged[key] == table[key]) }
        }
        #expect(
            StringTable(compiled: "SFT9;whatever", locale: "en", file: "t.yml", rootLine: 1, rootColumn: 1).count == 0)
    }
}
