import Foundation
import Testing
@testable import StorePresentation

/// The generated table against ICU itself: `DateFormatter`'s `jmm` pattern is what
/// ``ClockPatterns`` replaces, and the test target may load the Foundation the product avoids.
@Suite("Clock patterns come from a table of ICU's jmm patterns")
struct ClockPatternTests {
    @Test("shipped and common locales get ICU's pattern", arguments: [
        "en", "en_US", "en_GB", "en_AU", "en_IN", "de", "de_DE", "de_AT", "de_CH", "fr", "fr_FR", "fr_CA", "es", "es_ES", "es_MX",
        "ar", "ar_EG", "ar_SA", "ru", "ru_RU", "ja", "ja_JP", "ko_KR", "zh_Hans_CN", "zh_Hant_TW", "pt_BR", "pt_PT",
        "it_IT", "nl_NL", "sv_SE", "da_DK", "fi_FI", "nb_NO", "pl_PL", "tr_TR", "he_IL", "hi_IN", "th_TH", "sr_Latn_RS", "sr_Cyrl_RS",
    ])
    func matchesICU(identifier: String) {
        let locale = Locale(identifier: identifier)
        #expect(ClockPatterns.pattern(for: locale) == DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale))
    }

    @Test("every locale ICU knows gets its pattern (a stale table fails here: run Scripts/generate-time-patterns.sh)")
    func everyLocale() {
        let identifiers = Locale.availableIdentifiers.sorted()
        let differing = identifiers.filter { identifier in
            let locale = Locale(identifier: identifier)
            return ClockPatterns.pattern(for: locale) != DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale)
        }
        #expect(identifiers.count > 500)
        #expect(differing == [])
    }

    @Test("a locale that forces an hour cycle gets that cycle's pattern", arguments: [
        ("en_US@hours=h23", "HH:mm"), ("de_DE@hours=h12", "h:mm\u{202F}a"), ("en_US", "h:mm\u{202F}a"), ("de_DE", "HH:mm"),
    ])
    func forcedCycle(identifier: String, expected: String) {
        #expect(ClockPatterns.pattern(for: Locale(identifier: identifier)) == expected)
    }

    @Test("keys drop the usual script, and fall back a part at a time", arguments: [
        ("de_DE", "de_DE", ["de"]), ("sr_Latn_BA", "sr_Latn_BA", ["sr_Latn", "sr"]), ("zh_Hans_CN", "zh_CN", ["zh"]),
        ("zh_Hant_TW", "zh_Hant_TW", ["zh_Hant", "zh"]), ("en", "en", []),
    ])
    func keys(identifier: String, key: String, fallbacks: [String]) {
        #expect(ClockPatternKey.of(Locale(identifier: identifier)) == key)
        #expect(ClockPatternKey.fallbacks(of: key) == fallbacks)
    }
}
