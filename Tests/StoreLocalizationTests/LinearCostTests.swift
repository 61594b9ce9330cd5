import StoreTestSupport
import Testing

@testable import StoreLocalization

@Suite("Message parsing costs the same per byte at any size")
struct MessageCostTests {
    @Test(
        "unclosed and malformed placeholders are parsed in linear time, each problem at its column",
        arguments: ["%{", "%{a-b}", "50% "])
    func linear(unit: String) {
        let growth = CostGrowth.perUnitRatio(small: 2_000, large: 20_000) { count in
            let message = Message(parsing: String(repeating: unit, count: count))
            precondition(message.problems.count == count)
        }
        // Linear is about 1; the old parser was quadratic in unclosed `%{`, about 10 here.
        #expect(growth < 3, "per-unit cost grew \(growth)× from 2,000 to 20,000")
    }

    @Test("problem offsets count scalars, carried forward rather than recounted")
    func offsets() {
        let message = Message(parsing: "é%{ ü%{ %")
        #expect(message.problems.map(\.offset) == [1, 5, 8])
    }
}
