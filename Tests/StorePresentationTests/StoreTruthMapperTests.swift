import Foundation
import StoreDomain
import StoreTestSupport
import Testing

@testable import StorePresentation

@Suite("Store truth on the screens: status, pickup, services, facilities, filters, share")
struct StoreTruthMapperTests {
    func details(
        _ id: String, _ locale: String = "en", now: Date = friday, template: String? = nil
    )
        -> StoreDetailsScreenViewData
    {
        var context = SampleFixtures.context(locale, now: now)
        context.shareLink = template.flatMap { try? ShareLinkTemplate($0) }
        return context.mappers.detailsScreen.map(
            sampleStore(id), product: sampleProduct, availability: sampleAvailability, context: context)
    }

    @Test(
        "the status line says what a shopper needs, in each locale, and its label says it in words",
        arguments: [
            (
                "ldn-oxford", "en-GB", "temporarilyClosed", "Temporarily closed · reopens Mon 23 Nov",
                "Temporarily closed, reopens Monday 23 November"
            ),
            (
                "ldn-oxford", "en", "temporarilyClosed", "Temporarily closed · reopens Mon, Nov 23",
                "Temporarily closed, reopens Monday, November 23"
            ),
            (
                "ldn-victoria", "en-GB", "temporarilyClosed", "Temporarily closed · reopens Tue 1 Dec",
                "Temporarily closed, reopens Tuesday 1 December"
            ),
            ("ldn-battersea", "en-GB", "notYetOpen", "Opening 3 December", "Opening Thursday 3 December"),
            ("ldn-battersea", "en", "notYetOpen", "Opening December 3", "Opening Thursday, December 3"),
            ("ldn-bond", "en", "permanentlyClosed", "Permanently closed", "Permanently closed"),
            ("ldn-waterloo", "en-GB", "open", "Open · closes 22:00", "Open, closes at 22:00"),
            ("ldn-battersea", "de", "notYetOpen", "Eröffnung am 3. Dezember", "Eröffnung am Donnerstag, 3. Dezember"),
            ("ldn-bond", "ru", "permanentlyClosed", "Закрыт навсегда", "Закрыт навсегда"),
        ])
    func statusLine(store: String, locale: String, kind: String, text: String, label: String) {
        let screen = details(store, locale)
        #expect(screen.status.kind.rawValue == kind)
        #expect(screen.status.text.text == text)
        #expect(screen.status.accessibilityLabel == label)
    }

    @Test(
        "pickup says when an order placed now is ready",
        arguments: [
            (
                "2026-11-20T11:00:00Z", "en", "2026-11-20T13:00",
                "Order by 2:00\u{202F}PM to collect today from 1:00\u{202F}PM"
            ),
            ("2026-11-20T17:30:00Z", "en", "2026-11-21T12:00", "Collect tomorrow from 12:00\u{202F}PM"),
            ("2026-11-20T17:30:00Z", "en-GB", "2026-11-21T12:00", "Collect tomorrow from 12:00"),
            ("2026-11-21T17:30:00Z", "en-GB", "2026-11-22T14:00", "Collect tomorrow from 14:00"),
            ("2026-11-20T11:00:00Z", "de", "2026-11-20T13:00", "Bis 14:00 bestellen, heute ab 13:00 abholen"),
        ])
    func pickup(at: String, locale: String, readyAt: String, text: String) throws {
        let pickup = try #require(details("ldn-waterloo", locale, now: instant(at)).pickup)
        #expect(pickup.readyAt == readyAt)
        #expect(pickup.text.text == text)
        #expect(pickup.accessibilityLabel == text)
    }

    @Test("a later day is named by its date: Oxford Circus reopens after its closure")
    func pickupOnADate() throws {
        let pickup = try #require(details("ldn-oxford", "en-GB").pickup)
        #expect(pickup.readyAt == "2026-11-23T10:00")
        #expect(pickup.text.text == "Collect Mon 23 Nov from 10:00")
    }

    @Test("nothing ready within 14 days says so, with no time")
    func pickupNotSoon() throws {
        var store = sampleStore("ldn-waterloo")
        store.closures = [try Closure(from: LocalDate(parsing: "2026-11-20"), until: LocalDate(parsing: "2026-12-31"))]
        let readiness = try #require(store.pickupReadiness(at: friday))
        let pickup = DefaultPickupViewDataMapper().map(readiness, context: SampleFixtures.context("en-GB"))
        #expect(pickup.readyAt == nil)
        #expect(pickup.text.text == "Not ready to collect in the next 14 days")
    }

