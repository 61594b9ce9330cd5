import Foundation
import StoreDisplayText
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreReview
import StoreScreens
import StoreTheme
import Testing

/// Every screen and subject the review draws, as (screen, subject).
let reviewSubjects: [(screen: ScreenKind, subject: String)] = {
    guard let inputs = try? sampleInputs.get() else { return [] }
    let builder = ScreenRequestBuilder(inputs: inputs)
    return ScreenKind.allCases.flatMap { screen in
        ((try? screen.definition.reviewSubjects(in: builder).names) ?? []).map { (screen, $0) }
    }
}()

/// One subject of `screen` drawn as the review draws it (with its legend), at `textSize`.
func drawing(
    _ screen: ScreenKind, _ subject: String, locale: String = "en", textSize: TextSize, width: Int = 44
) throws -> ScreenDrawing {
    try drawings(screen, subject, locale: locale, textSizes: [textSize], width: width)[0]
}

/// One subject of `screen`, mapped once and drawn as the review draws it at each of `textSizes`:
/// the view data is the same at every size, and only the layout reads the size.
func drawings(
    _ screen: ScreenKind, _ subject: String, locale: String = "en", textSizes: [TextSize], width: Int = 44
) throws -> [ScreenDrawing] {
    let inputs = try sampleInputs.get()
    let request = try screen.definition.reviewRequest(
        in: ScreenRequestBuilder(inputs: inputs), subject: subject, overrides: ScreenOverrides()
    ).request
    let screens = ScreenMapper(
        strings: Localizer(catalog: .shipped, locale: locale), theme: .default, mappers: .defaults)
    let viewData = try screens.viewData(for: request)
    return try textSizes.map { textSize in
        let renderer = TextRenderer(
            theme: .default,
            options: RenderOptions(
                width: width, format: .text, capability: .none, styleLegend: true, textSize: textSize))
        return try #require(renderer.drawing(viewData), "\(screen.rawValue) draws no view data of its own kind")
    }
}

@Suite("Larger Text: every screen whole at every text size, xSmall to AX5")
struct LargerTextTests {
    @Test(
        "no screen cuts an essential text at any text size, in a left-to-right and a right-to-left locale",
        arguments: ["en", "ar"])
    func nothingEssentialCut(locale: String) throws {
        #expect(reviewSubjects.count > 100)
        for (screen, subject) in reviewSubjects {
            let drawn = try drawings(screen, subject, locale: locale, textSizes: TextSize.allCases)
            for (size, drawn) in zip(TextSize.allCases, drawn) {
                let named = "\(screen.rawValue)--\(subject) in \(locale) at \(size)"
                #expect(drawn.essentialCuts.isEmpty, "\(named): \(drawn.essentialCuts)")
                let screenText = drawn.text.components(separatedBy: "\n── styles")[0]
                let columns = RenderOptions(width: 44, textSize: size).columns(for: .default)
                #expect(widest(screenText) <= columns, "\(named)")
            }
        }
    }

    @Test("the cell grows with body text: 44 columns at Large are 14 at AX5 (44 × 17 / 53), never fewer than 12")
    func columns() {
        #expect(RenderOptions(width: 44, textSize: .large).columns(for: .default) == 44)
        #expect(RenderOptions(width: 44, textSize: .accessibility5).columns(for: .default) == 14)
        #expect(RenderOptions(width: 24, textSize: .accessibility5).columns(for: .default) == 12)
        #expect(RenderOptions(width: 44, textSize: .xSmall).columns(for: .default) == 44 * 17 / 14)
    }

