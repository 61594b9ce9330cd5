import StoreLocalization

/// Where a translation stands, as XLIFF 1.2's `state` and a String Catalog's say it.
public enum TranslationState: String, Sendable, Hashable, CaseIterable, Codable {
    /// No translation yet.
    case new
    /// Translated from a base text that has since changed.
    case needsReview = "needs-review-translation"
    /// Translated from the current base text.
    case translated
}

/// One text a translator translates: a key, or one plural form of a key, for one locale.
///
/// Units are the one view of the tables that every exchange format writes and reads: XLIFF's
/// `trans-unit`s and a String Catalog's string units are made from them, and imports are read
/// back into them.
public struct TranslationUnit: Sendable, Hashable {
    /// The table key: `StoreFinder.ResultCount`.
    public var key: String
    /// The plural form, for a plural key: a CLDR category or an exact number.
    public var form: PluralSelector?
    /// The base text of this form, with `%{name}` placeholders.
    public var source: Message
    /// The locale's own text of this form, when its tables have one.
    public var target: Message?
    public var state: TranslationState

    /// `KEY`, or `KEY|==|plural.few` for a plural form, as Xcode names the units of a
    /// String Catalog's plural variations in its XLIFF.
    public var id: String { Self.id(key: key, form: form) }

    /// The id of `key`'s `form`, or of the key when it has none.
    public static func id(key: String, form: PluralSelector?) -> String {
        guard let form else { return key }
        return "\(key)\(formSeparator)\(form)"
    }

    static let formSeparator = "|==|plural."

    /// The key and form an id names; `nil` form for a key without one.
    public static func parse(id: String) -> (key: String, form: PluralSelector?)? {
        guard let range = id.firstRange(of: formSeparator) else { return id.isEmpty ? nil : (id, nil) }
        guard let form = PluralSelector(String(id[range.upperBound...])) else { return nil }
        return (String(id[..<range.lowerBound]), form)
    }
}

/// The units of one locale, worked out from a catalog and a translation record.
public struct TranslationUnits: Sendable {
    public var catalog: StringCatalog
    public var record: TranslationRecord

    public init(catalog: StringCatalog, record: TranslationRecord = TranslationRecord()) {
        self.catalog = catalog
        self.record = record
    }

    /// Every unit of `locale`, in key order, then form order.
    ///
    /// - A text key is one unit.
    /// - A plural key is one unit per CLDR category the locale needs (`few` and `many` for
    ///   Russian even where English has only `one` and `other`), each with the base's form of
    ///   that category as its source, or the base's `other`; and one per exact form (`=0`)
    ///   the locale's table or the base has.
    /// - The target is the locale's own text only: a fallback is not a translation.
    public func units(for locale: String) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        let needed = PluralRules(locale: locale).categories
        for key in catalog.baseKeys {
            guard let base = catalog.entry(for: key, locale: catalog.baseLocale)?.entry.value else { continue }
            let own = catalog.entry(for: key, locale: locale).flatMap { $0.locale == locale ? $0.entry.value : nil }
            let state: TranslationState
            if own == nil {
                state = .new
            } else if record.staleSource(of: key, locale: locale, current: base) != nil {
                state = .needsReview
            } else {
                state = .translated
            }
            switch base {
            case .text(let message):
                var target: Message?
                if case .text(let text)? = own { target = text }
                units.append(
                    TranslationUnit(
                        key: key, form: nil, source: message, target: target, state: target == nil ? .new : state))
            case .plural(let variants):
                var ownForms: [PluralSelector: Message] = [:]
                if case .plural(let forms)? = own { for (selector, message) in forms { ownForms[selector] = message } }
                var selectors = Set(needed.map(PluralSelector.category))
                for selector in variants.keys where !selector.isCategory { selectors.insert(selector) }
                for selector in ownForms.keys where !selector.isCategory { selectors.insert(selector) }
                for selector in selectors.sorted() {
                    guard let source = variants[selector] ?? variants[.category(.other)] else { continue }
                    let target = ownForms[selector]
                    units.append(
                        TranslationUnit(
                            key: key, form: selector, source: source, target: target,
                            state: target == nil ? .new : state))
                }
            }
        }
        return units
    }

    /// How many units of `locale` stand in each state.
    public func counts(for locale: String) -> [TranslationState: Int] {
        units(for: locale).reduce(into: [:]) { $0[$1.state, default: 0] += 1 }
    }
}

extension PluralSelector {
    /// Whether the selector is a CLDR category rather than an exact number.
    var isCategory: Bool {
        if case .category = self { return true }
        return false
    }
}
