import StoreLocalization
import StorePresentation
import Testing

/// A page marks the language its words are written in, so a screen reader reads them in the
/// right voice: under a locale with no table, that is the language the fallback found.
@Suite("The language a locale's words are written in")
struct TextLanguageTests {
    @Test(
        "the first locale of the chain that has a table",
        arguments: [("he", "en"), ("de-AT", "de"), ("en-GB", "en-GB"), ("ja", "ja"), ("ar", "ar"), ("pt-BR", "en")])
    func written(locale: String, language: String) {
        #expect(Localizer(catalog: .shipped, locale: locale).textLanguage == language)
    }
}
