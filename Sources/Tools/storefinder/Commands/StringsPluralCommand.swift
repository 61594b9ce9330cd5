import ArgumentParser
import StoreLocalization

/// `storefinder strings plural`.
struct StringsPluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of each number for a locale.",
        discussion: "Example: storefinder strings plural --locale ru 1 3 5 1.5   prints `3 few` and so on."
    )

    @Option(help: "The locale, such as ru or pt-BR.", transform: ArgumentValues.locale)
    var locale = "en"

    // NB: negative numbers are numbers here, not flags; CLDR's rules read their absolute value.
    @Argument(parsing: .allUnrecognized, help: "Numbers as displayed: 1, 1.50, 1c6, -1.")
    var numbers: [String]

    func validate() throws {
        guard !numbers.isEmpty else { throw ValidationError("give at least one number, such as 3, 1.50 or 1c6") }
        for number in numbers where PluralOperands(Self.magnitude(number)) == nil {
            throw ValidationError("\"\(number)\" is not a number such as 3, 1.50, 1c6 or -1")
        }
    }

    func run() {
        let rules = PluralRules(locale: locale)
        for number in numbers {
            print("\(number) \(rules.category(for: Self.magnitude(number)).rawValue)")
        }
    }

    /// The number without its minus sign: CLDR's plural rules apply to the absolute value.
    static func magnitude(_ number: String) -> String {
        number.hasPrefix("-") ? String(number.dropFirst()) : number
    }
}
