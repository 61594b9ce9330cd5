import Foundation
import StoreDomain
import StorePresentation
import StoreRendering
import StoreReview
import StoreScreens
import StoreShippedYAML
import StoreTheme
import StoreThemeTools
import Testing

@Suite("Rendering rules: width, escapes, colour")
struct RenderingRulesTests {
    @Test(
        "no line exceeds the width, in any locale, screen or state",
        arguments: ["en", "ru", "ar", "ja", "en-XA", "ar-XB", "de", "fr", "en-GB"])
    func widths(locale: String) {
        let widths = [24, 32, 44, 80, 120]
        for scenario in scenarioNames {
            for screen in [ScreenKind.list, .map] {
                for (width, text) in zip(widths, renders(screen, scenario: scenario, locale: locale, widths: widths)) {
                    #expect(widest(text) <= width, "\(screen) \(scenario) \(locale) at \(width)")
                }
            }
        }
        for store in ReviewMatrix.stores {
            for screen in [ScreenKind.details, .openingTimes] {
                for (width, text) in zip(widths, renders(screen, store: store, locale: locale, widths: widths)) {
                    #expect(widest(text) <= width, "\(screen) \(store) \(locale) at \(width)")
                }
            }
        }
    }

    static let hostile = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31mShop\u{202E}gnp.exe\u{2066}\r\nX"

    func hostileStores() -> [Store] {
        stores.map { store in
            var copy = store
            if copy.id == "ldn-chinatown" || copy.id == "ldn-regent" {
                copy.name = Self.hostile
                copy.address.lines = [Self.hostile]
                copy.phone = "+44\u{1B}[31m 20"
            }
            return copy
        }
    }

    @Test(
        "a store name holding escape sequences renders inert",
        arguments: [ScreenKind.list, .details, .openingTimes, .map])
    func escapesInert(screen: ScreenKind) {
        let hostileStores = hostileStores()
        let text = render(screen, scenario: "map-selected", store: "ldn-regent", stores: hostileStores)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(
            !text.unicodeScalars.contains {
                (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value)
            })
        let ansi = render(
            screen, scenario: "map-selected", store: "ldn-regent", format: .ansi, capability: .trueColor,
            stores: hostileStores)
        // Every escape left is one of ours: ESC [ digits and semicolons m.
        let sequences = ansi.components(separatedBy: "\u{1B}").dropFirst()
        #expect(
            sequences.allSatisfy {
                $0.hasPrefix("[") && $0.dropFirst().prefix { $0 != "m" }.allSatisfy { $0.isNumber || $0 == ";" }
            })
        #expect(!ansi.contains("]0;pwned\u{07}"))
    }

    @Test("ANSI output carries the theme's colours; capability none carries no escape at all")
    func ansi() throws {
        let coloured = render(.list, scenario: "results", format: .ansi, capability: .trueColor)
        let green = try #require(defaultTheme.style(.stock.inStock).color)
        #expect(coloured.contains("\u{1B}[38;2;\(green.red);\(green.green);\(green.blue)m"))
        #expect(!render(.list, scenario: "results", format: .ansi, capability: .none).contains("\u{1B}"))
        #expect(!render(.list, scenario: "results", format: .text, capability: .trueColor).contains("\u{1B}"))
    }

    @Test("today is drawn in bold in ANSI, in the terminal's own text colour")
    func todayBold() {
        let hours = render(.openingTimes, store: "ldn-regent", format: .ansi, capability: .ansi256)
        let today = hours.split(separator: "\n").first { $0.contains("Friday") }.map(String.init) ?? ""
        #expect(today.contains("\u{1B}[1mFriday"))
    }

    @Test("JSON output is the view data")
    func json() throws {
        let text = render(.details, store: "ldn-regent", format: .json)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((object?["buttons"] as? [[String: Any]])?.count == 2)
        #expect(object?["isRightToLeft"] as? Bool == false)
    }

    @Test("overlapping pins merge into a count; the user is drawn")
    func mapClusters() {
        let map = render(.map, scenario: "results", width: 24)
        #expect(map.contains(where: { ("2"..."9").contains($0) }))
        #expect(map.contains("◎"))
    }

    @Test("a theme that fails to load does not stop the review: it falls back and says so")
    func brokenThemeFallsBack() throws {
        var library = ThemeLibrary.shipped
        library.add(
            ThemeLibrary.Source(
                name: "broken", file: "broken.yml", text: "name: broken\nextends: default\ntoday: {bold: maybe}\n"))
        let runner = ReviewRunner(
            inputs: ReviewInputs(
                data: try ScreenInputs.samples(now: reviewNow), catalog: .shipped, themes: library, mappers: .defaults))
        var warnings: [String] = []
        let rendered = runner.render(
            [ReviewCase(screen: .openingTimes, subject: "ldn-soho", locale: "en", theme: "broken")], warnings: &warnings
        )
        #expect(rendered.count == 1)
        #expect(
            warnings.first?.hasPrefix("theme broken failed to load; using default instead:\nbroken.yml:3:15:") == true)
    }
}
