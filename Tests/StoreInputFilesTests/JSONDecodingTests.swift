import Foundation
import StoreDomain
import Testing

@testable import StoreInputFiles

/// A value with one field of each kind the models use, so both decoders have something to disagree on.
private struct Probe: Decodable, Equatable {
    enum Kind: String, Decodable { case store, outlet }
    var text: String
    var whole: Int?
    var real: Double?
    var flag: Bool?
    var small: UInt8?
    var kind: Kind?
    var list: [String]?
    var map: [String: Int]?
    var nested: [Probe]?
}

/// The keys of an object, as its container lists them.
private struct KeyList: Decodable {
    struct Name: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    let names: [String]

    init(from decoder: any Decoder) throws {
        names = try decoder.container(keyedBy: Name.self).allKeys.map(\.stringValue)
    }
}

/// A JSON document and what decoding it as a ``Probe`` must give.
struct JSONCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    var testDescription: String { name }
}

/// Text that is not JSON, and where and why the parser stops.
struct SyntaxCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let error: String
    var testDescription: String { name }
}

@Suite("Reading JSON input: the same answers as Foundation's JSONDecoder, and better errors")
struct JSONDecodingTests {
    static let agreeing: [JSONCase] = [
        JSONCase(
            name: "every field kind",
            json:
                #"{"text": "a", "whole": 3, "real": 2.5, "flag": true, "small": 255, "kind": "outlet", "list": ["x", "y"], "map": {"b": 2, "a": 1}}"#
        ),
        JSONCase(name: "nulls and missing optionals", json: #"{"text": "a", "whole": null, "list": null}"#),
        JSONCase(name: "escapes", json: #"{"text": "\"q\" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00 caf\u00E9"}"#),
        JSONCase(name: "UTF-8 as written", json: #"{"text": "Straße 東京 مرحبا"}"#),
        JSONCase(name: "a key written with escapes", json: #"{"te\u0078t": "a", "wh\u006Fle": 2}"#),
        JSONCase(
            name: "whole numbers written as 1.0, 1e2 and -0",
            json: #"{"text": "a", "whole": 1.0, "small": 1e2, "real": -0}"#),
        JSONCase(name: "exponents and negative reals", json: #"{"text": "a", "real": -1.5E-3, "whole": -12}"#),
        JSONCase(name: "byte order mark and whitespace", json: "\u{FEFF} \n\t{\"text\": \"a\"}\r\n"),
        JSONCase(
            name: "nested arrays of objects",
            json: #"{"text": "a", "nested": [{"text": "b"}, {"text": "c", "nested": []}]}"#),
        JSONCase(name: "unknown keys are ignored", json: #"{"text": "a", "extra": {"deep": [1, {"x": null}]}}"#),
        JSONCase(name: "a string where a number belongs", json: #"{"text": "a", "whole": "3"}"#),
        JSONCase(name: "a number where a string belongs", json: #"{"text": 3}"#),
        JSONCase(name: "true where a number belongs", json: #"{"text": "a", "real": true}"#),
        JSONCase(name: "an object where a list belongs", json: #"{"text": "a", "list": {}}"#),
        JSONCase(name: "null where a string is required", json: #"{"text": null}"#),
        JSONCase(name: "a missing required key", json: #"{"whole": 1}"#),
        JSONCase(
            name: "a bad item deep in a list",
            json: #"{"text": "a", "nested": [{"text": "b"}, {"text": "c", "list": ["x", 2]}]}"#),
        JSONCase(name: "an unknown enum case", json: #"{"text": "a", "kind": "kiosk"}"#),
        JSONCase(name: "a list at the top", json: #"[{"text": "a"}]"#),
    ]

    @Test("each document decodes to the same value, or fails at the same coding path", arguments: agreeing)
    func agreesWithFoundation(_ input: JSONCase) throws {
        let data = Data(input.json.utf8)
        let foundation = Result { try JSONDecoder().decode(Probe.self, from: data) }
        let ours = Result { try decodedByOurs(data) }
        switch (foundation, ours) {
        case (.success(let expected), .success(let actual)):
            #expect(actual == expected)
        case (.failure(let expected as DecodingError), .failure(let actual as DecodingError)):
            #expect(InputLoader.describe(actual).0 == InputLoader.describe(expected).0)
            #expect(Self.kind(of: actual) == Self.kind(of: expected))
        default:
            Issue.record("Foundation gave \(foundation), the JSON input path gave \(ours)")
        }

        func decodedByOurs(_ data: Data) throws -> Probe {
            guard
                case .success(let root) = Result(catching: { () throws(JSONParser.SyntaxError) in
                    try JSONParser.parse(Array(data))
                })
            else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
            }
            return try Probe(from: JSONDocumentDecoder(document: root))
        }
    }

    @Test("the sample stores, product and availability decode to what JSONDecoder gives")
    func samplesAgree() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Examples")
        func agrees<T: Decodable & Equatable>(_ type: T.Type, _ name: String) throws {
            let data = try Data(contentsOf: examples.appendingPathComponent("\(name).json"))
            #expect(
                try InputLoader.decode(type, from: data, file: "\(name).json") == JSONDecoder().decode(type, from: data)
            )
        }
        try agrees(StorePage.self, "stores")
        try agrees(Product.self, "product")
        try agrees(Availability.self, "availability")
    }

    static let syntax: [SyntaxCase] = [
        SyntaxCase(name: "empty file", json: "", error: "1:1: expected a value, found the end of the file"),
        SyntaxCase(
            name: "trailing comma in an object", json: "{\n  \"a\": 1,\n}",
            error: "3:1: expected a quoted key, found '}'"),
        // JSONDecoder on Linux accepts trailing commas in lists and objects; RFC 8259 does not.
        SyntaxCase(name: "trailing comma in a list", json: "[1, 2,]", error: "1:7: expected a value, found ']'"),
        SyntaxCase(name: "unclosed list", json: "[1, 2", error: "1:6: expected ',' or ']', found the end of the file"),
        SyntaxCase(name: "leading zero", json: "[01]", error: "1:2: expected a number, found \"01\""),
        SyntaxCase(name: "bare fraction", json: "[.5]", error: "1:2: expected a value, found '.'"),
        SyntaxCase(name: "fraction with no digits", json: "[1.]", error: "1:2: expected a number, found \"1.\""),
        SyntaxCase(name: "lone minus", json: "[-]", error: "1:2: expected a number, found \"-\""),
        SyntaxCase(name: "exponent with no digits", json: "[1e+]", error: "1:2: expected a number, found \"1e+\""),
        SyntaxCase(name: "misspelt literal", json: "[tru]", error: "1:5: expected true, found ']'"),
        SyntaxCase(name: "single quotes", json: "{'a': 1}", error: "1:2: expected a quoted key, found '''"),
        SyntaxCase(
            name: "unknown escape", json: #"["a\qb"]"#,
            error: "1:4: expected an escape such as \\n, \\\" or \\u00E9, found '\\q'"),
        SyntaxCase(name: "short unicode escape", json: #"["\u12"]"#, error: "1:3: expected four hex digits after \\u"),
        SyntaxCase(
            name: "lone high surrogate", json: #"["\ud800x"]"#,
            error: "1:3: expected a low surrogate \\uDC00-\\uDFFF after this high surrogate"),
        SyntaxCase(
            name: "lone low surrogate", json: #"["\udc00"]"#, error: "1:3: a low surrogate must follow a high surrogate"
        ),
        SyntaxCase(
            name: "raw tab inside a string", json: "[\"a\tb\"]",
            error: "1:4: a control character must be escaped inside a string"),
        SyntaxCase(name: "unclosed string", json: "{\"a\": \"b}", error: "1:7: this string is never closed"),
        SyntaxCase(name: "unclosed string after an escape", json: "[\"a\\n", error: "1:2: this string is never closed"),
        SyntaxCase(
            name: "text after the value", json: "{} x",
            error: "1:4: expected the end of the file after the top-level value"),
        SyntaxCase(name: "missing colon", json: "{\"a\" 1}", error: "1:6: expected ':' after the key, found '1'"),
        SyntaxCase(
            name: "columns count characters, not bytes", json: "[\"é\", x]", error: "1:7: expected a value, found 'x'"),
        SyntaxCase(
            name: "nesting too deep", json: String(repeating: "[", count: 600),
            error: "1:512: nesting is deeper than 512 levels"),
    ]

    @Test("text that is not JSON gives the line, the column and what was expected", arguments: syntax)
    func syntaxErrors(_ input: SyntaxCase) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(input.json.utf8)) }
        do {
            _ = try InputLoader.decode(StorePage.self, from: Data(input.json.utf8), file: "stores.json")
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.description == "stores.json:\(input.error)")
        }
    }

    @Test("invalid UTF-8 inside a string is a syntax error, not a silent replacement")
    func invalidUTF8() {
        let bytes: [UInt8] = Array(#"["a"#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8)
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 3, message: "this string is not valid UTF-8")) {
            try JSONParser.parse(bytes)
        }
    }

    @Test(
        "a number that does not fit names its path, where JSONDecoder only says the file is not JSON",
        arguments: [
            (#"{"text": "a", "whole": 1.5}"#, "p.json: $.whole: expected a whole number, found 1.5"),
            (#"{"text": "a", "small": 300}"#, "p.json: $.small: expected a whole number from 0 to 255, found 300"),
            (#"{"text": "a", "small": -1}"#, "p.json: $.small: expected a whole number from 0 to 255, found -1"),
            (#"{"text": "a", "real": 1e400}"#, "p.json: $.real: the number 1e400 is too large for a Double"),
            (
                #"{"text": "a", "nested": [{"text": "b", "whole": 2e40}]}"#,
                "p.json: $.nested[0].whole: expected a whole number from \(Int.min) to \(Int.max), found 2e40"
            ),
        ])
    func numbersThatDoNotFit(json: String, expected: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Probe.self, from: Data(json.utf8)) }
        do {
            _ = try InputLoader.decode(Probe.self, from: Data(json.utf8), file: "p.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("objects too big for a linear search find every key")
    func bigObjects() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }
        let root = try JSONParser.parse(Array("{\(members.joined(separator: ", "))}".utf8))
        let map = try [String: Int](from: JSONDocumentDecoder(document: root))
        #expect(map.count == 40)
        #expect(map["k0"] == 0 && map["k39"] == 39 && map["k7"] == 7)
    }

    @Test(
        "a key written twice in one object is refused at its second writing, naming the first, however big the object",
        arguments: [
            (#"{"id": "a", "id": "b"}"#, 1, 13, "the key \"id\" is written twice in this object, first at 1:2"),
            (
                "{" + (0..<20).map { "\"k\($0 % 17)\": \($0)" }.joined(separator: ", ") + "}", 1, 169,
                "the key \"k0\" is written twice in this object, first at 1:2"
            ),
            (#"{"a": {"k": 1}, "b": {"k": 2}, "c": {"\u006b": 3, "k": 4}}"#, 1, 51, "the key \"k\" is written twice"),
        ])
    func repeatedKeys(json: String, line: Int, column: Int, message: String) throws {
        #expect {
            try JSONParser.parse(Array(json.utf8))
        } throws: { error in
            guard let error = error as? JSONParser.SyntaxError else { return false }
            return error.line == line && error.column == column && error.message.hasPrefix(message)
        }
    }

    @Test(
        "an object's keys are listed in the order written",
        arguments: [(#"{"b": 1, "a": 2, "c": 4}"#, ["b", "a", "c"]), (#"{}"#, [])])
    func allKeys(json: String, expected: [String]) throws {
        let root = try JSONParser.parse(Array(json.utf8))
        #expect(try KeyList(from: JSONDocumentDecoder(document: root)).names == expected)
    }

    private static func kind(of error: DecodingError) -> String {
        switch error {
        case .typeMismatch: return "typeMismatch"
        case .valueNotFound: return "valueNotFound"
        case .keyNotFound: return "keyNotFound"
        case .dataCorrupted: return "dataCorrupted"
        @unknown default: return "unknown"
        }
    }
}
