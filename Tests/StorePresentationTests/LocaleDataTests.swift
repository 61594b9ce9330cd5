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
}
