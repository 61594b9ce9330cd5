import StoreDisplayText
import Testing

@testable import StoreLocalization

@Suite("Message arguments: a dictionary literal that keeps its array")
struct MessageArgumentsTests {
    @Test(
        "a name finds its value, whatever its position",
        arguments: [
            ("count", MessageArgument?.some(.integer(2))),
            ("name", .some(.text("Ada"))),
            ("store", .some(.text("Regent St"))),
            ("missing", nil),
        ])
    func lookup(name: String, expected: MessageArgument?) {
        let arguments: MessageArguments = ["count": 2, "name": "Ada", "store": "Regent St"]
        #expect(arguments[name] == expected)
    }

    @Test("a name given twice keeps its later value, as dictionary merging would")
    func laterDuplicateWins() {
        let arguments: MessageArguments = ["count": 1, "name": "Ada", "count": 5]
        #expect(arguments["count"] == .integer(5))
        #expect(arguments.count == 2)
        #expect(arguments.names == ["name", "count"])
    }

    @Test("equality and hashing ignore order, as a dictionary's do")
    func orderIndependent() {
        let one: MessageArguments = ["count": 2, "name": "Ada"]
        let other: MessageArguments = ["name": "Ada", "count": 2]
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one != ["name": "Ada", "count": 3])
        #expect(one != ["name": "Ada"])
        #expect(Set([one, other]).count == 1)
    }

    @Test("setting adds, replaces and, with nil, removes")
    func subscriptSetter() {
        var arguments: MessageArguments = [:]
        #expect(arguments.isEmpty)
        arguments["count"] = 1
        arguments["name"] = "Ada"
        arguments["count"] = 4
        #expect(arguments == ["name": "Ada", "count": 4])
        arguments["name"] = nil
        arguments["absent"] = nil
        #expect(arguments == ["count": 4])
    }

    @Test("a dictionary converts both ways")
    func dictionaryRoundTrip() {
        let dictionary: [String: MessageArgument] = [
            "count": 3, "name": "Ada", "price": .decimal(1.5, fractionDigits: 2),
        ]
        let arguments = MessageArguments(dictionary)
        #expect(arguments.dictionary == dictionary)
        #expect(arguments == ["price": .decimal(1.5, fractionDigits: 2), "name": "Ada", "count": 3])
    }

    static let multiByte: [(locale: String, message: String, arguments: MessageArguments, expected: String)] = [
        (
            "ru", "Осталось всего %{count} шт. в «%{store}»", ["count": 3, "store": "Лондон"],
            "Осталось всего 3 шт. в «Лондон»"
        ),
        ("ja", "%{store}に残り%{count}点", ["count": 12, "store": "渋谷🏬"], "渋谷🏬に残り12点"),
        ("en", "%{a}%{b}", ["a": "é", "b": "\u{301}x"], "é\u{301}x"),
        ("en", "no placeholders: ✓", [:], "no placeholders: ✓"),
    ]

    @Test("interpolation joins multi-byte literals and values into exactly the expected text", arguments: multiByte)
    func multiByteInterpolation(
        row: (locale: String, message: String, arguments: MessageArguments, expected: String)
    ) throws {
        let (locale, message, arguments, expected) = row
        let here = FilePosition(file: "\(locale).yml", line: 2, column: 8)
        let table = StringTable(
            locale: locale, file: "\(locale).yml",
            entries: ["Key": TableEntry(value: .text(Message(parsing: message)), location: here)])
        let strings = Localizer(
            catalog: StringCatalog(layers: [StringLayer(name: "shipped", tables: [locale: table])]), locale: locale)
        let text = strings.string("Key", arguments)
        #expect(text == expected)
        #expect(Array(text.utf8) == Array(expected.utf8))
    }
}
