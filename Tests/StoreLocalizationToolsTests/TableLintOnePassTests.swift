import StoreYAML
import Testing

@testable import StoreLocalizationTools

/// What a translator fixing a table needs: every problem in one run, each at its own line, in
/// words that read.
@Suite("Table lint reports everything in one run")
struct TableLintOnePassTests {
    static let base = """
        en:
          Stock:
            OnlyLeft:
              one: Only %{count} left
              other: Only %{count} left
        """

    static func lint(_ file: String, _ text: String) -> [String] {
        StringTableLinter().lint(files: [("en.yml", base), (file, text)]).map(\.description)
    }

    @Test("a duplicate plural form does not hide the one form that drops %{count}")
    func duplicateAndDroppedCount() {
        let french = """
            fr:
              Stock:
                OnlyLeft:
                  one: Plus qu'un
                  many: Plus que %{count}
                  other: Plus que %{count}
                  other: encore %{count}
            """
        #expect(
            Self.lint("fr.yml", french) == [
                "fr.yml:4:12: error: Stock.OnlyLeft [one] drops %{count}, which en has; in fr the one form is used for 0, 1, so it must say the number [placeholders]",
                "fr.yml:7:7: error: duplicate key \"other\" (first defined at 6:7) [duplicate-key]",
            ])
    }

    @Test("two duplicate keys and a malformed placeholder all come out")
    func severalDuplicates() {
        let german = """
            de:
              Stock.OnlyLeft: {one: 'Nur %{count}', other: 'Nur %{count}'}
              Stock.OnlyLeft: {one: 'x', other: 'y'}
              Extra: "%{count"
              Extra: z
            """
        let findings = Self.lint("de.yml", german)
        #expect(
            findings.contains(
                "de.yml:3:3: error: duplicate key \"Stock.OnlyLeft\" (first defined at 2:3) [duplicate-key]"))
        #expect(findings.contains("de.yml:5:3: error: duplicate key \"Extra\" (first defined at 4:3) [duplicate-key]"))
        #expect(
            findings.contains("de.yml:4:10: error: Extra: unclosed placeholder: %{ has no } [malformed-placeholder]"))
    }

    @Test("a form the locale never uses is reported as such, not in a garbled sentence about its numbers")
    func unusedFormReadsAsWords() {
        let french = """
            fr:
              Stock.OnlyLeft: {zero: 'Plus rien', one: 'Plus que %{count}', many: '%{count}', other: '%{count}'}
            """
        #expect(
            Self.lint("fr.yml", french) == [
                "fr.yml:2:26: error: Stock.OnlyLeft [zero] drops %{count}, which en has [placeholders]",
                "fr.yml:2:26: error: Stock.OnlyLeft has a zero form, which fr never uses [plural-categories]",
            ])
    }
}

/// Keys whose typed accessors would not compile are refused by lint, at the key.
@Suite("Typed keys never generate code that cannot compile")
struct TypedKeyCollisionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let table: String
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "groups protocol and Protocol",
            table: "en:\n  protocol:\n    A: a\n  Protocol:\n    B: b\n",
            expected: [
                "en.yml:5:5: error: the groups \"protocol\" and \"Protocol\" both become the Swift type Protocol_ in the typed keys; rename one [typed-keys]"
            ]),
        Case(
            name: "a key _", table: "en:\n  _: nothing\n",
            expected: [
                "en.yml:2:3: error: the key \"_\" has no Swift name for its typed key; use letters or digits [typed-keys]"
            ]),
        Case(
            name: "a group -", table: "en:\n  \"-\":\n    A: a\n",
            expected: [
                "en.yml:3:5: error: the group \"-\" has no Swift name for its typed keys; use letters or digits [typed-keys]"
            ]),
        Case(
            name: "placeholders %{Type} and %{type}", table: "en:\n  Msg: \"%{Type} and %{type}\"\n",
            expected: [
                "en.yml:2:3: error: Msg: %{Type} and %{type} both become the parameter type of its typed key; name them apart [typed-keys]"
            ]),
        Case(
            name: "a plural's %{Count}, beside the count every plural takes",
            table: "en:\n  N: {one: '%{Count}', other: '%{Count}'}\n",
            expected: [
                "en.yml:2:3: error: N: %{count} and %{Count} both become the parameter count of its typed key; name them apart [typed-keys]"
            ]),
        Case(
            name: "keys OnlyLeft and onlyLeft in one group",
            table: "en:\n  Stock:\n    OnlyLeft: a\n    onlyLeft: b\n",
            expected: [
                "en.yml:4:5: error: the keys \"Stock.OnlyLeft\" and \"Stock.onlyLeft\" both become onlyLeft in the typed keys; rename one [typed-keys]"
            ]),
        Case(
            name: "names that only look alike are fine",
            table: "en:\n  Type:\n    A: a\n  Kind:\n    type: b\n    Type2: c\n",
            expected: []),
    ]

    @Test("each collision is one error at its key", arguments: cases)
    func collision(_ example: Case) {
        let findings = StringTableLinter().lint(files: [("en.yml", example.table)]).map(\.description)
        #expect(findings.filter { $0.hasSuffix("[typed-keys]") } == example.expected, "\(findings)")
    }
}
