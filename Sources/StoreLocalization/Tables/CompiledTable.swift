import StoreText

/// A string table as the `StoreFinderResources` plugin compiles it: every entry's text in one
/// string, sorted by key, read in place.
///
/// The format is private to this type and ``CompiledTableWriter``, which the generator uses:
///
///     table   := "SFT1;" record*                     records sorted by the key's UTF-8 bytes
///     record  := str(key) int(keyLine) int(keyColumn) int(line) int(column) int(forms) body
///     body    := str(text)                            when forms is 0: a plain text
///              | form{forms}                          otherwise: a plural
///     form    := str(selector) int(line) int(column) str(text)
///     int     := decimal digits ";"
///     str     := int(UTF-8 length) bytes
///
/// Lengths make the text need no escaping, and indexing a table reads only the numbers.
///
/// NB: an app's first screen reads a few dozen keys out of hundreds, in a few locales. This
/// keeps the build's bytes, indexes where each key is (two integers per entry), and decodes an
/// entry, or one plural form of it, only when asked.
struct CompiledTable: Sendable {
    static let header = "SFT1;"

    /// Where one record's key is in ``records``; its value starts where the key ends.
    private struct Slot: Sendable {
        let keyStart: Int32
        let keyEnd: Int32

        var key: Range<Int> { Int(keyStart)..<Int(keyEnd) }
    }

    private let records: String
    private let file: String
    /// One per readable record, in key order.
    private let slots: [Slot]

    init(records: String, file: String) {
        self.records = records
        self.file = file
        self.slots = records.withUTF8Bytes(Self.index)
    }

    var count: Int { slots.count }

    var keys: [String] {
        records.withUTF8Bytes { bytes in slots.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.key]), as: UTF8.self) } }
    }

    func contains(_ key: String) -> Bool {
        records.withUTF8Bytes { bytes in slot(of: key, in: bytes) != nil }
    }

    func entry(forKey key: String) -> TableEntry? {
        records.withUTF8Bytes { bytes in
            slot(of: key, in: bytes).flatMap { decodeEntry(slots[$0], in: bytes) }
        }
    }

    func allEntries() -> [String: TableEntry] {
        records.withUTF8Bytes { bytes in
            var entries = [String: TableEntry](minimumCapacity: slots.count)
            for slot in slots {
                guard let entry = decodeEntry(slot, in: bytes) else { continue }
                entries[String(decoding: UnsafeBufferPointer(rebasing: bytes[slot.key]), as: UTF8.self)] = entry
            }
            return entries
        }
    }

    /// The message for `key` and `count`, decoding only the form that is chosen.
    func message(forKey key: String, count: MessageArgument?, rules: PluralRules) -> (message: Message, selector: PluralSelector?)? {
        records.withUTF8Bytes { bytes -> (message: Message, selector: PluralSelector?)? in
            guard let index = slot(of: key, in: bytes) else { return nil }
            var reader = RecordReader(bytes: bytes, position: Int(slots[index].keyEnd))
            guard reader.skipInts(4), let forms = reader.int() else { return nil }
            guard forms > 0 else {
                return reader.string().map { (Self.message(bytes[$0]), nil) }
            }
            // A plural has at most the six categories and a few exact numbers.
            var selectors: [(selector: PluralSelector, text: Range<Int>)] = []
            selectors.reserveCapacity(forms)
            for _ in 0..<forms {
                guard let name = reader.string(), reader.skipInts(2), let text = reader.string(),
                      let selector = PluralSelector(String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)) else { return nil }
                selectors.append((selector, text))
            }
            let chosen = PluralVariants.choose(count: count, rules: rules) { wanted in selectors.contains { $0.selector == wanted } }
            let text = selectors.first { $0.selector == chosen }?.text
            return (text.map { Self.message(bytes[$0]) } ?? .empty, chosen)
        }
    }

    // MARK: - Reading

    /// The position in ``slots`` of `key`, by binary search on the keys' bytes.
    private func slot(of key: String, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        key.withUTF8Bytes { wanted in
            var low = 0, high = slots.count - 1
            while low <= high {
                let middle = (low + high) / 2
                switch Self.compare(UnsafeBufferPointer(rebasing: bytes[slots[middle].key]), wanted) {
                case .orderedAscending: low = middle + 1
                case .orderedDescending: high = middle - 1
                case .orderedSame: return middle
                }
            }
            return nil
        }
    }

    private func decodeEntry(_ slot: Slot, in bytes: UnsafeBufferPointer<UInt8>) -> TableEntry? {
        var reader = RecordReader(bytes: bytes, position: Int(slot.keyEnd))
        guard let keyLine = reader.int(), let keyColumn = reader.int(), let line = reader.int(), let column = reader.int(),
              let forms = reader.int() else { return nil }
        let location = SourceLocation(file: file, line: line, column: column)
        let keyLocation = SourceLocation(file: file, line: keyLine, column: keyColumn)
        guard forms > 0 else {
            return reader.string().map { TableEntry(value: .text(Self.message(bytes[$0])), location: location, keyLocation: keyLocation) }
        }
        var variants = PluralVariants()
        var locations: [PluralSelector: SourceLocation] = [:]
        for _ in 0..<forms {
            guard let name = reader.string(), let formLine = reader.int(), let formColumn = reader.int(), let text = reader.string(),
                  let selector = PluralSelector(String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)) else { return nil }
            variants[selector] = Self.message(bytes[text])
            locations[selector] = SourceLocation(file: file, line: formLine, column: formColumn)
        }
        return TableEntry(value: .plural(variants), location: location, keyLocation: keyLocation, variantLocations: locations)
    }

    private static func message(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Message {
        Message(parsing: String(decoding: UnsafeBufferPointer(rebasing: text), as: UTF8.self))
    }

    /// Where every readable record's key is, in key order. Reading stops at the first record
    /// that is cut short; a table written out of order is sorted.
    private static func index(_ bytes: UnsafeBufferPointer<UInt8>) -> [Slot] {
        var reader = RecordReader(bytes: bytes, position: 0)
        guard reader.skip(header) else { return [] }
        var slots: [Slot] = []
        var sorted = true
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
            let slot = Slot(keyStart: Int32(truncatingIfNeeded: key.lowerBound), keyEnd: Int32(truncatingIfNeeded: key.upperBound))
            if let last = slots.last, compare(UnsafeBufferPointer(rebasing: bytes[last.key]), UnsafeBufferPointer(rebasing: bytes[slot.key])) != .orderedAscending {
                sorted = false
            }
            slots.append(slot)
        }
        guard !sorted else { return slots }
        return slots.sorted { compare(UnsafeBufferPointer(rebasing: bytes[$0.key]), UnsafeBufferPointer(rebasing: bytes[$1.key])) == .orderedAscending }
    }

    enum Order { case orderedAscending, orderedSame, orderedDescending }

    /// Byte-wise order, which is the order the generator sorts keys in.
    static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Order {
        for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
            return lhs[index] < rhs[index] ? .orderedAscending : .orderedDescending
        }
        return lhs.count == rhs.count ? .orderedSame : (lhs.count < rhs.count ? .orderedAscending : .orderedDescending)
    }
}

/// Reads the numbers and length-prefixed strings of a compiled table, refusing anything past
/// its end: a damaged table loses entries, it never traps.
private struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    var isAtEnd: Bool { position >= bytes.count }

    mutating func skip(_ literal: String) -> Bool {
        let expected = Array(literal.utf8)
        guard position + expected.count <= bytes.count, bytes[position..<(position + expected.count)].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    /// A number of at most nine digits, then `;`.
    mutating func int() -> Int? {
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
