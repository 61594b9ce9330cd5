import StoreIO
import Testing

@Suite("JSON paths, as every finding in a JSON file gives them")
struct JSONPathTextTests {
    @Test(
        "a member is a plain name after a dot, any other key in brackets, so the path reads back as the key",
        arguments: [
            ("$", "palette", "$.palette"), ("$.palette", "blue", "$.palette.blue"),
            ("$.palette.blue", "$value", #"$.palette.blue["$value"]"#), ("$.base", "800", "$.base.800"),
            ("$.contexts", "dark-increased-contrast", #"$.contexts["dark-increased-contrast"]"#),
            ("$.strings", "Stock.InStock", #"$.strings["Stock.InStock"]"#),
            ("$.a", #"say "hi""#, #"$.a["say \"hi\""]"#), ("$.sources[0]", "x", "$.sources[0].x"),
        ])
    func member(base: String, key: String, expected: String) {
        #expect(JSONPathText.member(base, key) == expected)
    }
}
