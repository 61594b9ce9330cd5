import Testing
import StoreSamples
import StoreYAML
@testable import StoreLocalization

@Suite("A table's entries behave as a dictionary of dotted keys")
struct TableEntriesTests {
    static func entry(_ text: String, line: Int = 1) -> TableEntry {
        TableEntry(value: .text(Message(parsing: text)), location: SourceLocation(file: "t.yml", line: line, column: 1))
    }

    /// One step of a script run against both `TableEntries` and `[String: TableEntry]`.
    enum Step: Sendable, CustomStringConvertible {
        case set(String, String)
        case remove(String)

        var description: String {
            switch self {
            case .set(let key, let text): return "set \(key)=\(text)"
            case .remove(let key): return "remove \(key)"
            }
        }
    }

    static let scripts: [(String, [Step])] = [
        ("empty", []),
        ("one key", [.set("A", "a")]),
        ("replacing keeps one entry", [.set("A", "a"), .set("A", "b")]),
        ("removing the only key", [.set("A", "a"), .remove("A")]),
        ("removing a key never set", [.set("A", "a"), .remove("B")]),
        ("removing from the middle", [.set("A", "a"), .set("B", "b"), .set("C", "c"), .remove("B")]),
        ("set again after removing", [.set("A", "a"), .remove("A"), .set("A", "c")]),
        ("the empty key", [.set("", "empty"), .set("A", "a")]),
        ("non-ASCII keys", [.set("Größe", "g"), .set("大小", "d"), .set("Größe", "h")]),
        ("keys that share a prefix", [.set("Stock", "s"), .set("Stock.In", "i"), .set("Stock.Int", "t")]),
    ]

    @Test("agrees with a dictionary", arguments: scripts.map(\.0))
    func agrees(script name: String) throws {
        let steps = try #require(Self.scripts.first { $0.0 == name }?.1)
        var ours = TableEntries()
        var model: [String: TableEntry] = [:]
        for step in steps {
            switch step {
            case .set(let key, let text):
                ours[key] = Self.entry(text)
                model[key] = Self.entry(text)
            case .remove(let key):
                ours[key] = nil
                model[key] = nil
            }
        }
        #expect(ours.count == model.count)
        #expect(ours.isEmpty == model.isEmpty)
        #expect(Set(ours.keys) == Set(model.keys))
        for (key, value) in model { #expect(ours[key] == value) }
        #expect(ours.dictionary == model)
        #expect(ours == TableEntries(model))
    }

    @Test("thousands of keys, past every size of the index, agree with a dictionary")
    func many() {
        var ours = TableEntries()
        var model: [String: TableEntry] = [:]
        var random = SplitMix64(seed: 7)
        for step in 0..<5_000 {
            let key = "Group\(random.next() % 97).Key\(random.next() % 211)"
            if random.next() % 5 == 0 {
                ours[key] = nil
                model[key] = nil
            } else {
                ours[key] = Self.entry("text \(step)", line: step)
                model[key] = Self.entry("text \(step)", line: step)
            }
        }
        #expect(ours.count == model.count)
        #expect(ours.dictionary == model)
        for key in ["Group1.Key1", "Missing", "Group96.Key210", ""] { #expect(ours[key] == model[key]) }
    }

    @Test("keys are bytes: composed and decomposed letters are two keys, one in a dictionary")
    func bytes() {
        var entries = TableEntries()
        entries["Caf\u{E9}"] = Self.entry("composed")
        entries["Cafe\u{301}"] = Self.entry("decomposed")
        #expect(entries.count == 2)
        #expect(entries["Caf\u{E9}"] == Self.entry("composed"))
        #expect(entries["Cafe\u{301}"] == Self.entry("decomposed"))
        #expect(entries.dictionary.count == 1)
    }

    @Test("keys and iteration keep the order entries were added in")
    func order() {
        var entries = TableEntries()
        for key in ["C", "A", "B"] { entries[key] = Self.entry(key) }
        entries["A"] = Self.entry("again")
        #expect(entries.keys == ["C", "A", "B"])
        #expect(entries.map(\.key) == ["C", "A", "B"])
        #expect(entries.map(\.value) == [Self.entry("C"), Self.entry("again"), Self.entry("B")])
    }

    @Test("equal and hashed alike whatever the order")
    func equality() {
        let forwards: TableEntries = ["A": Self.entry("a"), "B": Self.entry("b")]
        let backwards: TableEntries = ["B": Self.entry("b"), "A": Self.entry("a")]
        #expect(forwards == backwards)
        #expect(forwards.hashValue == backwards.hashValue)
        #expect(forwards != ["A": Self.entry("a"), "B": Self.entry("other")])
        #expect(forwards != ["A": Self.entry("a")])
        #expect(forwards != ["A": Self.entry("a"), "C": Self.entry("b")])
    }

    @Test("merging lets the other table's entries win and keeps the rest")
    func merge() {
        var base: TableEntries = ["A": Self.entry("a"), "B": Self.entry("b")]
        base.merge(["B": Self.entry("new"), "C": Self.entry("c")])
        #expect(base == ["A": Self.entry("a"), "B": Self.entry("new"), "C": Self.entry("c")])
        #expect(base.keys == ["A", "B", "C"])
    }

    @Test("the loader's insert refuses a key already taken, and leaves its entry")
    func insert() {
        var entries = TableEntries()
        let key = Array("Stock.InStock".utf8)
        let first = key.withUnsafeBufferPointer { entries.insert(Self.entry("first"), forKey: $0) }
        let second = key.withUnsafeBufferPointer { entries.insert(Self.entry("second"), forKey: $0) }
        #expect(first && !second)
        #expect(entries["Stock.InStock"] == Self.entry("first"))
        entries.setValue(.text(Message(parsing: "set")), ofEntry: 0)
        #expect(entries["Stock.InStock"]?.value == .text(Message(parsing: "set")))
        #expect(entries["Stock.InStock"]?.location == Self.entry("first").location)
    }
}
