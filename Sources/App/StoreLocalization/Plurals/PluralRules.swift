/// A language's CLDR cardinal plural rules: which category a number takes.
///
/// ```swift
/// let russian = PluralRules(locale: "ru")
/// russian.category(for: 3)      // .few
/// russian.category(for: "1.5")  // .other
/// PluralRules(locale: "fr").category(for: 1_000_000) // .many
/// ```
public struct PluralRules: Sendable, Hashable {
    /// The CLDR locale whose rules these are, such as `ru` or `pt_PT`.
    public let cldrLocale: String
    /// The categories in CLDR's order, each with its condition; `other` comes last.
    let rules: [(category: PluralCategory, rule: PluralRule)]
    /// The categories of 0 to 127, worked out once per rule group: counts on screens are small numbers.
    private let smallIntegers: [PluralCategory]

    /// The rules for a locale identifier such as `pt-BR`, `pt_PT` or `ru`; falls back
    /// to the language, then to `root` (everything is `other`).
    public init(locale identifier: String) {
        let resolved = Self.cldrLocale(for: identifier)
        cldrLocale = resolved
        (rules, smallIntegers) = CLDRPluralData.compiled(for: resolved)
    }

    /// The categories this language uses, `other` included.
    public var categories: Set<PluralCategory> { Set(rules.map(\.category)) }

    /// The category of a whole number.
    public func category(for value: Int) -> PluralCategory {
        smallIntegers.indices.contains(value) ? smallIntegers[value] : category(for: PluralOperands(value))
    }

    /// The category of a number written as it is displayed (`"1.50"` and `"1.5"` may differ).
    public func category(for text: some StringProtocol) -> PluralCategory {
        PluralOperands(text).map { category(for: $0) } ?? .other
    }

    /// The category for the given operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        rules.first { $0.rule.matches(operands) }?.category ?? .other
    }

    /// The CLDR locale a BCP 47 or POSIX identifier uses: the full identifier, then its language.
    static func cldrLocale(for identifier: String) -> String {
        let normalized = identifier.replacing("-", with: "_")
        if CLDRPluralData.group(ofLocale: normalized) != nil { return normalized }
        let language = String(normalized.split(separator: "_").first ?? "").lowercased()
        return CLDRPluralData.group(ofLocale: language) != nil ? language : "root"
    }

    public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool { lhs.cldrLocale == rhs.cldrLocale }
    public func hash(into hasher: inout Hasher) { hasher.combine(cldrLocale) }
}
