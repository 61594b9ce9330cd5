import Foundation
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreTestSupport
import StoreTheme
import Testing

@Suite("The booking item search mapped: prompt, loading, errors with Retry, results, paging")
struct BookingSearchMapperTests {
    static let locales = ["en", "en-GB", "de", "fr", "ru", "ja", "ar"]
    let now = SampleFixtures.friday

    func screens(_ locale: String = "en-GB") -> ScreenMapper {
        ScreenMapper(strings: Localizer(catalog: .shipped, locale: locale, missingKeyPolicy: .marker))
    }

    func state(_ actions: [BookingSearchAction]) -> BookingSearchState {
        var state = BookingSearchState()
        state.apply(actions)
        return state
    }

    @Test("nothing searched: the prompt, and the search bar's placeholder")
    func prompt() {
        let screen = screens().bookingSearch(BookingSearchState(), now: now)
        guard case .prompt(let title, _) = screen.content else {
            Issue.record("expected the prompt, got \(screen.content)")
            return
        }
        #expect(title.text == "What would you like to book?")
        #expect(screen.searchBar.query == nil)
        #expect(screen.searchBar.placeholder.text == "Search classes, services and rentals")
        #expect(screen.items.isEmpty)
    }

    @Test("loading says the query; the search bar shows it")
    func loading() {
        let screen = screens().bookingSearch(state([.searchSubmitted("bike")]), now: now)
        #expect(screen.content.loadingText?.text == "Searching for “bike”…")
        #expect(screen.searchBar.query?.text == "bike")
    }

    @Test(
        "a failed first page is an error whose action is Retry; the server's own words when it sent some",
        arguments: [
            (
                LoadError.network, "You're offline",
                "Check your internet connection, then try your search again."
            ),
            (.server(message: nil), "Search isn't available", "We couldn't search right now. Please try again."),
            (.server(message: "Down\u{1B}[31m until 9"), "Search isn't available", "Down[31m until 9"),
        ])
    func failed(error: LoadError, title: String, message: String) {
        let screen = screens().bookingSearch(
            state([.searchSubmitted("bike"), .pageFailed(error, answering: RequestID(1))]), now: now)
        guard case .failed(let view) = screen.content else {
            Issue.record("expected the error, got \(screen.content)")
            return
        }
        #expect(view.title.text == title)
        #expect(view.message.text == message)
        #expect(view.action == .retry)
        #expect(view.actionTitle.text == "Try again")
    }

    @Test("results: the query in the heading, the count, a tile per item with its label in words")
    func results() throws {
        let screen = screens().bookingSearch(SampleFixtures.bookingResults, now: now)
        guard case .results(let heading, let count, let footer) = screen.content else {
            Issue.record("expected results, got \(screen.content)")
            return
        }
        #expect(heading.text == "Results for “bike”")
        #expect(count.text == "6 items")
        #expect(footer == .none)
        #expect(screen.items.map(\.id) == SampleFixtures.bookingItems.prefix(6).map(\.id))
        let first = try #require(screen.items.first)
        #expect(first.price?.text == "£35.00")
        #expect(first.image?.fileName == "bike-service.png")
        #expect(first.accessibilityLabel == "Bike service, 45 minutes, Workshop, price £35.00")
        #expect(screen.grid.columns(forWidth: 390) == 2)
        #expect(screen.rows(columns: 4).map { $0.map(\.id) }.map(\.count) == [4, 2])
        let json = SampleFixtures.json(screen)
        #expect(json.contains(#""changesAt":null"#), "nothing on the screen reads the clock")
        #expect(json.contains(#""content":{"count":"#) && json.contains(#""kind":"results""#))
    }

    @Test("an item without a subtitle, a picture or a price shows none, and says only its title")
    func bareItem() {
        let item = BookingItem(id: "tent-repair", title: "Tent repair")
        let view = DefaultBookingItemViewDataMapper().map(item, context: SampleFixtures.context())
        #expect(view.subtitle == nil && view.image == nil && view.price == nil)
        #expect(view.accessibilityLabel == "Tent repair")
    }

    @Test("an item's title and subtitle are inert: no control sequence gets through")
    func untrustedText() {
        let item = BookingItem(
            id: "x", title: "Bike\u{1B}]8;;http://evil\u{07} <b>service</b>", subtitle: "45\u{202E} min")
        let view = DefaultBookingItemViewDataMapper().map(item, context: SampleFixtures.context())
        for text in [view.title.text, view.subtitle?.text ?? ""] {
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
            #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" })
        }
    }

