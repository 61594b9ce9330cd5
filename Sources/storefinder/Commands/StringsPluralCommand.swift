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

    @Argument(help: "Numbers as displayed: 1, 1.50, 1c6.")
    var numbers: [String]

    func validate() throws {
        for number in numbers where PluralOperands(number) == nil {
            throw ValidationError("\"\(number)\" is not a number such as 3, 1.50 or 1c6")
        }
    }

    func run() {
        let rules = PluralRules(locale: locale)
        for number in numbers {
            print("\(number) \(rules.category(for: number).rawValue)")
        }
    }
}
