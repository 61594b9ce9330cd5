import StoreDomain
import StorePresentation
import StoreRendering
import StoreTestSupport
import Testing

@Suite("The booking item search drawn: a grid whose columns follow the width")
struct BookingSearchRenderingTests {
    /// The top edges of the first row of tiles: one `┌` per column.
    static func columnsDrawn(_ text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("6 items") }), heading + 1 < lines.count else {
            return 0
        }
        return lines[heading + 1].filter { $0 == "┌" }.count
    }

    @Test(
        "one column at 32, two at 44, three at 60, four at 80",
        arguments: [(32, 1), (44, 2), (60, 3), (80, 4)])
    func columns(width: Int, expected: Int) {
        let text = render(.bookingSearch, scenario: "results", width: width)
        #expect(Self.columnsDrawn(text) == expected, "\(text)")
        #expect(widest(text) <= width)
    }

    @Test("a replaced screen mapper's grid layout is the one drawn")
    func layoutFromTheViewData() {
        struct Narrow: BookingSearchScreenMapper {
            func map(_ state: BookingSearchState, context: MappingContext) -> BookingSearchScreenViewData {
                var view = DefaultBookingSearchScreenMapper().map(state, context: context)
                view.grid = BookingGridLayout(minimumItemWidth: 60, spacing: 8)
                return view
            }
        }
        var mappers = MapperSet()
        mappers.bookingSearchScreen = Narrow()
        #expect(Self.columnsDrawn(render(.bookingSearch, scenario: "results", width: 44, mappers: mappers)) == 5)
    }

    @Test("right to left, the first item is on the right")
    func rightToLeft() {
        let text = render(.bookingSearch, scenario: "results", locale: "ar", width: 44)
        let first = text.split(separator: "\n").first { $0.contains("bike-service.png") }
        let line = String(first ?? "")
        #expect(line.hasSuffix("│"))
        #expect(
            line.firstRange(of: "bike-fitting.png").map {
                $0.lowerBound < line.firstRange(of: "bike-service.png")!.lowerBound
            } == true)
    }

    @Test("an item's title, subtitle and picture name are inert in every format")
    func inert() {
        let item = BookingItem(
            id: "evil", title: "Evil\u{1B}[2J\u{9B}31m<script>alert(1)</script>", subtitle: "\u{1B}]0;pwned\u{07}",
            imageURL: "https://x/\u{1B}]0;pwned\u{07}.png")
        var state = BookingSearchState()
        state.apply(.searchSubmitted("x\u{1B}[31m"))
        state.apply(.pageLoaded(BookingItemPage(items: [item]), answering: RequestID(1)))
        var request = ScreenRequest(screen: .bookingSearch, now: reviewNow)
        request.bookingSearch = state
        for format in [RenderOptions.Format.text, .ansi, .html, .json] {
            let text =
                (try? draw(request, options: RenderOptions(width: 44, format: format, capability: .trueColor))) ?? ""
            #expect(!text.contains("\u{1B}[2J") && !text.contains("\u{9B}") && !text.contains("\u{07}"))
            if format == .html { #expect(!text.contains("<script>") && text.contains("&lt;script&gt;")) }
            if format != .ansi { #expect(!text.contains("\u{1B}")) }
        }
    }
}
