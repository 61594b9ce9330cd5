import StoreDisplayText
import Synchronization

/// A string table's entries as records in one string, sorted by key, read in place: how a
/// table the tools load from YAML, and one the `StoreFinderResources` plugin compiles into an
/// app, are both kept.
///
/// The tools' `TableRecordsWriter` writes the format, and this type reads it:
///
///     records := "SFT1;" record*
///     record  := str(key) int(keyLine) int(keyColumn) int(line) int(column) int(forms) body
///     body    := str(text)                            when forms is 0: a plain text
///              | form{forms}                          otherwise: a plural
///     form    := str(selector) int(line) int(column) str(text)
///     int     := decimal digits ";"
///     str     := int(UTF-8 length) bytes
///
/// Lengths make the text need no escaping, and finding the records reads only the numbers.
///
/// NB: loading writes each entry's bytes once and parses no message; a lookup finds its key
/// through a ``RecordIndex`` and decodes the entry the first time it is asked for, then keeps
/// it. An app's first screen reads a few dozen keys out of hundreds, and each list row asks
/// for the same few. A class, immutable, so the copies of a table share one, and a lookup
/// reaches it with one retain rather than one per field.
package final class TableRecords: Sendable {
    package static let header = "SFT1;"

    /// Where one record's key is in the records' bytes; its value starts where the key ends.
    package struct Slot: Sendable {
        package let keyStart: Int32
        package let keyEnd: Int32

        package init(keyStart: Int32, keyEnd: Int32) {
            self.keyStart = keyStart
            self.keyEnd = keyEnd
        }

        package var key: Range<Int> { Int(keyStart)..<Int(keyEnd) }
    }

    /// The records' bytes: the string literal a build compiled in, or the buffer a loader wrote.
    private enum Bytes: Sendable {
        case string(String)
        case array([UInt8])
    }

    /// Where the records are, and the entries decoded so far.
    private final class Layout: Sendable {
        /// One per record, in the order they were written.
        let slots: [Slot]
        let index: RecordIndex
        /// Entries decoded so far, by slot.
        let decoded: DecodedEntries

        init(slots: [Slot], index: RecordIndex) {
            self.slots = slots
            self.index = index
            self.decoded = DecodedEntries(count: slots.count)
        }
    }

    private let bytes: Bytes
    private let file: String
    /// The layout, once a lookup has needed it: written once, under `building`, before
    /// `isBuilt` is set with release ordering; read only after `isBuilt` is seen with acquire
    /// ordering. So a reader never sees a half-written value, and lookups take no lock.
    ///
    /// NB: a compiled table finds its records on its first lookup, not when the catalog is
    /// made: an app's first screen reads one or two locales of the seven StoreFinder ships.
    /// A lock on every lookup cost more than the laziness saved.
    private nonisolated(unsafe) var built: Layout?
    private let isBuilt: Atomic<Bool>
    private let building = Mutex(())

    /// Records read from `text`, as the plugin compiled them: every readable record. Reading
    /// stops at the first record that is cut short; of a key written twice, the first is kept.
    init(text: String, file: String) {
        self.bytes = .string(text)
        self.file = file
        self.built = nil
        self.isBuilt = Atomic(false)
    }

    /// Records the tools' `TableRecordsWriter` wrote, with their slots and index.
    package init(bytes: [UInt8], file: String, slots: [Slot], index: RecordIndex) {
        self.bytes = .array(bytes)
        self.file = file
        self.built = Layout(slots: slots, index: index)
        self.isBuilt = Atomic(true)
    }

    /// The layout, found in the bytes the first time it is asked for.
    private var layout: Layout {
        if isBuilt.load(ordering: .acquiring), let built { return built }
        return building.withLock { _ in
            if isBuilt.load(ordering: .acquiring), let built { return built }
            let layout = withBytes { bytes in
                let slots = Self.slots(bytes)
                return Layout(slots: slots, index: RecordIndex.build(slots, in: bytes).index)
            }
            built = layout
            isBuilt.store(true, ordering: .releasing)
            return layout
        }
    }

    private var slots: [Slot] { layout.slots }

    /// Calls `body` with the records' bytes, in place.
    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch bytes {
        case .string(let text): return text.withUTF8Bytes(body)
        case .array(let array): return array.withUnsafeBufferPointer(body)
        }
    }

    var count: Int { slots.count }

    /// Each key that runs on from another key and a dot, with the longest such key:
    /// `("Stock.OnlyLeft.one", "Stock.OnlyLeft")`. In the records' bytes, one lookup per dot.
    var keysUnderKeys: [(key: String, under: String)] {
        withBytes { bytes in
            let layout = layout
            var found: [(key: String, under: String)] = []
            for slot in layout.slots {
                let key = UnsafeBufferPointer(rebasing: bytes[slot.key])
                var longest: Int?
                for position in key.indices where key[position] == UInt8(ascii: ".") {
                    let prefix = UnsafeBufferPointer(rebasing: key[..<position])
                    if layout.index.slot(of: prefix, slots: layout.slots, in: bytes) != nil { longest = position }
                }
                if let longest {
                    found.append(
                        (
                            String(decoding: key, as: UTF8.self),
                            String(decoding: UnsafeBufferPointer(rebasing: key[..<longest]), as: UTF8.self)
                        ))
                }
            }
            return found
        }
    }

    /// Every key, sorted.
    var keys: [String] {
        withBytes { bytes in slots.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.key]), as: UTF8.self) }
        }.sorted()
    }

    func contains(_ key: String) -> Bool {
        withBytes { bytes in slot(of: key, in: bytes) != nil }
    }

    func entry(forKey key: String) -> TableEntry? {
        withBytes { bytes in slot(of: key, in: bytes).flatMap { entry(at: $0, in: bytes)?.entry } }
    }

    func allEntries() -> [String: TableEntry] {
        withBytes { bytes in
            var entries = [String: TableEntry](minimumCapacity: slots.count)
            for index in slots.indices {
                guard let entry = entry(at: index, in: bytes)?.entry else { continue }
                entries[String(decoding: UnsafeBufferPointer(rebasing: bytes[slots[index].key]), as: UTF8.self)] = entry
            }
            return entries
        }
    }

    /// The message for `key` and `count`: the text, or the plural form `rules` choose.
    func message(
        forKey key: String, count: MessageArgument?, rules: PluralRules
    ) -> (message: Message, selector: PluralSelector?)? {
        guard let decoded = withBytes({ bytes in slot(of: key, in: bytes).flatMap { entry(at: $0, in: bytes) } }) else {
            return nil
        }
        switch decoded.entry.value {
        case .text(let message):
            return (message, nil)
        case .plural(let variants):
            let selector = PluralVariants.choose(count: count, rules: rules) { variants[$0] != nil }
            return (variants[selector] ?? .empty, selector)
        }
    }

    // MARK: - Reading

    /// The entry in slot `index`, decoded once and then kept.
    private func entry(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> DecodedEntry? {
        let layout = layout
        if let known = layout.decoded.entry(at: index) { return known }
        guard let entry = decodeEntry(layout.slots[index], in: bytes) else { return nil }
        let box = DecodedEntry(entry)
        layout.decoded.keep(box, at: index)
        return box
    }

    /// The position in ``slots`` of `key`.
    private func slot(of key: String, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let layout = layout
        return key.withUTF8Bytes { wanted in layout.index.slot(of: wanted, slots: layout.slots, in: bytes) }
    }

    private func decodeEntry(_ slot: Slot, in bytes: UnsafeBufferPointer<UInt8>) -> TableEntry? {
        var reader = RecordReader(bytes: bytes, position: Int(slot.keyEnd))
        guard let keyLine = reader.int(), let keyColumn = reader.int(), let line = reader.int(),
            let column = reader.int(),
            let forms = reader.int()
        else { return nil }
        let location = FilePosition(file: file, line: line, column: column)
        let keyLocation = FilePosition(file: file, line: keyLine, column: keyColumn)
        guard forms > 0 else {
            return reader.string().map {
                TableEntry(value: .text(Self.message(bytes[$0])), location: location, keyLocation: keyLocation)
            }
        }
        var variants = PluralVariants()
        var locations: [PluralSelector: FilePosition] = [:]
        for _ in 0..<forms {
            guard let name = reader.string(), let formLine = reader.int(), let formColumn = reader.int(),
                let text = reader.string(),
                let selector = PluralSelector(bytes: UnsafeBufferPointer(rebasing: bytes[name]))
            else { return nil }
            variants[selector] = Self.message(bytes[text])
            locations[selector] = FilePosition(file: file, line: formLine, column: formColumn)
        }
        return TableEntry(
            value: .plural(variants), location: location, keyLocation: keyLocation, variantLocations: locations)
    }

    private static func message(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Message {
        Message(parsing: String(decoding: UnsafeBufferPointer(rebasing: text), as: UTF8.self))
    }

    /// Where every readable record's key is, in the order written.
    private static func slots(_ bytes: UnsafeBufferPointer<UInt8>) -> [Slot] {
        var reader = RecordReader(bytes: bytes, position: 0)
        guard reader.skip(header) else { return [] }
        var slots: [Slot] = []
        while !reader.isAtEnd {
            guard let key = reader.string(), reader.skipInts(4), let forms = reader.int() else { break }
            if forms == 0 {
                guard reader.skipString() else { break }
            } else {
                var complete = true
                for _ in 0..<forms where complete {
                    complete = reader.skipString() && reader.skipInts(2) && reader.skipString()
                }
                guard complete else { break }
            }
            slots.append(
                Slot(
                    keyStart: Int32(truncatingIfNeeded: key.lowerBound),
                    keyEnd: Int32(truncatingIfNeeded: key.upperBound)))
        }
        return slots
    }

    package enum Order { case ascending, same, descending }

    /// Byte-wise order; `same` when two keys are the same bytes.
    ///
    /// NB: eight bytes at a time, read big-endian so that comparing the words compares the bytes
    /// in order: keys share long prefixes (`StoreFinder.Error.…`).
    package static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Order {
        let common = min(lhs.count, rhs.count)
        var index = 0
        if let left = UnsafeRawPointer(lhs.baseAddress), let right = UnsafeRawPointer(rhs.baseAddress) {
            while index + 8 <= common {
                let a = UInt64(bigEndian: left.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let b = UInt64(bigEndian: right.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if a != b { return a < b ? .ascending : .descending }
                index += 8
            }
        }
        while index < common {
            if lhs[index] != rhs[index] { return lhs[index] < rhs[index] ? .ascending : .descending }
            index += 1
        }
        return lhs.count == rhs.count ? .same : (lhs.count < rhs.count ? .ascending : .descending)
    }
}

/// One decoded entry, kept behind a reference so a lookup takes it with one retain.
private final class DecodedEntry: Sendable {
    let entry: TableEntry

    init(_ entry: TableEntry) { self.entry = entry }
}

/// The entries of a ``TableRecords`` decoded so far: a memo, which no reader can tell is there
/// except by how fast a second lookup is.
private final class DecodedEntries: Sendable {
    private let entries: Mutex<[DecodedEntry?]>

    init(count: Int) {
        entries = Mutex([])
        self.count = count
    }

    private let count: Int

    func entry(at index: Int) -> DecodedEntry? {
        entries.withLock { $0.isEmpty ? nil : $0[index] }
    }

    func keep(_ entry: DecodedEntry, at index: Int) {
        entries.withLock { entries in
            // NB: made on the first lookup, so a table nobody reads costs nothing here.
            if entries.isEmpty { entries = Array(repeating: nil, count: count) }
            entries[index] = entry
        }
    }
}

/// Reads the numbers and length-prefixed strings of records, refusing anything past their
/// end: damaged records lose entries, they never trap.
package struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    package init(bytes: UnsafeBufferPointer<UInt8>, position: Int) {
        self.bytes = bytes
        self.position = position
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func skip(_ literal: String) -> Bool {
        let expected = Array(literal.utf8)
        guard position + expected.count <= bytes.count,
            bytes[position..<(position + expected.count)].elementsEqual(expected)
        else { return false }
        position += expected.count
        return true
    }

    /// A number of at most nine digits, then `;`.
    package mutating func int() -> Int? {
        var value = 0
        var digits = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ";") { return digits > 0 ? value : nil }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return nil
    }

    mutating func skipInts(_ count: Int) -> Bool {
        for _ in 0..<count where int() == nil { return false }
        return true
    }

    /// The byte range of a length-prefixed string.
    mutating func string() -> Range<Int>? {
        guard let length = int(), length <= bytes.count - position else { return nil }
        defer { position += length }
        return position..<(position + length)
    }

    mutating func skipString() -> Bool { string() != nil }
}
