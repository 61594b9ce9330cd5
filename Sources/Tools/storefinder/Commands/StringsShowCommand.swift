import ArgumentParser
import StoreLocalization

/// `storefinder strings show`.
struct StringsShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Resolve one string for a locale, with its provenance on request.",
        discussion: "Example: storefinder strings show Stock.OnlyLeft --locale ru --count 3 --trace"
    )

    @Argument(help: "The key, such as StoreFinder.Error.Location.Title.")
    var key: String

    @Option(help: "The locale, such as en, pt-BR (or pt_BR) or en-XA.", transform: ArgumentValues.locale)
    var locale = "en"

    @Option(
        name: .customLong("arg"),
        help: ArgumentHelp("A placeholder value, as name=value. Repeatable.", valueName: "name=value"))
    var arguments: [String] = []

    @Option(
        parsing: .unconditional, help: "The count that chooses a plural form; a decimal such as 1.5 keeps its digits.")
    var count: String?

    @Flag(help: "Also print where the string came from.")
    var trace = false

    @Flag(help: "Fail when the key is missing instead of showing a marker.")
    var strict = false

    @Option(name: .customLong("strings"), help: .stringsDirectory)
    var stringsDirectory: String?

    func validate() throws {
        try checkDirectory(stringsDirectory, flag: "--strings")
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
                !argument[..<equals].contains(where: { $0.isWhitespace || "{}%".contains($0) })
            else {
                throw ValidationError(
                    "--arg takes name=value, a placeholder's name such as count before the =, not \"\(argument)\"")
            }
        }
        if let count, CountArgument.parse(count) == nil {
            throw ValidationError("--count takes a number such as 3 or 1.5, not \"\(count)\"")
        }
    }

    func run() throws {
        var values: MessageArguments = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            values[String(parts[0])] = .text(parts.count > 1 ? String(parts[1]) : "")
        }
        if let count, let parsed = CountArgument.parse(count) { values["count"] = parsed }
        let localizer = Localizer(catalog: StringsDirectory(directory: stringsDirectory).catalog(), locale: locale)
        let resolved: ResolvedString
        do {
            resolved = strict ? try localizer.resolve(key, values) : localizer.resolved(key, values)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        printListing(resolved.text)
        if trace { printListing("\(resolved.provenance)") }
    }
}

/// Reads `--count`: a whole number, or a decimal whose visible digits matter for plurals.
enum CountArgument {
    static func parse(_ text: String) -> MessageArgument? {
        if let value = Int(text) { return .integer(value) }
        guard let operands = PluralOperands(text), !text.contains("c"), !text.contains("e"), let value = Double(text)
        else { return nil }
        return .decimal(value, fractionDigits: operands.v)
    }
}
