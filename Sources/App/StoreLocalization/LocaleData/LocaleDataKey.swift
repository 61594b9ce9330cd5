#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// How ``LocaleData`` files a locale: the key it looks up, and where it looks next.
///
/// NB: Scripts/locale-data compiles this file into the generator too, so the table is keyed
/// and thinned with exactly the rules that read it.
package enum LocaleDataKey {
    /// Language, then the script only where it is not the language's usual one (`sr_Latn`,
    /// but `de` rather than `de_Latn`), then the region: `de_AT`, `sr_Latn_BA`, `zh_TW`.
    package static func of(_ locale: Locale) -> String {
        guard let language = locale.language.languageCode?.identifier, !language.isEmpty else { return "root" }
        var parts = [language]
        if let script = locale.language.script?.identifier, script != usualScript(of: language) {
            parts.append(script)
        }
        if let region = locale.region?.identifier { parts.append(region) }
        return parts.joined(separator: "_")
    }

    /// The keys to look in after `key`, nearest first: the key without its last part, down
    /// to the language (`sr_Latn_BA` → `sr_Latn` → `sr`).
    package static func fallbacks(of key: String) -> [String] {
        var result: [String] = []
        var current = Substring(key)
        while let underscore = current.lastIndex(of: "_") {
            current = current[..<underscore]
            result.append(String(current))
        }
        return result
    }

    private static func usualScript(of language: String) -> String? {
        let maximal = Locale.Language(identifier: language).maximalIdentifier
        return maximal.split(separator: "-").dropFirst().first.map(String.init)
    }
}
