import Foundation
import StoreDomain
import Testing

@testable import StoreInputFiles

/// The arithmetic fast path must agree with `Date.ISO8601FormatStyle`, which it stands in
/// for, and hand everything else to it.
@Suite("ISO 8601 instants parse as Foundation parses them")
struct ISO8601InstantTests {
    static let utcSeconds = [
        "1970-01-01T00:00:00Z", "2026-11-20T17:30:00Z", "2024-02-29T23:59:59Z", "2000-02-29T12:00:00Z",
        "2100-03-01T00:00:00Z",
        "2026-03-29T01:00:00Z", "2026-12-31T23:59:59Z", "2999-12-31T23:59:59Z", "2038-01-19T03:14:08Z",
    ]

    @Test("UTC to the second: the fast path gives the format style's instant", arguments: utcSeconds)
    func fastPath(text: String) throws {
        let fast = try #require(ISO8601Instant.parseUTCSeconds(text))
        #expect(fast == (try Date.ISO8601FormatStyle().parse(text)))
        #expect(ISO8601Instant.parse(text) == fast)
    }

    @Test(
        "other shapes go to the format style, with its answer",
        arguments: [
            "2026-11-20T18:30:00+01:00", "2026-11-20T17:30:00.250Z", "1969-12-31T23:59:59Z", "3000-01-01T00:00:00Z",
            "2026-11-20 17:30:00Z", "2026-11-20t17:30:00z", "tomorrow", "",
        ])
    func slowPath(text: String) {
        #expect(ISO8601Instant.parseUTCSeconds(text) == nil)
        #expect(ISO8601Instant.parse(text) == (try? Date.ISO8601FormatStyle().parse(text)))
    }

    @Test(
        "impossible dates and times are refused, where the format style would roll them over",
        arguments: [
            "2026-02-29T10:00:00Z", "2026-02-30T00:00:00Z", "2026-11-20T24:00:00Z", "2026-11-20T25:00:00Z",
            "2026-11-20T23:60:00Z", "2026-11-20T18:30:00+01:00".replacingOccurrences(of: "18", with: "26"),
            "2026-13-01T00:00:00Z",
        ])
    func impossible(text: String) {
        #expect(ISO8601Instant.parse(text) == nil)
    }
}
