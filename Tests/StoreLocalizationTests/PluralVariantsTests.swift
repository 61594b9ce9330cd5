import StorePresentation
import Testing

@testable import StoreLocalization

@Suite("Plural variants read like a dictionary keyed by selector")
struct PluralVariantsTests {
    let forms: [PluralSelector: Message] = [
        .category(.other): Message(parsing: "%{count} left"), .exact(12): Message(parsing: "A dozen left"),
        .category(.few): Message(parsing: "%{count} left (few)"), .exact(0): Message(parsing: "None left"),
        .category(.one): Message(parsing: "One left"),
    ]

    @Test(
        "every form of the dictionary it was made from is found by its selector",
        arguments: [
            PluralSelector.exact(0), .exact(12), .category(.one), .category(.few), .category(.other),
        ])
    func presentForms(selector: PluralSelector) {
        #expect(PluralVariants(forms)[selector] == forms[selector])
    }

    @Test(
        "absent selectors find nothing",
        arguments: [PluralSelector.exact(1), .exact(-3), .category(.zero), .category(.many)])
    func absentForms(selector: PluralSelector) {
        #expect(PluralVariants(forms)[selector] == nil)
    }

    @Test("keys and iteration are sorted: exact numbers first, then categories in CLDR order")
    func order() {
        let variants = PluralVariants(forms)
        #expect(variants.keys == [.exact(0), .exact(12), .category(.one), .category(.few), .category(.other)])
        #expect(
            variants.map(\.value.source) == [
                "None left", "A dozen left", "One left", "%{count} left (few)", "%{count} left",
            ])
        #expect(variants.count == 5)
    }

    @Test("setting nil removes a form; the order of insertion does not matter to equality")
    func mutation() {
        var variants = PluralVariants(forms)
        variants[.exact(12)] = nil
        variants[.category(.few)] = nil
        #expect(variants.keys == [.exact(0), .category(.one), .category(.other)])
        let literal: PluralVariants = [
            .category(.one): Message(parsing: "One left"), .category(.other): Message(parsing: "%{count} left"),
            .exact(0): Message(parsing: "None left"),
        ]
        #expect(variants == literal)
        #expect(PluralVariants().isEmpty)
    }

    @Test(
        "Russian counts choose the exact form, then the CLDR category, then other",
        arguments: [
            (0, "None left"), (12, "A dozen left"), (1, "One left"), (3, "3 left (few)"), (5, "5 left"),
        ])
    func choice(count: Int, expected: String) throws {
        let variants = PluralVariants(forms)
        let selector = PluralVariants.choose(count: .integer(count), rules: PluralRules(locale: "ru")) {
            variants[$0] != nil
        }
        let message = try #require(variants[selector])
        #expect(
            message.segments.map { segment -> String in
                switch segment {
                case .literal(let text): return text
                case .placeholder: return String(count)
                }
            }.joined() == expected)
    }

    @Test(
        "a decimal shown without fraction digits matches the exact form of the number shown",
        arguments: [
            (0.4, "None left"), (1.7, "2 left (few)"), (11.6, "A dozen left"),
        ])
    func shownDecimal(value: Double, expected: String) throws {
        let variants = PluralVariants(forms)
        let count = MessageArgument.decimal(value, fractionDigits: 0)
        let selector = PluralVariants.choose(count: count, rules: PluralRules(locale: "ru")) { variants[$0] != nil }
        let message = try #require(variants[selector])
        #expect(
            message.segments.map { segment -> String in
                switch segment {
                case .literal(let text): return text
                case .placeholder: return String(Int(value.rounded()))
                }
            }.joined() == expected)
    }
}
