import ArgumentParser
import StoreLocalization
import StoreLocalizationTools

/// `storefinder strings dump`.
struct StringsDumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a table file flattened to JSON: key → text, or key → {category: text}."
    )

    @Argument(help: ArgumentHelp("A YAML string table.", valueName: "file"))
    var file: String

    func run() throws {
        let table: StringTable
        do {
            let loader = StringTableLoader()
            table = try loader.load(try loader.parser.parse(contentsOf: file))
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        var object: [String: JSONDumpValue] = [:]
        for (key, entry) in table.entries {
            switch entry.value {
            case .text(let message): object[key] = .text(message.source)
            case .plural(let variants):
                object[key] = .plural(
                    Dictionary(uniqueKeysWithValues: variants.map { ($0.key.description, $0.value.source) }))
            }
        }
        print(try prettyJSON(object))
    }
}

private enum JSONDumpValue: Encodable {
    case text(String)
    case plural([String: String])

    /// Hand-written: a text is written as a string, plural forms as an object of forms.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .plural(let forms): try container.encode(forms)
        }
    }
}
