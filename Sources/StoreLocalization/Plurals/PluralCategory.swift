/// A CLDR plural category. Which ones a language uses, and for which numbers, comes from CLDR's rules.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.index < rhs.index
    }
}
