/// How a page of results joins the results before it: the Store Finder's list, its map and the
/// booking search all page this way, so a store or item the backend sends twice shows once.
enum PageMerge {
    /// Appends `incoming` to `existing`; an item seen before (a store, a booking item) is
    /// updated in place, never repeated.
    ///
    /// - Complexity: O(*n* + *m*).
    static func merging<Item: Identifiable>(_ incoming: [Item], into existing: [Item]) -> [Item] {
        // NB: sized for both lists up front, so it never rehashes while growing. Items are read
        // by index, their ids in place: `enumerated()` copied each store, a retain and a release
        // of every string in it, on objects spread over the heap.
        var index = [Item.ID: Int](minimumCapacity: existing.count + incoming.count)
        for position in existing.indices where index[existing[position].id] == nil {
            index[existing[position].id] = position
        }
        var result = existing
        // Until an id repeats, incoming items are only indexed, at the places appending them
        // would give, and not copied: nearly every page holds only new items, and is then the
        // two lists joined, a first page returned as it is.
        var copying = false
        for offset in incoming.indices {
            let id = incoming[offset].id
            if let position = index[id] {
                if !copying {
                    result.append(contentsOf: incoming[..<offset])
                    copying = true
                }
                result[position] = incoming[offset]
            } else if copying {
                index[id] = result.count
                result.append(incoming[offset])
            } else {
                index[id] = existing.count + offset
            }
        }
        if copying { return result }
        return existing.isEmpty ? incoming : existing + incoming
    }
}
