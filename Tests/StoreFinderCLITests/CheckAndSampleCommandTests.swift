import Foundation
import StoreTestSupport
import Testing

@Suite("storefinder check and sample, end to end", .temporaryFolders)
struct CheckAndSampleCommandTests {
    @Test("check with no arguments checks the embedded samples, from any directory")
    func checkSamples() async throws {
        let result = try await StoreFinderBinary.run(["check"], in: URL(fileURLWithPath: "/"))
        #expect(result.status == 0, "\(result.stderr)")
        let (finder, specials, delivery, booking) = (
            Self.samples("Examples/Scenarios"), Self.samples("Examples/Specials/Scenarios"),
            Self.samples("Examples/Delivery/Scenarios"), Self.samples("Examples/Booking/Scenarios")
        )
        #expect(
            result.stdout
                == "38 stores, product \"jacket-trail-2\" with stock in 25 of them, \(finder) of \(finder) scenarios replayed; "
                + "specials: 17 tiles, \(specials) of \(specials) scenarios replayed; "
                + "delivery: 4 cities, 6 zones, \(delivery) of \(delivery) scenarios replayed; "
                + "booking: 10 items, \(booking) of \(booking) scenarios replayed\n"
        )
    }

    @Test(
        "check --explore takes only what it uses: each flag it does not read, or a bad number, is a usage error that says why",
        arguments: [
            (
                ["check", "--explore", "--scenario", "x.yml"],
                "--explore takes no --scenario (x.yml): it drives each reducer with its own sequences"
            ),
            (["check", "--explore", "--runs", "-3"], "--runs takes a whole number from 0 to 10000000, not \"-3\""),
            (["check", "--explore", "--runs", "many"], "--runs takes a whole number from 0 to 10000000, not \"many\""),
            (
                ["check", "--explore", "--seed", "x"],
                "--seed takes a whole number from 0 to 18446744073709551615, not \"x\""
            ),
            (["check", "--runs", "3"], "--runs, --seed and --out go with --explore"),
        ])
    func exploreFlags(arguments: [String], message: String) async throws {
        let result = try await StoreFinderBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// How many sample scenarios a folder of Examples holds.
    static func samples(_ folder: String) -> Int {
        let path = packageRoot.appendingPathComponent(folder).path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return files.count { $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
    }

    @Test(
        "check --accessibility: a row a screen, a column a label; 0 on the shipped tables and themes, 1 on a brand whose dark accent fails, naming the cell"
    )
    func accessibility() async throws {
        let shipped = try await StoreFinderBinary.run(["check", "--accessibility"])
        #expect(shipped.status == 0, "\(shipped.stderr)")
        let lines = shipped.stdout.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix("screen ") && $0.contains("Voice Control") && $0.contains("Sufficient Contrast")
            })
        #expect(lines.contains { $0.hasPrefix("details ") && $0.contains("pass (0 cut in ") })
        let folder = try StoreFinderBinary.temporaryFolder()
        try "name: brand\nextends: default\ndark:\n  colors:\n    accent: \"#333333\"\n".write(
            to: folder.appendingPathComponent("brand.yml"), atomically: true, encoding: .utf8)
        let brand = try await StoreFinderBinary.run([
            "check", "--accessibility", "--themes", folder.path, "--theme", "brand", "--locale", "en",
        ])
        #expect(brand.status == 1)
        #expect(brand.stderr.contains("details · Sufficient Contrast"), "\(brand.stderr)")
        #expect(
            brand.stdout.contains(
                "details · Sufficient Contrast: \(folder.path)/brand.yml:5:13: in dark: button.secondary"))
        // The layers go with the audit only.
        let misplaced = try await StoreFinderBinary.run(["check", "--theme", "brand"])
        #expect(misplaced.status == 64 && misplaced.stderr.contains("go with --accessibility"), "\(misplaced.stderr)")
    }

    @Test("check names the file and the JSON path of a bad field, and exits 1")
    func checkBadStores() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let file = folder.appendingPathComponent("stores.json")
        try
            #"[{"id": "x", "name": "X", "address": {"lines": [], "city": "L", "country": "GB"}, "coordinate": {"latitude": 100, "longitude": 0}, "openingHours": {"timeZone": "UTC", "week": {}}}]"#
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["check", "--stores", "stores.json"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == "error: stores.json: $[0].coordinate.latitude: latitude 100.0 is not between -90 and 90\n")
    }

    @Test("check names each extra key once, and refuses a misspelt one with the key it means")
    func checkUnknownKeys() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let store =
            #"{"id": "ID", "name": "N", "address": {"lines": ["1 St"], "city": "London", "country": "GB"}, "openingHours": {"timeZone": "UTC", "week": {"monday": ["09:00-17:00"]}}, "openingNote": "x"}"#
        try "[\(store.replacingOccurrences(of: "ID", with: "a")), \(store.replacingOccurrences(of: "ID", with: "b"))]"
            .write(to: folder.appendingPathComponent("stores.json"), atomically: true, encoding: .utf8)
        let extra = try await StoreFinderBinary.run(["check", "--stores", "stores.json"], in: folder)
        #expect(extra.status == 0, "\(extra.stderr)")
        #expect(
            extra.stderr.components(separatedBy: "\n").filter { $0.contains("openingNote") } == [
                "warning: stores.json: $[*].openingNote: unknown key, which nothing reads; it is left out (2 objects have it; the first is $[0].openingNote)"
            ])
        try
            "[\(store.replacingOccurrences(of: "ID", with: "a").replacingOccurrences(of: "openingNote", with: "stauts"))]"
            .write(to: folder.appendingPathComponent("stores.json"), atomically: true, encoding: .utf8)
        let misspelt = try await StoreFinderBinary.run(["check", "--stores", "stores.json"], in: folder)
        #expect(misspelt.status == 1)
        #expect(misspelt.stderr.contains(#"error: stores.json: $[0].stauts: unknown key; did you mean "status"?"#))
    }

    @Test("check points at the line and column of a bad scenario step")
    func checkBadScenario() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "name: x\nsteps:\n  - mode: shopping\n".write(
            to: folder.appendingPathComponent("s.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["check", "--scenario", "s.yml"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "error: s.yml:3:11: expected one of standard, selection, inStore, found \"shopping\" at steps[0].mode\n"
            ))
    }

    @Test(
        "check reads the user's own scenario by its kind, from its steps",
        arguments: [
            ("name: mine\nsteps:\n  - search: bike\n  - loaded: {items: [0, 1]}\n", "booking: 10 items, 1 of 1"),
            ("name: mine\nsteps:\n  - refresh: pull\n  - loaded: all\n", "specials: 17 tiles, 1 of 1"),
            ("name: mine\nsteps:\n  - appeared: notDetermined\n  - allow\n", "zones, 1 of 1"),
            ("name: mine\nsteps:\n  - appeared\n  - search: camden\n", "with stock in 25 of them, 1 of 1"),
        ])
    func checkOwnScenarioByKind(scenario: String, summary: String) async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try scenario.write(to: folder.appendingPathComponent("mine.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["check", "--scenario", "mine.yml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(summary), "\(result.stdout)")
    }

    @Test("a scenario no kind reads is refused with what each kind takes")
    func checkNoKind() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "name: x\nsteps:\n  - nonsense: 1\n".write(
            to: folder.appendingPathComponent("x.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["check", "--scenario", "x.yml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: x.yml is no kind of scenario:\n"))
        for kind in ["scenario", "specials scenario", "delivery-city scenario", "booking search scenario"] {
            #expect(result.stderr.contains("  as a \(kind): x.yml:3:"), "\(kind)")
        }
    }

    @Test("check warns of a scenario response that answers no request still waiting, and still exits 0")
    func checkDroppedResponse() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try
            "name: late-page\nsteps:\n  - search: camden\n  - search: soho\n  - page: {stores: [ldn-camden], query: camden}\n"
            .write(to: folder.appendingPathComponent("late.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["check", "--scenario", "late.yml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "warning: scenario \"late-page\": late.yml: steps[2]: this page answers the search for \"camden\", which is no longer waiting (the search for \"soho\" is); it is dropped\n"
        )
    }

    @Test("a missing file is reported, not crashed on")
    func missingFile() async throws {
        let result = try await StoreFinderBinary.run(["check", "--product", "/nonexistent/product.json"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: /nonexistent/product.json: cannot read the file"))
    }

    @Test("sample writes the same file for the same seed, atomically, and check accepts it")
    func sample() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let first = try await StoreFinderBinary.run(
            ["sample", "--stores", "40", "--seed", "9", "--out", "a.json"], in: folder)
        let second = try await StoreFinderBinary.run(["sample", "--stores", "40", "--seed", "9"], in: folder)
        #expect(first.status == 0 && second.status == 0)
        let written = try String(contentsOf: folder.appendingPathComponent("a.json"), encoding: .utf8)
        #expect(written == second.stdout)
        let check = try await StoreFinderBinary.run(["check", "--stores", "a.json"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasPrefix("40 stores"), "\(check.stderr)")
    }

    @Test("every file sample writes is one check reads: the largest is well inside the input limit")
    func sampleFitsTheLimit() async throws {
        // The limit is 256 MiB and sample writes at most 250,000 stores. The bytes a store takes
        // vary with its random fields; 2,000 of them give the average to within a few percent.
        let result = try await StoreFinderBinary.run(["sample", "--stores", "2000", "--seed", "7"])
        #expect(result.status == 0)
        let perStore = Double(result.stdout.utf8.count) / 2000
        #expect(perStore * 250_000 * 1.1 < Double(256 << 20), "\(perStore) bytes a store")
        let over = try await StoreFinderBinary.run(["sample", "--stores", "250001"])
        #expect(over.stderr.contains("--stores takes a whole number from 0 to 250000, not \"250001\""))
    }

    @Test("a file over the input limit is refused with the limit named, and why it is there")
    func overTheLimit() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let url = folder.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("[".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(256 << 20) + 1)  // sparse: no disk written
        try handle.close()
        let result = try await StoreFinderBinary.run(["check", "--stores", "huge.json"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "huge.json: the file is 268435457 bytes, more than the limit of 268435456 bytes (256 MiB) that guards against hostile input"
            ), "\(result.stderr)")
    }

    @Test("check and render refuse two stores with one id, naming both positions")
    func refusedStores() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let stores = Self.ownStores.replacingOccurrences(of: #""id": "bos""#, with: #""id": "nyc""#)
        try stores.write(to: folder.appendingPathComponent("dup.json"), atomically: true, encoding: .utf8)
        let expected = """
            error: dup.json: $[1].id: the id "nyc" is also the id of the store at $[0]; every store needs its own

            """
        for command in [["check"], ["render", "list"], ["render", "details", "--store", "nyc"]] {
            let result = try await StoreFinderBinary.run(command + ["--stores", "dup.json"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix(expected) || result.stderr.contains(expected), "\(result.stderr)")
        }
    }

    @Test("check --cities with the user's own cities skips the sample scenarios that name sample cities")
    func ownCities() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "cities:\n  - id: paris\n    names: {en: Paris}\n    centre: {latitude: 48.8566, longitude: 2.3522}\n"
            .write(to: folder.appendingPathComponent("my-cities.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["check", "--cities", "my-cities.yml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                "delivery: 1 city, 0 zones, 16 of 16 scenarios replayed; "
                    + "1 sample scenario needs the sample cities and zones and was skipped: city-selected; "
                    + "booking: 10 items, 11 of 11 scenarios replayed\n"),
            "\(result.stdout)")
    }

    @Test("check --booking-items with the user's own items skips the sample scenarios that need more of them")
    func ownBookingItems() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try #"[{"id": "sauna", "title": "Sauna", "price": {"amount": "9.00", "currency": "EUR"}}]"#
            .write(to: folder.appendingPathComponent("items.json"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["check", "--booking-items", "items.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                "booking: 1 item, 5 of 5 scenarios replayed; 6 sample scenarios need the sample booking items and "
                    + "were skipped: all-pages, item-opened, next-page-failed, next-page-loading, results, retried\n"),
            "\(result.stdout)")
    }

    @Test("a bad booking items file is refused with its file and JSON path")
    func badBookingItems() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try #"{"items": [{"id": "sauna", "title": "Sauna", "price": {"amount": "9.001", "currency": "EUR"}}]}"#
            .write(to: folder.appendingPathComponent("items.json"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(
            ["render", "booking-search", "--booking-items", "items.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: items.json: $.items[0].price"), "\(result.stderr)")
    }

    static let ownStores = #"""
        [{"id": "nyc", "name": "Fifth Avenue", "coordinate": {"latitude": 40.7637, "longitude": -73.973},
          "address": {"lines": ["767 Fifth Avenue"], "city": "New York", "region": "NY", "postcode": "10153", "country": "US"},
          "openingHours": {"timeZone": "America/New_York", "week": {"friday": ["10:00-21:00"]}}},
         {"id": "bos", "name": "Boylston", "coordinate": {"latitude": 42.3485, "longitude": -71.0827},
          "address": {"lines": ["800 Boylston St"], "city": "Boston", "region": "MA", "postcode": "2199", "country": "US"},
          "openingHours": {"timeZone": "America/New_York", "week": {"friday": ["10:00-21:00"]}}}]
        """#

    @Test("check takes any valid stores file: the samples that name sample stores are skipped, not failed")
    func checkOwnStores() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try Self.ownStores.write(to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["check", "--stores", "mine.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "2 stores, product \"jacket-trail-2\" with stock in 0 of them, 19 of 19 scenarios replayed; "
                + "12 sample scenarios need the sample stores and were skipped: came-back, end-of-list, filters-no-match, "
                + "filters-open-now, in-store, map-area-next-page-failed, map-area-pages, map-selected, search-cyrillic, "
                + "selection, store-opened, store-truth; "
                + "specials: 17 tiles, 7 of 7 scenarios replayed; delivery: 4 cities, 6 zones, 17 of 17 scenarios replayed; "
                + "booking: 10 items, 11 of 11 scenarios replayed\n"
        )
        #expect(
            result.stderr
                == "warning: mine.json: $[1].address.postcode: \"2199\" is not a US postcode (such as 95014, 22162-1010); it is shown as written\n"
        )
    }

    @Test("a sample scenario named with your own stores fails with a hint, not a bare error")
    func sampleScenarioWithOwnStores() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try Self.ownStores.write(to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        for arguments in [
            ["check", "--stores", "mine.json", "--scenario", "in-store"],
            ["render", "list", "--stores", "mine.json", "--scenario", "in-store"],
        ] {
            let result = try await StoreFinderBinary.run(arguments, in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.contains("no store with id \"ldn-soho\" in the stores file"), "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "sample scenarios are written for the sample stores; give --scenario a file written for yours"),
                "\(result.stderr)")
        }
    }

    @Test("an availability file for another product is a warning, and no stock is shown")
    func availabilityForAnotherProduct() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try #"{"productId": "boots-9", "stores": [{"storeId": "ldn-regent", "quantity": 4}]}"#
            .write(to: folder.appendingPathComponent("boots.json"), atomically: true, encoding: .utf8)
        let warning =
            "warning: boots.json: $.productId: the availability is for product \"boots-9\", not \"jacket-trail-2\"; no stock is shown\n"
        let check = try await StoreFinderBinary.run(
            ["check", "--availability", "boots.json", "--scenario", "results"], in: folder)
        #expect(check.status == 0)
        #expect(check.stderr == warning)
        let render = try await StoreFinderBinary.run(
            ["render", "list", "--availability", "boots.json", "--color", "never"], in: folder)
        #expect(render.status == 0)
        #expect(render.stderr == warning)
        #expect(!render.stdout.contains("In stock") && !render.stdout.contains("Stock unknown"), "\(render.stdout)")
    }

    @Test(
        "flags out of range are refused with a clear message",
        arguments: [
            (["sample", "--stores=-1"], "--stores takes a whole number from 0 to 250000, not \"-1\""),
            (["sample", "--stores", "-1"], "--stores takes a whole number from 0 to 250000, not \"-1\""),
            (["sample", "--stores", "1e3"], "--stores takes a whole number from 0 to 250000, not \"1e3\""),
            (["sample", "--stores", "2000000"], "--stores takes a whole number from 0 to 250000, not \"2000000\""),
            (["sample", "--seed", "x"], "--seed takes a whole number from 0 to 18446744073709551615, not \"x\""),
            (["sample", "--seed", "-5"], "--seed takes a whole number from 0 to 18446744073709551615, not \"-5\""),
        ])
    func badFlags(arguments: [String], message: String) async throws {
        let result = try await StoreFinderBinary.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("help lists the commands")
    func help() async throws {
        let result = try await StoreFinderBinary.run(["--help"])
        #expect(result.stdout.contains("check"))
        #expect(result.stdout.contains("sample"))
    }

    @Test(
        "help lists every value of each enum flag, by its raw value",
        arguments: [
            (
                ["render", "--help"],
                "(values: list, details, opening-times, map, specials, delivery-city, booking-search)"
            ),
            (["render", "--help"], "(values: notDetermined, denied, restricted, allowed)"),
            (["render", "--help"], "(values: auto, always, never; default: auto)"),
            (["render", "--help"], "(values: text, ansi, json, html, spoken)"),
        ])
    func enumValues(arguments: [String], listing: String) async throws {
        let result = try await StoreFinderBinary.run(arguments)
        let flattened = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains(listing), "\(result.stdout)")
    }
}
