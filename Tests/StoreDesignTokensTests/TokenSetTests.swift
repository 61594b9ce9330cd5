import StoreDesignTokens
import StoreDomain
import StoreYAML
import Testing

/// A token tree resolved from documents held in memory, by file name.
func tokenSet(_ documents: [String: JSONValue], resolver: String? = nil, inputs: [String: String] = [:]) -> TokenSet {
    var files = TokenFiles()
    for (name, tree) in documents { files.add(tree, as: name) }
    if let resolver { return TokenResolverDocument(file: resolver, files: &files).resolve(inputs, files: &files) }
    return TokenSet(file: documents.keys.sorted()[0], files: &files)
}

func color(_ space: String, _ components: [JSONValue]) -> JSONValue {
    .object([
        "$type": .string("color"), "$value": .object(["colorSpace": .string(space), "components": .array(components)]),
    ])
}

@Suite("Token documents resolved: types, aliases, colours, in one stable order")
struct TokenSetTests {
    @Test(
        "colours of every space convert as CSS Color 4 converts them",
        arguments: [
            ("a98-rgb", [0.2, 0.2, 0.2], "#303030"), ("srgb", [1, 0, 0], "#FF0000"),
            ("display-p3", [1, 1, 1], "#FFFFFF"), ("hsl", [120, 100, 25], "#008000"),
            ("oklch", [0, 0, 0], "#000000"), ("srgb-linear", [0.5, 0.5, 0.5], "#BCBCBC"),
        ])
    func colorSpaces(space: String, components: [Double], hex: String) throws {
        let set = tokenSet(["a.tokens.json": .object(["c": color(space, components.map { .number($0) })])])
        #expect(set.errors.isEmpty, "\(set.findings)")
        #expect(try #require(set.tokens[["c"]]).color?.description == hex)
    }

    @Test("a group's $type reaches the tokens a group extending it adds, and the tokens it takes")
    func typeThroughExtends() throws {
        let blue: JSONValue = .object([
            "colorSpace": .string("srgb"), "components": .array([.number(0), .number(0), .number(1)]),
        ])
        let set = tokenSet([
            "a.tokens.json": .object([
                "base": .object(["$type": .string("color"), "blue": .object(["$value": blue])]),
                "brand": .object(["$extends": .string("{base}"), "own": .object(["$value": .string("{base.blue}")])]),
            ])
        ])
        #expect(set.errors.isEmpty, "\(set.findings)")
        #expect(set.tokens[["brand", "blue"]]?.type == .color)
        #expect(set.tokens[["brand", "own"]]?.aliasChain == [["base", "blue"]])
    }

