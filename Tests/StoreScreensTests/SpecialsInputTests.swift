import Foundation
import StoreDomain
import Testing

@testable import StoreInputFiles
@testable import StoreScenarios
@testable import StoreScreens

/// The package root, where the sample files are.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// One tile field set to a value, and the error that must name it.
struct SpecialsFieldCase: Sendable, CustomTestStringConvertible {
    let field: String
    let value: String
    let path: String
    let message: String
    var testDescription: String { "\(field): \(value)" }
}

@Suite("Manager's Special responses and scenarios: every bad field named by its JSON path")
struct SpecialsInputTests {
    /// The endpoint's response with `field` of the fourth tile set to `value` (raw JSON).
    static func response(_ field: String = "", _ value: String = "", canvasUnit: String = "16") -> String {
        func tile(_ index: Int) -> String {
            var fields = [
                "\"display_name\": \"Tile \(index)\"", "\"imageUrl\": \"https://cdn.example.com/\(index).png\"",
                "\"width\": 4", "\"height\": 4", "\"original_price\": \"2.00\"", "\"price\": \"1.00\"",
            ]
            if index == 3, !field.isEmpty {
                fields.removeAll { $0.hasPrefix("\"\(field)\"") }
                if value != "-" { fields.append("\"\(field)\": \(value)") }
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return "{\"canvasUnit\": \(canvasUnit), \"managerSpecials\": [" + (0..<5).map(tile).joined(separator: ",\n")
            + "]}"
    }

    static let shapeCases: [SpecialsFieldCase] = [
        SpecialsFieldCase(
            field: "width", value: "16.5", path: "$.managerSpecials[3].width", message: "expected a whole number"),
        SpecialsFieldCase(
            field: "width", value: "0", path: "$.managerSpecials[3].width",
            message: "expected a whole number of units from 1 to 1000, found 0"),
        SpecialsFieldCase(
            field: "width", value: "-3", path: "$.managerSpecials[3].width", message: "from 1 to 1000, found -3"),
        SpecialsFieldCase(
            field: "height", value: "\"8\"", path: "$.managerSpecials[3].height",
            message: "expected a whole number, found a string"),
        SpecialsFieldCase(
            field: "height", value: "1001", path: "$.managerSpecials[3].height", message: "from 1 to 1000, found 1001"),
        SpecialsFieldCase(field: "height", value: "-", path: "$.managerSpecials[3]", message: "missing key \"height\""),
        SpecialsFieldCase(
            field: "price", value: "1.00", path: "$.managerSpecials[3].price", message: "expected a string"),
        SpecialsFieldCase(
            field: "display_name", value: "null", path: "$.managerSpecials[3].display_name",
            message: "expected a string, found null"),
    ]

    @Test("a tile of the wrong shape is an error at its path, never a layout", arguments: shapeCases)
    func shape(_ bad: SpecialsFieldCase) {
        do {
            _ = try InputLoader.decode(
                SpecialsResponse.self, from: Data(Self.response(bad.field, bad.value).utf8),
                file: "specials.json")
            Issue.record("decoded a response with \(bad.field): \(bad.value)")
        } catch {
            guard case .json(let file, let path, let message) = error else {
                Issue.record("expected a JSON path error, got \(error)")
                return
            }
            #expect(file == "specials.json")
            #expect(path == bad.path)
            #expect(message.contains(bad.message), "\(message)")
        }
    }

    @Test("the canvas width is checked like a tile's", arguments: ["0", "2.5", "\"16\"", "null"])
    func canvas(value: String) {
        do {
            _ = try InputLoader.decode(
                SpecialsResponse.self, from: Data(Self.response(canvasUnit: value).utf8), file: "s.json")
            Issue.record("decoded a response with canvasUnit \(value)")
        } catch {
            #expect(error.description.hasPrefix("s.json: $.canvasUnit: "), "\(error)")
        }
    }

    static let priceCases: [SpecialsFieldCase] = [
        SpecialsFieldCase(
            field: "price", value: "\"1.005\"", path: "$.managerSpecials[3].price",
            message: "GBP amounts have at most 2 decimal places (ISO 4217), found \"1.005\""),
        SpecialsFieldCase(
            field: "price", value: "\"£1\"", path: "$.managerSpecials[3].price",
            message: "expected an amount such as \"12.99\", found \"£1\""),
        SpecialsFieldCase(
            field: "price", value: "\"-1.00\"", path: "$.managerSpecials[3].price",
            message: "expected an amount such as \"12.99\", found \"-1.00\""),
        SpecialsFieldCase(
            field: "price", value: "\"1e3\"", path: "$.managerSpecials[3].price",
            message: "expected an amount such as \"12.99\", found \"1e3\""),
        SpecialsFieldCase(
            field: "original_price", value: "\"2,00\"", path: "$.managerSpecials[3].original_price",
            message: "expected an amount such as \"12.99\", found \"2,00\""),
    ]

    @Test("a price is an amount in the currency's minor units, checked at its path", arguments: priceCases)
    func prices(_ bad: SpecialsFieldCase) throws {
        let response = try InputLoader.decode(
            SpecialsResponse.self, from: Data(Self.response(bad.field, bad.value).utf8), file: "s.json")
        #expect(throws: SpecialsDataError(path: bad.path, message: bad.message)) {
            try response.specials(currency: "GBP")
        }
    }

    @Test("the currency decides the minor units: 1.00 is fine in GBP and JPY, 1.50 only in GBP")
    func currency() throws {
        let whole = try InputLoader.decode(
            SpecialsResponse.self, from: Data(Self.response().utf8), file: "s.json")
        #expect(try whole.specials(currency: "JPY").tiles.count == 5)
        let half = try InputLoader.decode(
            SpecialsResponse.self, from: Data(Self.response("price", "\"1.50\"").utf8), file: "s.json")
        #expect(try half.specials(currency: "GBP").tiles[3].price.amount == Decimal(string: "1.5"))
        #expect(
            throws: SpecialsDataError(
                path: "$.managerSpecials[3].price",
                message: "JPY amounts have no decimal places (ISO 4217), found \"1.50\"")
        ) {
            try half.specials(currency: "JPY")
        }
        #expect(throws: SpecialsDataError.self) { try half.specials(currency: "gbp") }
    }

