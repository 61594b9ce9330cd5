import StoreYAML
import Testing

@Suite("Decoding Decodable values from YAML")
struct YAMLDecoderTests {
    struct Settings: Decodable, Equatable {
        var country: String
        var enabled: Bool
        var count: Int
        var ratio: Double?
        var tags: [String]
    }

    @Test("types are applied only where asked; `no` stays a string")
    func decodes() throws {
        let yaml = "country: no\nenabled: true\ncount: 3\ntags: [on, off]\n"
        let settings = try YAMLDecoder().decode(Settings.self, from: yaml, file: "s.yml")
        #expect(settings == Settings(country: "no", enabled: true, count: 3, ratio: nil, tags: ["on", "off"]))
    }

    @Test(
        "wrong values point at the node",
        arguments: [
            ("country: x\nenabled: no\ncount: 1\ntags: []\n", "s.yml:2:10: expected true or false, found \"no\""),
            ("country: x\nenabled: true\ncount: 1e3\ntags: []\n", "s.yml:3:8: expected a whole number, found \"1e3\""),
            ("country: x\nenabled: true\ncount: 1\ntags: a\n", "s.yml:4:7: expected a sequence, found a scalar"),
            ("country: x\nenabled: true\ntags: []\n", "s.yml:1:1: missing key \"count\""),
            ("country: [x]\nenabled: true\ncount: 1\ntags: []\n", "s.yml:1:10: expected a string, found a sequence"),
        ])
    func errors(yaml: String, expected: String) {
        #expect {
            try YAMLDecoder().decode(Settings.self, from: yaml, file: "s.yml")
        } throws: { error in
            (error as? YAMLError)?.description.split(separator: "\n").first.map(String.init) == expected
        }
    }

    struct Checked: Decodable {
        var percent: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            percent = try container.decode(Int.self, forKey: .percent)
            guard (0...100).contains(percent) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .percent, in: container, debugDescription: "expected 0 to 100")
            }
        }
        enum CodingKeys: CodingKey { case percent }
    }

    @Test("a type's own validation error is placed at the node its coding path names")
    func validationErrorsArePlaced() {
        #expect {
            try YAMLDecoder().decode([Checked].self, from: "- percent: 5\n- percent: 500\n", file: "p.yml")
        } throws: { error in
            (error as? YAMLError)?.description.hasPrefix("p.yml:2:12: expected 0 to 100 at [1].percent") == true
        }
    }
}
