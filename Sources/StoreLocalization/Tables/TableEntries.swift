#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StoreText

/// A table's entries by dotted key: a dictionary in what it does, laid out flat.
///
/// Reads and writes like `[String: TableEntry]`, and compares like one: two values are equal
/// when they hold the same keys with the same entries, in any order. Keys are the same when
/// their UTF-8 bytes are, so `é` composed and decomposed are two keys here; the loaders
/// refuse a table that writes both, as a duplicate.
///
/// ```swift
/// var entries: TableEntries = ["Stock.InStock": TableEntry(value: .text(Message(parsing: "In stock")), location: here)]
/// entries["Stock.Closed"] = TableEntry(value: .text(Message(parsing: "Closed")), location: there)
/// entries["Stock.InStock"]?.value // .text(In stock)
/// entries.keys                    // ["Stock.InStock", "Stock.Closed"], as they were added
/// ```
///
/// NB: a table of 10,000 keys is loaded at start-up. As a `Dictionary` it made a `String` per
/// key and spread 160-byte buckets over a few megabytes, and holding it cost more than parsing
/// its messages. Here every key's bytes are in one array, the entries in another, in the order
/// they were added, and the hash index holds only entry numbers; loading appends, and looking up
/// compares bytes.
public struct TableEntries: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// Where one entry's key is in ``keyBytes``, and its hash.
    private struct Slot: Sendable {
        var start: Int
        var count: Int
        var hash: Int

        /// Where the key's bytes are in ``keyBytes``.
        var range: Range<Int> { start..<(start + count) }
    }

    /// Every key's UTF-8 bytes, one after another.
    private var keyBytes: [UInt8] = []
    /// One per entry, in the order they were added.
    private var slots: [Slot] = []
    /// One per entry, in the order they were added.
    private var values: [TableEntry] = []
    /// Open addressing with linear probing: an entry's number, or `-1` for an empty bucket. Its
    /// size is a power of two, at least twice the entries.
    private var index: [Int] = []

    /// No entries.
    public init() {}

    /// The entries of a dictionary.
    public init(_ dictionary: [String: TableEntry]) {
        reserveCapacity(dictionary.count)
        for (key, entry) in dictionary { self[key] = entry }
    }

    public init(dictionaryLiteral elements: (String, TableEntry)...) {
        reserveCapacity(elements.count)
        for (key, entry) in elements { self[key] = entry }
    }

    /// How many entries there are.
    public var count: Int { values.count }

    /// Whether there are none.
    public var isEmpty: Bool { values.isEmpty }

    /// The keys, in the order they were added.
    public var keys: [String] { slots.map { key(of: $0) } }

    /// Makes room for `capacity` entries, so loading does not rebuild the index as it grows.
    public mutating func reserveCapacity(_ capacity: Int) {
        slots.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        keyBytes.reserveCapacity(capacity * 24)
        if index.count < Self.indexSize(for: capacity) { rebuildIndex(size: Self.indexSize(for: capacity)) }
    }

    /// The entry for `key`; setting `nil` removes it.
    ///
    /// - Complexity: reading and replacing are O(1) on average; removing rebuilds the entries.
    public subscript(key: String) -> TableEntry? {
        get {
            key.withUTF8Bytes { bytes in position(of: bytes, hash: Self.hash(bytes)).entry.map { values[$0] } }
        }
        set {
            key.withUTF8Bytes { bytes in
                let hash = Self.hash(bytes)
                let found = position(of: bytes, hash: hash)
                switch (found.entry, newValue) {
                case (let entry?, let value?): values[entry] = value
                case (let entry?, nil): remove(at: entry)
                case (nil, let value?): append(value, key: bytes, hash: hash)
                case (nil, nil): break
                }
            }
        }
    }

    /// The value of the entry for `key`, without copying its locations: a lookup's hot path.
    func value(forKey key: String) -> TableValue? {
        key.withUTF8Bytes { bytes in position(of: bytes, hash: Self.hash(bytes)).entry.map { values[$0].value } }
    }

    /// Adds `entry` under the key spelled by `key`, unless the key is taken; returns whether it
    /// was added. The loader's way in: it has the key as bytes and makes no `String` of it.
    mutating func insert(_ entry: consuming TableEntry, forKey key: UnsafeBufferPointer<UInt8>) -> Bool {
        let hash = Self.hash(key)
        guard position(of: key, hash: hash).entry == nil else { return false }
        append(entry, key: key, hash: hash)
        return true
    }

    /// Replaces the value of the entry added `number`th (counting from 0), keeping its key and
    /// location. The loader adds a message's entry when it reads the key, and its text later.
    mutating func setValue(_ value: consuming TableValue, ofEntry number: Int) {
        values[number].value = value
    }

    /// Adds or replaces every entry of `other`; its entries win.
    public mutating func merge(_ other: TableEntries) {
        reserveCapacity(count + other.count)
        for number in other.values.indices {
            let slot = other.slots[number]
            other.withKey(of: slot) { key in
                if let existing = position(of: key, hash: slot.hash).entry {
                    values[existing] = other.values[number]
                } else {
                    append(other.values[number], key: key, hash: slot.hash)
                }
            }
        }
    }

    /// The entries as a dictionary. Keys that differ in their bytes but that `String` holds
    /// equal (`é` composed and decomposed) become one, the later entry's.
    public var dictionary: [String: TableEntry] {
        Dictionary(zip(keys, values), uniquingKeysWith: { _, later in later })
    }

    public func makeIterator() -> Iterator { Iterator(entries: self) }

    public var underestimatedCount: Int { count }

    /// The entries as `(key, value)` pairs, in the order they were added.
    public struct Iterator: IteratorProtocol {
        fileprivate let entries: TableEntries
        fileprivate var number = 0

        public mutating func next() -> (key: String, value: TableEntry)? {
            guard number < entries.values.count else { return nil }
            defer { number += 1 }
            return (entries.key(of: entries.slots[number]), entries.values[number])
        }
    }

    public static func == (lhs: TableEntries, rhs: TableEntries) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for number in lhs.values.indices {
            let slot = lhs.slots[number]
            let same = lhs.withKey(of: slot) { key in
                rhs.position(of: key, hash: slot.hash).entry.map { rhs.values[$0] == lhs.values[number] } ?? false
            }
            guard same else { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, as a dictionary's: each entry hashed alone, summed.
        var sum = 0
        for number in values.indices {
            var one = Hasher()
            one.combine(key(of: slots[number]))
            one.combine(values[number])
            sum &+= one.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }

    // MARK: - The index

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(key))
        return hasher.finalize()
    }

    /// The smallest power of two that keeps `count` entries at most half full, at least 16.
    private static func indexSize(for count: Int) -> Int {
        var size = 16
        while size < 2 * count { size *= 2 }
        return size
    }

    /// The entry spelled by `key`, if any, and otherwise the empty bucket where it would go.
    @inline(__always)
    private func position(of key: UnsafeBufferPointer<UInt8>, hash: Int) -> (entry: Int?, bucket: Int) {
        guard !index.isEmpty else { return (nil, 0) }
        let mask = index.count - 1
        var bucket = hash & mask
        while true {
            let number = index[bucket]
            guard number >= 0 else { return (nil, bucket) }
            let slot = slots[number]
            if slot.hash == hash, slot.count == key.count, withKey(of: slot, { Self.same($0, key) }) { return (number, bucket) }
            bucket = (bucket + 1) & mask
        }
    }

    /// Calls `body` with the bytes of the key stored for `slot`.
    private func withKey<Result>(of slot: Slot, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        keyBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[slot.range])) }
    }

    /// Whether two keys are the same bytes.
    private static func same(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }  // both empty
        return memcmp(left, right, lhs.count) == 0
    }

    private mutating func append(_ entry: consuming TableEntry, key: UnsafeBufferPointer<UInt8>, hash: Int) {
        if index.count < Self.indexSize(for: values.count + 1) { rebuildIndex(size: Self.indexSize(for: values.count + 1)) }
        let bucket = position(of: key, hash: hash).bucket
        index[bucket] = values.count
        slots.append(Slot(start: keyBytes.count, count: key.count, hash: hash))
        keyBytes.append(contentsOf: key)
        values.append(entry)
    }

    private mutating func remove(at number: Int) {
        var kept = TableEntries()
        kept.reserveCapacity(count - 1)
        for other in values.indices where other != number {
            let slot = slots[other]
            withKey(of: slot) { kept.append(values[other], key: $0, hash: slot.hash) }
        }
        self = kept
    }

    private mutating func rebuildIndex(size: Int) {
        var rebuilt = [Int](repeating: -1, count: size)
        let mask = size - 1
        for (number, slot) in slots.enumerated() {
            var bucket = slot.hash & mask
            while rebuilt[bucket] >= 0 { bucket = (bucket + 1) & mask }
            rebuilt[bucket] = number
        }
        index = rebuilt
    }

    private func key(of slot: Slot) -> String {
        withKey(of: slot) { String(decoding: $0, as: UTF8.self) }
    }
}
