import Foundation
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreReview
import StoreSamples
import StoreTheme
import Testing

@Suite("Layout: days keep their names, markers sit on the reading side, maps hide nothing")
struct LayoutRulesTests {
    /// Kensington closes for lunch: two intervals on five days.
    @Test(
        "an opening-times row with two intervals keeps its weekday whole and wraps the hours under it",
        arguments: [24, 32, 44], ["en", "en-GB", "de", "ar", "ru"])
    func weekdaysWhole(width: Int, locale: String) throws {
        let text = render(
            .openingTimes, store: "ldn-kensington", locale: locale, width: width, now: instant("2026-11-18T10:00:00Z"))
        let names = Localizer(catalog: .shipped, locale: locale).formattingLocale
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = names
        for day in calendar.standaloneWeekdaySymbols {
            #expect(text.contains(day), "\(day) is cut at \(width) columns:\n\(text)")
        }
        #expect(!text.contains("…"), "\(text)")
        #expect(widest(text) <= width)
    }

    static let markers: [Character] = ["▸", "●", "■", "⚠", "⌕", "✓", "◂"]

    @Test(
        "right to left, every marker sits at the line's right, the side a reader starts from, and points inward",
        arguments: ["selection", "in-store", "next-page-failed", "map-toast", "results"])
    func rightToLeftMarkers(scenario: String) {
        var screens = [render(.list, scenario: scenario, locale: "ar")]
        if scenario == "map-toast" { screens = [render(.map, scenario: scenario, locale: "ar")] }
        if scenario == "results" {
            screens += [
                render(.details, store: "ldn-regent", locale: "ar"),
                render(.openingTimes, store: "ldn-regent", locale: "ar"),
            ]
        }
        for text in screens {
            for line in text.split(separator: "\n")
            where !line.hasPrefix("──") && !line.hasPrefix("┌") && !line.hasPrefix("└") {
                let content = line.trimmingCharacters(in: CharacterSet(charactersIn: " │"))
                if let first = content.first { #expect(!Self.markers.contains(first), "marker on the left: \(line)") }
            }
            #expect(!text.contains("▸"), "an arrow pointing away from the text:\n\(text)")
        }
    }

    @Test("left to right, the same markers sit at the left")
    func leftToRightMarkers() {
        let text = render(.list, scenario: "selection")
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("▸ ") })
        #expect(!text.contains("◂"))
    }

    @Test(
        "no two separators stack, in any mode",
        arguments: ["selection", "in-store", "results", "end-of-list", "next-page-failed"])
    func noDoubledRule(scenario: String) {
        for locale in ["en", "ar"] {
            let lines = render(.list, scenario: scenario, locale: locale).split(separator: "\n")
            for (above, below) in zip(lines, lines.dropFirst()) {
                #expect(!(above.hasPrefix("─") && below.hasPrefix("─")), "\(scenario) \(locale)")
            }
        }
    }

    /// A map with a store exactly where the user stands, and two more on top of each other.
    func crowdedMap(theme: Theme = defaultTheme) throws -> String {
        let here = try Coordinate(latitude: 51.51, longitude: -0.134)
        let crowd = ["ldn-regent", "ldn-soho", "ldn-chinatown"].compactMap { id in stores.first { $0.id == id } }
            .enumerated().map { offset, store in
                var moved = store
                moved.coordinate = offset == 0 ? here : try? Coordinate(latitude: 51.60, longitude: 0.1)
                return moved
            }
        var state = StoreFinderState()
        state.apply([.permissionChanged(.allowed), .locationUpdated(here), .searchSubmitted("")])
        state.apply(.pageLoaded(StorePage(stores: crowd), answering: try #require(state.pendingRequest).id))
        return try draw(
            ScreenRequest(screen: .map, state: state, now: reviewNow), theme: theme,
            options: RenderOptions(width: 44, format: .text, capability: .none))
    }

    @Test("a pin or a cluster never hides the user's position; the pins there move beside it")
    func userNeverHidden() throws {
        let map = try crowdedMap()
        let grid = map.split(separator: "\n").prefix(14).joined(separator: "\n")
        #expect(grid.contains("◎"), "\(map)")
        // All three stores are still shown: Regent (a flagship) beside the user, and the pair as a 2.
        #expect(grid.contains("◎★") && grid.contains("2"), "\(map)")
    }

    @Test("the legend lists only the glyphs on screen")
    func legendOnScreen() throws {
        let map = try crowdedMap()
        // Soho is an express store and Chinatown a store, but the two share a cell: a 2, not ▲.
        let legend = map.split(separator: "\n").dropFirst(13).prefix(2).joined(separator: "\n")
        #expect(!legend.contains("▲"), "\(map)")
        #expect(!map.contains("▲"), "\(map)")
        #expect(legend.contains("◎ You are here"), "\(map)")
    }

    @Test("a pin whose theme priority outranks the cluster's is drawn instead of the count")
    func priority() throws {
        var theme = defaultTheme
        theme.annotations["express"]?.priority = 8
        let map = try crowdedMap(theme: theme)
        #expect(map.contains("▲"), "\(map)")
        #expect(!map.split(separator: "\n").prefix(13).joined().contains("2"), "\(map)")
    }
}
