/// "Did you mean …?" for a name a person typed: the known name closest to it, when one is
/// close enough to be the likely intent.
///
/// Closeness is the optimal-string-alignment distance (insertions, deletions, substitutions
/// and swaps of two neighbours) over lowercased text, so `accnt` finds `accent`, `instock`
/// finds `inStock` and `titel` finds `title`, while `zzz` finds nothing.
package enum NearestName {
    /// The known name closest to `typed`, if any is within the allowed distance: one edit for
    /// names of up to four characters, two for longer ones. Ties go to the earlier name.
    package static func closest(to typed: String, among known: some Sequence<String>) -> String? {
        let target = Array(typed.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for name in known where name != typed {
            let candidate = Array(name.lowercased().unicodeScalars)
            let allowed = min(target.count, candidate.count) <= 4 ? 1 : 2
            let distance = Self.distance(target, candidate, limit: allowed)
            guard distance <= allowed, distance < best?.distance ?? .max else { continue }
            best = (name, distance)
        }
        return best?.name
    }

    /// ` (did you mean "name"?)`, to follow the typed name in a message, or an empty string
    /// when nothing is close.
    package static func hint(for typed: String, among known: some Sequence<String>) -> String {
        closest(to: typed, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// The optimal-string-alignment distance, or `limit + 1` once it must exceed `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