    @Test("a row carries pickup when the store offers it and has the product")
    func rowPickup() {
        let mapper = DefaultStoreListingViewDataMapper()
        let waterloo = sampleStore("ldn-waterloo")
        let inStock = mapper.map(
            waterloo, availability: sampleAvailability[waterloo.id], isSelected: false, isActiveInStore: false,
            context: SampleFixtures.context())
        #expect(inStock.pickup?.readyAt == "2026-11-21T12:00")
        let none = StoreAvailability(storeID: waterloo.id, quantity: 0, lowStockThreshold: 2)
        let outOfStock = mapper.map(
            waterloo, availability: none, isSelected: false, isActiveInStore: false, context: SampleFixtures.context())
        #expect(outOfStock.pickup == nil)
        let noPickup = mapper.map(
            sampleStore("ldn-regent"), availability: nil, isSelected: false, isActiveInStore: false,
            context: SampleFixtures.context())
        #expect(noPickup.pickup == nil)
    }

    @Test("services: a section each, common ones first, with its own status and week")
    func services() {
        let screen = details("ldn-waterloo")
        #expect(screen.services.map(\.id) == ["pickup", "pharmacy", "keyCutting"])
        #expect(screen.services.map(\.title.text) == ["Click & collect", "Pharmacy", "Key cutting"])
        #expect(screen.services.map(\.status.kind) == [.open, .closesSoon, .closed])
        #expect(screen.services.allSatisfy { $0.week.count == 7 })
        #expect(screen.services[1].week.first { $0.isToday }?.value.text == "9:00\u{202F}AM–6:00\u{202F}PM")
    }

