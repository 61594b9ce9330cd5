import Testing
import StoreResources
import StoreYAML
@testable import StoreLocalization

@Suite("The streaming table loader agrees with the tree loader")
struct StreamingLoadTests {
    static let tables: [(String, String)] = EmbeddedResources.paths(under: "Localizations").compactMap { path in
        EmbeddedResources.text(at: path).map { (path, $0) }
    } + [
        ("nested.yml", "en:\n  A:\n    B:\n      C: x %{y}\n    D: z\n  E.F: g\n"),
        ("plural-after-text.yml", "en:\n  A:\n    one: x\n    Other: y\n"),
        ("plural-first.yml", "en:\n  A:\n    =0: none\n    one: one\n    other: many %{count}\n  B: b\n"),
        ("quoted-merge.yml", "en:\n  '<<': not a merge\n"),
        ("empty.yml", "en: {}\n"),
    ]

    @Test("same table from both paths", arguments: tables.map(\.0))
    func same(name: String) throws {
        let text = try #require(Self.tables.first { $0.0 == name }?.1)
        let loader = StringTableLoader()
        let streamed = try #require(loader.streamingLoad(text, file: name))
        #expect(streamed == (try loader.load(try loader.parser.parse(text, file: name))))
    }

    @Test("a large table with plurals and escapes is the same from both paths")
    func large() throws {
        var lines = ["en:"]
        for group in 0..<300 {
            lines.append("  Group\(group):")
            for key in 0..<10 { lines.append("    Key\(key): \"Text \(group).\(key) for %{name}, ünïcode %%\"") }
            lines.append("    Count:\n      one: \"%{count} item\"\n      other: \"%{count} items\"")
        }
        let text = lines.joined(separator: "\n") + "\n"
        let loader = StringTableLoader()
        let streamed = try #require(loader.streamingLoad(text, file: "large.yml"))
        #expect(streamed.entries.count == 300 * 11)
        #expect(streamed == (try loader.load(try loader.parser.parse(text, file: "large.yml"))))
    }

    /// A table over the 128 KiB at which `automatic` reads ahead, with a duplicate key in
    /// its last line when `broken`.
    static func bigTable(broken: Bool) -> String {
        var lines = ["en:"]
        for key in 0..<4_000 { lines.append("  Key\(key): \"Text \(key) for %{name}, ünïcode and some more words\"") }
        if broken { lines.append("  Key7: again") }
        return lines.joined(separator: "\n") + "\n"
    }

    static let big = bigTable(broken: false)
    static let bigBroken = bigTable(broken: true)

    @Test("every read-ahead setting loads the same table, and reports the same error", arguments: [ReadAhead.never, .always, .automatic])
    func readAhead(_ setting: ReadAhead) throws {
        #expect(Self.big.utf8.count > 128 * 1024)
        // The tree path never reads ahead: it is the reference every setting must match.
        let loader = StringTableLoader(readAhead: setting)
        let expected = try loader.load(try loader.parser.parse(Self.big, file: "big.yml"))
        #expect(try loader.load(Self.big, file: "big.yml") == expected)

        let error = #expect(throws: YAMLError.self) {
            try loader.load(Self.bigBroken, file: "big.yml")
        }
        #expect(error?.description.hasPrefix("big.yml:4002:3: ") == true, "\(String(describing: error))")
        #expect(error?.description.contains("duplicate") == true)
    }

    @Test("inputs the fast path declines still load, or fail with the tree path's error", arguments: [
        ("en:\n  base: &b x\n  copy: *b\n", "x"),
        ("en:\n  A: x\n  A: y\n", "duplicate"),
        ("en:\n  A:\n    x: 1\n  A:\n    y: 2\n", "duplicate"),
        ("en:\n  A: x\n  A:\n    y: 2\n", "duplicate"),
        ("en:\n  A:\n    y: 2\n  A: x\n", "duplicate"),
        ("en:\n  A:\n    one: x\n", "other"),
        ("en:\n  A: [x]\n", "sequence"),
        ("en:\n  A:\n", "null"),
        ("en:\n  A: x\nde:\n  A: y\n", "root"),
        // Messages with placeholders wait in the arena before they are entries; duplicates are still seen.
        ("en:\n  A: x %{n}\n  A: y %{n}\n", "duplicate"),
        ("en:\n  A: x %{n}\n  A:\n    y: 2\n", "duplicate"),
        ("en:\n  A:\n    y: 2\n  A: x %{n}\n", "duplicate"),
        ("en:\n  A: x %{n}\n  A:\n    one: a\n    other: b\n", "duplicate"),
        ("en:\n" + (0..<3_000).map { "  K\($0): \"text %{n} \($0)\"\n" }.joined() + "  K0: \"again %{n}\"\n", "duplicate"),
        // Non-ASCII keys take the tree path, where composed and decomposed letters are one key.
        ("en:\n  Caf\u{E9}: one\n  Cafe\u{301}: two\n", "duplicate"),
        ("en:\n  A:\n    Caf\u{E9}: one\n  A.Cafe\u{301}: two\n", "duplicate"),
        ("en:\n  Gr\u{F6}\u{DF}e: x\n", "non-ASCII loads"),
    ])
    func declined(text: String, expectation: String) {
        let loader = StringTableLoader()
        #expect(loader.streamingLoad(text, file: "t.yml") == nil)
        do {
            let table = try loader.load(text, file: "t.yml")
            #expect((table.entries["copy"] != nil && expectation == "x") || (table.entries["Gr\u{F6}\u{DF}e"] != nil && expectation == "non-ASCII loads"))
        } catch {
            #expect(error.description.contains(expectation == "root" ? "one root key" : expectation), "\(error)")
        }
    }
}
