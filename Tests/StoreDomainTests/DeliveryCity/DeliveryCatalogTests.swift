import Foundation
import StoreDomain
import Testing

extension DeliveryCity {
    static let spb = DeliveryCity(
        id: "saint-petersburg", names: ["en": "Saint Petersburg", "ru": "Санкт-Петербург", "fr": "Saint-Pétersbourg"],
        aliases: ["St. Petersburg", "Sankt-Peterburg", "Питер"], centre: point(59.9386, 30.3141))
    static let moscow = DeliveryCity(
        id: "moscow", names: ["en": "Moscow", "ru": "Москва"], aliases: ["Moskva"], centre: point(55.7558, 37.6173))
    static let london = DeliveryCity(
        id: "london", names: ["en": "London", "ru": "Лондон"], centre: point(51.5074, -0.1278))
}

@Suite("Active cities: matching geocoded names, search, and a catalog that fits together")
struct DeliveryCatalogTests {
    static let catalog = (try? DeliveryCatalog(cities: [.moscow, .spb, .london], zones: DeliveryZones([])))!

    /// (a name a geocoder or a user may give, the city it is)
    @Test(
        "names match ignoring case, diacritics, punctuation and script variants the city lists",
        arguments: [
            ("Санкт-Петербург", "saint-petersburg"), ("Saint Petersburg", "saint-petersburg"),
            ("St. Petersburg", "saint-petersburg"),
            ("Sankt-Peterburg", "saint-petersburg"), ("ST PETERSBURG", "saint-petersburg"),
            ("saint-petersbourg", "saint-petersburg"),
            ("САНКТ ПЕТЕРБУРГ", "saint-petersburg"), ("питер", "saint-petersburg"), ("moscow", "moscow"),
            ("Moskva", "moscow"),
            ("МОСКВА", "moscow"), ("London", "london"),
        ])
    func matches(_ name: String, city: String) {
        let geocoded = GeocodedCity(
            name: name, shortName: name, rule: .locality, matchedType: "locality", resultIndex: 0)
        #expect(Self.catalog.city(matching: geocoded)?.id == city)
    }

    @Test("a city that is not active matches nothing")
    func notActive() {
        #expect(Self.catalog.city(named: "Казань") == nil)
        #expect(Self.catalog.city(named: "Petersburg") == nil, "a part of a name is not the name")
    }

    @Test("search keeps the cities one of whose names contains the folded query")
    func search() {
        #expect(Self.catalog.cities(matching: "петер").map(\.id) == ["saint-petersburg"])
        #expect(Self.catalog.cities(matching: "  ").count == 3)
        #expect(Self.catalog.cities(matching: "on").map(\.id) == ["london"])
        #expect(Self.catalog.cities(matching: "zzz").isEmpty)
    }

    @Test("a city's name is the first the chain has, else English")
    func names() {
        #expect(DeliveryCity.spb.name(along: ["ru", "en"]) == "Санкт-Петербург")
        #expect(DeliveryCity.spb.name(along: ["ru-RU", "ru", "en"]) == "Санкт-Петербург")
        #expect(DeliveryCity.spb.name(along: ["fr-CA", "fr", "en"]) == "Saint-Pétersbourg")
        #expect(DeliveryCity.spb.name(along: ["ja"]) == "Saint Petersburg")
    }

    @Test("a catalog refuses a duplicate id, a name two cities share, and a zone of no listed city")
    func problems() {
        #expect(throws: DeliveryCatalog.Problem.duplicateCity(id: "moscow", first: 0, second: 1)) {
            try DeliveryCatalog(cities: [.moscow, .moscow], zones: DeliveryZones([]))
        }
        let impostor = DeliveryCity(
            id: "moscow-oblast", names: ["en": "Moscow Oblast"], aliases: ["Moskva"], centre: point(55, 37))
        #expect(throws: DeliveryCatalog.Problem.ambiguousName("Moskva", city: 1, otherCity: 0)) {
            try DeliveryCatalog(cities: [.moscow, impostor], zones: DeliveryZones([]))
        }
        #expect(throws: DeliveryCatalog.Problem.unknownCity("kazan", zone: 0)) {
            try DeliveryCatalog(
                cities: [.moscow],
                zones: DeliveryZones([zone("k", city: "kazan", ZonePolygon(exterior: rectangle(0, 0, 1, 1)))]))
        }
    }
}
