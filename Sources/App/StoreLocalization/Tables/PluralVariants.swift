/// The forms of one plural value, by selector: exact numbers (`=0`) and CLDR categories.
///
/// It reads like a dictionary keyed by ``PluralSelector``, but a category is found by its
/// position and an exact number by a scan of a short sorted list, so choosing a form
/// hashes nothing. Plural lookups sit on every list cell that shows a count.
///
/// ```swift
/// let forms: PluralVariants = [.exact(0): Message(parsing: "None left"),
///                              .category(.other): Message(parsing: "%{count} left")]
/// forms[.category(.other)]?.source // "%{count} left"
/// forms.keys                       // [=0, other]
/// ```
public struct PluralVariants: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One exact-number form.
    private struct Exact: Sendable, Hashable {
        var value: Int
        var message: Message
    }

    /// Indexed by the category's position in ``PluralCategory/allCases``.
    private var byCategory: [Message?] = Array(repeating: nil, count: PluralCategory.allCases.count)
    /// Sorted by value.
    private var exact: [Exact] = []

    /// No forms.
    public init() {}

    /// The forms of a dictionary.
    public init(_ forms: [PluralSelector: Message]) {
        for (selector, message) in forms { self[selector] = message }
    }

    public init(dictionaryLiteral elements: (PluralSelector, Message)...) {
        for (selector, message) in elements { self[selector] = message }
    }

    /// The form for a selector; setting `nil` removes it.
    public subscript(selector: PluralSelector) -> Message? {
        get {
            switch selector {
            case .category(let category): return byCategory[category.index]
            case .exact(let value): return exact.first { $0.value == value }?.message
            }
        }
        set {
            switch selector {
            case .category(let category):
                byCategory[category.index] = newValue
            case .exact(let value):
                exact.removeAll { $0.value == value }
                if let newValue {
                    exact.append(Exact(value: value, message: newValue))
                    exact.sort { $0.value < $1.value }
                }
            }
        }
    }

    /// The form a count takes, among the selectors `has` says are present: an exact number
    /// (`=0`) first, then the CLDR category of the number as it is shown, then `other`.
    ///
    /// The one rule for choosing a form, however the forms are kept. A decimal shown with no
    /// fraction digits matches an exact form by the number shown: 1.7 shown as "2" is `=2`.
    static func choose(count: MessageArgument?, rules: PluralRules, has: (PluralSelector) -> Bool) -> PluralSelector {
        switch count {
        case .integer(let value)?:
            if has(.exact(value)) { return .exact(value) }
            let category = rules.category(for: value)
            if has(.category(category)) { return .category(category) }
        case .decimal(let value, let digits)?:
            guard let operands = DecimalText.operands(value, fractionDigits: digits) else {
                guard let shown = count?.pluralText else { break }
                let category = rules.category(for: shown)
                if has(.category(category)) { return .category(category) }
                break
            }
            if operands.v == 0, has(.exact(operands.i)) { return .exact(operands.i) }
            let category = rules.category(for: operands)
            if has(.category(category)) { return .category(category) }
        case .text?, nil:
            break
        }
        return .category(.other)
    }

    /// ``choose(count:rules:has:)`` among these forms.
    static func choose(among selectors: [PluralSelector], count: MessageArgument?, rules: PluralRules) -> PluralSelector
    {
        choose(count: count, rules: rules) { selectors.contains($0) }
    }

    /// The selectors present, sorted: exact numbers first, then categories in CLDR order.
    public var keys: [PluralSelector] { map(\.key) }

    /// How many forms there are.
    public var count: Int { exact.count + byCategory.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Whether there are no forms.
    public var isEmpty: Bool { count == 0 }

    /// The forms in ``keys`` order.
    public func makeIterator() -> IndexingIterator<[(key: PluralSelector, value: Message)]> {
        let exactForms = exact.map { (key: PluralSelector.exact($0.value), value: $0.message) }
        let categoryForms = zip(PluralCategory.allCases, byCategory).compactMap { category, message in
            message.map { (key: PluralSelector.category(category), value: $0) }
        }
        return (exactForms + categoryForms).makeIterator()
    }
}

extension PluralCategory {
    /// The position in ``allCases``, which is CLDR's order.
    var index: Int {
        switch self {
        case .zero: return 0
        case .one: return 1
        case .two: return 2
        case .few: return 3
        case .many: return 4
        case .other: return 5
        }
    }
}
