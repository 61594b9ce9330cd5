import Foundation
import StoreTestSupport
import Testing

@Suite("storefinder render --filter/--share-url and route, end to end", .temporaryFolders)
struct StoreTruthCommandTests {
    static let friday = ["--now", "2026-11-20T17:30:00Z"]

    @Test("--filter repeats and combines with AND; the chips show which are on")
    func filters() async throws {
        let result = try await StoreFinderBinary.run(
            [
                "render", "list", "--scenario", "store-truth", "--filter", "open-now", "--filter", "service:pharmacy",
                "--format", "text",
            ] + Self.friday)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("◉ Open now"))
        #expect(result.stdout.contains("◉ Pharmacy"))
        #expect(result.stdout.contains("1 store\n"))
        #expect(result.stdout.contains("Waterloo Station"))
        #expect(!result.stdout.contains("Regent Street"))
    }

    @Test("a filter that leaves nothing offers Clear filters; the map shows no pin")
    func noMatch() async throws {
        let list = try await StoreFinderBinary.run(
            ["render", "list", "--scenario", "store-truth", "--filter", "tag:nothing-has-this", "--format", "json"]
                + Self.friday)
        #expect(list.status == 0, "\(list.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let clear = try #require(object["clearFilters"] as? [String: Any])
        #expect(clear["action"] as? String == "clearFilters")
        let map = try await StoreFinderBinary.run(
            ["render", "map", "--scenario", "store-truth", "--filter", "tag:nothing-has-this", "--format", "json"]
                + Self.friday)
        #expect(
            map.stderr.contains(
                #"note: no store has the tag "nothing-has-this", so --filter tag:nothing-has-this leaves no store"#))
        let mapObject = try #require(try JSONSerialization.jsonObject(with: Data(map.stdout.utf8)) as? [String: Any])
        #expect((mapObject["annotations"] as? [Any])?.isEmpty == true)
    }

    @Test(
        "an unknown filter exits 64 and lists the valid forms",
        arguments: ["nearby", "service:", "colour:red", "service: pharmacy", "service:a:b", "tag:two\twords"])
    func unknownFilter(filter: String) async throws {
        let result = try await StoreFinderBinary.run(["render", "list", "--filter", filter])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "--filter takes one of open-now, service:ID, facility:ID, tag:ID, an ID with no spaces or colons; not")
        )
        #expect(result.stdout.isEmpty)
    }

    @Test("a misspelt filter id is named with the id it likely means; a known one says nothing")
    func filterNotes() async throws {
        let typo = try await StoreFinderBinary.run(["render", "list", "--filter", "service:pharmcy"] + Self.friday)
        #expect(typo.status == 0)
        #expect(
            typo.stderr.contains(
                #"no store has the service "pharmcy", so --filter service:pharmcy leaves no store; did you mean "pharmacy"?"#
            ))
        let known = try await StoreFinderBinary.run(["render", "list", "--filter", "service:pickup"] + Self.friday)
        #expect(known.status == 0)
        #expect(!known.stderr.contains("note:"))
    }

    @Test("--theme that names no theme and no file is a usage error listing the themes")
    func unknownTheme() async throws {
        let result = try await StoreFinderBinary.run(["render", "list", "--theme", "hgih-contrast"])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                #"--theme: no theme is named "hgih-contrast" and no file is there; did you mean "high-contrast"? the themes are"#
            ))
        #expect(result.stdout.isEmpty)
    }

    @Test("--filter is for the list and map; --share-url for details, an absolute URL with {id}")
    func misplacedFlags() async throws {
        let details = try await StoreFinderBinary.run(["render", "details", "--filter", "open-now"])
        #expect(details.status == 64)
        #expect(details.stderr.contains("--filter is for the list and map screens"))
        let share = try await StoreFinderBinary.run(["render", "details", "--share-url", "https://shop.example/stores"])
        #expect(share.status == 64)
        #expect(share.stderr.contains("--share-url: a share link needs {id} where the store's id goes"))
        let script = try await StoreFinderBinary.run(["render", "details", "--share-url", "javascript:alert('{id}')"])
        #expect(script.status == 64)
        #expect(script.stderr.contains("--share-url: a share link with the scheme \"javascript:\" would run"))
    }

    @Test("the JSON of a row and of details keeps the contract's names")
    func jsonContract() async throws {
        let list = try await StoreFinderBinary.run(
            ["render", "list", "--scenario", "store-truth", "--format", "json"] + Self.friday)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let content = try #require(object["content"] as? [String: Any])
        #expect(content["kind"] as? String == "results")
        let rows = try #require(content["rows"] as? [[String: Any]])
        let waterloo = try #require(rows.first { $0["id"] as? String == "ldn-waterloo" })
        let status = try #require(waterloo["status"] as? [String: Any])
        #expect(status["kind"] as? String == "open")
        #expect(status["accessibilityLabel"] as? String == "Open, closes at 10:00\u{202F}PM")
        let pickup = try #require(waterloo["pickup"] as? [String: Any])
        #expect(pickup["readyAt"] as? String == "2026-11-21T12:00")
        #expect(pickup["accessibilityLabel"] as? String == "Collect tomorrow from 12:00\u{202F}PM")
        let kinds = Set(rows.compactMap { ($0["status"] as? [String: Any])?["kind"] as? String })
        #expect(kinds == ["open", "temporarilyClosed", "notYetOpen"])

        let details = try await StoreFinderBinary.run(
            [
                "render", "details", "--store", "ldn-waterloo", "--format", "json",
                "--share-url", "https://shop.example/stores/{id}",
            ] + Self.friday)
        let screen = try #require(try JSONSerialization.jsonObject(with: Data(details.stdout.utf8)) as? [String: Any])
        #expect(screen["shareURL"] as? String == "https://shop.example/stores/ldn-waterloo")
        let services = try #require(screen["services"] as? [[String: Any]])
        #expect(services.map { $0["id"] as? String } == ["pickup", "pharmacy", "keyCutting"])
        #expect(((services[1]["status"] as? [String: Any])?["kind"] as? String) == "closesSoon")
        let facilities = try #require(screen["facilities"] as? [[String: Any]])
        #expect(facilities.map { $0["available"] as? Bool } == [true, false, true, true])
    }

    @Test(
        "route prints the screen a link opens",
        arguments: [
            ("stores", #"{"mode":"standard","screen":"list"}"#),
            ("https://shop.example/stores/in-store?x=1", #"{"mode":"inStore","screen":"list"}"#),
            ("app://store/detail/ldn%2Dregent", #"{"screen":"details","store":"ldn-regent"}"#),
        ])
    func route(link: String, json: String) async throws {
        let result = try await StoreFinderBinary.run(["route", link, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let compact = result.stdout.filter { !$0.isWhitespace }
        #expect(compact == json)
    }

    @Test("a link that names no screen exits 1 and says why, with its text inert")
    func routeFails() async throws {
        let result = try await StoreFinderBinary.run(["route", "shop/basket\u{1B}[2J", "--format", "json"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("it names no Store Finder screen; expected one of stores, storefinder"))
        #expect(!result.stderr.contains("\u{1B}"))
        let text = try await StoreFinderBinary.run(["route", "stores/ldn-regent"])
        #expect(text.stdout == "details of store \"ldn-regent\"\n")
    }
}
