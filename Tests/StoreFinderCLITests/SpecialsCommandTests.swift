import Foundation
import StoreTestSupport
import Testing

@Suite("storefinder render specials, end to end", .temporaryFolders)
struct SpecialsCommandTests {
    /// A specials file in a fresh folder, with `tiles` as the managerSpecials list.
    func specialsFile(_ tiles: String, canvasUnit: String = "16") throws -> String {
        let file = try StoreFinderBinary.temporaryFolder().appendingPathComponent("specials.json")
        try Data("{\"canvasUnit\": \(canvasUnit), \"managerSpecials\": [\(tiles)]}".utf8).write(to: file)
        return file.path
    }

    static let goodTile =
        #"{"display_name": "Lemons", "imageUrl": "https://x/lemons.png", "width": 8, "height": 4, "original_price": "2.00", "price": "1.00"}"#

    @Test("render specials draws the embedded sample with no file")
    func sample() async throws {
        let result = try await StoreFinderBinary.run(
            ["render", "specials", "--currency", "GBP", "--now", "2026-11-20T17:30:00Z"], in: URL(fileURLWithPath: "/"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix("Manager's Special\nUpdated 12 minutes ago\n ┌"), "the row starts after its inset")
        #expect(result.stdout.contains("Noodle Dish with Roasted Black Bean"))
        #expect(result.stderr.isEmpty)
    }

    /// (locale, a price as the locale writes it in its region's currency).
    @Test(
        "without --currency the prices are in the currency of the locale's region",
        arguments: [
            ("en-GB", "£1.00"), ("en", "$1.00"), ("de", "1,00\u{A0}€"), ("ru", "1,00\u{A0}₽"),
        ])
    func localCurrency(locale: String, price: String) async throws {
        let result = try await StoreFinderBinary.run(["render", "specials", "--locale", locale, "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(price))
    }

    @Test("--format json gives rows[].tiles[]")
    func json() async throws {
        let result = try await StoreFinderBinary.run(["render", "specials", "--currency", "GBP", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        let tiles = rows.flatMap { ($0["tiles"] as? [[String: Any]]) ?? [] }
        #expect(tiles.count == 17)
        #expect(Set(tiles.compactMap { $0["content"] as? String }) == ["imageOnly", "textOnly", "full"])
        #expect(
            tiles.filter { $0["originalPrice"] == nil }.count == 5,
            "Greek Yoghurt, Dark Chocolate, Basmati Rice, Limes and Garlic have no discount")
    }

    @Test(
        "each sample scenario renders",
        arguments: ["sample", "small", "oversize", "empty", "failed", "refresh-failed", "refreshing"])
    func scenarios(name: String) async throws {
        let result = try await StoreFinderBinary.run([
            "render", "specials", "--scenario", name, "--currency", "EUR", "--width", "32",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
        #expect(result.stderr.isEmpty == (name != "oversize"))
    }

    @Test("an oversize tile is drawn clamped, with a warning naming it")
    func oversize() async throws {
        let wide = Self.goodTile.replacingOccurrences(of: "\"width\": 8", with: "\"width\": 20")
        let file = try specialsFile([Self.goodTile, wide].joined(separator: ", "))
        let result = try await StoreFinderBinary.run(["render", "specials", "--specials", file, "--currency", "GBP"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "warning: \(file): $.managerSpecials[1].width: 20 units is wider than the canvas (16); the tile is drawn alone on its row, 16 units wide\n"
        )
    }

    @Test(
        "a bad specials file or currency exits 1 (64 for a flag) with the file and JSON path",
        arguments: [
            (
                #"{"display_name": "x", "imageUrl": "y", "width": 2.5, "height": 4, "price": "1.00"}"#, "GBP", 1,
                "$.managerSpecials[0].width: expected a whole number"
            ),
            (
                #"{"display_name": "x", "imageUrl": "y", "width": -2, "height": 4, "price": "1.00"}"#, "GBP", 1,
                "$.managerSpecials[0].width: expected a whole number of units from 1 to 1000, found -2"
            ),
            (
                #"{"display_name": "x", "imageUrl": "y", "width": 2, "height": 4, "price": "1.50"}"#, "JPY", 1,
                "$.managerSpecials[0].price: JPY amounts have no decimal places (ISO 4217), found \"1.50\""
            ),
            (
                #"{"display_name": "x", "imageUrl": "y", "width": 2, "height": 4, "price": 1.5}"#, "GBP", 1,
                "$.managerSpecials[0].price: expected a string"
            ),
            (goodTile, "XYZ", 64, "--currency: \"XYZ\" is not an ISO 4217 currency code"),
        ])
    func bad(tile: String, currency: String, status: Int32, message: String) async throws {
        let file = try specialsFile(tile)
        let result = try await StoreFinderBinary.run(["render", "specials", "--specials", file, "--currency", currency])
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        if status == 1 { #expect(result.stderr.hasPrefix("error: \(file): $.managerSpecials[0]")) }
    }

    @Test("a locale with no currency of its own asks for --currency")
    func pseudoLocale() async throws {
        let result = try await StoreFinderBinary.run(["render", "specials", "--locale", "en-XA"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "the locale en-XA has no region with a currency to price the specials in; pass --currency"))
    }

    @Test("a specials scenario file replays, and its bad step names the file and step")
    func scenarioFile() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let good = folder.appendingPathComponent("pull.yml"), bad = folder.appendingPathComponent("bad.yml")
        try Data("name: pull\nsteps:\n  - refresh: foreground\n  - loaded: {tiles: [0, 1]}\n  - refresh: pull\n".utf8)
            .write(to: good)
        try Data("name: bad\nsteps:\n  - refresh: foreground\n  - loaded: {tiles: [99]}\n".utf8).write(to: bad)
        let pulled = try await StoreFinderBinary.run([
            "render", "specials", "--scenario", good.path, "--currency", "GBP",
        ])
        #expect(pulled.status == 0, "\(pulled.stderr)")
        #expect(pulled.stdout.contains("⟳ Refreshing…"))
        let failed = try await StoreFinderBinary.run([
            "render", "specials", "--scenario", bad.path, "--currency", "GBP",
        ])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("\(bad.path): steps[1]: tile 99 is not in the specials file, which has 17"))
    }
}

@Suite("storefinder check on a specials file", .temporaryFolders)
struct SpecialsCheckTests {
    @Test("check reports a bad specials file with its path and exits 1")
    func badFile() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let file = folder.appendingPathComponent("specials.json")
        try Data(
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "x", "imageUrl": "y", "width": 4, "height": 4, "price": "1.999"}]}"#
                .utf8
        ).write(to: file)
        let result = try await StoreFinderBinary.run(["check", "--specials", file.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "error: \(file.path): $.managerSpecials[0].price: GBP amounts have at most 2 decimal places (ISO 4217), found \"1.999\""
            ))
    }

    @Test("check passes a valid two-tile file: the sample scenarios, which name tile 2 and on, are for the samples")
    func ownFileSkipsSampleScenarios() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let file = folder.appendingPathComponent("own.json")
        try Data(
            #"{"canvasUnit": 16, "managerSpecials": [{"display_name": "Tea", "imageUrl": "https://a/t.png", "width": 8, "height": 8, "price": "1.00"}, {"display_name": "Jam", "imageUrl": "https://a/j.png", "width": 8, "height": 8, "price": "2.50", "original_price": "3.00"}]}"#
                .utf8
        ).write(to: file)
        let result = try await StoreFinderBinary.run(["check", "--specials", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("specials: 2 tiles"), "\(result.stdout)")
    }
}