    @Test("hex strings, the older drafts' colours, are read with one warning a file, not one a token")
    func hexStrings() {
        let set = tokenSet([
            "sd.tokens.json": .object([
                "color": .object([
                    "$type": .string("color"), "a": .object(["$value": .string("#112233")]),
                    "b": .object(["$value": .string("#445566")]), "c": .object(["$value": .string("#778899")]),
                ])
            ])
        ])
        #expect(set.tokens.count == 3)
        #expect(
            set.findings.map(\.description) == [
                #"sd.tokens.json: warning: $.color.a["$value"]: 3 colours are written as hex strings, an older draft's form (Style Dictionary and Tokens Studio write it), read as sRGB; 2025.10 writes a colour object (Color §4.1) [tokens-legacy-hex]"#
            ])
    }

    /// Colours as real exports write them (GitHub Primer's, in terrazzoapp/dtcg-examples): an
    /// error either way, and read when the value has one reading.
    static let recoverable: [(value: JSONValue, reads: String?, at: String)] = [
        // No colorSpace; the hex, the sRGB fallback, says the colour.
        (
            .object([
                "components": .array([.number(0.004), .number(0.016), .number(0.035)]), "hex": .string("#010409"),
            ]),
            "#010409", "colorSpace"
        ),
        // A three-digit hex beside components that say the colour.
        (
            .object([
                "colorSpace": .string("srgb"), "components": .array([.number(1), .number(1), .number(1)]),
                "hex": .string("#fff"),
            ]), "#FFFFFF", "hex"
        ),
        // No colorSpace and no hex: nothing says which space the components are in.
        (.object(["components": .array([.number(0.5), .number(0.5), .number(0.5)])]), nil, "colorSpace"),
        // No colorSpace and a hex that is no colour.
        (
            .object(["components": .array([.number(1), .number(1), .number(1)]), "hex": .string("#fff")]), nil,
            "colorSpace"
        ),
    ]

    @Test(
        "a colour with one reading is read though it breaks the Color module, and its error stays for validate",
        arguments: recoverable.indices)
    func recoveredColour(_ index: Int) {
        let (value, reads, at) = Self.recoverable[index]
        let set = tokenSet(["a.tokens.json": .object(["black": .object(["$type": .string("color"), "$value": value])])])
        let error = set.errors.first { $0.path == #"$.black["$value"].\#(at)"# }
        #expect(error != nil, "\(set.findings)")
        #expect(set.tokens[["black"]]?.color?.description == reads)
        #expect(Set(set.recovered.keys) == (reads == nil ? [] : Set(set.errors)))
        #expect(set.recovered.values.allSatisfy { $0 == at })
    }

    @Test("every problem is found in one run, at the value's own place, in file and path order, every time")
    func oneRunStableOrder() {
        let documents: [String: JSONValue] = [
            "a.tokens.json": .object([
                "z": color("srgb", [.number(2), .number(0), .number(0)]),
                "a": .object([
                    "$type": .string("dimension"), "$value": .object(["value": .number(1), "unit": .string("em")]),
                ]),
                "m": .object(["$value": .string("{z}")]),
                "k": .object(["$type": .string("color"), "$value": .string("{nowhere}")]),
            ])
        ]
        let first = tokenSet(documents).findings
        #expect(first.map(\.path) == [#"$.a["$value"].unit"#, "$.k", #"$.z["$value"].components[0]"#])
        for _ in 0..<5 { #expect(tokenSet(documents).findings == first) }
    }

    static let resolver: JSONValue = .object([
        "version": .string("2025.10"),
        "resolutionOrder": .array([
            .object([
                "type": .string("set"), "name": .string("base"),
                "sources": .array([.object(["$ref": .string("base.tokens.json")])]),
            ]),
            .object([
                "type": .string("modifier"), "name": .string("theme"),
                "contexts": .object([
                    "light": .array([]),
                    "dark": .array([.object(["fg": color("srgb", [.number(1), .number(1), .number(1)])])]),
                ]),
            ]),
            .object([
                "type": .string("modifier"), "name": .string("beta"), "default": .string("false"),
                "contexts": .object(["false": .array([]), "true": .array([])]),
            ]),
        ]),
    ])

    @Test(
        "inputs are checked as the Resolver module says: unknown modifiers, unknown contexts, a missing one with no default"
    )
    func inputs() {
        var files = TokenFiles()
        files.add(Self.resolver, as: "r.resolver.json")
        files.add(.object(["fg": color("srgb", [.number(0), .number(0), .number(0)])]), as: "base.tokens.json")
        let document = TokenResolverDocument(file: "r.resolver.json", files: &files)
        #expect(document.findings.isEmpty, "\(document.findings)")
        #expect(
            document.inputProblems(["theme": "blue", "foo": "bar"]) == [
                #"unknown modifier "foo"; the resolver's are theme, beta"#,
                #"invalid context "blue" for modifier "theme"; its contexts are dark, light"#,
            ])
        #expect(
            document.inputProblems([:]) == [
                #"missing modifier "theme", which has no default; its contexts are dark, light"#
            ])
        // Case does not matter (R §5.1); the last source wins (R §6.2).
        #expect(document.resolve(["THEME": "Dark"], files: &files).tokens[["fg"]]?.color?.description == "#FFFFFF")
        #expect(document.resolve(["theme": "light"], files: &files).tokens[["fg"]]?.color?.description == "#000000")
        #expect(document.everyInput().count == 4)
    }
}
