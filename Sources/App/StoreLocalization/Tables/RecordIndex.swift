/// Where each key of a ``TableRecords`` is: open addressing over the records' own key bytes.
///
/// NB: loading a 10,000-key table sorted its keys for binary search, and the comparisons
/// reached all over a half-megabyte buffer: a sixth of the load, out of cache. Here each key is
/// hashed once, with Swift's seeded `Hasher`, so a crafted table cannot make keys collide, and
/// the index holds only slot numbers.
package struct RecordIndex: Sendable {
    /// Slot numbers, or -1 for an empty bucket; a power of two, at least twice the slots.
    private let buckets: [Int32]
    /// Each slot's key hash, to pass over other keys in a bucket run without comparing bytes.
    private let hashes: [Int]

    /// An index of `slots`, and the first pair of slots whose keys are the same bytes. `hashes`,
    /// when given, are each slot's ``hash(_:)``, worked out as the keys were written.
    package static func build(
        _ slots: [TableRecords.Slot], hashes known: [Int]? = nil,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> (index: RecordIndex, duplicate: (Int, Int)?) {
        var capacity = 16
        while capacity < slots.count * 2 { capacity *= 2 }
        var buckets = [Int32](repeating: -1, count: capacity)
        var hashes = known ?? []
        if known == nil { hashes.reserveCapacity(slots.count) }
        var duplicate: (Int, Int)?
        let mask = capacity - 1
        for (number, slot) in slots.enumerated() {
            let key = UnsafeBufferPointer(rebasing: bytes[slot.key])
            let hash: Int
            if known != nil {
                hash = hashes[number]
            } else {
                hash = Self.hash(key)
                hashes.append(hash)
            }
            var bucket = hash & mask
            while buckets[bucket] >= 0 {
                let other = Int(buckets[bucket])
                if duplicate == nil, hashes[other] == hash,
                    TableRecords.compare(UnsafeBufferPointer(rebasing: bytes[slots[other].key]), key) == .same
                {
                    duplicate = (other, number)
                }
                bucket = (bucket + 1) & mask
            }
            buckets[bucket] = Int32(truncatingIfNeeded: number)
        }
        return (RecordIndex(buckets: buckets, hashes: hashes), duplicate)
    }

    /// The slot whose key is `key`: the first written, when one was written twice.
    func slot(
        of key: UnsafeBufferPointer<UInt8>, slots: [TableRecords.Slot], in bytes: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let hash = Self.hash(key)
        let mask = buckets.count - 1
        var bucket = hash & mask
        while buckets[bucket] >= 0 {
            let slot = Int(buckets[bucket])
            if hashes[slot] == hash,
                TableRecords.compare(UnsafeBufferPointer(rebasing: bytes[slots[slot].key]), key) == .same
            {
                return slot
            }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// A key's hash: its UTF-8 bytes through a `Hasher`, as one stream, so a writer may
    /// combine a shared prefix once and each key's own bytes after it.
    package static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(key))
        return hasher.finalize()
    }
}
