import StoreYAML
import Testing

/// One broken input and the exact first line its error must print.
struct BrokenYAML: Sendable, CustomTestStringConvertible {
    let name: String
    let yaml: String
    let expected: String
    var testDescription: String { name }
}

@Suite("YAML errors name the place and say what was expected")
struct YAMLErrorTests {
    static let cases: [BrokenYAML] = [
        BrokenYAML(
            name: "duplicate key", yaml: "a: 1\nb: 2\na: 3\n",
            expected: "t.yml:3:1: duplicate key \"a\" (first defined at 1:1)"),
        BrokenYAML(
            name: "duplicate nested key", yaml: "en:\n  x: 1\n  x: 2\n",
            expected: "t.yml:3:3: duplicate key \"x\" (first defined at 2:3)"),
        BrokenYAML(
            name: "undefined alias", yaml: "a: *nowhere\n",
            expected: "t.yml:1:4: alias *nowhere refers to no anchor defined before it"),
        BrokenYAML(
            name: "bad merge", yaml: "a:\n  <<: scalar\n",
            expected: "t.yml:2:7: a merge key (<<) takes a mapping or a list of mappings"),
        BrokenYAML(
            name: "unclosed flow", yaml: "a: [1, 2\nb: 3\n",
            expected: "t.yml:2:2: while parsing a flow sequence, did not find expected ',' or ']'"),
        BrokenYAML(
            name: "bad indentation", yaml: "a:\n  b: 1\n c: 2\n",
            expected: "t.yml:3:2: while parsing a block mapping, did not find expected key"),
        BrokenYAML(
            name: "tab indentation", yaml: "a:\n\tb: 1\n",
            expected: "t.yml:2:1: while scanning for the next token, found character that cannot start any token"),
    ]

    @Test("each broken input gives its error", arguments: cases)
    func brokenInput(_ sample: BrokenYAML) {
        do {
            _ = try YAMLParser().parse(sample.yaml, file: "t.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == sample.expected)
        }
    }

    @Test("the description quotes the line and puts a caret under the column")
    func snippet() {
        do {
            _ = try YAMLParser().parse("name: ok\ncolours:\n  green: 1\n  green: 2\n", file: "theme.yml")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == """
                    theme.yml:4:3: duplicate key "green" (first defined at 3:3)
                          green: 2
                          ^
                    """)
        }
    }

    /// Found by fuzzing: libyaml breaks lines at a lone CR (and NEL, LS, PS) too, and the line
    /// an error quoted was counted at LF only, so it quoted the wrong line or none.
    @Test(
        "the quoted line is the one libyaml counted, whatever breaks the lines",
        arguments: [
            ("a: 1\rb: 2\ra: 3\r", "t.yml:3:1: duplicate key \"a\" (first defined at 1:1)\n    a: 3\n    ^"),
            ("a: 1\r\nb: 2\r\na: 3\r\n", "t.yml:3:1: duplicate key \"a\" (first defined at 1:1)\n    a: 3\n    ^"),
            (
                "a: 1\u{2028}b: 2\u{2029}a: 3\n",
                "t.yml:3:1: duplicate key \"a\" (first defined at 1:1)\n    a: 3\n    ^"
            ),
            ("a: 1\u{85}a: 3\n", "t.yml:2:1: duplicate key \"a\" (first defined at 1:1)\n    a: 3\n    ^"),
        ])
    func lineBreaks(yaml: String, expected: String) {
        do {
            _ = try YAMLParser().parse(yaml, file: "t.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("a control character is reported where it is, on a line broken by CR")
    func controlCharacterPosition() {
        do {
            _ = try YAMLParser().parse("a: 1\rb: \"x\u{1}\"\n", file: "t.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("t.yml:2:6: control characters are not allowed (found U+0001)"))
        }
    }
}
