import StorePresentation
import StoreRendering
import StoreScreens
import StoreTheme
import Testing

/// A screen is one definition a side: ``PresentedScreen`` on the app side, `ScreenDefinition`
/// on the tool side, each named by the screen's kind in one registry.
@Suite("Each screen's definition is named by its kind, and draws that screen's view data")
struct ScreenDefinitionsTests {
    @Test("the definition of each kind draws the view data of that kind", arguments: ScreenKind.allCases)
    func definitionOfItsKind(screen: ScreenKind) {
        func kind<Definition: ScreenDefinition>(_ definition: Definition.Type) -> ScreenKind {
            Definition.ViewData.kind
        }
        #expect(kind(screen.definition) == screen)
        #expect(screen.known.presented.kind == screen)
    }

    @Test(
        "any screen's view data draws as its definition draws the screen, and holds that screen alone",
        arguments: ScreenKind.allCases)
    func anyScreenDraws(screen: ScreenKind) throws {
        let definition = screen.definition
        let subject = try #require(try definition.reviewSubjects(in: builder).names.first)
        let request = try definition.reviewRequest(in: builder, subject: subject, overrides: ScreenOverrides()).request
        let mapper = ScreenMapper(locale: "en")
        let renderer = TextRenderer(theme: .default, options: RenderOptions(format: .text, capability: .none))
        let anyScreen = try mapper.viewData(for: request)
        let drawn = renderer.render(anyScreen)
        #expect(!drawn.isEmpty)
        #expect(drawn == (try definition.render(request, mapper: mapper, renderer: renderer)))
        // Each screen's own view data reads its case, and no other.
        let held = ScreenKind.allCases.filter { $0.known.presented.init(anyScreen) != nil }
        #expect(held == [screen])
    }
}