    @Test("Store Details at AX5: the phone number whole in its Call button, and the two buttons stacked")
    func detailsAtAX5() throws {
        let text = try drawing(.details, "ldn-regent", textSize: .accessibility5).text
        let lines = text.split(separator: "\n").map(String.init)
        let directions = try #require(lines.firstIndex { $0.hasPrefix("[ Directions") })
        let call = try #require(lines.firstIndex { $0.hasPrefix("[ Call") })
        #expect(call > directions, "Call sits under Directions")
        let button = lines[call...].prefix { !$0.isEmpty }.prefix { !$0.hasPrefix("●") }
        let words = button.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("Call +44 20 7946 0101 ]"), "\(words)")
        // At Large they share a line.
        let large = try drawing(.details, "ldn-regent", textSize: .large).text
        #expect(large.contains("[ Directions ]  [ Call +44 20 7946 0101 ]"))
    }

    @Test("the Manager's Special at AX5: every price whole, on a line of its own tile")
    func specialsAtAX5() throws {
        for subject in specialsScenarioNames {
            let drawn = try drawing(.specials, subject, textSize: .accessibility5)
            #expect(!drawn.text.contains("£…") && drawn.essentialCuts.isEmpty, "\(subject)")
            let prices = drawn.text.matches(of: /£\d+\.\d\d/).count
            let cut = drawn.text.matches(of: /£\d*\.?\d?(\s|│)/).count
            #expect(cut == 0, "\(subject): a price split across lines")
            if subject == "sample" { #expect(prices > 10) }
        }
    }

    @Test("the list at AX5: each row's distance, status and stock on lines of their own, none cut")
    func listAtAX5() throws {
        let text = try drawing(.list, "results", textSize: .accessibility5).text
        let lines = text.split(separator: "\n").map(String.init)
        // Only the search field's placeholder, inside its box, may be cut.
        #expect(lines.filter { $0.contains("…") } == ["│ ⌕ Search…  │"])
        #expect(lines.contains("0.2 mi"), "the distance alone on its line")
        #expect(lines.contains("■ Low in stock") && lines.contains("  Only 1 left"))
        // At Large, distance and status share the row's second line.
        let large = try drawing(.list, "results", textSize: .large).text
        #expect(large.contains("0.2 mi · Open · closes"))
    }

    @Test("the specials grid at AX5 has fewer units across, and judges a tile again at its new width")
    func specialsGrid() throws {
        let inputs = try sampleInputs.get()
        let request = try ScreenKind.specials.definition.reviewRequest(
            in: ScreenRequestBuilder(inputs: inputs), subject: "sample", overrides: ScreenOverrides()
        ).request
        let mapper = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en"), mappers: .defaults)
        let screen = try #require(SpecialsScreenViewData(try mapper.viewData(for: request)))
        let large = screen.grid(at: .large), largest = screen.grid(at: .accessibility5)
        #expect(large.rows == screen.rows && large.canvasUnit == screen.canvasUnit)
        #expect(largest.canvasUnit == Int(Double(screen.canvasUnit) / TextSize.accessibility5.bodyScale))
        #expect(largest.rows.count > large.rows.count)
        for row in largest.rows {
            #expect(row.tiles.reduce(0) { $0 + $1.width } <= largest.canvasUnit)
        }
        // No tile shows only its image at AX5: its price shows.
        #expect(large.rows.flatMap(\.tiles).contains { $0.content == .imageOnly })
        #expect(!largest.rows.flatMap(\.tiles).contains { $0.content == .imageOnly })
    }

    @Test("view data names roles, not sizes: one mapping draws at every size, differently")
    func oneMapping() throws {
        let inputs = try sampleInputs.get()
        let request = try ScreenKind.details.definition.reviewRequest(
            in: ScreenRequestBuilder(inputs: inputs), subject: "ldn-regent", overrides: ScreenOverrides()
        ).request
        let mapper = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en"), mappers: .defaults)
        let screen = try mapper.viewData(for: request)
        let drawings = TextSize.allCases.map { size in
            TextRenderer(theme: .default, options: RenderOptions(capability: .none, textSize: size)).render(screen)
        }
        #expect(Set(drawings).count > 2)
        // The JSON of the view data says how it reflows and names no text size.
        let json = TextRenderer(theme: .default, options: RenderOptions(format: .json)).render(screen)
        #expect(json.contains("\"buttonsReflow\"") && json.contains("\"stacksFrom\" : \"AX1\""))
        #expect(json.contains("\"textSize\" : \"large\""), "the render says the size it drew for")
        let view = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(view?.keys.filter { $0 != "textSize" }.allSatisfy { !$0.lowercased().contains("size") } == true)
    }

    @Test("a cut of essential text is counted and listed after the styles; a decorative one is not")
    func cutsAreCounted() throws {
        let details = try #require(
            StoreDetailsScreenViewData(
                try ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en"), mappers: .defaults).viewData(
                    for: try ScreenKind.details.definition.reviewRequest(
                        in: ScreenRequestBuilder(inputs: try sampleInputs.get()), subject: "ldn-regent",
                        overrides: ScreenOverrides()
                    ).request)))
        let renderer = TextRenderer(
            theme: .default, options: RenderOptions(width: 44, capability: .none, styleLegend: true))
        let drawn = renderer.drawing(details, as: CuttingLayout.self)
        #expect(drawn.essentialCuts == [.text.title])
        #expect(drawn.text.contains("── cut (1): text.title"), "\(drawn.text)")
        #expect(drawn.text.contains("a-long-im…"), "the decorative cut is drawn, and not counted")
    }
}

/// A layout that breaks the rule: it cuts a store's name to fit, and an image's name.
private enum CuttingLayout: ScreenLayout {
    static func lay(_ screen: StoreDetailsScreenViewData, theme: Theme, on canvas: inout Canvas) {
        canvas.append(Line(spans: [Span.cut("A very long store name", to: 10, style: .text.title)]))
        canvas.append(Line(spans: [Span.cut("a-long-image-name.png", to: 10, style: .specials.image)]))
    }

    static func speak(_ screen: StoreDetailsScreenViewData, into transcript: inout SpokenTranscript) {}

    static let timeline: TimelineReading<StoreDetailsScreenViewData>? = nil
}

@Suite("The approved review at AX5")
struct LargeTextReviewTests {
    /// The approved review files under `folder` of `Review/`, with their text.
    static func approved(under folder: String) throws -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Review/" + folder)
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".txt")
        }
        return try paths.sorted().map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test("every AX5 file, and every other, lists no essential text cut")
    func noCuts() throws {
        let ax5 = try Self.approved(under: "AX5")
        // Every screen and subject in each of the larger sizes' locales.
        #expect(
            ax5.count
                == reviewSubjects.count * ReviewMatrix.largeTextLocales.count * ReviewMatrix.largeTextSizes.count)
        let cut = ax5.filter { $0.text.contains("\n── cut (") }.map(\.path)
        #expect(cut.isEmpty, "\(cut)")
        let large = try Self.approved(under: "default").filter { $0.text.contains("\n── cut (") }.map(\.path)
        #expect(large.isEmpty, "\(large)")
    }

    @Test("an AX5 file is the screen at 14 columns, with the legend at the review's width")
    func widths() throws {
        for (path, text) in try Self.approved(under: "AX5") {
            let screen = text.components(separatedBy: "\n── styles")[0]
            #expect(widest(screen) <= 14, "\(path)")
        }
    }
}
