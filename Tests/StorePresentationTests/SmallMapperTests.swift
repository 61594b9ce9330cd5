import Foundation
import StoreDomain
import StoreTestSupport
import Testing

@testable import StorePresentation

@Suite("The small mappers, on the sample data, in several locales")
struct SmallMapperTests {
    @Test(
        "stock: text, quantity and colour per status",
        arguments: [
            ("en", StoreAvailability(storeID: "a", quantity: 14), "In stock", nil as String?, "stock.inStock"),
            ("en", StoreAvailability(storeID: "a", quantity: 2), "Low in stock", "Only 2 left", "stock.lowStock"),
            ("en", StoreAvailability(storeID: "a", quantity: 0), "Out of stock", nil, "stock.outOfStock"),
            ("en", StoreAvailability(storeID: "a"), "Stock unknown", nil, "stock.unknown"),
            (
                "ru", StoreAvailability(storeID: "a", quantity: 1), "Осталось мало", "Остался всего 1 товар",
                "stock.lowStock"
            ),
            (
                "ru", StoreAvailability(storeID: "a", quantity: 2), "Осталось мало", "Осталось всего 2 товара",
                "stock.lowStock"
            ),
            (
                "ru", StoreAvailability(storeID: "a", quantity: 5, lowStockThreshold: 5), "Осталось мало",
                "Осталось всего 5 товаров", "stock.lowStock"
            ),
            ("ar", StoreAvailability(storeID: "a", quantity: 2), "الكمية محدودة", "تبقّت قطعتان فقط", "stock.lowStock"),
            ("de", StoreAvailability(storeID: "a", status: .outOfStock), "Ausverkauft", nil, "stock.outOfStock"),
            // Not "Nur noch wenige · Nur noch 1 Stück": the two halves of the line do not repeat each other.
            (
                "de", StoreAvailability(storeID: "a", quantity: 1), "Geringer Bestand", "Nur noch 1 Stück",
                "stock.lowStock"
            ),
        ])
    func stock(locale: String, availability: StoreAvailability, text: String, quantity: String?, style: String) {
        let stock = DefaultStoreStockViewDataMapper().map(availability, context: SampleFixtures.context(locale))
        #expect(stock.text.text == text)
        #expect(stock.quantityText?.text == quantity)
        #expect(stock.style.path == style)
    }

