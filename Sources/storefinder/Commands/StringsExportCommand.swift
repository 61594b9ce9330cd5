import ArgumentParser
import StoreLocalization
import StoreInput
import StoreLocalizationTools

/// The export formats.
enum ExportFormat: String, EnumArgument {
    case xcstrings
}

/// `storefinder strings export`.
struct StringsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write an Xcode String Catalog (.xcstrings) from the tables.",
        discussion: "Every key, every locale's own value and every plural form; %{name} becomes %1$@ (%1$lld for count)."
    )

    @Option(help: "The format: xcstrings.")
    var format: ExportFormat = .xcstrings

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var out: String?

    @Option(name: .customLong("strings"), help: .stringsDirectory)
    var stringsDirectory: String?

    func run() throws {
        let data = try XCStringsExporter().export(StringTables(directory: stringsDirectory).catalog())
        let text = String(decoding: data, as: UTF8.self) + "\n"
        if let out {
            try AtomicFile.write(text, to: out)
        } else {
            print(text, terminator: "")
        }
    }
}
