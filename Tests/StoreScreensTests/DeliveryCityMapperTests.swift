import Foundation
import StoreDomain
import StoreInputFiles
import StoreLocalization
import StorePresentation
import StoreSamples
import StoreScreens
import StoreTestSupport
import StoreTheme
import Testing

@Suite("Delivery-city mappers: one per concept, each replaceable")
struct DeliveryCityMapperTests {
    /// (locale, the list's names in order)
    @Test(
        "the list is sorted by the locale's collation: Cyrillic first in ru",
        arguments: [
            ("ru", ["Екатеринбург", "Лондон", "Москва", "Санкт-Петербург"]),
            ("en", ["London", "Moscow", "Saint Petersburg", "Yekaterinburg"]),
            ("de", ["Jekaterinburg", "London", "Moskau", "Sankt Petersburg"]),
        ])
    func collation(locale: String, names: [String]) {
        let screen = ScreenMapper(locale: locale).deliveryCity(deliveryState("city-list"), now: friday)
        guard case .list(let list) = screen.content else {
            Issue.record("expected the list, got \(screen.content)")
            return
        }
        #expect(list.rows.map(\.name.text) == names)
    }

    /// (locale, Saint Petersburg's name in it)
    @Test(
        "a city's name falls back from the tag to its language to English, as the strings do",
        arguments: [
            ("ru", "Санкт-Петербург"), ("ru-RU", "Санкт-Петербург"), ("fr_CA", "Saint-Pétersbourg"),
            ("pt", "Saint Petersburg"),
            ("ar-XB", "سانت بطرسبرغ"),
        ])
    func cityNames(locale: String, name: String) throws {
        let city = try #require(deliveryCatalog.city(id: "saint-petersburg"))
        #expect(SampleFixtures.context(locale).name(of: city) == name)
    }

    @Test("the current city is marked, and its label says so")
    func current() throws {
        let screen = ScreenMapper(locale: "ru").deliveryCity(deliveryState("city-selected"), now: friday)
        guard case .list(let list) = screen.content else {
            Issue.record("expected the list")
            return
        }
        let row = try #require(list.rows.first { $0.isCurrent })
        #expect(row.cityID == "saint-petersburg")
        #expect(row.name.style == .delivery.current)
        #expect(row.accessibilityLabel == "Санкт-Петербург, Текущий город")
        #expect(list.rows.filter(\.isCurrent).count == 1)
    }

    @Test("the detected city shows its zone's fee, partner and minimum order in the locale's money")
    func detected() throws {
        let screen = ScreenMapper(locale: "en-GB").deliveryCity(deliveryState("detected-hole"), now: friday)
        guard case .detected(let detected) = screen.content else {
            Issue.record("expected detected, got \(screen.content)")
            return
        }
        #expect(detected.title.text == "We deliver to Moscow")
        #expect(detected.zone.zoneID == "msk-city", "the Kremlin is a hole in the centre zone")
        #expect(detected.zone.fee.text == "Delivery: RUB\u{A0}199.00")
        #expect(detected.zone.partner?.text == "Delivered by Яндекс Доставка")
        #expect(detected.zone.minimumOrder?.text == "Minimum order RUB\u{A0}1,000.00")
        #expect(detected.address.map(\.text) == ["Московский Кремль", "103132"])
        #expect(detected.buttons.map(\.action) == [.confirmCity, .chooseCity])
    }

    /// (scenario, the buttons' actions, the status shown, in words)
    @Test(
        "a geocoder error says what happened in words, shown as it is said, with one button per way out",
        arguments: [
            (
                "geocoder-error", [ButtonViewData.Action.retry, .chooseCity],
                "The location service is busy; try again shortly"
            ),
            ("zero-results", [.chooseCity], "The location service found nothing at this place"),
            ("timeout", [.retry, .chooseCity], "The location service took too long to answer"),
        ])
    func errors(scenario: String, actions: [ButtonViewData.Action], status: String) {
        let screen = ScreenMapper(locale: "en").deliveryCity(deliveryState(scenario), now: friday)
        guard case .failed(let message) = screen.content else {
            Issue.record("expected an error, got \(screen.content)")
            return
        }
        #expect(message.buttons.map(\.action) == actions)
        #expect(message.detail?.text == status)
        #expect(message.detail?.spokenText == status)
        #expect(message.detail.map { !$0.text.contains("_") } == true, "a status code reached the screen")
    }

    /// Product document 002: the pre-permission says why, "uses your location information to
    /// show stores near you from where delivery is possible", in every shipped locale.
    @Test(
        "the pre-permission says why location is needed, in the document's words, in every locale",
        arguments: ["en", "en-GB", "de", "fr", "ru", "ja", "ar"])
    func prePermissionSaysWhy(locale: String) throws {
        let screen = ScreenMapper(locale: locale).deliveryCity(deliveryState("pre-permission"), now: friday)
        guard case .prePermission(let message) = screen.content else {
            Issue.record("expected the pre-permission, got \(screen.content)")
            return
        }
        let english = ScreenMapper(locale: "en").deliveryCity(deliveryState("pre-permission"), now: friday)
        guard case .prePermission(let englishMessage) = english.content else { return }
        if locale == "en" {
            #expect(message.message?.text.contains("to show stores near you from where delivery is possible") == true)
        } else {
            #expect(message.message?.text != englishMessage.message?.text, "\(locale) falls back to English")
        }
    }

    @Test("outside the zones: the distance to the nearest in the locale's units; no zones at all says so")
    func outside() {
        let screen = ScreenMapper(locale: "ru").deliveryCity(deliveryState("outside"), now: friday)
        guard case .outside(let message) = screen.content else {
            Issue.record("expected outside")
            return
        }
        #expect(message.message?.text == "Ближайшая зона доставки в городе Санкт-Петербург: 2,2 км отсюда.")
        let none = ScreenMapper(locale: "en").deliveryCity(deliveryState("outside-no-zones"), now: friday)
        guard case .outside(let noZones) = none.content else {
            Issue.record("expected outside")
            return
        }
        #expect(noZones.message?.text == "We don't deliver anywhere in Yekaterinburg yet.")
    }

    struct FlatFee: DeliveryZoneViewDataMapper {
        func map(_ zone: DeliveryZone, context: MappingContext) -> DeliveryZoneViewData {
            DeliveryZoneViewData(
                zoneID: zone.id, fee: StyledText(data: "Flat fee", style: .delivery.fee), partner: nil,
                minimumOrder: nil)
        }
    }

    @Test("replacing the zone mapper changes the detected screen and leaves the rest alone")
    func replaceable() {
        var mappers = MapperSet()
        mappers.deliveryZone = FlatFee()
        let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en"), mappers: mappers)
        guard case .detected(let detected) = screens.deliveryCity(deliveryState("detected"), now: friday).content else {
            Issue.record("expected detected")
            return
        }
        #expect(detected.zone.fee.text == "Flat fee")
        #expect(detected.title.text == "We deliver to Moscow")
    }

    @Test(
        "every delivery screen in every shipped locale has all its words",
        arguments: ["en", "en-GB", "de", "fr", "ru", "ar", "ja"])
    func noMissingKeys(locale: String) throws {
        let screens = ScreenMapper(
            strings: Localizer(catalog: .shipped, locale: locale, missingKeyPolicy: .marker))
        for scenario in try DeliveryCityScenarios.samples() {
            let text = json(screens.deliveryCity(deliveryState(scenario.name), now: friday))
            #expect(!text.contains("⟦"), "\(locale) \(scenario.name)")
        }
    }
}
