import StoreDomain
import StorePresentation
import StoreReview
import Testing

/// One snapshot: a screen, its subject, and a width.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    let screen: ScreenKind
    let subject: String
    let width: Int
    var name: String { "\(screen.rawValue)--\(subject)--w\(width)" }
    var testDescription: String { name }
}

/// The review matrix approves every screen at 44 columns, in every locale and theme
/// (`Review/`); these snapshots hold what it does not: the narrow and wide layouts, and screens
/// the matrix has no case for.
@Suite("Snapshots of every screen in every state, at 32 and 80 columns")
struct SnapshotTests {
    static let widths = [32, 80]
    static let mapScenarios = ["results", "map-search-area", "map-searching", "map-selected", "map-toast"]
    static let cases: [SnapshotCase] = widths.flatMap { width -> [SnapshotCase] in
        let delivery: [SnapshotCase] = deliveryCityScenarioNames.map {
            SnapshotCase(screen: .deliveryCity, subject: $0, width: width)
        }
        return scenarioNames.map { SnapshotCase(screen: .list, subject: $0, width: width) }
            + mapScenarios.map { SnapshotCase(screen: .map, subject: $0, width: width) }
            + ReviewMatrix.stores.map { SnapshotCase(screen: .details, subject: $0, width: width) }
            + ["ldn-regent", "ldn-soho"].map { SnapshotCase(screen: .openingTimes, subject: $0, width: width) }
            + specialsScenarioNames.map { SnapshotCase(screen: .specials, subject: $0, width: width) }
            + delivery
            + bookingSearchScenarioNames.map { SnapshotCase(screen: .bookingSearch, subject: $0, width: width) }
    }

    @Test("the screen matches its snapshot", arguments: cases)
    func snapshot(_ snapshot: SnapshotCase) {
        let isStore = snapshot.screen == .details || snapshot.screen == .openingTimes
        let text = render(
            snapshot.screen, scenario: isStore ? nil : snapshot.subject, store: isStore ? snapshot.subject : nil,
            width: snapshot.width)
        #expect(widest(text) <= snapshot.width)
        assertSnapshot(text, named: snapshot.name)
    }

    @Test("Store Details in Christmas week shows the special days", arguments: [44])
    func christmas(width: Int) {
        assertSnapshot(
            render(.details, store: "ldn-regent", width: width, now: instant("2026-12-22T10:00:00Z")),
            named: "details--ldn-regent-christmas--w\(width)")
    }

    /// Stores abroad, each written as its country writes addresses.
    static let worldStores: [Store] = [
        (
            "nyc-fifth", "Fifth Avenue",
            Address(lines: ["767 Fifth Avenue"], city: "New York", region: "NY", postcode: "10153", country: "US"),
            "America/New_York"
        ),
        (
            "tyo-marunouchi", "丸の内",
            Address(lines: ["千代田区丸の内2-7-2"], region: "東京都", postcode: "100-7090", country: "JP"), "Asia/Tokyo"
        ),
        (
            "tyo-ginza", "Ginza",
            Address(lines: ["4-6-16 Ginza", "Chuo-ku"], region: "Tokyo", postcode: "104-0061", country: "JP"),
            "Asia/Tokyo"
        ),
        (
            "ber-mitte", "Berlin Mitte",
            Address(lines: ["Unter den Linden 26"], city: "Berlin", postcode: "10117", country: "DE"), "Europe/Berlin"
        ),
    ].map { id, name, address, zone in
        let day = (try? DayHours.open([OpeningInterval(parsing: "10:00-20:00")])) ?? .closed
        let week = Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, day) })
        return Store(
            id: id, name: name, address: address,
            openingHours: (try? OpeningHours(timeZone: zone, week: week)) ?? OpeningHours(timeZone: .gmt, week: week))
    }

    @Test(
        "Store Details writes each address as its country does, naming the country abroad",
        arguments: [
            ("nyc-fifth", "en-US"), ("nyc-fifth", "en-GB"), ("tyo-marunouchi", "ja"), ("tyo-ginza", "en"),
            ("ber-mitte", "de"),
        ])
    func addresses(store: String, locale: String) {
        let text = render(.details, store: store, locale: locale, width: 44, stores: Self.worldStores)
        assertSnapshot(text, named: "details--address-\(store)--\(locale)")
    }

    @Test("--show-keys names the key and locale of every string")
    func showKeys() {
        assertSnapshot(
            render(.list, scenario: "next-page-failed", locale: "de-AT", width: 44, showKeys: true),
            named: "list--next-page-failed--keys-de-AT")
    }
}
