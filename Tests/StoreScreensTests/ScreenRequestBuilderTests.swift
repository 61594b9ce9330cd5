import Foundation
import StoreDomain
import StoreInputFiles
import StorePresentation
import StoreSamples
import StoreScreens
import StoreTestSupport
import Testing

@Suite("One request builder: (screen, scenario, store, overrides) to a ScreenRequest")
struct ScreenRequestBuilderTests {
    let samples = builder

    /// A new screen is not done until its samples are embedded (`embedded-files.txt`): the
    /// review and `check` draw a screen from its sample scenarios, or a store's screens from
    /// the sample stores, and have nothing to draw else.
    @Test("every screen has samples to draw, and each builds its request", arguments: ScreenKind.allCases)
    func everyScreenHasSamples(screen: ScreenKind) throws {
        let subjects = try screen.definition.reviewSubjects(in: samples)
        #expect(!subjects.names.isEmpty)
        #expect(subjects.skipped.isEmpty)
        for name in subjects.names {
            let built = try screen.definition.reviewRequest(in: samples, subject: name, overrides: ScreenOverrides())
            #expect(built.request.screen == screen)
        }
    }

    @Test(
        "each screen's default scenario over the sample data",
        arguments: [
            (ScreenKind.list, "ldn-chinatown"), (.map, "ldn-kingscross"), (.details, "ldn-chinatown"),
            (.openingTimes, "ldn-chinatown"),
        ])
    func defaults(screen: ScreenKind, shown: String) throws {
        let request = try samples.request(screen).request
        // The list shows the nearest first; the map's default scenario selects King's Cross.
        let id = screen == .list ? request.state.stores.first?.id : request.storeToShow?.id
        #expect(id == shown)
        #expect(request.now == friday)
        #expect(request.product?.id == "jacket-trail-2")
    }

    @Test("a named store is shown by details and opening times, with no scenario replayed")
    func namedStore() throws {
        let request = try samples.request(.details, store: "ldn-waterloo").request
        #expect(request.storeToShow?.id == "ldn-waterloo")
        #expect(request.state.stores.isEmpty)
    }

    @Test("the overrides go on top of the scenario: filters once, permission, a location that allows it, the instant")
    func overrides() throws {
        var overrides = ScreenOverrides()
        overrides.filters = [.openNow, .openNow]
        overrides.location = try Coordinate(latitude: -33.87, longitude: 151.21)
        overrides.now = friday.addingTimeInterval(3600)
        let request = try samples.request(.list, scenario: "location-denied", overrides: overrides).request
        #expect(request.state.filters == [.openNow])
        #expect(request.state.permission == .allowed)
        #expect(request.state.userLocation?.latitude == -33.87)
        #expect(request.now == friday.addingTimeInterval(3600))
    }

