import Synchronization

/// CLDR's cardinal plural data, compiled into rules once per rule group.
enum CLDRPluralData {
    typealias Compiled = (rules: [(category: PluralCategory, rule: PluralRule)], smallIntegers: [PluralCategory])

    /// Rule groups compiled so far, at their group index: a group is compiled the first time a
    /// locale of it is asked for, as an app uses one or two of CLDR's hundreds of locales.
    private static let compiledGroups = Mutex<[Compiled?]>(Array(repeating: nil, count: groupCount))

    private static let root: Compiled = ([(.other, PluralRule.always)], Array(repeating: .other, count: 128))

    static func compiled(for locale: String) -> Compiled {
        guard let index = group(ofLocale: locale), (0..<groupCount).contains(index) else { return root }
        if let compiled = compiledGroups.withLock({ $0[index] }) { return compiled }
        let compiled = compile(conditions(ofGroup: index))
        compiledGroups.withLock { $0[index] = compiled }
        return compiled
    }

    /// The rules of a group, with the categories of 0 to 127. The data is generated from CLDR
    /// and checked by tests, so a rule that fails to parse is left out rather than trapped on.
    private static func compile(_ group: [(category: String, condition: String)]) -> Compiled {
        let rules = group.compactMap { entry -> (category: PluralCategory, rule: PluralRule)? in
            guard let category = PluralCategory(rawValue: entry.category), let rule = try? PluralRule(entry.condition)
            else { return nil }
            return (category, rule)
        }
        return (rules, smallIntegerCategories(rules))
    }

    private static func smallIntegerCategories(
        _ rules: [(category: PluralCategory, rule: PluralRule)]
    ) -> [PluralCategory] {
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
