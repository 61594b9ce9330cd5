import StoreLocalization
import StoreLocalizationTools
import StorePresentation
import StoreReview
import StoreScreens
import StoreShippedYAML
import StoreThemeTools
import Testing

/// Every key's context, read once from the review matrix in English.
let translationContexts: Result<[String: TranslationContext], any Error> = Result {
    var warnings: [String] = []
    let runner = ReviewRunner(
        inputs: ReviewInputs(data: try sampleInputs.get(), catalog: .shipped, themes: .shipped, mappers: .defaults))
    return TranslationContexts.collect(
        runner: runner, matrix: ReviewMatrix(subjects: auditSubjects), warnings: &warnings)
}

@Suite("A translator's note is read from the review matrix")
struct TranslationContextTests {
    @Test("a key drawn on a screen names the screens, the English as drawn, and its placeholder's value there")
    func drawn() throws {
        let context = try #require(try translationContexts.get()["StoreFinder.ResultCountMore"])
        #expect(context.screens.contains { $0.hasPrefix("list, ") })
        let shown = try #require(context.shown)
        #expect(shown.hasSuffix("stores, more below"))
        let count = try #require(context.placeholders.first { $0.name == "count" }?.example)
        #expect(shown == "\(count) stores, more below")
    }

    @Test("a button's text says the room the phone layout gives it, and whether the English wraps there")
    func room() throws {
        let contexts = try translationContexts.get()
        let retry = try #require(contexts["StoreFinder.Error.Network.Action"])
        #expect(retry.room != nil)
        #expect(retry.wraps == false)
        // A tile's text in Manager's Special is narrow enough that some English wraps.
        #expect(contexts.values.contains { $0.wraps && ($0.room ?? .max) < 20 })
    }

    @Test("words only a screen reader says are found in the spoken transcripts")
    func spoken() throws {
        let context = try #require(try translationContexts.get()["Spoken.Status.OpenUntil"])
        #expect(context.shown == nil)
        let spoken = try #require(context.spoken)
        let time = try #require(context.placeholders.first { $0.name == "time" }?.example)
        #expect(spoken.contains("Open, closes at \(time)"))
    }

    @Test("a key no drawn state shows is placed by its group: the screens that show its siblings")
    func grouped() throws {
        let contexts = try translationContexts.get()
        let unshown = ShippedTables.catalog.baseKeys.filter { contexts[$0]?.screens.isEmpty ?? true }
        for key in unshown {
            let context = try #require(contexts[key], "\(key) has no note")
            let group = try #require(context.group, "\(key) has no group")
            #expect(key.hasPrefix(group + "."))
            #expect(!context.groupScreens.isEmpty)
            #expect(
                context.note().hasPrefix("Shown in a state the review matrix does not draw; other texts of \(group)"))
        }
    }

    @Test("no note quotes a mark of the second pass")
    func noMarks() throws {
        for (key, context) in try translationContexts.get() {
            let text = context.note()
            #expect(!text.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) }, "\(key)")
        }
    }
}
