import StoreLocalization
import Testing

@Suite("Collation: lists in the order the locale's readers expect")
struct CollationTests {
    static let names = ["London", "Москва", "Лондон", "Zürich", "Åre", "Екатеринбург", "Ёлкино", "Ейск"]

    /// (locale, the order)
    @Test(
        "CLDR's collation through ICU",
        arguments: [
            ("ru", ["Ейск", "Екатеринбург", "Ёлкино", "Лондон", "Москва", "Åre", "London", "Zürich"]),
            ("en", ["Åre", "London", "Zürich", "Ейск", "Екатеринбург", "Ёлкино", "Лондон", "Москва"]),
            ("sv", ["London", "Zürich", "Åre", "Ейск", "Екатеринбург", "Ёлкино", "Лондон", "Москва"]),
        ])
    func order(locale: String, expected: [String]) {
        #expect(Collation.sorted(Self.names, locale: locale) == expected)
    }

    @Test("items that collate equal keep their order")
    func stable() {
        let items = [(1, "a"), (2, "A"), (3, "a")]
        #expect(Collation.sorted(items, locale: "en") { $0.1.lowercased() }.map(\.0) == [1, 2, 3])
    }
}
