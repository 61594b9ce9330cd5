/// A small, fast, seedable random generator (SplitMix64): the same seed gives the same
/// sequence on every machine, so a randomized test that fails fails again, and generated
/// sample data is the same bytes everywhere.
///
/// ```swift
/// var random = SplitMix64(seed: 25)
/// let index = random.next(below: 10)     // 0 to 9, the same on every run
/// let shuffled = [1, 2, 3].shuffled(using: &random)
/// ```
public struct SplitMix64: Sendable, RandomNumberGenerator {
    private var state: UInt64

    /// A generator that always produces the same sequence for `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 up to, not including, `bound`.
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    /// A number from 0 up to, not including, 1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
