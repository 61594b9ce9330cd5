import Foundation
import StoreDomain
import StoreLocalization
import StoreTestSupport
import Testing

@testable import StorePresentation

/// Every locale says it as a person would: codes as words, a country's own word for a shop,
/// weekdays and dates where no case ending is needed, and no ellipsis read aloud.
@Suite("Every locale says it as a person would")
struct LocaleWordingTests {
    static let locales = ["en", "en-GB", "de", "fr", "ru", "ja", "ar"]
    static let failures: [GeocodingFailure] = [
        .zeroResults, .overQueryLimit, .requestDenied, .timeout, .noCity, .other(status: "UNKNOWN_ERROR"),
    ]

    @Test(
        "a geocoder's failure is shown and said in the same words, never as its code",
        arguments: locales, failures)
    func geocoderInWords(locale: String, failure: GeocodingFailure) throws {
        let context = SampleFixtures.context(locale)
        let message = context.mappers.geocodingError.map(failure, context: context)
        let detail = try #require(message.detail)
        #expect(detail.text == detail.spokenText)
        #expect(!detail.text.contains(failure.status), "\(detail.text)")
        #expect(
            detail.spokenText.firstMatch(of: /[A-Z]{2,}_[A-Z]/) == nil, "a code is spelt out: \(detail.spokenText)")
        #expect(message.accessibilityLabel.contains(detail.spokenText))
    }

    @Test("every key en-GB inherits or writes that names a store says shop")
    func britishShops() throws {
        let english = try #require(StringCatalog.shipped.layers.first?.tables["en"])
        let british = Localizer(catalog: .shipped, locale: "en-GB")
        var naming: [String] = []
        for key in english.keys {
            guard let entry = english[key], entry.value.messages.contains(where: { Self.namesAStore($0.source) })
            else { continue }
            for form in Self.forms(of: key, in: british) where Self.namesAStore(form) {
                naming.append("\(key): \(form)")
            }
        }
        #expect(naming.isEmpty, "\(naming)")
    }

    /// "store" or "stores" as a word; "In-Store Mode" is what the feature is called.
    static func namesAStore(_ text: String) -> Bool {
        text.replacing("In-Store", with: "").firstMatch(of: /(?i)\bstores?\b/) != nil
    }

    /// A key's text in `localizer`, every plural form of it.
    static func forms(of key: String, in localizer: Localizer) -> [String] {
        [0, 1, 2, 5].map { localizer.string(key, ["count": .integer($0)]) }
    }

    @Test(
        "Russian words a weekday or a date so that no case ending is needed",
        arguments: [
            ("2026-11-20T22:00:00Z", "Закрыто · откроется: Сб, в 09:00", "Закрыто, откроется: суббота, в 09:00"),
            (
                "2026-11-22T12:00:00Z", "Сегодня закрыто · откроется: Пн, в 09:00",
                "Сегодня закрыто, откроется: понедельник, в 09:00"
            ),
        ])
    func russianWeekdays(at: String, shown: String, spoken: String) throws {
        var week = Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, DayHours.open24Hours) })
        for day in Weekday.allCases {
            week[day] = try .open([OpeningInterval(parsing: "09:00-21:00")])
        }
        week[.sunday] = .closed
        let store = Store(
            id: "s", name: "S", address: Address(lines: [], city: "X", country: "GB"),
            openingHours: OpeningHours(timeZone: TimeZone(identifier: "Europe/London")!, week: week))
        let now = instant(at)
        let context = SampleFixtures.context("ru", now: now)
        let status = context.mappers.openingStatus.map(store.status(at: now), of: store, context: context)
        #expect(status.text.text == shown)
        #expect(status.accessibilityLabel == spoken)
    }

    @Test("a closure in Russian names its first and last day without a preposition that declines them")
    func russianClosure() throws {
        let closure = try Closure(from: LocalDate(parsing: "2026-11-20"), until: LocalDate(parsing: "2026-11-21"))
        let spoken = DefaultAccessibilityLabelMapper().closure(closure, context: SampleFixtures.context("ru"))
        #expect(spoken == "Закрыто. Первый день: пятница, 20 ноября. Последний день: суббота, 21 ноября")
    }

    @Test("a progress label's ellipsis is shown and not said, in every locale", arguments: locales)
    func progressWithoutEllipsis(locale: String) {
        let context = SampleFixtures.context(locale)
        for key in [
            Strings.StoreFinder.loading, Strings.StoreFinder.Footer.loading, Strings.Specials.loading,
            Strings.Delivery.detecting,
        ] {
            let text = context.text(key, style: .text.secondary)
            #expect(text.text.hasSuffix("…"), "\(text.text)")
            #expect(!text.spokenText.contains("…") && !text.spokenText.hasSuffix(" "), "\(text.spokenText)")
        }
    }
}