    @Test("a scenario's own instant wins over the inputs', and an override over both")
    func instants() throws {
        let scenario = try DeliveryCityScenarios.sample(named: "city-list")
        let fixed = try #require(scenario.now)
        var inputs = samples.inputs
        inputs.now = fixed.addingTimeInterval(-86_400)
        let builder = ScreenRequestBuilder(inputs: inputs)
        #expect(try builder.request(.deliveryCity, scenario: scenario.name).request.now == fixed)
        #expect(try builder.request(.deliveryCity).request.now == inputs.now)
        var overrides = ScreenOverrides()
        overrides.now = fixed.addingTimeInterval(60)
        #expect(
            try builder.request(.deliveryCity, scenario: scenario.name, overrides: overrides).request.now
                == fixed.addingTimeInterval(60))
    }

    /// A request that fails, and the start of its message.
    struct Failure: Sendable, CustomTestStringConvertible {
        var screen: ScreenKind
        var scenario: String?
        var store: String?
        var message: String
        var testDescription: String { message }
    }

    @Test(
        "each failure is a typed error, worded once",
        arguments: [
            Failure(screen: .details, store: "nope", message: "no store with id \"nope\" in the stores file"),
            Failure(
                screen: .openingTimes, scenario: "empty",
                message:
                    "opening-times needs a store to show, and the scenario \"empty\" selects none and has no results; pass --store ID"
            ),
            Failure(
                screen: .list, scenario: "no-such-scenario",
                message: "Examples/Scenarios: no sample scenario named \"no-such-scenario\""),
            Failure(
                screen: .specials, scenario: "no-such",
                message: "Examples/Specials/Scenarios: no sample specials scenario named \"no-such\""),
            Failure(
                screen: .deliveryCity, scenario: "no-such",
                message: "Examples/Delivery/Scenarios: no sample delivery-city scenario named \"no-such\""),
        ])
    func errors(failure: Failure) {
        #expect {
            try samples.request(failure.screen, scenario: failure.scenario, store: failure.store)
        } throws: { error in
            "\(error)".hasPrefix(failure.message)
        }
    }

    @Test(
        "an unknown scenario name lists the samples there are, for every kind",
        arguments: [ScreenKind.list, .map, .specials, .deliveryCity, .bookingSearch])
    func unknownScenarioListsNames(screen: ScreenKind) throws {
        let names = try screen.definition.reviewSubjects(in: samples).names
        #expect {
            try samples.request(screen, scenario: "no-such-scenario")
        } throws: { error in
            "\(error)".contains("; the samples are ") && names.allSatisfy { "\(error)".contains($0) }
        }
    }

    @Test("a sample scenario over the user's stores fails with the hint that it was written for the samples")
    func sampleOverUserStores() throws {
        var inputs = samples.inputs
        inputs.stores = Array(inputs.stores.suffix(3))
        inputs.samples.remove(.stores)
        let builder = ScreenRequestBuilder(inputs: inputs)
        #expect {
            try builder.request(.list, scenario: "in-store")
        } throws: { error in
            guard case ScreenRequestError.replay("scenario", _, "in-store", _, isSampleOverUserData: true) = error
            else {
                return false
            }
            return "\(error)".contains("sample scenarios are written for the sample stores; give --scenario a file")
        }
        // With no scenario, the user's stores show as their first page.
        let request = try builder.request(.list).request
        #expect(request.state.stores.map(\.id) == inputs.stores.map(\.id))
    }

    @Test("over the samples every sample scenario applies; over the user's data, those that replay, the rest skipped")
    func scenariosThatApply() throws {
        #expect(try ListScreen.reviewSubjects(in: samples).names == StoreFinderScenarios.samples().map(\.name))
        #expect(try SpecialsScreen.reviewSubjects(in: samples).names == SpecialsScenarios.samples().map(\.name))
        #expect(
            try DeliveryCityScreen.reviewSubjects(in: samples).names == DeliveryCityScenarios.samples().map(\.name))
        #expect(try DetailsScreen.reviewSubjects(in: samples).names == DetailsScreen.reviewedStores)

        var inputs = samples.inputs
        inputs.stores = Array(inputs.stores.prefix(2))
        inputs.samples = []
        let own = ScreenRequestBuilder(inputs: inputs)
        let finder = try ListScreen.reviewSubjects(in: own)
        #expect(finder.names.first == ScreenRequestBuilder.yourStoresScenario)
        #expect(finder.skipped.contains("in-store"))
        for name in finder.names { _ = try own.request(.list, scenario: name) }
    }

    @Test("the user's own stores file shows every store, and says when the backend has more")
    func everyStoreOfTheFile() throws {
        var inputs = samples.inputs
        // More stores than a sample page holds, with the backend's token for more.
        inputs.stores = Array(inputs.stores.prefix(19))
        inputs.samples.remove(.stores)
        inputs.storesNextPageToken = "abc"
        let request = try ScreenRequestBuilder(inputs: inputs).request(.list).request
        #expect(request.state.stores.map(\.id) == inputs.stores.map(\.id))
        #expect(request.state.nextPageToken == "abc")
        let context = SampleFixtures.context(now: request.now)
        let list = context.mappers.listScreen.map(StoreFinderScreenInput(state: request.state), context: context)
        guard case .results(let count, let rows, _) = list.content else {
            Issue.record("results")
            return
        }
        #expect(count.text == "\(rows.count) stores, more below")
        // Without the token, the count is the whole.
        inputs.storesNextPageToken = nil
        let whole = try ScreenRequestBuilder(inputs: inputs).request(.list).request
        #expect(whole.state.nextPageToken == nil)
        #expect(whole.state.stores.count == inputs.stores.count)
    }

    @Test("the user's own specials are loaded at the request's instant, not the sample scenario's")
    func yourSpecials() throws {
        var inputs = samples.inputs
        inputs.samples.remove(.specials)
        let now = instant("2026-11-28T10:00:00Z")
        var overrides = ScreenOverrides()
        overrides.now = now
        let request = try ScreenRequestBuilder(inputs: inputs).request(.specials, overrides: overrides).request
        #expect(request.specials.updatedAt == now)
        let sample = try samples.request(.specials).request
        #expect(sample.specials.updatedAt != nil && sample.specials.updatedAt != sample.now)
    }

    @Test("the user's own booking items show without a scenario, however few", arguments: [1, 2, 9])
    func yourItems(count: Int) throws {
        var inputs = samples.inputs
        inputs.bookingItems = Array(inputs.bookingItems.prefix(count))
        inputs.samples.remove(.bookingSearch)
        inputs.bookingItemsQuery = "mine"
        let state = try ScreenRequestBuilder(inputs: inputs).request(.bookingSearch).request.bookingSearch
        #expect(state.items.map(\.id) == inputs.bookingItems.map(\.id))
        #expect(state.query == "mine")
        #expect(state.nextPageToken == nil)
    }

    @Test("a tile wider than the canvas is a note naming its JSON path in the response")
    func clampedTiles() throws {
        var inputs = samples.inputs
        inputs.specials = Specials(
            canvasUnit: 4, tiles: Array(inputs.specials.tiles.prefix(2)))
        inputs.specialsFile = "own.json"
        let notes = SpecialsScenarios.clampNotes(of: inputs)
        #expect(!notes.isEmpty)
        #expect(
            notes.allSatisfy {
                $0.hasPrefix("own.json: $.managerSpecials[") && $0.contains("wider than the canvas (4)")
            })
    }
}
