/// CLDR's cardinal plural data, compiled into rules once per rule group.
enum CLDRPluralData {
    /// Parsed rule groups, built on first use. The data is generated from CLDR and
    /// checked by tests, so a rule that fails to parse is left out rather than trapped on.
    private static let compiledGroups: [[(category: PluralCategory, rule: PluralRule)]] = groups.map { group in
        group.compactMap { entry in
            guard let category = PluralCategory(rawValue: entry.category), let rule = try? PluralRule(entry.condition) else { return nil }
            return (category, rule)
        }
    }

    static func compiled(for locale: String) -> [(category: PluralCategory, rule: PluralRule)] {
        guard let index = groupByLocale[locale], compiledGroups.indices.contains(index) else {
            return [(.other, PluralRule.always)]
        }
        return compiledGroups[index]
    }
}

extension PluralRule {
    /// The rule that matches every number: CLDR's `other`.
    static let always = PluralRule(disjunction: [])

    init(disjunction: [[Relation]]) {
        self.disjunction = disjunction
    }
}
