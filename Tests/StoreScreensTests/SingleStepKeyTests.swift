import StoreInputFiles
import StoreScenarios
import StoreScreens
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The specials, delivery-city and booking-search scenarios read a step written as a map the
/// same way: a misspelt key is an unknown step with the name meant, at its line and column, and
/// a map of two keys names the keys there are.
@Suite("A step written as a map is read one way in every kind of scenario")
struct SingleStepKeyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let kind: String
        let steps: String
        let expected: String
        let decode: @Sendable (Data) throws -> Void
        var testDescription: String { "\(kind): \(steps.trimmingCharacters(in: .whitespacesAndNewlines))" }
    }

    static func decoding<Scenario: Decodable & SendableMetatype>(_: Scenario.Type) -> @Sendable (Data) throws -> Void {
        { data in _ = try InputLoader.decode(Scenario.self, from: data, file: "bad.yml") }
    }

    static let cases: [Case] = [
        Case(
            kind: "specials", steps: "  - refesh: foreground\n",
            expected: "bad.yml:3:5: unknown step \"refesh\" (did you mean \"refresh\"?)",
            decode: decoding(SpecialsScenario.self)),
        Case(
            kind: "specials", steps: "  - {refresh: foreground, failed: network}\n",
            expected:
                "expected a step with exactly one key, one of refresh, loaded, failed, such as `refresh: foreground`",
            decode: decoding(SpecialsScenario.self)),
        Case(
            kind: "delivery-city", steps: "  - geocodd: moscow-tverskaya\n",
            expected: "bad.yml:3:5: unknown step \"geocodd\" (did you mean \"geocoded\"?)",
            decode: decoding(DeliveryCityScenario.self)),
        Case(
            kind: "booking-search", steps: "  - {search: bike, open: x}\n",
            expected:
                "expected a step with exactly one key, one of search, loaded, failed, open, such as `search: bike`",
            decode: decoding(BookingSearchScenario.self)),
    ]

    @Test("the error names the step meant, or the keys there are", arguments: cases)
    func refused(_ example: Case) {
        do {
            try example.decode(Data(("name: bad\nsteps:\n" + example.steps).utf8))
            Issue.record("decoded a bad step")
        } catch {
            #expect("\(error)".contains(example.expected), "\(error)")
        }
    }
}
