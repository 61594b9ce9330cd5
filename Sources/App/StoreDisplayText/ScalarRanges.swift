/// Binary search over the generated tables of scalar ranges.
enum ScalarRanges {
    /// Whether `value` falls in one of `bounds`' ranges: pairs of first and last scalar,
    /// sorted and not overlapping.
    static func contains(_ value: UInt32, in bounds: [UInt32]) -> Bool {
        var low = 0, high = bounds.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < bounds[2 * middle] {
                high = middle - 1
            } else if value > bounds[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
