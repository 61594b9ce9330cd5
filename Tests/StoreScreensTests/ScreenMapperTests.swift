import Foundation
import StoreSamples
import StoreScreens
import StoreTestSupport
import Testing

@testable import StoreDomain
@testable import StorePresentation

@Suite("Screen mappers, on every sample scenario")
struct ScreenMapperTests {
    /// Every sample scenario: a new one is covered without a list to keep.
    static let scenarios = ((try? StoreFinderScenarios.samples()) ?? []).map(\.name)

    @Test("the scenarios are there to test")
    func scenariosLoaded() {
        #expect(Self.scenarios.count >= 21)
        #expect(Self.scenarios.contains("store-truth"))
    }

    @Test(
        "no screen in any shipped locale has a missing key", arguments: ["en", "en-GB", "de", "fr", "ru", "ar", "ja"])
    func noMissingKeys(locale: String) {
        let context = SampleFixtures.context(locale)
        for name in Self.scenarios {
            let input = StoreFinderScreenInput(
                state: state(name), product: sampleProduct, availability: sampleAvailability)
            #expect(!json(context.mappers.listScreen.map(input, context: context)).contains("⟦"), "\(name)")
            #expect(!json(context.mappers.mapScreen.map(input, context: context)).contains("⟦"), "\(name)")
        }
        for store in sampleStores {
            #expect(
                !json(
                    context.mappers.detailsScreen.map(
                        store, product: sampleProduct, availability: sampleAvailability, context: context)
                ).contains("⟦"))
        }
    }

    @Test("list content per state")
    func listStates() {
        let context = SampleFixtures.context()
        func content(_ name: String) -> StoreListScreenViewData.Content {
            context.mappers.listScreen.map(StoreFinderScreenInput(state: state(name)), context: context).content
        }
        if case .locationPrompt(let prompt) = content("location-prompt") {
            #expect(prompt.action == .allowLocation)
        } else {
            Issue.record("prompt")
        }
        if case .loading(let text) = content("loading") {
            #expect(text.text == "Finding stores…")
        } else {
            Issue.record("loading")
        }
        if case .error(let error) = content("location-denied") {
            #expect(error.action == .openSettings)
        } else {
            Issue.record("denied")
        }
        if case .empty(_, let message) = content("empty") {
            #expect(message.text.contains("“zzzz”"))
        } else {
            Issue.record("empty")
        }
        if case .results(let count, let rows, .none) = content("results") {
            #expect(rows.count == 12)
            #expect(count.text == "12 stores, more below")  // a next page is to come
            #expect(rows.first?.title.text == "Chinatown 中華街")  // nearest first
        } else {
            Issue.record("results")
        }
        if case .results(_, _, .loading) = content("next-page-loading") {} else { Issue.record("next page loading") }
        if case .results(_, _, .failed(_, let retry)) = content("next-page-failed") {
            #expect(retry.action == .retry)
        } else {
            Issue.record("failed")
        }
    }

    @Test("selection and in-store modes show the selected row and the mode's button")
    func modes() {
        let context = SampleFixtures.context()
        let selection = context.mappers.listScreen.map(
            StoreFinderScreenInput(state: state("selection")), context: context)
        #expect(selection.modeButton?.action == .selectStore)
        if case .results(_, let rows, _) = selection.content {
            #expect(rows.filter(\.isSelected).map(\.id) == ["ldn-covent"])
        }
        let inStore = context.mappers.listScreen.map(StoreFinderScreenInput(state: state("in-store")), context: context)
        #expect(inStore.modeButton?.action == .deactivateInStore)
        if case .results(_, let rows, _) = inStore.content {
            #expect(rows.first { $0.isActiveInStore }?.id == "ldn-soho")
        }
    }

    @Test("details: map block always, buttons only with data, week from the locale's first weekday")
    func details() throws {
        let regent = SampleFixtures.context().mappers.detailsScreen.map(
            sampleStore("ldn-regent"), product: sampleProduct, availability: sampleAvailability,
            context: SampleFixtures.context())
        #expect(regent.map.annotation != nil && regent.map.placeholder == nil)
        #expect(regent.buttons.map(\.action) == [StoreDetailsAction.directions, StoreDetailsAction.phone])
        #expect(regent.productCard?.stock?.status == "inStock")
        #expect(regent.openingTimes?.week.first?.key.text == "Sunday")
        #expect(regent.openingTimes?.week.filter(\.isToday).map(\.key.text) == ["Friday"])
        let euston = SampleFixtures.context("en-GB").mappers.detailsScreen.map(
            sampleStore("ldn-pickup-euston"), product: nil, availability: nil, context: SampleFixtures.context("en-GB"))
        #expect(euston.map.annotation == nil && euston.map.placeholder?.text == "Location unavailable")
        #expect(euston.buttons.isEmpty)
        #expect(euston.openingTimes?.week.first?.key.text == "Monday")
        let arabic = SampleFixtures.context("ar").mappers.detailsScreen.map(
            sampleStore("ldn-covent"), product: nil, availability: nil, context: SampleFixtures.context("ar"))
        #expect(arabic.openingTimes?.week.first?.key.text == "السبت")
        #expect(arabic.isRightToLeft)
    }

    @Test("details show special days in the next 14 days")
    func specialDays() {
        let context = SampleFixtures.context(now: instant("2026-12-20T12:00:00Z"))
        let regent = context.mappers.detailsScreen.map(
            sampleStore("ldn-regent"), product: nil, availability: nil, context: context)
        // Keyed by their dates, each label beside its hours.
        #expect(regent.openingTimes?.specialDays.map(\.key.text) == ["Thu, Dec 24", "Fri, Dec 25", "Sat, Dec 26"])
        #expect(
            regent.openingTimes?.specialDays.map { $0.value.text.components(separatedBy: " · ").last }
                == ["Christmas Eve", "Christmas Day", "Boxing Day"])
        #expect(regent.openingTimes?.specialDaysTitle?.text == "Special opening times")
    }

    @Test("map: pins, legend, user, selected panel or Search this area, toast")
    func map() {
        let context = SampleFixtures.context()
        let moved = context.mappers.mapScreen.map(
            StoreFinderScreenInput(state: state("map-search-area")), context: context)
        #expect(moved.annotations.count == 12)
        #expect(moved.searchAreaButton?.isLoading == false)
        #expect(moved.legend.map(\.style).contains("flagship"))
        #expect(moved.userLatitude == 51.51)
        let searching = context.mappers.mapScreen.map(
            StoreFinderScreenInput(state: state("map-searching")), context: context)
        #expect(searching.searchAreaButton?.isLoading == true)
        let selected = context.mappers.mapScreen.map(
            StoreFinderScreenInput(
                state: state("map-selected"), product: sampleProduct, availability: sampleAvailability),
            context: context)
        #expect(selected.selectedPanel?.id == "ldn-kingscross")
        #expect(selected.searchAreaButton == nil)
        #expect(selected.annotations.first { $0.isSelected }?.style == "selected")
        let toast = context.mappers.mapScreen.map(StoreFinderScreenInput(state: state("map-toast")), context: context)
        #expect(toast.toast?.text == "Couldn't search this area. Check your connection.")
    }

    @Test(
        "a store of a kind the theme has no pin for draws and reads as the default kind, with no legend entry of its own"
    )
    func unknownKind() throws {
        let context = SampleFixtures.context()
        var finder = state("map-search-area")
        let index = try #require(finder.stores.firstIndex { $0.kind == "store" && $0.coordinate != nil })
        finder.stores[index].kind = "weirdkind"
        let map = context.mappers.mapScreen.map(StoreFinderScreenInput(state: finder), context: context)
        let pin = try #require(map.annotations.first { $0.id == finder.stores[index].id })
        #expect(pin.kind == "store")
        #expect(pin.style == "store")
        #expect(pin.accessibilityLabel.hasPrefix("\(finder.stores[index].name), Store,"), "\(pin.accessibilityLabel)")
        #expect(!map.legend.map(\.style).contains("weirdkind"))
        #expect(!map.legend.map(\.label.text).contains("weirdkind"))
        #expect(map.legend.filter { $0.label.text == "Store" }.count == 1)
    }

    @Test("view data JSON has stable field names and passes customData through")
    func jsonShape() {
        let context = SampleFixtures.context()
        let screen = context.mappers.listScreen.map(
            StoreFinderScreenInput(state: state("results"), product: sampleProduct, availability: sampleAvailability),
            context: context)
        let text = json(screen)
        #expect(text.contains("\"kind\":\"results\""))
        #expect(text.contains("\"accessibilityLabel\""))
        #expect(text.contains("\"key\":\"StoreFinder.ResultCountMore\""))
        #expect(text.contains("\"style\":\"stock.inStock\""))
        let details = json(
            context.mappers.detailsScreen.map(
                sampleStore("ldn-regent"), product: sampleProduct, availability: sampleAvailability, context: context))
        #expect(details.contains("\"customData\":{\"floorCount\":4,\"hasCafe\":true}"))
        #expect(details.contains("\"colour\":\"Forest green\""))
    }
}
