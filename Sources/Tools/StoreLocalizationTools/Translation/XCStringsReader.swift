import StoreIO
import StoreLocalization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a String Catalog (`.xcstrings`) as the units of each locale other than its source
/// language, each at its JSON path, so an import reads it as it reads XLIFF.
///
/// A plural's forms map back to the table's: a category is itself, except where the exporter
/// wrote an exact form as a category (`=0` as `zero` in a language without `zero`, `=1` as the
/// `one` that holds only 1), which becomes that exact form again.
public struct XCStringsReader: Sendable {
    /// The tables, for the exact forms each locale has.
    public var catalog: StringCatalog

    public init(catalog: StringCatalog) {
        self.catalog = catalog
    }

    /// The files of the catalog, one per locale other than the source language, in locale order.
    public func read(_ data: Data, file: String) throws -> [ImportedFile] {
        let document: XCStringsDocument
        do {
            document = try JSONDecoder().decode(XCStringsDocument.self, from: data)
        } catch let error as DecodingError {
            let (path, message) = JSONPathText.describe(error)
            throw TranslationFileError(file: file, path: path, message: message)
        }
        var byLocale: [String: [ImportedUnit]] = [:]
        for key in document.strings.keys.sorted() {
            guard let localizations = document.strings[key]?.localizations else { continue }
            for (locale, localization) in localizations where locale != document.sourceLanguage {
                let at = JSONPathText.path(["strings", key, "localizations", locale])
                if let unit = localization.stringUnit {
                    byLocale[locale, default: []].append(
                        ImportedUnit(
                            id: key, text: unit.value, state: Self.xliffState(unit.state),
                            place: at + ".stringUnit.value"))
                }
                for (name, variation) in localization.variations?.plural ?? [:] {
                    let place = at + ".variations.plural.\(name).stringUnit.value"
                    guard let category = PluralCategory(rawValue: name) else {
                        byLocale[locale, default: []].append(
                            ImportedUnit(
                                id: key, text: variation.stringUnit.value, state: variation.stringUnit.state,
                                place: place,
                                problem: "\(name) is not a plural form; expected zero, one, two, few, many or other"))
                        continue
                    }
                    let form = tableForm(category, key: key, locale: locale)
                    byLocale[locale, default: []].append(
                        ImportedUnit(
                            id: TranslationUnit.id(key: key, form: form), text: variation.stringUnit.value,
                            state: Self.xliffState(variation.stringUnit.state),
                            place: place))
                }
            }
        }
        return byLocale.keys.sorted().map { ImportedFile(file: file, locale: $0, units: byLocale[$0] ?? []) }
    }

    /// A String Catalog's state as XLIFF names it: `needs_review` is `needs-review-translation`.
    static func xliffState(_ state: String?) -> String? {
        switch state {
        case XCStringsDocument.StringUnit.needsReview?: return TranslationState.needsReview.rawValue
        case "new"?: return TranslationState.new.rawValue
        default: return state
        }
    }

    /// The table's form for a catalog's category, as the exporter mapped it.
    func tableForm(_ category: PluralCategory, key: String, locale: String) -> PluralSelector {
        guard let found = catalog.entry(for: key, locale: locale), found.locale == locale,
            case .plural(let variants) = found.entry.value
        else {
            return category == .zero && !PluralRules(locale: locale).categories.contains(.zero)
                ? .exact(0) : .category(category)
        }
        if variants[.category(category)] != nil { return .category(category) }
        let rules = PluralRules(locale: locale)
        for selector in variants.keys {
            guard case .exact(let number) = selector else { continue }
            let mapped = number == 0 ? PluralCategory.zero : rules.category(for: number)
            if mapped == category { return selector }
        }
        return category == .zero && !rules.categories.contains(.zero) ? .exact(0) : .category(category)
    }
}