    @Test("every sample specials scenario replays over the sample response")
    func samplesReplay() throws {
        let data = try InputLoader.read("\(packageRoot)/Examples/Specials/specials.json")
        let specials = try InputLoader.decode(SpecialsResponse.self, from: data, file: "specials.json").specials(
            currency: "GBP")
        let folder = "\(packageRoot)/Examples/Specials/Scenarios"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }.sorted()
        #expect(files.count == 7)
        for file in files {
            let scenario = try SpecialsScenario.load(contentsOf: "\(folder)/\(file)")
            let replay = try scenario.replay(specials: specials, currency: "GBP", now: Date())
            #expect(replay.actions.count == scenario.steps.count)
            #expect(file.hasPrefix(scenario.name + "."))
        }
    }

    @Test("a late response in a scenario is replayed and noted as dropped")
    func droppedResponse() throws {
        let yaml = """
            name: late
            now: 2026-11-20T17:30:00Z
            steps:
              - refresh: pull
              - refresh: foreground
              - loaded: {tiles: [0], answering: 1}
              - loaded: all
            """
        let scenario = try InputLoader.decode(SpecialsScenario.self, from: Data(yaml.utf8), file: "late.yml")
        let specials = try InputLoader.decode(
            SpecialsResponse.self, from: Data(Self.response().utf8), file: "s.json"
        ).specials(currency: "GBP")
        let replay = try scenario.replay(specials: specials, currency: "GBP", now: Date())
        #expect(replay.droppedResponses.map(\.stepIndex) == [2])
        #expect(replay.state.specials?.tiles.count == 5)
        #expect(replay.state.updatedAt == scenario.now)
    }

    @Test(
        "a bad step is an error at its line and column, or names its step",
        arguments: [
            (
                "steps:\n  - refresh: sideways\n",
                "bad.yml:3:14: expected one of foreground, timer, pull, retry, found \"sideways\""
            ),
            ("steps:\n  - failed: gone\n", "bad.yml:3:13: expected network or server, found \"gone\""),
            ("steps:\n  - loaded: some\n", "bad.yml:3:13: expected `all`, `{tiles: [0, 1]}` or an inline response"),
            ("steps:\n  - loaded: {at: yesterday}\n", "bad.yml:3:18: expected an ISO 8601 instant"),
            (
                "steps:\n  - loaded: {tile: [0]}\n",
                "bad.yml:3:20: unknown key \"tile\" in `loaded`; expected tiles, at, answering, canvasUnit, managerSpecials"
            ),
            (
                "steps:\n  - refresh: {trigger: pull, when: now}\n",
                "unknown key \"when\" in `refresh`; expected trigger, at"
            ),
            (
                "steps:\n  - loaded: {canvasUnit: 16, managerSpecials: [{display_name: x, imageUrl: y, width: 0, height: 1, price: \"1\"}]}\n",
                "expected a whole number of units from 1 to 1000, found 0"
            ),
        ])
    func badStep(body: String, expected: String) {
        do {
            _ = try InputLoader.decode(SpecialsScenario.self, from: Data(("name: bad\n" + body).utf8), file: "bad.yml")
            Issue.record("decoded a bad step")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test(
        "a step that refers to a missing tile, or answers nothing, names its step and file",
        arguments: [
            (
                "  - refresh: foreground\n  - loaded: {tiles: [0, 9]}\n",
                "s.yml: steps[1]: tile 9 is not in the specials file, which has 5 (positions from 0)"
            ),
            ("  - loaded: all\n", "s.yml: steps[0]: no refresh is waiting for a response; add a `refresh` step first"),
            (
                "  - refresh: pull\n  - loaded: {canvasUnit: 16, managerSpecials: [{display_name: x, imageUrl: y, width: 2, height: 1, price: \"1.001\"}]}\n",
                "s.yml: steps[1]: loaded: $.managerSpecials[0].price: GBP amounts have at most 2 decimal places"
            ),
        ])
    func replayError(steps: String, expected: String) throws {
        var scenario = try InputLoader.decode(
            SpecialsScenario.self, from: Data(("name: s\nsteps:\n" + steps).utf8), file: "s.yml")
        scenario.file = "s.yml"
        let specials = try InputLoader.decode(
            SpecialsResponse.self, from: Data(Self.response().utf8), file: "s.json"
        ).specials(currency: "GBP")
        do {
            _ = try scenario.replay(specials: specials, currency: "GBP", now: Date())
            Issue.record("replayed a bad step")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error)")
        }
    }
}
