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
        order(of: items.map(key), locale: locale).map { items[$0] }
    }

    /// `strings` sorted in the collation of `locale`.
    public static func sorted(_ strings: [String], locale: String) -> [String] {
        sorted(strings, locale: locale) { $0 }
    }

    #if canImport(FoundationEssentials) && canImport(_FoundationICU)
    /// The indices of `keys` in collation order, ties in their own order. Each key is turned
    /// into UTF-16 once, and one collator serves the sort.
    static func order(of keys: [String], locale: String) -> [Int] {
        var status = U_ZERO_ERROR
        let collator = swift_ucol_open(String(locale.map { $0 == "-" ? "_" : $0 }), &status)
        guard let collator, status.rawValue <= 0 else {
            // NB: ICU falls back to the root collation for a locale it does not know; this is
            // only a failure to load its data at all, where code point order is the best left.
            return keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        }
        defer { swift_ucol_close(collator) }
        let units = keys.map { Array($0.utf16) }
        return keys.indices.sorted { left, right in
            let result = swift_ucol_strcoll(
                collator, units[left], Int32(units[left].count), units[right], Int32(units[right].count)
            ).rawValue
            return result == 0 ? left < right : result < 0
        }
    }
    #else
    /// The indices of `keys` in collation order, ties in their own order.
    static func order(of keys: [String], locale: String) -> [Int] {
        let foundationLocale = Locale(identifier: locale)
        return keys.indices.sorted { left, right in
            switch keys[left].compare(keys[right], options: [], range: nil, locale: foundationLocale) {
            case .orderedAscending: return true
            case .orderedSame: return left < right
            case .orderedDescending: return false
            }
        }
    }
    #endif
}
