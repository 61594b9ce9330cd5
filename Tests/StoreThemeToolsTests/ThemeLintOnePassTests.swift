import StoreIO
import StoreShippedYAML
import Testing

@testable import StoreThemeTools

/// What a person fixing a theme needs: every problem in one run, each once, at their own line.
@Suite("Theme lint reports everything, once, in the user's files")
struct ThemeLintOnePassTests {
    /// Every finding for the themes in `files`, linted beside the shipped ones.
    static func lint(_ files: [String: String]) -> [String] {
        var library = ThemeLibrary.shipped
        for (file, text) in files {
            library.add(ThemeLibrary.Source(name: FileName.stem(of: file), file: file, text: text))
        }
        return ThemeLinter().lint(library, files: Set(files.keys)).map(\.description)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let files: [String: String]
        /// The whole lint output, in order.
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a typo under colors: is an unknown token, with the one meant",
            files: ["t.yml": "name: t\nextends: default\ncolors:\n  accnt: \"#FF0000\"\n"],
            expected: [
                "t.yml:4:3: error: unknown token \"colors.accnt\" (did you mean \"colors.accent\"?); expected one of colors.background, colors.text, colors.muted, colors.accent [unknown-key]"
            ]),
        Case(
            name: "a misspelt group and token name the nearest ones",
            files: ["g.yml": "name: g\nextends: default\npallete:\n  x: \"#000\"\nstock:\n  instock: {bold: true}\n"],
            expected: [
                "g.yml:3:1: error: unknown key \"pallete\" (did you mean \"palette\"?); a theme has \(RawTheme.topLevelKeys.joined(separator: ", ")) [unknown-key]",
                "g.yml:6:3: error: unknown token \"stock.instock\" (did you mean \"stock.inStock\"?); expected one of stock.inStock, stock.lowStock, stock.outOfStock, stock.unknown [unknown-key]",
            ]),
        Case(
            name: "a duplicate key is reported, and so is everything after it",
            files: [
                "e.yml":
                    "name: e\nextends: default\npalette:\n  green: \"#111111\"\n  green: \"#222222\"\ntext:\n  title: {bold: maybe}\n"
            ],
            expected: [
                "e.yml:5:3: error: duplicate key \"green\" (first defined at 4:3) [duplicate-key]",
                "e.yml:7:17: error: expected true or false, found \"maybe\" [type]",
            ]),
        Case(
            name: "a bad palette colour is reported at the user's line, once, not where the shipped theme uses it",
            files: ["b.yml": "name: b\nextends: default\npalette:\n  green: \"#12\"\n"],
            expected: [
                "b.yml:4:10: error: expected a colour (#RGB, #RRGGBB or #RRGGBBAA) or a {reference}, found \"#12\" [color]"
            ]),
        Case(
            name: "an extends cycle is one finding for the whole cycle, with no missing tokens",
            files: ["c.yml": "name: c\nextends: d\n", "d.yml": "name: d\nextends: c\n"],
            expected: ["c.yml:2:10: error: extends cycle: c → d → c [extends]"]),
        Case(
            name: "an unknown parent is one finding, with no missing tokens",
            files: ["o.yml": "name: o\nextends: defualt\n"],
            expected: [
                "o.yml:2:10: error: extends unknown theme \"defualt\"; known themes: dark, default, high-contrast, o [extends]"
            ]),
    ]

    @Test("each mistake gives exactly its findings", arguments: cases)
    func exactly(_ example: Case) {
        #expect(Self.lint(example.files) == example.expected)
    }
}
