import Foundation
import StoreTestSupport
import Testing

@Suite("storefinder strings, end to end", .temporaryFolders)
struct StringsCommandTests {
    @Test("lint passes on the shipped tables")
    func lintShipped() async throws {
        let result = try await StoreFinderBinary.run(["strings", "lint"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stderr == "no problems found\n")
    }

    @Test("lint of a broken directory prints file:line:column findings and exits 1, as text or JSON")
    func lintBroken() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "en:\n  A: Call %{phone}\n".write(
            to: folder.appendingPathComponent("en.yml"), atomically: true, encoding: .utf8)
        try "de:\n  A: Anrufen %{telefon}\n".write(
            to: folder.appendingPathComponent("de.yml"), atomically: true, encoding: .utf8)
        let text = try await StoreFinderBinary.run(["strings", "lint", folder.path])
        #expect(text.status == 1)
        #expect(
            text.stdout.contains(
                "\(folder.path)/de.yml:2:6: error: A uses %{telefon}, which en does not have [placeholders]"))
        let json = try await StoreFinderBinary.run(["strings", "lint", folder.path, "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"rule\" : \"placeholders\""))
    }

    @Test(
        "lint --overrides: an app's own key its de.yml lacks is a warning at de.yml naming the key and its en line; exit 0"
    )
    func ownKeyMissing() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "en:\n  Collect:\n    ReadyLater: \"Ready later\"\n".write(
            to: folder.appendingPathComponent("en.yml"), atomically: true, encoding: .utf8)
        try "de:\n  Stock:\n    InStock: \"Da\"\n".write(
            to: folder.appendingPathComponent("de.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["strings", "lint", "--overrides", folder.path])
        #expect(result.status == 0, "a warning: the app still builds")
        #expect(
            result.stdout
                == "\(folder.path)/de.yml:1:1: warning: Collect.ReadyLater, the app's own key (\(folder.path)/en.yml:3:5), "
                + "is missing from de: its users see the en text, as nothing ships one [missing-own-key]\n")
    }

    @Test("lint takes a single table file: checked against the shipped en, every problem in one run")
    func lintOneFile() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try
            "fr:\n  Stock:\n    OnlyLeft:\n      one: Plus qu'un\n      many: '%{count}'\n      other: Plus que %{count}\n      other: encore %{count}\n"
            .write(to: folder.appendingPathComponent("fr.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["strings", "lint", "fr.yml"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                fr.yml:4:12: error: Stock.OnlyLeft [one] drops %{count}, which en has; in fr the one form is used for 0, 1, so it must say the number [placeholders]
                fr.yml:7:7: error: duplicate key "other" (first defined at 6:7) [duplicate-key]

                """)
    }

    @Test("lint of a directory with no .yml tables, only other files, fails rather than passing")
    func lintWithoutTables() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "notes".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["strings", "lint", folder.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(folder.path):1:1: error: no string tables (.yml) found here [structure]"))
    }

    @Test(
        "show resolves with arguments and a count, and --trace gives provenance",
        arguments: [
            (
                ["strings", "show", "Stock.OnlyLeft", "--locale", "ru", "--count", "3", "--trace"],
                "Осталось всего 3 товара\nStock.OnlyLeft  ru  Localizations/ru.yml:141:12  shipped  [few]\n"
            ),
            (
                ["strings", "show", "StoreDetails.Call", "--locale", "de-AT", "--arg", "phone=+43 1", "--trace"],
                "+43 1 anrufen\nStoreDetails.Call  de  Localizations/de.yml:85:11  shipped  (de-AT → de)\n"
            ),
            (["strings", "show", "Stock.Quantity", "--locale", "fr", "--count", "1.5"], "1,5 en stock\n"),
        ])
    func show(arguments: [String], expected: String) async throws {
        let result = try await StoreFinderBinary.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test("a missing key is a diagnostic in the tool's own format, not a swift-log line with a timestamp")
    func missingKeyDiagnostic() async throws {
        let result = try await StoreFinderBinary.run(["strings", "show", "Nope.Key"])
        #expect(result.status == 0)
        #expect(result.stdout == "⟦Nope.Key⟧\n")
        #expect(result.stderr == "warning: missing key Nope.Key for en\n")
    }

    @Test("show --strict fails on a missing key")
    func strict() async throws {
        let result = try await StoreFinderBinary.run(["strings", "show", "No.Such.Key", "--strict"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: missing key \"No.Such.Key\" for en (looked in en)\n")
    }

    @Test("plural prints NUMBER CATEGORY per line")
    func plural() async throws {
        let result = try await StoreFinderBinary.run([
            "strings", "plural", "--locale", "ar", "0", "1", "2", "3", "11", "100", "1.5",
        ])
        #expect(result.stdout == "0 zero\n1 one\n2 two\n3 few\n11 many\n100 other\n1.5 other\n")
    }

    @Test("dump flattens a table to JSON")
    func dump() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "en:\n  A:\n    B: x\n  C:\n    one: a\n    other: b\n".write(
            to: folder.appendingPathComponent("en.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["strings", "dump", "en.yml"], in: folder)
        #expect(
            result.stdout == "{\n  \"A.B\" : \"x\",\n  \"C\" : {\n    \"one\" : \"a\",\n    \"other\" : \"b\"\n  }\n}\n"
        )
    }

    @Test("export writes a String Catalog with every key")
    func export() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let result = try await StoreFinderBinary.run(
            ["strings", "export", "--format", "xcstrings", "--out", "Localizable.xcstrings"], in: folder)
        #expect(result.status == 0)
        let data = try Data(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let strings = object?["strings"] as? [String: Any]
        #expect(strings?["Stock.OnlyLeft"] != nil)
        #expect(object?["sourceLanguage"] as? String == "en")
    }

    @Test("--strings layers an app directory; a broken file is reported at its place and the rest stays in use")
    func appLayer() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "en:\n  Stock.InStock: Available today\n".write(
            to: folder.appendingPathComponent("en.yml"), atomically: true, encoding: .utf8)
        try "de:\n  Stock.InStock: [\n".write(
            to: folder.appendingPathComponent("de.yml"), atomically: true, encoding: .utf8)
        let en = try await StoreFinderBinary.run(["strings", "show", "Stock.InStock", "--strings", folder.path])
        #expect(en.stdout == "Available today\n")
        #expect(
            en.stderr.contains(
                "\(folder.path)/de.yml:3:1: error: while parsing a flow node, did not find expected node content [yaml]"
            ), "\(en.stderr)")
        let de = try await StoreFinderBinary.run([
            "strings", "show", "Stock.InStock", "--locale", "de", "--strings", folder.path,
        ])
        #expect(de.stdout == "Auf Lager\n")
    }
}

@Suite("storefinder strings: translators in the loop, end to end", .temporaryFolders)
struct TranslatorRoundTripTests {
    /// A copy of the package's tables, to import into.
    func tables() throws -> URL {
        let folder = try StoreFinderBinary.temporaryFolder()
        let copy = folder.appendingPathComponent("Localizations")
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Localizations"), to: copy)
        return copy
    }

    @Test(
        "export XLIFF for de, change one target as a tool would, import: one line of de.yml changes and show has it"
    )
    func xliff() async throws {
        let tables = try tables()
        let folder = tables.deletingLastPathComponent()
        let before = try String(contentsOf: tables.appendingPathComponent("de.yml"), encoding: .utf8)
        let export = try await StoreFinderBinary.run(
            ["strings", "export", "--format", "xliff", "--locale", "de", "--strings", tables.path, "-o", "de.xliff"],
            in: folder)
        #expect(export.status == 0, "\(export.stderr)")
        let xliff = try String(contentsOf: folder.appendingPathComponent("de.xliff"), encoding: .utf8)
        #expect(xliff.contains("<note>Shown on: list, "))
        let edited = xliff.replacingOccurrences(
            of: "<target state=\"translated\">Filialen</target>", with: "<target state=\"translated\">Märkte</target>")
        try edited.write(to: folder.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(
            ["strings", "import", "de.xliff", "--strings", tables.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("de: 0 new, 1 changed, "))
        #expect(result.stdout.hasSuffix(" unchanged, 0 refused\n"))
        let after = try String(contentsOf: tables.appendingPathComponent("de.yml"), encoding: .utf8)
        #expect(after == before.replacingOccurrences(of: "    Title: Filialen\n", with: "    Title: Märkte\n"))
        let show = try await StoreFinderBinary.run(
            ["strings", "show", "StoreFinder.Title", "--locale", "de", "--strings", tables.path])
        #expect(show.stdout == "Märkte\n")
    }

    @Test("a unit that renames %{count} is refused at its line, the others are written, and the exit status is 1")
    func refused() async throws {
        let tables = try tables()
        let folder = tables.deletingLastPathComponent()
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.yml" source-language="en" target-language="de" datatype="plaintext"><body>
                <trans-unit id="StoreFinder.Title"><source>Stores</source><target state="translated">Märkte</target></trans-unit>
                <trans-unit id="StoreFinder.ResultCount|==|plural.other"><source>%1$lld stores</source>
                  <target state="translated">%{cnt} Märkte</target></trans-unit>
              </body></file>
            </xliff>

            """
        try xliff.write(to: folder.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(
            ["strings", "import", "de.xliff", "--strings", tables.path], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "de: 0 new, 1 changed, 0 unchanged, 1 refused\n")
        #expect(
            result.stderr.contains(
                "de.xliff:6:34: error: StoreFinder.ResultCount [other] drops %{count}, which en has [placeholders]"),
            "\(result.stderr)")
        let show = try await StoreFinderBinary.run(
            ["strings", "show", "StoreFinder.Title", "--locale", "de", "--strings", tables.path])
        #expect(show.stdout == "Märkte\n")
    }

    @Test("a String Catalog exported and imported with no change leaves the tables byte for byte")
    func xcstrings() async throws {
        let tables = try tables()
        let folder = tables.deletingLastPathComponent()
        let export = try await StoreFinderBinary.run(
            ["strings", "export", "--strings", tables.path, "--no-context", "-o", "L.xcstrings"], in: folder)
        #expect(export.status == 0)
        let result = try await StoreFinderBinary.run(
            ["strings", "import", "L.xcstrings", "--strings", tables.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("wrote"))
        let diff = try await StoreFinderBinary.run(
            ["-c", "diff -r \"$0\" \"$1\"", packageRoot.appendingPathComponent("Localizations").path, tables.path],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(diff.status == 0, "\(diff.stdout)")
    }
}

@Suite("The StoreFinderResources build tool refuses typed keys that would not compile", .temporaryFolders)
struct TypedKeyBuildToolTests {
    @Test("storefinder-compile fails with lint's message at the key, and writes no Swift")
    func refuses() async throws {
        let tool = StoreFinderBinary.url.deletingLastPathComponent().appendingPathComponent("storefinder-compile")
        try #require(FileManager.default.fileExists(atPath: tool.path), "the plugin's tool is built with the tests")
        let folder = try StoreFinderBinary.temporaryFolder()
        try "en:\n  protocol:\n    A: a\n  Protocol:\n    B: b\n  Msg: \"%{Type} and %{type}\"\n".write(
            to: folder.appendingPathComponent("en.yml"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated.swift")
        let result = try await StoreFinderBinary.run(
            [
                "--app", "--root", folder.path, "--output", output.path, "--table",
                folder.appendingPathComponent("en.yml").path,
            ],
            in: folder, executable: tool)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                en.yml:5:5: error: the groups "protocol" and "Protocol" both become the Swift type Protocol_ in the typed keys; rename one [typed-keys]
                en.yml:6:3: error: Msg: %{Type} and %{type} both become the parameter type of its typed key; name them apart [typed-keys]

                """)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
