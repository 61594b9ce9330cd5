import StoreDomain
import StoreSamples

/// The synthetic store sets the scale benchmarks use: 1k, 10k and 100k stores, seeded.
public enum StoreSets {
    public static let sizes = [1_000, 10_000, 100_000]

    /// How file names and profile workloads name a size: `1k`, `10k`, `100k`.
    public static func label(_ count: Int) -> String { "\(count / 1_000)k" }

    /// `count` synthetic stores, the same for the same count.
    public static func stores(_ count: Int) -> [Store] {
        SyntheticStores(seed: 42).make(count: count)
    }
}
