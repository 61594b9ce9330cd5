import Testing

@testable import StoreIO

@Suite("A chain a message quotes: whole when short, its ends and a count when long")
struct ChainTextTests {
    @Test(
        "names joined by arrows, up to seven; past that the first three, how many are left out, the last three",
        arguments: [
            (0, ""), (1, "n1"), (2, "n1 → n2"), (7, "n1 → n2 → n3 → n4 → n5 → n6 → n7"),
            (8, "n1 → n2 → n3 → … 2 more … → n6 → n7 → n8"),
            (100_001, "n1 → n2 → n3 → … 99995 more … → n99999 → n100000 → n100001"),
        ])
    func quoted(count: Int, expected: String) {
        #expect(chainText((0..<count).map { "n\($0 + 1)" }) == expected)
    }
}
