import Foundation
import StoreTestSupport
import Testing

/// `storefinder render details|opening-times|list --timeline FROM..TO`: each state with the
/// instant it begins, in text and in JSON.
@Suite("storefinder render --timeline: a store's day, a DST night and a cut-off, state by state", .temporaryFolders)
struct TimelineCommandTests {
    /// The command's output, its times' narrow no-break spaces (ICU's, before AM and PM) as spaces.
    static func run(_ arguments: [String]) async throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try await StoreFinderBinary.run(arguments)
        return (result.status, result.stdout.replacingOccurrences(of: "\u{202F}", with: " "), result.stderr)
    }

    @Test("a day of Regent Street reads as its changes, each with its instant on the store's clock")
    func day() async throws {
        let result = try await Self.run([
            "render", "details", "--store", "ldn-regent", "--timeline", "2026-11-20T00:00:00Z..2026-11-21T00:00:00Z",
            "--format", "text", "--width", "80",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let heads = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            heads == [
                "2026-11-20 00:00 (Europe/London) · Closed · opens 9:00 AM",
                "2026-11-20 08:00 (Europe/London) · Opens soon · 9:00 AM",
                "2026-11-20 09:00 (Europe/London) · Open · closes 9:00 PM",
                "2026-11-20 20:00 (Europe/London) · Closes soon · 9:00 PM",
                "2026-11-20 21:00 (Europe/London) · Closed · opens Sat at 9:00 AM",
                "2026-11-21 00:00 (Europe/London) · Closed · opens 9:00 AM",
            ])
        // The midnight state is there because the day the opening times mark moves.
        #expect(result.stdout.contains("2026-11-21 00:00 (Europe/London) · Closed · opens 9:00 AM\n  ▸ Saturday"))
    }

    @Test("the night the clocks go back: the hour that happens twice reads apart by its offset")
    func dstNight() async throws {
        let result = try await Self.run([
            "render", "details", "--store", "ldn-soho", "--timeline", "2026-10-24T23:30:00Z..2026-10-25T03:30:00Z",
            "--format", "text", "--width", "80",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2026-10-25 02:00 +00:00 (Europe/London) · Closes soon · 3:00 AM"))
        #expect(result.stdout.contains("2026-10-25 03:00 (Europe/London) · Closed · opens 12:00 PM"))
    }

    @Test("JSON is a list of {at, view}, each view the screen's own JSON, its changesAt the next at")
    func json() async throws {
        let result = try await Self.run([
            "render", "details", "--store", "ldn-regent", "--timeline", "2026-11-20T19:00:00Z..2026-11-20T22:00:00Z",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let ats = entries.compactMap { $0["at"] as? String }
        #expect(ats == ["2026-11-20T19:00:00Z", "2026-11-20T20:00:00Z", "2026-11-20T21:00:00Z"])
        let views = entries.compactMap { $0["view"] as? [String: Any] }
        #expect(views.count == 3)
        #expect(views.dropLast().compactMap { $0["changesAt"] as? String } == Array(ats.dropFirst()))
        let status = try #require(views.last?["status"] as? [String: Any])
        #expect(status["nextOpening"] as? String == "2026-11-21T09:00")
        #expect(status["changesAt"] as? String == "2026-11-21T00:00:00Z")
    }

    @Test("the list: the instant, then each row that changed")
    func list() async throws {
        let result = try await Self.run([
            "render", "list", "--timeline", "2026-11-20T19:30:00Z..2026-11-20T20:30:00Z", "--format", "text",
            "--width", "80",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "2026-11-20 20:00 (Europe/London)\n  Regent Street Flagship · Closes soon · 9:00 PM\n"))
    }

    @Test(
        "a timeline where it cannot be read is refused, saying why",
        arguments: [
            (
                ["render", "map", "--timeline", "2026-11-20T00:00:00Z..2026-11-21T00:00:00Z"],
                "--timeline is for the list, details and opening-times screens"
            ),
            (["render", "details", "--timeline", "tomorrow"], "--timeline takes FROM..TO, two ISO 8601 instants"),
            (["render", "details", "--timeline", "2026-11-21T00:00:00Z..2026-11-20T00:00:00Z"], "is not after"),
            (["render", "details", "--timeline", "2026-11-01T00:00:00Z..2026-12-20T00:00:00Z"], "at most 31 days"),
            (
                [
                    "render", "details", "--timeline", "2026-11-20T00:00:00Z..2026-11-21T00:00:00Z", "--now",
                    "2026-11-20T00:00:00Z",
                ], "not both"
            ),
            (
                ["render", "details", "--timeline", "2026-11-20T00:00:00Z..2026-11-21T00:00:00Z", "--format", "html"],
                "text, ansi or json"
            ),
        ])
    func refused(arguments: [String], message: String) async throws {
        let result = try await Self.run(arguments + ["--store", "ldn-regent"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