    @Test("facilities: true present, false absent, null and missing not shown")
    func facilities() {
        let screen = details("ldn-waterloo", "en-GB")
        #expect(screen.facilities.map(\.id) == ["stepFreeAccess", "accessibleParking", "hearingLoop", "babyChanging"])
        #expect(screen.facilities.map(\.available) == [true, false, true, true])
        #expect(
            screen.facilities.map(\.text.text) == [
                "Step-free access", "No accessible parking", "Hearing loop", "Baby changing",
            ])
        #expect(screen.facilitiesTitle?.text == "Facilities")
        #expect(details("ldn-regent").facilitiesTitle == nil)
    }

    @Test(
        "an id the tables do not name reads as words",
        arguments: [
            ("evCharging", true, "Ev charging"), ("evCharging", false, "No ev charging"),
            ("bike_racks", true, "Bike racks"), ("late-night-pharmacy", false, "No late night pharmacy"),
        ])
    func unnamedFacility(id: String, available: Bool, text: String) {
        #expect(
            DefaultFacilityViewDataMapper().map(facility: id, available: available, context: SampleFixtures.context())
                .text.text
                == text)
    }

    @Test("closures still to come or in effect are listed, today's marked")
    func closures() throws {
        let screen = details("ldn-oxford", "en-GB")
        #expect(screen.closuresTitle?.text == "Closures")
        #expect(screen.closures.map(\.key.text) == ["Mon 16 Nov – Sun 22 Nov", "Mon 28 Dec"])
        #expect(screen.closures.map(\.value.text) == ["Closed: Refurbishment", "Closed: Stocktake"])
        #expect(screen.closures.map(\.isToday) == [true, false])
        // The coming week, from Monday in en-GB: Friday to Sunday fall in the closure, each
        // with its date and reason; next Monday to Thursday keep their hours.
        let week = screen.openingTimes?.week ?? []
        #expect(week.filter(\.isSpecial).map(\.key.text) == ["Fri 20 Nov", "Sat 21 Nov", "Sun 22 Nov"])
        #expect(week.filter(\.isSpecial).map(\.value.text) == Array(repeating: "Closed · Refurbishment", count: 3))
        #expect(week.filter { !$0.isSpecial }.map(\.key.text) == ["Monday", "Tuesday", "Wednesday", "Thursday"])
        let later = details("ldn-oxford", "en-GB", now: instant("2026-12-29T12:00:00Z"))
        #expect(later.closures.isEmpty)
        #expect(later.closuresTitle == nil)
    }

    @Test("a store gone for good still opens, without directions or hours to keep")
    func permanentlyClosedDetails() {
        let screen = details("ldn-bond")
        #expect(!screen.buttons.contains { $0.action == .directions })
        #expect(screen.buttons.contains { $0.action == .phone })
        #expect(screen.openingTimes?.week.map(\.key.text) == ["Permanently closed"])
        #expect(screen.pickup == nil)
    }

    @Test(
        "the opening-times section shows when the store has hours to show; without, only the status says so",
        arguments: [("ldn-paddington", false), ("ldn-regent", true), ("ldn-bond", true)])
    func openingTimesSection(id: String, shown: Bool) throws {
        let screen = details(id)
        #expect((screen.openingTimes != nil) == shown)
        if !shown {
            #expect(screen.status.kind == .unknown)
            #expect(screen.status.text.text == "Hours not available")
            #expect(!json(screen).contains("\"openingTimes\""))
        }
    }

    @Test("Share appears with the app's template, the id percent-encoded")
    func share() {
        #expect(details("ldn-regent").shareURL == nil)
        #expect(!details("ldn-regent").buttons.contains { $0.action == .share })
        let screen = details("ldn-regent", template: "https://shop.example/stores/{id}?from=app")
        #expect(screen.shareURL == "https://shop.example/stores/ldn-regent?from=app")
        #expect(screen.buttons.last?.action == .share)
        #expect(screen.buttons.last?.url == "https://shop.example/stores/ldn-regent?from=app")
        #expect(StoreLink.url(from: "app://s/{id}", id: "a b/ç") == "app://s/a%20b%2F%C3%A7")
    }

    @Test(
        "a share link is an absolute URL with {id}; one that would run script is refused",
        arguments: [
            ("https://shop.example/stores/{id}", nil),
            ("myshop://store/{id}", nil),
            ("HTTPS://shop.example/s?id={id}", nil),
            ("shop.example/stores/{id}", "a share link is an absolute URL starting with its scheme"),
            ("/stores/{id}", "a share link is an absolute URL starting with its scheme"),
            ("{id}:x", "a share link is an absolute URL starting with its scheme"),
            ("javascript:alert('{id}')", "a share link with the scheme \"javascript:\" would run or embed content"),
            ("JavaScript:alert('{id}')", "a share link with the scheme \"javascript:\" would run or embed content"),
            ("data:text/html,{id}", "a share link with the scheme \"data:\" would run or embed content"),
            ("https://shop.example/stores", "a share link needs {id} where the store's id goes"),
            ("https://shop.example/s/{id} x", "a share link has no spaces or control characters"),
            ("https://shop.example/s/{id}\u{1B}[2J", "a share link has no spaces or control characters"),
        ] as [(String, String?)])
    func shareLinkTemplates(template: String, problem: String?) {
        do {
            let link = try ShareLinkTemplate(template)
            #expect(problem == nil, "expected a refusal")
            #expect(link.url(for: "a b").contains("a%20b"))
        } catch {
            #expect(problem.map { error.description.hasPrefix($0) } == true, "\(error)")
        }
    }

    @Test("the list and the map leave out a store gone for good")
    func goneFromListAndMap() {
        let input = StoreFinderScreenInput(
            state: state("store-truth"), product: sampleProduct, availability: sampleAvailability)
        let list = SampleFixtures.context().mappers.listScreen.map(input, context: SampleFixtures.context())
        guard case .results(let count, let rows, _) = list.content else {
            Issue.record("results")
            return
        }
        #expect(!rows.contains { $0.id == "ldn-bond" })
        #expect(rows.count == 6)
        #expect(count.text == "6 stores")
        let map = SampleFixtures.context().mappers.mapScreen.map(input, context: SampleFixtures.context())
        #expect(!map.annotations.contains { $0.id == "ldn-bond" })
    }

    @Test("chips: open now, then the services and facilities the results offer, each with its state")
    func chips() {
        let input = StoreFinderScreenInput(state: state("filters-open-now"))
        let list = SampleFixtures.context().mappers.listScreen.map(input, context: SampleFixtures.context())
        #expect(
            list.filters.map(\.filter) == [
                "open-now", "service:pickup", "service:pharmacy", "service:keyCutting", "facility:stepFreeAccess",
                "facility:accessibleParking", "facility:accessibleToilet", "facility:hearingLoop",
                "facility:babyChanging", "facility:parking",
            ])
        #expect(list.filters.filter(\.isActive).map(\.filter) == ["open-now", "service:pharmacy"])
        #expect(list.filters[0].accessibilityLabel == "Open now filter, on")
        #expect(list.filters[1].accessibilityLabel == "Click & collect filter, off")
        guard case .results(_, let rows, _) = list.content else {
            Issue.record("results")
            return
        }
        #expect(rows.map(\.id) == ["ldn-waterloo"])
        #expect(list.clearFilters == nil)
    }

    @Test("filters that leave nothing say so and offer Clear filters")
    func noMatches() {
        let input = StoreFinderScreenInput(state: state("filters-no-match"))
        let list = SampleFixtures.context("en-GB").mappers.listScreen.map(
            input, context: SampleFixtures.context("en-GB"))
        guard case .empty(let title, let message) = list.content else {
            Issue.record("empty")
            return
        }
        #expect(title.text == "No shops match your filters")
        #expect(message.text == "Turn a filter off to see more shops.")
        #expect(list.clearFilters?.action == .clearFilters)
        #expect(list.clearFilters?.title.text == "Clear filters")
        let map = SampleFixtures.context().mappers.mapScreen.map(input, context: SampleFixtures.context())
        #expect(map.annotations.isEmpty)
        #expect(map.filters.filter(\.isActive).count == 2)
    }

    @Test("the details JSON keeps the contract's names")
    func detailsJSON() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json(details("ldn-waterloo")).utf8)) as? [String: Any])
        let status = try #require(object["status"] as? [String: Any])
        #expect(Set(status.keys).isSuperset(of: ["kind", "text", "accessibilityLabel", "nextOpening", "changesAt"]))
        #expect(status["kind"] as? String == "open")
        let pickup = try #require(object["pickup"] as? [String: Any])
        #expect(Set(pickup.keys) == ["readyAt", "text", "accessibilityLabel", "nextOpening", "changesAt"])
        #expect(object.keys.contains("changesAt"))
        let services = try #require(object["services"] as? [[String: Any]])
        #expect(Set(services[0].keys).isSuperset(of: ["id", "title", "status", "week"]))
        let facilities = try #require(object["facilities"] as? [[String: Any]])
        #expect(Set(facilities[0].keys).isSuperset(of: ["id", "available", "text"]))
    }

    @Test("replacing the pickup mapper reaches the rows and Store Details, and nothing else changes")
    func replacePickup() {
        struct Plain: PickupViewDataMapper {
            func map(_ readiness: PickupReadiness, context: MappingContext) -> PickupViewData {
                PickupViewData(readyAt: readiness.readyLocal, text: StyledText(data: "Ready", style: .pickup.ready))
            }
        }
        var mappers = MapperSet()
        mappers.pickup = Plain()
        let custom = SampleFixtures.context(mappers: mappers)
        let screen = custom.mappers.detailsScreen.map(
            sampleStore("ldn-waterloo"), product: nil, availability: nil, context: custom)
        #expect(screen.pickup?.text.text == "Ready")
        #expect(screen.status.text.text == details("ldn-waterloo").status.text.text)
        let row = custom.mappers.listing.map(
            sampleStore("ldn-waterloo"), availability: nil, isSelected: false, isActiveInStore: false, context: custom)
        #expect(row.pickup?.text.text == "Ready")
    }

    @Test("every new string is in every shipped table", arguments: ["en", "en-GB", "de", "fr", "ru", "ar", "ja"])
    func noMissingKeys(locale: String) {
        for id in ["ldn-waterloo", "ldn-oxford", "ldn-bond", "ldn-battersea", "ldn-victoria"] {
            #expect(!json(details(id, locale)).contains("⟦"), "\(id)")
        }
        let input = StoreFinderScreenInput(state: state("filters-no-match"))
        #expect(
            !json(SampleFixtures.context(locale).mappers.listScreen.map(input, context: SampleFixtures.context(locale)))
                .contains("⟦"))
    }
}
