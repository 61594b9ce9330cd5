import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A parsed JSON text: one flat array of entries in document order, over the file's own bytes.
///
/// Nothing is copied out of the text until a model asks for it: a string entry is a byte
/// range, made into a `String` when decoded; a number keeps its digits until the model says
/// which type it wants. A container is one entry followed by its contents, and knows where
/// they end, so a reader steps over it in one move. A 100,000-store file is millions of
/// values, and 12 bytes each is what makes its peak memory no larger than `JSONDecoder`'s.
final class JSONDocument: Sendable {
    /// The text, as read from the file.
    let text: Data
    /// Every value, in document order; an object's keys are string entries before their values.
    let entries: [JSONEntry]
    /// The text of strings that had escapes, unescaped once by the parser.
    let unescaped: [String]

    init(text: Data, entries: [JSONEntry], unescaped: [String]) {
        self.text = text
        self.entries = entries
        self.unescaped = unescaped
    }

    /// The index of the entry after the value at `index` and everything inside it.
    func next(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .array || entry.kind == .object ? Int(entry.end) : index + 1
    }

    /// The string at `index`.
    func string(at index: Int) -> String {
        let entry = entries[index]
        if entry.flag { return unescaped[Int(entry.start)] }
        return text.withUnsafeBytes { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[Int(entry.start)..<Int(entry.end)]), as: UTF8.self)
        }
    }

    /// The entry of the value of the first member named `key` among the `count` members that
    /// start at entry `first`, comparing bytes: no `String` is made for a key that is not it.
    func value(named key: String, first: Int, count: Int) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            text.withUnsafeBytes { raw in
                var entry = first
                for _ in 0..<count {
                    let name = entries[entry]
                    let matches =
                        name.flag
                        ? unescaped[Int(name.start)].utf8.elementsEqual(wanted)
                        : Int(name.end - name.start) == wanted.count
                            && wanted.elementsEqual(
                                UnsafeRawBufferPointer(rebasing: raw[Int(name.start)..<Int(name.end)]))
                    if matches { return entry + 1 }
                    entry = next(after: entry + 1)
                }
                return nil
            }
        }
    }

    /// For an object at `index`: its first key's entry index, and how many members it has.
    func members(of index: Int) -> (first: Int, count: Int) {
        (index + 1, Int(entries[index].start))
    }
}

/// One value of a ``JSONDocument``.
struct JSONEntry: Sendable {
    enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object
    }

    var kind: Kind
    /// A `bool`'s value; for a `string`, that its text is in ``JSONDocument/unescaped``.
    var flag: Bool
    /// A string's or number's first byte (or, for a string that had escapes, its place in the side
    /// table); an array's item count, or an object's member count.
    var start: UInt32
    /// A string's or number's end byte; a container's next sibling entry.
    var end: UInt32

    /// How an error names this kind of value: "a string", "an array", and so on.
    var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return flag ? "true" : "false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