    @Test("the paging footer: loading more, then a failure with Retry and the server's words")
    func footer() {
        var state = SampleFixtures.bookingResults
        state.apply(.nextPageRequested)
        let loading = screens().bookingSearch(state, now: now)
        guard case .results(_, _, .loading(let text)) = loading.content else {
            Issue.record("expected the footer loading, got \(loading.content)")
            return
        }
        #expect(text.text == "Loading more items…")
        state.apply(.pageFailed(.server(message: "Search is down"), answering: state.lastRequestID))
        let failed = screens().bookingSearch(state, now: now)
        guard case .results(_, _, .failed(let message, let retry)) = failed.content else {
            Issue.record("expected the footer failed, got \(failed.content)")
            return
        }
        #expect(message.text == "Search is down")
        #expect(retry.action == .retry)
        state.apply(.nextPageRetried)
        state.apply(.pageFailed(.network, answering: state.lastRequestID))
        guard case .results(_, _, .failed(let own, _)) = screens().bookingSearch(state, now: now).content else {
            Issue.record("expected the footer failed")
            return
        }
        #expect(own.text == "Couldn't load more items.")
    }

    @Test("nothing found: the query in the message")
    func empty() {
        let screen = screens().bookingSearch(
            state([.searchSubmitted("trampoline"), .pageLoaded(BookingItemPage(items: []), answering: RequestID(1))]),
            now: now)
        #expect(screen.content.emptyTitle?.text == "Nothing to book")
        #expect(
            screen.content.emptyMessage?.text
                == "We couldn't find anything to book for “trampoline”. Try another word.")
    }

    @Test("every locale words every state, and the tiles' labels are in its words", arguments: locales)
    func everyLocale(locale: String) {
        let screens = screens(locale)
        var failed = SampleFixtures.bookingResults
        failed.apply(.nextPageRequested)
        failed.apply(.pageFailed(.network, answering: failed.lastRequestID))
        let states = [
            BookingSearchState(), state([.searchSubmitted("bike")]),
            state([.searchSubmitted("bike"), .pageFailed(.network, answering: RequestID(1))]),
            state([.searchSubmitted("bike"), .pageFailed(.server(message: nil), answering: RequestID(1))]),
            state([.searchSubmitted("bike"), .pageLoaded(BookingItemPage(items: []), answering: RequestID(1))]),
            SampleFixtures.bookingResults, failed,
        ]
        for state in states {
            let json = SampleFixtures.json(screens.bookingSearch(state, now: now))
            #expect(!json.contains("⟦"), "\(locale): a key shows instead of its text: \(json)")
        }
        let results = screens.bookingSearch(SampleFixtures.bookingResults, now: now)
        for item in results.items {
            #expect(item.accessibilityLabel.contains(item.title.text))
            #expect(!(item.price?.spokenText.isEmpty ?? true))
        }
    }

    @Test("the tapped item is handed over in the view data")
    func openedItem() {
        var state = SampleFixtures.bookingResults
        state.apply(.itemTapped("bike-fitting"))
        #expect(screens().bookingSearch(state, now: now).openedItemID == "bike-fitting")
    }

    @Test("a replaced tile mapper changes the grid, through the container, and nothing else")
    func replacedTile() {
        struct Shouting: BookingItemViewDataMapper {
            func map(_ item: BookingItem, context: MappingContext) -> BookingItemViewData {
                var view = DefaultBookingItemViewDataMapper().map(item, context: context)
                view.title = StyledText(data: item.title.uppercased(), style: .booking.title)
                return view
            }
        }
        let screen = MapperContainer.shared.withOverrides(
            { $0.mappers.bookingItem.replace { Shouting() } },
            operation: { screens().bookingSearch(SampleFixtures.bookingResults, now: now) })
        #expect(screen.items.first?.title.text == "BIKE SERVICE")
        #expect(screen.items.first?.accessibilityLabel.hasPrefix("BIKE SERVICE, ") == true)
        #expect(
            screens().bookingSearch(SampleFixtures.bookingResults, now: now).items.first?.title.text == "Bike service")
    }
}

extension BookingSearchScreenViewData.Content {
    var loadingText: StyledText? {
        if case .loading(let text) = self { return text }
        return nil
    }
    var emptyTitle: StyledText? {
        if case .empty(let title, _) = self { return title }
        return nil
    }
    var emptyMessage: StyledText? {
        if case .empty(_, let message) = self { return message }
        return nil
    }
}