    @Test(
        "distance: metric, US feet and miles, UK yards and miles, with the locale's digits",
        arguments: [
            ("en-GB", 120.0, "130 yd"), ("en-GB", 640.0, "0.4 mi"), ("en", 120.0, "390 ft"), ("en", 25_000.0, "16 mi"),
            ("de", 350.0, "350 m"), ("de", 1234.0, "1,2 km"), ("fr", 12_600.0, "13 km"), ("ru", 1500.0, "1,5 км"),
            ("ar", 1500.0, "\u{2068}١٫٥\u{2069} كم"), ("ja", 80.0, "80 m"),
        ])
    func distance(locale: String, metres: Double, expected: String) {
        #expect(
            DefaultStoreDistanceViewDataMapper().map(metres: metres, context: SampleFixtures.context(locale)).text
                == expected)
    }

    @Test("listing: name, distance · status, stock, selection and an accessibility label")
    func listing() {
        let store = sampleStore("ldn-covent")
        let row = DefaultStoreListingViewDataMapper().map(
            store, availability: sampleAvailability[store.id], isSelected: true, isActiveInStore: false,
            context: SampleFixtures.context())
        #expect(row.title.text == "Covent Garden")
        #expect(row.title.style == .selectedRow)
        #expect(row.subtitle.text == "0.4 mi · Open · closes 8:00\u{202F}PM")
        #expect(row.stock?.text.text == "Low in stock")
        #expect(
            row.accessibilityLabel
                == "Covent Garden. 0.4 miles, Open, closes at 8:00\u{202F}PM, Low in stock, Only 2 left")
        let noLocation = DefaultStoreListingViewDataMapper().map(
            store, availability: nil, isSelected: false, isActiveInStore: false,
            context: SampleFixtures.context(location: nil))
        #expect(noLocation.subtitle.text == "Open · closes 8:00\u{202F}PM")
        #expect(noLocation.stock == nil)
    }

    @Test("listing JSON: the stock under `stock`, as the stock encodes itself; no key without one")
    func listingJSON() throws {
        let store = sampleStore("ldn-covent")
        let row = DefaultStoreListingViewDataMapper().map(
            store, availability: sampleAvailability[store.id], isSelected: false, isActiveInStore: false,
            context: SampleFixtures.context())
        let stock = try #require(row.stock)
        #expect(json(row).contains("\"stock\":\(json(stock))"))
        var without = row
        without.stock = nil
        #expect(!json(without).contains("\"stock\""))
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(json(row).utf8)) as? [String: Any]).keys
        #expect(
            Set(keys) == [
                "id", "title", "subtitle", "distance", "status", "stock", "isSelected", "isActiveInStore",
                "accessibilityLabel", "customData", "reflow", "inputLabels",
            ])
    }

    @Test("annotation: kind style, selected style, nothing without coordinates")
    func annotation() throws {
        let mapper = DefaultStoreAnnotationViewDataMapper()
        #expect(
            mapper.map(sampleStore("ldn-regent"), isSelected: false, context: SampleFixtures.context())?.style
                == "flagship")
        #expect(
            mapper.map(sampleStore("ldn-regent"), isSelected: true, context: SampleFixtures.context())?.style
                == "selected")
        #expect(
            mapper.map(sampleStore("ldn-pickup-euston"), isSelected: false, context: SampleFixtures.context()) == nil)
        #expect(
            mapper.map(sampleStore("ldn-regent"), isSelected: false, context: SampleFixtures.context())?.customData[
                "floorCount"]
                == .number(4))
    }

    @Test(
        "time period: weekday key, 12/24-hour values, closed, 24 hours, today",
        arguments: [
            (
                "en", "ldn-kensington", Weekday.friday, "Friday",
                "9:00\u{202F}AM–1:00\u{202F}PM, 2:00\u{202F}PM–7:00\u{202F}PM"
            ),
            ("en-GB", "ldn-kensington", .friday, "Friday", "09:00–13:00, 14:00–19:00"),
            ("de", "ldn-covent", .sunday, "Sonntag", "11:00–17:00"),
            ("ru", "spb-sennaya", .sunday, "воскресенье", "Закрыто"),
            ("ja", "ldn-kingscross", .monday, "月曜日", "24時間営業"),
            ("ar", "ldn-soho", .friday, "الجمعة", "\u{2068}١٠:٠٠\u{A0}ص\u{2069}–\u{2068}٢:٠٠\u{A0}ص\u{2069}"),
        ])
    func timePeriod(locale: String, storeID: String, weekday: Weekday, key: String, value: String) throws {
        let store = sampleStore(storeID)
        let day = try #require(
            store.openingHours?.week(containing: friday, firstWeekday: .monday).first { $0.weekday == weekday })
        let row = DefaultStoreTimePeriodViewDataMapper().map(
            day, asSpecialDay: false, context: SampleFixtures.context(locale))
        #expect(row.key.text == key)
        #expect(row.value.text == value)
        #expect(row.isToday == (weekday == .friday))
    }

    /// Today's row is bold on screen; a screen reader cannot see bold, so its label says it.
    @Test(
        "today's row says today, in every locale; the other rows do not",
        arguments: [
            ("en", "Today, "), ("en-GB", "Today, "), ("de", "Heute, "), ("fr", "Aujourd’hui, "),
            ("ru", "Сегодня, "), ("ja", "今日、"), ("ar", "اليوم، "),
        ])
    func todaySaid(locale: String, word: String) throws {
        let store = sampleStore("ldn-regent")
        let week = try #require(store.openingHours?.week(containing: friday, firstWeekday: .monday))
        let mapper = DefaultStoreTimePeriodViewDataMapper()
        for day in week {
            let label = mapper.map(day, asSpecialDay: false, context: SampleFixtures.context(locale)).accessibilityLabel
            #expect(label.hasPrefix(word) == day.isToday, "\(locale) \(day.weekday): \(label)")
        }
    }

    @Test(
        "a special day row is keyed by its date, its label beside its hours",
        arguments: [(nil, "Closed"), ("Christmas Day", "Closed · Christmas Day")] as [(String?, String)])
    func specialDayRow(label: String?, value: String) throws {
        let special = SpecialDay(date: try LocalDate(parsing: "2026-12-25"), label: label, hours: .closed)
        for asSpecialDay in [true, false] {
            let row = DefaultStoreTimePeriodViewDataMapper().map(
                DaySchedule(date: special.date, hours: .closed, special: special, isToday: false),
                asSpecialDay: asSpecialDay, context: SampleFixtures.context("en-GB"))
            #expect(row.key.text == "Fri 25 Dec")
            #expect(row.key.spokenText == [label, "Friday 25 December"].compactMap { $0 }.joined(separator: ", "))
            #expect(row.value.text == value)
            #expect(row.isSpecial)
        }
    }

    @Test(
        "every error kind maps to its action",
        arguments: [
            (
                StoreFinderError.locationNotDetermined, ErrorAction.allowLocation, "Find stores near you",
                "Allow location"
            ),
            (.locationDenied, .openSettings, "Location access is off", "Open Settings"),
            (.locationRestricted, .focusSearch, "Location is restricted", "Search by town or postcode"),
            (.network, .retry, "You're offline", "Try again"),
            (.server(message: nil), .retry, "Something went wrong", "Try again"),
        ])
    func errors(error: StoreFinderError, action: ErrorAction, title: String, actionTitle: String) {
        let view = DefaultStoreFinderViewDataMapper().map(error, context: SampleFixtures.context())
        #expect(view.action == action)
        #expect(view.title.text == title)
        #expect(view.actionTitle.text == actionTitle)
        #expect(!view.message.text.isEmpty && !view.message.text.contains("⟦"))
    }

    @Test(
        "restricted location offers a search by place, not Settings, which cannot lift a device policy",
        arguments: ["en", "de", "fr", "ru", "ar", "ja", "en-GB"])
    func restrictedLocation(locale: String) {
        let view = DefaultStoreFinderViewDataMapper().map(
            .locationRestricted, context: SampleFixtures.context(locale))
        #expect(view.action == .focusSearch)
        let settings = DefaultStoreFinderViewDataMapper().map(
            .locationDenied, context: SampleFixtures.context(locale)
        )
        .actionTitle.text
        #expect(view.actionTitle.text != settings)
        #expect(!view.actionTitle.text.contains("⟦"))
    }

    @Test("Japanese calls a closed day 休業; 定休日 means a regular weekly closing, not Christmas")
    func japaneseClosed() throws {
        let store = sampleStore("ldn-regent")
        let screen = ScreenMapper(locale: "ja").openingTimes(store, now: instant("2026-12-22T10:00:00Z"))
        let christmas = try #require(screen.openingTimes.specialDays.first { $0.value.text.contains("Christmas Day") })
        #expect(christmas.value.text == "休業・Christmas Day")
    }

    @Test("a server error shows the server's own message, sanitized")
    func serverMessage() {
        let view = DefaultStoreFinderViewDataMapper().map(
            .server(message: "Down until 06:00\u{1B}[2J"), context: SampleFixtures.context())
        #expect(view.message.text == "Down until 06:00[2J")
        #expect(view.message.key == nil)
    }

    @Test(
        "store: address lines end with the locale's comma but the last, and are said without; phone and tel: only with a phone, directions only with coordinates"
    )
    func store() {
        let regent = DefaultStoreViewDataMapper().map(
            sampleStore("ldn-regent"), context: SampleFixtures.context("en-GB"))
        #expect(regent.addressLines.map(\.text) == ["214 Regent Street,", "London,", "W1B 5BD"])
        #expect(regent.addressLines.map(\.spokenText) == ["214 Regent Street", "London", "W1B 5BD"])
        #expect(regent.phoneText?.text == "Call +44 20 7946 0101")
        #expect(regent.phoneURL == "tel:+442079460101")
        #expect(regent.directionsURL == "https://maps.apple.com/?daddr=51.5136,-0.1401")
        let euston = DefaultStoreViewDataMapper().map(
            sampleStore("ldn-pickup-euston"), context: SampleFixtures.context())
        #expect(euston.phoneText == nil && euston.phoneURL == nil && euston.directionsURL == nil)
    }

    @Test(
        "product card: locale currency, original price only when discounted",
        arguments: [
            ("en-GB", "£89.00", "Was £120.00"), ("de", "89,00\u{A0}£", "Statt 120,00\u{A0}£"),
            ("ja", "£89.00", "通常価格 £120.00"),
        ])
    func productCard(locale: String, price: String, original: String) throws {
        let card = DefaultProductCardViewDataMapper().map(
            sampleProduct, stock: nil, context: SampleFixtures.context(locale))
        #expect(card.price.text == price)
        #expect(card.originalPrice?.text == original)
        var full = sampleProduct
        full.originalPrice = nil
        #expect(
            DefaultProductCardViewDataMapper().map(full, stock: nil, context: SampleFixtures.context(locale))
                .originalPrice == nil)
    }

    @Test(
        "prices show the currency's ISO 4217 decimal places, not CLDR's",
        arguments: [
            ("1200", "JPY", "JP¥1,200"), ("1.250", "KWD", "KWD\u{A0}1.250"), ("1000.250", "IQD", "IQD\u{A0}1,000.250"),
            ("12.5", "GBP", "£12.50"),
        ])
    func pricePlaces(amount: String, currency: String, expected: String) throws {
        let product = Product(id: "p", name: "P", price: try Money(amount: amount, currency: currency))
        #expect(
            DefaultProductCardViewDataMapper().map(product, stock: nil, context: SampleFixtures.context("en-GB")).price
                .text
                == expected)
    }

    @Test(
        "the clock formatter writes each locale's clock",
        arguments: [
            ("en_US", 21, 5, "9:05\u{202F}PM"), ("en_GB", 21, 5, "21:05"), ("ja_JP", 9, 0, "9:00"),
            ("ar_EG", 9, 30, "٩:٣٠\u{A0}ص"), ("de_DE", 0, 0, "00:00"),
        ])
    func clock(locale: String, hour: Int, minute: Int, expected: String) throws {
        #expect(
            ClockFormatter(locale: Locale(identifier: locale)).string(from: try LocalTime(hour: hour, minute: minute))
                == expected)
    }

    @Test(
        "the first weekday follows the locale",
        arguments: [("en", Weekday.sunday), ("en-GB", .monday), ("ar", .saturday), ("de", .monday)])
    func firstWeekday(locale: String, expected: Weekday) {
        #expect(SampleFixtures.context(locale).firstWeekday == expected)
    }
}
