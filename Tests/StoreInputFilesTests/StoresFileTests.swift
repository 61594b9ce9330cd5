import Foundation
import StoreInputFiles
import Testing

@Suite("check warns of addresses that decode but do not look like their country's")
struct StoresFileTests {
    static let hours = #"{"timeZone": "UTC", "week": {}}"#
    static func store(_ id: String, _ address: String) -> String {
        #"{"id": "\#(id)", "name": "\#(id)", "address": \#(address), "openingHours": \#(hours)}"#
    }
    static let stores = [
        store(
            "good",
            #"{"lines": ["767 Fifth Avenue"], "city": "New York", "region": "NY", "postcode": "10153", "country": "US"}"#
        ),
        store(
            "zip", #"{"lines": ["1 Main St"], "city": "Boston", "region": "MA", "postcode": "2110", "country": "US"}"#),
        store("hk", #"{"lines": ["1 Queen's Road"], "city": "Central", "postcode": "999077", "country": "HK"}"#),
        store("tokyo", #"{"lines": ["1-1 Marunouchi"], "city": "Chiyoda", "region": "Tokyo", "country": "JP"}"#),
    ]

    @Test(
        "each warning names the file and the JSON path, for a list and for a page object",
        arguments: [
            ("stores.json", "[" + stores.joined(separator: ",") + "]", "$"),
            ("page.json", #"{"stores": ["# + stores.joined(separator: ",") + #"], "nextPageToken": "p2"}"#, "$.stores"),
            ("stores.yml", "# a comment\n---\n" + stores.map { "- " + $0 }.joined(separator: "\n"), "$"),
        ])
    func warnings(file: String, text: String, root: String) throws {
        let stores = try StoresFile.decode(Data(text.utf8), file: file)
        #expect(
            stores.warnings().map(\.description) == [
                "\(file): \(root)[1].address.postcode: \"2110\" is not a US postcode (such as 95014, 22162-1010); it is shown as written",
                "\(file): \(root)[2].address.postcode: HK addresses have no postcode; \"999077\" is not shown",
                "\(file): \(root)[3].address.city: JP addresses in Latin script have no place for a city; \"Chiyoda\" is not shown",
            ])
    }

    @Test(
        "a file whose stores cannot be told apart or placed is refused, naming every problem",
        arguments: [
            (
                [
                    store("a", #"{"lines": ["1 High St"], "city": "London", "country": "GB"}"#),
                    store("b", #"{"lines": ["2 High St"], "city": "London", "country": "GB"}"#),
                    store("a", #"{"lines": ["3 High St"], "city": "London", "country": "GB"}"#),
                ],
                ["stores.json: $[2].id: the id \"a\" is also the id of the store at $[0]; every store needs its own"]
            ),
            (
                [store("uk", #"{"lines": ["1 High St"], "city": "London", "postcode": "W1B 5BD", "country": "UK"}"#)],
                [
                    "stores.json: $[0].address.country: \"UK\" is not an ISO 3166-1 country code libaddressinput knows; the United Kingdom is \"GB\""
                ]
            ),
            (
                [
                    store("qq", #"{"lines": ["1 Road"], "country": "QQ"}"#),
                    store("qq", #"{"lines": ["1 Road"], "country": "GB"}"#),
                ],
                [
                    "stores.json: $[0].address.country: \"QQ\" is not an ISO 3166-1 country code libaddressinput knows",
                    "stores.json: $[1].id: the id \"qq\" is also the id of the store at $[0]; every store needs its own",
                ]
            ),
        ])
    func refused(stores: [String], expected: [String]) {
        let text = "[" + stores.joined(separator: ",") + "]"
        #expect {
            try StoresFile.decode(Data(text.utf8), file: "stores.json")
        } throws: { error in
            (error as? InputError)?.description == expected.joined(separator: "\nerror: ")
        }
    }

    /// Kinds are open, so an unnamed kind is read as written; one that is a letter or two from
    /// a named kind is likely a typo, and is named with the kind meant.
    @Test(
        "a kind near a named one is a warning with the kind meant; a kind of the backend's own is not",
        arguments: [("flagshp", "flagship"), ("outlt", "outlet"), ("warehouse", nil), ("pickup", nil)])
    func kindTypo(kind: String, meant: String?) throws {
        let address = #"{"lines": ["1 High St"], "city": "London", "postcode": "W1B 5BD", "country": "GB"}"#
        let text = #"[{"id": "a", "name": "A", "kind": "\#(kind)", "address": \#(address)}]"#
        let warnings = try StoresFile.decode(Data(text.utf8), file: "stores.json").warnings().map(\.description)
        if let meant {
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("stores.json: $[0].kind: the kind \"\(kind)\"") == true, "\(warnings)")
            #expect(warnings.first?.contains("did you mean \"\(meant)\"?") == true, "\(warnings)")
        } else {
            #expect(warnings.isEmpty, "\(warnings)")
        }
    }

    @Test("the sample stores give no warnings")
    func samplesAreClean() throws {
        let text = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Examples/stores.json"), encoding: .utf8)
        #expect(try StoresFile.decode(Data(text.utf8), file: "stores.json").warnings().isEmpty)
    }
}
