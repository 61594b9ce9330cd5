/// Locale identifiers as StoreFinder's tables name them: BCP 47 language tags such as `en-GB`.
///
/// Apple platforms and POSIX spell the same locale other ways: `Locale.current.identifier`
/// gives `en_GB`, and `LANG` gives `en_GB.UTF-8`. Each of them means `en-GB` here, so the
/// strings and the clock agree on which locale they serve.
///
/// ```swift
/// LocaleTag.canonical("en_GB")          // "en-GB"
/// LocaleTag.canonical("zh_hant_tw")     // "zh-Hant-TW"
/// LocaleTag.canonical("de_DE@euro")     // "de-DE"
/// LocaleTag.canonical("x y")            // nil
/// ```
public enum LocaleTag {
    /// `text` as a canonical tag, or `nil` when it is not one. Underscores become hyphens; a
    /// POSIX codeset or modifier (`.UTF-8`, `@euro`) is dropped; the language is lower case,
    /// a script title case (`Hant`) and a region upper case (`GB`) or three digits (`419`).
    public static func canonical(_ text: String) -> String? {
        let tag = text.prefix { $0 != "." && $0 != "@" }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = subtags.first, isLanguage(language) else { return nil }
        var result = [language.lowercased()]
        for (index, subtag) in subtags.dropFirst().enumerated() {
            guard (1...8).contains(subtag.utf8.count), subtag.utf8.allSatisfy(isAlphanumeric) else { return nil }
            let letters = subtag.utf8.allSatisfy(isLetter)
            if index == 0, subtag.utf8.count == 4, letters {
                result.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else if index <= 1,
                (subtag.utf8.count == 2 && letters) || (subtag.utf8.count == 3 && subtag.utf8.allSatisfy(isDigit))
            {
                result.append(subtag.uppercased())
            } else {
                result.append(subtag.lowercased())
            }
        }
        return result.joined(separator: "-")
    }

    /// A language subtag: two or three letters, or five to eight for the few registered so.
    private static func isLanguage(_ subtag: Substring) -> Bool {
        let count = subtag.utf8.count
        return (2...3).contains(count) || (5...8).contains(count) ? subtag.utf8.allSatisfy(isLetter) : false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }
}
