import Foundation
import StoreDomain
import StoreLocalization
import Testing

@testable import StorePresentation

/// The generated table against ICU itself: `DateFormatter`'s `jmm` pattern, the calendar's
/// symbols and first weekday, and a formatted number are what ``LocaleData`` replaces, and the
/// test target may load the Foundation the product avoids.
@Suite("Locale facts come from a table of ICU's own answers")
struct LocaleDataTests {
    @Test(
        "shipped and common locales get ICU's pattern",
        arguments: [
            "en", "en_US", "en_GB", "en_AU", "en_IN", "de", "de_DE", "de_AT", "de_CH", "fr", "fr_FR", "fr_CA", "es",
            "es_ES", "es_MX",
            "ar", "ar_EG", "ar_SA", "ru", "ru_RU", "ja", "ja_JP", "ko_KR", "zh_Hans_CN", "zh_Hant_TW", "pt_BR", "pt_PT",
            "it_IT", "nl_NL", "sv_SE", "da_DK", "fi_FI", "nb_NO", "pl_PL", "tr_TR", "he_IL", "hi_IN", "th_TH",
            "sr_Latn_RS", "sr_Cyrl_RS",
        ])
    func matchesICU(identifier: String) {
        let locale = Locale(identifier: identifier)
        #expect(
            ClockPatterns.pattern(for: locale)
                == DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale))
    }

    @Test("every locale ICU knows gets its pattern (a stale table fails here: run Scripts/generate-locale-data.sh)")
    func everyLocale() {
        let identifiers = Locale.availableIdentifiers.sorted()
        let differing = identifiers.filter { identifier in
            let locale = Locale(identifier: identifier)
            return ClockPatterns.pattern(for: locale)
                != DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale)
        }
        #expect(identifiers.count > 500)
        #expect(differing == [])
    }

    @Test(
        "a locale that forces an hour cycle gets that cycle's pattern",
        arguments: [
            ("en_US@hours=h23", "HH:mm"), ("de_DE@hours=h12", "h:mm\u{202F}a"), ("en_US", "h:mm\u{202F}a"),
            ("de_DE", "HH:mm"),
        ])
    func forcedCycle(identifier: String, expected: String) {
        #expect(ClockPatterns.pattern(for: Locale(identifier: identifier)) == expected)
    }

    @Test(
        "keys drop the usual script, and fall back a part at a time",
        arguments: [
            ("de_DE", "de_DE", ["de"]), ("sr_Latn_BA", "sr_Latn_BA", ["sr_Latn", "sr"]),
            ("zh_Hans_CN", "zh_CN", ["zh"]),
            ("zh_Hant_TW", "zh_Hant_TW", ["zh_Hant", "zh"]), ("en", "en", []),
        ])
    func keys(identifier: String, key: String, fallbacks: [String]) {
        #expect(LocaleDataKey.of(Locale(identifier: identifier)) == key)
        #expect(LocaleDataKey.fallbacks(of: key) == fallbacks)
    }

    @Test("every locale ICU knows gets ICU's AM and PM, digits, decimal separator, first weekday and weekday names")
    func everyLocaleFacts() {
        var differing: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            let clock = LocaleData.clock(of: locale), numbers = LocaleData.numbers(of: locale),
                names = LocaleData.weekdayNames(of: locale)
            let measured = LocaleDigits.measure(locale)
            if clock.am != calendar.amSymbol || clock.pm != calendar.pmSymbol {
                differing.append("\(identifier): AM/PM")
            }
            if LocaleData.firstWeekday(of: locale) != calendar.firstWeekday {
                differing.append("\(identifier): first weekday")
            }
            if numbers.digits.map(String.init) != measured.digits
                || (numbers.decimalSeparator.isEmpty ? nil : numbers.decimalSeparator) != measured.decimalSeparator
            {
                differing.append("\(identifier): digits")
            }
            if names.full != calendar.standaloneWeekdaySymbols || names.short != calendar.shortStandaloneWeekdaySymbols
            {
                differing.append("\(identifier): weekday names")
            }
        }
        #expect(differing == [])
    }

    @Test(
        "a locale's own override wins over the table",
        arguments: [
            // (identifier, digits, first weekday): Arabic-Indic digits unless the locale asks for Latin ones; Monday unless it asks for Sunday.
            ("ar_EG", "٠١٢٣٤٥٦٧٨٩", Weekday.saturday), ("ar_EG@numbers=latn", "0123456789", .saturday),
            ("en_GB", "0123456789", .monday), ("en_GB@fw=sun", "0123456789", .sunday), ("en_US", "0123456789", .sunday),
        ])
    func overrides(identifier: String, digits: String, firstWeekday: Weekday) {
        let locale = Locale(identifier: identifier)
        #expect(LocaleDigits.of(locale).joined() == digits)
        #expect(LocaleFacts.of(locale).firstWeekday == firstWeekday)
    }

    /// What the app asks ICU for a price, which ``NumberText`` replaces.
    private func icuMoney(_ amount: String, _ code: String, _ locale: Locale) -> String {
        let units = Currency.minorUnits(of: code) ?? 2
        return Decimal(string: amount)!.formatted(
            .currency(code: code).precision(.fractionLength(units)).locale(locale))
    }

    @Test("every locale ICU knows writes money as ICU does, from the table where it can")
    func everyLocaleMoney() {
        var differing: [String] = [], unmatched: Set<String> = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            let own = locale.currency?.identifier
            for code in ["GBP", "EUR", "USD", "JPY", "CHF", "INR", "KWD"] + (own.map { [$0] } ?? []) {
                guard let units = Currency.minorUnits(of: code) else { continue }
                // Whole and fraction digits, the fraction cut or padded to the currency's.
                for (whole, fraction) in [("1234567", "891"), ("12345", ""), ("5", "5"), ("0", "")] {
                    let decimals = String((fraction + String(repeating: "0", count: units)).prefix(units))
                    let exact = decimals.isEmpty ? whole : whole + "." + decimals
                    guard
                        let ours = NumberText.format(
                            minorUnits: Int(whole + decimals)!, fractionDigits: units, code: code, locale: locale)
                    else {
                        unmatched.insert(LocaleDataKey.of(locale))
                        continue
                    }
                    let theirs = icuMoney(exact, code, locale)
                    if ours != theirs { differing.append("\(identifier) \(code) \(exact): \(ours) ≠ \(theirs)") }
                }
            }
        }
        #expect(differing == [])
        // The few the generator could not match (en_150 and its like) are ICU's to format.
        #expect(unmatched.count <= 20, "unmatched: \(unmatched.sorted())")
    }

    @Test(
        "the shipped locales write money from the table, as ICU would",
        arguments: [
            ("en", "GBP", "1234.5", "£1,234.50"), ("en_GB", "USD", "5", "US$5.00"),
            ("en_US", "CHF", "5", "CHF\u{A0}5.00"),
            ("fr", "EUR", "1234.5", "1\u{202F}234,50\u{A0}€"), ("fr", "GBP", "2", "2,00\u{A0}£GB"),
            ("de", "EUR", "1234.5", "1.234,50\u{A0}€"), ("ru", "RUB", "1234", "1\u{A0}234,00\u{A0}₽"),
            ("ja", "JPY", "1500", "¥1,500"), ("ar-Arab-EG", "EGP", "12.5", "\u{200F}١٢٫٥٠\u{A0}ج.م.\u{200F}"),
            ("en_IN", "INR", "1234567", "₹12,34,567.00"), ("es", "EUR", "1234", "1234,00\u{A0}€"),
            ("es", "EUR", "12345", "12.345,00\u{A0}€"), ("de_CH", "CHF", "1234.5", "CHF\u{A0}1’234.50"),
            ("en", "KWD", "1.25", "KWD\u{A0}1.250"),
        ])
    func shippedLocales(identifier: String, code: String, amount: String, expected: String) throws {
        let locale = Locale(identifier: identifier)
        let money = try Money(amount: amount, currency: code)
        let minorUnits = try #require(money.minorUnitAmount)
        #expect(
            NumberText.format(minorUnits: minorUnits, fractionDigits: money.minorUnits, code: code, locale: locale)
                == expected)
        #expect(icuMoney(amount, code, locale) == expected)
    }

    // An amount with more decimals than its currency never reaches the table: `Money`
    // refuses it (InputDecodingTests), and the table takes whole minor units.
    @Test(
        "ICU answers what the table does not cover",
        arguments: [
            ("en", -500), ("en_US@numbers=arab", 500), ("en-US-u-cf-account", 500), ("en_US_POSIX", 500),
        ])
    func leftToICU(identifier: String, minorUnits: Int) {
        #expect(
            NumberText.format(
                minorUnits: minorUnits, fractionDigits: 2, code: "USD", locale: Locale(identifier: identifier))
                == nil)
    }

    @Test("every locale ICU knows writes a percentage as ICU does, from the table")
    func everyLocalePercent() {
        var differing: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            for value in [0, 7, 25, 100, 1234, 12345, 1_234_567] {
                let theirs = value.formatted(.percent.locale(locale))
                guard let ours = NumberText.format(percent: value, locale: locale) else {
                    // Only a locale with a variant is left to ICU: every other one is in the table.
                    if locale.variant == nil { differing.append("\(identifier) \(value): left to ICU") }
                    continue
                }
                if ours != theirs { differing.append("\(identifier) \(value): \(ours) ≠ \(theirs)") }
            }
        }
        #expect(differing == [])
    }

    @Test(
        "percentages carry the locale's own sign and spacing",
        arguments: [
            ("en", 25, "25%"), ("fr", 25, "25\u{A0}%"), ("de", 1234, "1.234\u{A0}%"), ("tr", 25, "%25"),
            ("ar-Arab-EG", 25, "٢٥٪\u{61C}"), ("es", 1234, "1234\u{A0}%"),
        ])
    func percentages(identifier: String, value: Int, expected: String) {
        let locale = Locale(identifier: identifier)
        #expect(NumberText.format(percent: value, locale: locale) == expected)
        #expect(value.formatted(.percent.locale(locale)) == expected)
    }

    @Test("ICU answers a negative percentage and a locale with extensions")
    func percentLeftToICU() {
        #expect(NumberText.format(percent: -5, locale: Locale(identifier: "en")) == nil)
        #expect(NumberText.format(percent: 5, locale: Locale(identifier: "ar_EG@numbers=latn")) == nil)
    }
}
