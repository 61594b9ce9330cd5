import StoreDisplayText
import Testing

@Suite("Letter folding: the key names are matched by")
struct LetterFoldingTests {
    /// (text, its key)
    @Test(
        "lowercase, accents off, punctuation and spaces out; letters with no decomposition stay",
        arguments: [
            ("St. Petersburg", "stpetersburg"), ("Sankt-Peterburg", "sanktpeterburg"),
            ("Санкт-Петербург", "санктпетербург"),
            ("Ёлкино", "елкино"), ("Йошкар-Ола", "иошкарола"), ("Zürich", "zurich"), ("São Paulo", "saopaulo"),
            ("Ångström", "angstrom"),
            ("Łódź", "łodz"), ("Straße", "straße"), ("東京都", "東京都"), ("  ", ""), ("N°1 ✓", "n1"),
        ])
    func key(_ text: String, key: String) {
        #expect(LetterFolding.matchKey(text) == key)
    }
}
