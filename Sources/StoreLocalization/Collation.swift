#if canImport(FoundationEssentials) && canImport(_FoundationICU)
import FoundationEssentials
import _FoundationICU
#else
import Foundation
#endif

/// Sorting by a locale's collation: the order a reader of the locale expects a list in, from
/// CLDR's collation data through ICU. In `ru`, Cyrillic sorts before Latin and `ё` with `е`;
/// in `sv`, `å` and `ä` come after `z`.
///
/// ```swift
/// let names = Collation.sorted(["Москва", "London", "Лондон"], locale: "ru")   // Лондон, Москва, London
/// ```
///
/// On Linux this is the ICU that Foundation itself uses (`_FoundationICU`); on Apple
/// platforms it is Foundation's locale-aware `compare`.
public enum Collation {
    /// `items` sorted by `key` in the collation of `locale` (a BCP 47 tag); items whose keys
    /// collate equal keep their order.
    public static func sorted<Item>(_ items: [Item], locale: String, by key: (Item) -> String) -> [Item] {
        let keys = items.map(key)
        return withComparison(locale: locale) { compare in
            Array(items.indices).sorted { left, right in
                let result = compare(keys[left], keys[right])
                return result == 0 ? left < right : result < 0
            }
        }.map { items[$0] }
    }

    /// `strings` sorted in the collation of `locale`.
    public static func sorted(_ strings: [String], locale: String) -> [String] {
        sorted(strings, locale: locale) { $0 }
    }

    #if canImport(FoundationEssentials) && canImport(_FoundationICU)
    /// Calls `body` with a comparison in the collation of `locale`: negative, zero or positive
    /// as its first string sorts before, with or after its second. One collator serves the call.
    static func withComparison<Result>(locale: String, _ body: ((String, String) -> Int) -> Result) -> Result {
        var status = U_ZERO_ERROR
        let collator = swift_ucol_open(String(locale.map { $0 == "-" ? "_" : $0 }), &status)
        guard let collator, status.rawValue <= 0 else {
            // NB: ICU falls back to the root collation for a locale it does not know; this is
            // only a failure to load its data at all, where code point order is the best left.
            return body { left, right in left < right ? -1 : (left == right ? 0 : 1) }
        }
        defer { swift_ucol_close(collator) }
        return body { left, right in
            let a = Array(left.utf16), b = Array(right.utf16)
            return Int(swift_ucol_strcoll(collator, a, Int32(a.count), b, Int32(b.count)).rawValue)
        }
    }
    #else
    /// Calls `body` with a comparison in the collation of `locale`: negative, zero or positive
    /// as its first string sorts before, with or after its second.
    static func withComparison<Result>(locale: String, _ body: ((String, String) -> Int) -> Result) -> Result {
        let foundationLocale = Locale(identifier: locale)
        return body { left, right in
            switch left.compare(right, options: [], range: nil, locale: foundationLocale) {
            case .orderedAscending: return -1
            case .orderedSame: return 0
            case .orderedDescending: return 1
            }
        }
    }
    #endif
}
