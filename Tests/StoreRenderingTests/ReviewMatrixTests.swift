import StorePresentation
import StoreReview
import Testing

@Suite("The review matrix: every case once, in shards of any count")
struct ReviewMatrixTests {
    /// Two subjects a screen, every locale, appearance, spoken case and timeline.
    static let matrix = ReviewMatrix(
        subjects: Dictionary(uniqueKeysWithValues: ScreenKind.allCases.map { ($0, ["one", "two"]) }))

    @Test(
        "the shards of every count partition the matrix: each case in exactly one, sizes a case apart",
        arguments: [1, 2, 3, 7, 40])
    func shardsPartition(count: Int) {
        let all = Self.matrix.cases
        let shards = (1...count).map { Self.matrix.cases(shard: $0, of: count) }
        #expect(shards.flatMap { $0 }.map(\.path).sorted() == all.map(\.path).sorted())
        #expect(Set(all.map(\.path)).count == all.count)
        let sizes = shards.map(\.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }
}
