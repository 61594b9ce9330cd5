import Foundation
import StoreDomain
import Testing

@testable import StoreInputFiles
@testable import StoreScenarios
@testable import StoreScreens

@Suite("Booking items and booking scenarios: every bad field and step named by its place")
struct BookingSearchInputTests {
    static let items = (0..<4).map { BookingItem(id: "item-\($0)", title: "Item \($0)") }

    static func scenario(_ steps: String) throws -> BookingSearchScenario {
        var scenario = try InputLoader.decode(
            BookingSearchScenario.self, from: Data(("name: s\nsteps:\n" + steps).utf8), file: "s.yml")
        scenario.file = "s.yml"
        return scenario
    }

    @Test("a scenario's steps become the reducer's actions, in order")
    func steps() throws {
        let scenario = try Self.scenario(
            """
              - search: bike
              - failed: network
              - retry
              - loaded: {items: [0, 1], next: page-2}
              - nextPage
              - failed: {kind: server, message: Down}
              - retryNextPage
              - loaded: {items: [2]}
              - open: item-1
              - closeItem
              - clear
            """)
        let replay = try scenario.replay(in: Self.items)
        #expect(
            replay.actions == [
                .searchSubmitted("bike"), .pageFailed(.network, answering: RequestID(1)), .retried,
                .pageLoaded(
                    BookingItemPage(items: Array(Self.items[0..<2]), nextPageToken: "page-2"), answering: RequestID(2)),
                .nextPageRequested, .pageFailed(.server(message: "Down"), answering: RequestID(3)), .nextPageRetried,
                .pageLoaded(BookingItemPage(items: [Self.items[2]]), answering: RequestID(4)), .itemTapped("item-1"),
                .itemClosed, .cleared,
            ])
        #expect(replay.droppedResponses.isEmpty)
        #expect(replay.state.screen == .idle)
    }

    @Test("`loaded: all` answers with every item; a late answer is replayed and noted as dropped")
    func allAndDropped() throws {
        let scenario = try Self.scenario(
            "  - search: bike\n  - search: yoga\n  - loaded: {items: [0], answering: 1}\n  - loaded: all\n")
        let replay = try scenario.replay(in: Self.items)
        #expect(replay.droppedResponses.map(\.stepIndex) == [2])
        #expect(replay.droppedResponses.first?.description.contains("answers #1, which is no longer waiting") == true)
        #expect(replay.state.items == Self.items)
        #expect(replay.state.query == "yoga")
    }

    @Test(
        "a bad step is an error at its line and column",
        arguments: [
            ("steps:\n  - failed: gone\n", "bad.yml:3:13: expected network or server, found \"gone\""),
            ("steps:\n  - loaded: some\n", "bad.yml:3:13: expected `all` or `{items: [0, 1], next: page-2}`"),
            ("steps:\n  - loaded: {items: [0, -1]}\n", "bad.yml:3:21: expected positions from 0, found -1"),
            (
                "steps:\n  - retyr\n",
                "unknown step \"retyr\" (did you mean \"retry\"?); expected one of search, loaded, failed, retry"
            ),
            ("steps:\n  - loaded: {item: [0]}\n", "bad.yml:3:14: unknown key \"item\"; did you mean \"items\"?"),
            (
                "steps:\n  - serch: bike\n",
                "bad.yml:3:5: unknown step \"serch\" (did you mean \"search\"?); expected one of search"
            ),
            ("steps:\n  - open: {id: x}\n", "bad.yml:3:11: expected a string"),
        ])
    func badStep(body: String, expected: String) {
        do {
            _ = try InputLoader.decode(
                BookingSearchScenario.self, from: Data(("name: bad\n" + body).utf8), file: "bad.yml")
            Issue.record("decoded a bad step")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test(
        "a step that refers to a missing item, or answers nothing, names its step and file",
        arguments: [
            (
                "  - search: bike\n  - loaded: {items: [0, 9]}\n",
                "s.yml: steps[1]: item 9 is not in the booking items file, which has 4 (positions from 0)"
            ),
            (
                "  - loaded: all\n",
                "s.yml: steps[0]: no search is waiting for a response; add a `search`, `retry` or `nextPage` step first"
            ),
            (
                "  - search: bike\n  - loaded: {items: [0]}\n  - open: item-3\n",
                "s.yml: steps[2]: item \"item-3\" is not among the results shown (item-0)"
            ),
        ])
    func replayError(steps: String, expected: String) throws {
        let scenario = try Self.scenario(steps)
        do {
            _ = try scenario.replay(in: Self.items)
            Issue.record("replayed a bad step")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error)")
        }
    }

    @Test(
        "a bad items file is an error at its JSON path",
        arguments: [
            (#"[{"id": "a"}]"#, "items.json: $[0]: missing key \"title\""),
            (
                #"{"items": [{"id": "a", "title": "A", "price": {"amount": "1.001", "currency": "GBP"}}]}"#,
                "items.json: $.items[0].price.amount: GBP amounts have at most 2 decimal places"
            ),
            (
                #"{"items": [{"id": "a", "title": "A", "price": {"amount": "1", "currency": "XYZ"}}]}"#,
                "items.json: $.items[0].price.currency"
            ),
            (
                #"{"items": [{"id": "a", "titel": "A"}]}"#,
                "items.json: $.items[0].titel: unknown key; did you mean \"title\"?"
            ),
            (#"{"item": []}"#, "items.json: $.item: unknown key; did you mean \"items\"?"),
        ])
    func badItems(json: String, expected: String) {
        do {
            _ = try InputLoader.decode(BookingItemPage.self, from: Data(json.utf8), file: "items.json")
            Issue.record("decoded a bad items file")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error)")
        }
    }
}

extension BookingSearchInputTests {
    @Test("every sample booking scenario replays over the sample items, dropping nothing")
    func samplesReplay() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let items = try InputLoader.decode(
            BookingItemPage.self, from: Data(contentsOf: URL(fileURLWithPath: "\(root)/Examples/Booking/items.json")),
            file: "items.json"
        ).items
        let folder = "\(root)/Examples/Booking/Scenarios"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }
        #expect(files.count == 11)
        for file in files {
            let scenario = try BookingSearchScenario.load(contentsOf: "\(folder)/\(file)")
            let replay = try scenario.replay(in: items)
            #expect(replay.actions.count == scenario.steps.count)
            #expect(replay.droppedResponses.isEmpty, "\(file)")
            #expect(file == scenario.name + ".yml")
        }
    }
}
