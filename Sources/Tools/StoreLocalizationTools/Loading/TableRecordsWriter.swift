import StoreDisplayText
import StoreLocalization

/// Writes a string table's entries as the records ``TableRecords`` reads: the YAML loader
/// writes them as it reads, and the `StoreFinderResources` plugin writes a table's into an
/// app's generated source.
///
/// ```swift
/// let records = TableRecordsWriter.records(of: table)
/// let same = StringTable(compiled: records, locale: table.locale, file: table.file,
///                        rootLine: table.rootLocation.line, rootColumn: table.rootLocation.column)
/// // same == table
/// ```
package struct TableRecordsWriter {
    /// One form of a plural, as written.
    package struct Form {
        package var selector: PluralSelector
        package var line: Int
        package var column: Int
        package var text: String

        package init(selector: PluralSelector, line: Int, column: Int, text: String) {
            self.selector = selector
            self.line = line
            self.column = column
            self.text = text
        }
    }

    /// A key written twice: where first, and where again.
    package struct DuplicateKey: Error, Sendable {
        package var key: String
        package var first: (line: Int, column: Int)
        package var again: (line: Int, column: Int)
    }

    private var bytes: [UInt8] = Array(TableRecords.header.utf8)
    private var slots: [TableRecords.Slot] = []
    /// Each slot's key hash (see ``RecordIndex/hash(_:)``).
    private var hashes: [Int] = []
    private var hasNonASCIIKeys = false

    /// A writer; `expectedBytes` sizes its buffer, and its entries are guessed from it.
    package init(expectedBytes: Int = 0) {
        bytes.reserveCapacity(expectedBytes)
        slots.reserveCapacity(expectedBytes / 64)
        hashes.reserveCapacity(expectedBytes / 64)
    }

    /// The number of entries written.
    package var count: Int { slots.count }

    /// Writes a text entry: its key, where the key and the text start, and the text as written.
    /// `hash`, when the caller has it, is the key's ``RecordIndex/hash(_:)``.
    package mutating func addText(
        key: UnsafeBufferPointer<UInt8>, hash: Int? = nil, keyLine: Int, keyColumn: Int, line: Int, column: Int,
        text: UnsafeBufferPointer<UInt8>
    ) {
        hashes.append(hash ?? RecordIndex.hash(key))
        // NB: the record is assembled on the stack and appended once: four appends a record
        // were a tenth of loading a large table.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: key.count + text.count + 7 * 21) { buffer in
            var end = Self.decimal(key.count, into: buffer, at: 0)
            let keyStart = end
            end = Self.copy(key, into: buffer, at: end)
            let keyEnd = end
            end = Self.decimal(keyLine, into: buffer, at: end)
            end = Self.decimal(keyColumn, into: buffer, at: end)
            end = Self.decimal(line, into: buffer, at: end)
            end = Self.decimal(column, into: buffer, at: end)
            end = Self.decimal(0, into: buffer, at: end)
            end = Self.decimal(text.count, into: buffer, at: end)
            end = Self.copy(text, into: buffer, at: end)
            let base = bytes.count
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
            slots.append(
                TableRecords.Slot(
                    keyStart: Int32(truncatingIfNeeded: base + keyStart),
                    keyEnd: Int32(truncatingIfNeeded: base + keyEnd)))
        }
        if !hasNonASCIIKeys, !Self.isASCII(key) { hasNonASCIIKeys = true }
    }

    private static func copy(
        _ source: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) -> Int {
        _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + source.count)]).initialize(
            fromContentsOf: source)
        return start + source.count
    }

    /// Writes a plural entry: its key, where the key and the mapping start, and its forms.
    package mutating func addPlural(
        key: UnsafeBufferPointer<UInt8>, hash: Int? = nil, keyLine: Int, keyColumn: Int, line: Int, column: Int,
        forms: [Form]
    ) {
        hashes.append(hash ?? RecordIndex.hash(key))
        writeKey(key)
        write(keyLine, keyColumn, line, column, forms.count)
        for form in forms {
            var selector = form.selector.description
            selector.withUTF8 { write($0) }
            write(form.line)
            write(form.column)
            var text = form.text
            text.withUTF8 { write($0) }
        }
    }

    /// The table; or, when a key was written twice, the duplicate whose second writing comes
    /// first in the file. Keys are the same when their bytes are, or, for keys beyond ASCII,
    /// when Swift's `String` holds them equal (`é` composed and decomposed).
    package func finish(locale: String, file: String, rootLocation: FilePosition) -> Result<StringTable, DuplicateKey> {
        let (index, duplicate) = bytes.withUnsafeBufferPointer { RecordIndex.build(slots, hashes: hashes, in: $0) }
        if let found = firstDuplicate(duplicate) { return .failure(found) }
        return .success(
            StringTable(
                locale: locale, file: file, rootLocation: rootLocation,
                records: TableRecords(bytes: bytes, file: file, slots: slots, index: index)))
    }

    /// The records of every entry of `table`, sorted by the key's UTF-8 bytes, so a build
    /// writes the same source every time.
    package static func records(of table: StringTable) -> String {
        var writer = TableRecordsWriter()
        for (key, entry) in table.entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            var key = key
            key.withUTF8 { key in
                switch entry.value {
                case .text(let message):
                    var source = message.source
                    source.withUTF8 { text in
                        writer.addText(
                            key: key, keyLine: entry.keyLocation.line, keyColumn: entry.keyLocation.column,
                            line: entry.location.line, column: entry.location.column, text: text)
                    }
                case .plural(let variants):
                    let forms = variants.map { selector, message in
                        let location = entry.variantLocations[selector] ?? entry.location
                        return Form(
                            selector: selector, line: location.line, column: location.column, text: message.source)
                    }
                    writer.addPlural(
                        key: key, keyLine: entry.keyLocation.line, keyColumn: entry.keyLocation.column,
                        line: entry.location.line, column: entry.location.column, forms: forms)
                }
            }
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    // MARK: - Writing

    private mutating func writeKey(_ key: UnsafeBufferPointer<UInt8>) {
        write(key.count)
        let start = bytes.count
        bytes.append(contentsOf: key)
        slots.append(
            TableRecords.Slot(
                keyStart: Int32(truncatingIfNeeded: start), keyEnd: Int32(truncatingIfNeeded: bytes.count)))
        if !hasNonASCIIKeys, !Self.isASCII(key) { hasNonASCIIKeys = true }
    }

    private mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        write(text.count)
        bytes.append(contentsOf: text)
    }

    /// Numbers in decimal, each followed by `;`. Overrides set in code sit at line 0; nothing is below it.
    ///
    /// NB: written into a buffer on the stack and appended once: appending digit by digit
    /// checked the array's capacity and uniqueness for every byte of every record.
    private mutating func write(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 5 * 21) { buffer in
            var end = Self.decimal(a, into: buffer, at: 0)
            end = Self.decimal(b, into: buffer, at: end)
            end = Self.decimal(c, into: buffer, at: end)
            end = Self.decimal(d, into: buffer, at: end)
            end = Self.decimal(e, into: buffer, at: end)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
        }
    }

    private mutating func write(_ number: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buffer in
            bytes.append(
                contentsOf: UnsafeBufferPointer(rebasing: buffer[..<Self.decimal(number, into: buffer, at: 0)]))
        }
    }

    /// Writes `number` and `;` at `start`; returns where the next byte goes.
    ///
    /// NB: the digits are counted first and then written from the last, dividing by the constant
    /// 10, which compiles to a multiplication; a division by a varying power of ten did not.
    private static func decimal(_ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var value = UInt(max(0, number))
        var digits = 1
        var limit: UInt = 10
        while value >= limit, digits < 19 {
            digits += 1
            limit &*= 10
        }
        var position = start + digits - 1
        repeat {
            buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
            position -= 1
        } while value > 0
        buffer[start + digits] = UInt8(ascii: ";")
        return start + digits + 1
    }

    /// Whether every byte is ASCII, eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        var index = 0
        while index + 8 <= bytes.count {
            if base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    // MARK: - Duplicates

    /// The duplicate to report: of the same bytes (the pair the index found), or, for keys
    /// beyond ASCII, the same to `String`; whichever's second writing comes first.
    private func firstDuplicate(_ sameBytes: (Int, Int)?) -> DuplicateKey? {
        bytes.withUnsafeBufferPointer { bytes in
            var found: DuplicateKey?
            func consider(_ a: TableRecords.Slot, _ b: TableRecords.Slot) {
                let (first, second) = Self.ordered(keyLocation(a, in: bytes), keyLocation(b, in: bytes))
                guard found.map({ (second.line, second.column) < ($0.again.line, $0.again.column) }) ?? true else {
                    return
                }
                found = DuplicateKey(
                    key: String(decoding: UnsafeBufferPointer(rebasing: bytes[b.key]), as: UTF8.self), first: first,
                    again: second)
            }
            if let (a, b) = sameBytes { consider(slots[a], slots[b]) }
            if hasNonASCIIKeys {
                var seen: [String: TableRecords.Slot] = [:]
                for slot in slots where !Self.isASCII(UnsafeBufferPointer(rebasing: bytes[slot.key])) {
                    let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[slot.key]), as: UTF8.self)
                    if let other = seen[key],
                        TableRecords.compare(
                            UnsafeBufferPointer(rebasing: bytes[other.key]),
                            UnsafeBufferPointer(rebasing: bytes[slot.key])) != .same
                    {
                        consider(other, slot)
                    }
                    seen[key] = slot
                }
            }
            return found
        }
    }

    private func keyLocation(
        _ slot: TableRecords.Slot, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (line: Int, column: Int) {
        var reader = RecordReader(bytes: bytes, position: Int(slot.keyEnd))
        return (reader.int() ?? 0, reader.int() ?? 0)
    }

    private static func ordered(
        _ a: (line: Int, column: Int), _ b: (line: Int, column: Int)
    ) -> ((line: Int, column: Int), (line: Int, column: Int)) {
        (a.line, a.column) <= (b.line, b.column) ? (a, b) : (b, a)
    }
}
