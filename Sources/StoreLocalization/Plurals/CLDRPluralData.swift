/// CLDR's cardinal plural data, compiled into rules once per rule group.
enum CLDRPluralData {
    typealias Compiled = (rules: [(category: PluralCategory, rule: PluralRule)], smallIntegers: [PluralCategory])

    /// Parsed rule groups, with the categories of 0 to 127, built once on first use. The data is
    /// generated from CLDR and checked by tests, so a rule that fails to parse is left out
    /// rather than trapped on.
    private static let compiledGroups: [Compiled] = groups.map { group in
        let rules = group.compactMap { entry -> (category: PluralCategory, rule: PluralRule)? in
            guard let category = PluralCategory(rawValue: entry.category), let rule = try? PluralRule(entry.condition) else { return nil }
            return (category, rule)
        }
        return (rules, smallIntegerCategories(rules))
    }

    private static let root: Compiled = ([(.other, PluralRule.always)], Array(repeating: .other, count: 128))

    static func compiled(for locale: String) -> Compiled {
        guard let index = groupByLocale[locale], compiledGroups.indices.contains(index) else { return root }
        return compiledGroups[index]
    }

    private static func smallIntegerCategories(_ rules: [(category: PluralCategory, rule: PluralRule)]) -> [PluralCategory] {
        (0..<128).map { value in rules.first { $0.rule.matches(PluralOperands(value)) }?.category ?? .other }
    }
}

extension PluralRule {
    /// The rule that matches every number: CLDR's `other`.
    static let always = PluralRule(disjunction: [])

    init(disjunction: [[Relation]]) {
        self.disjunction = disjunction
    }
}
