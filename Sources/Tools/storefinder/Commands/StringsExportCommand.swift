import ArgumentParser
import StoreIO
import StoreInputFiles
import StoreLocalization
import StoreLocalizationTools

/// The export formats.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case xcstrings
}

/// `storefinder strings export`.
struct StringsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write an Xcode String Catalog (.xcstrings) from the tables.",
        discussion: """
            Every key, every locale's own value and every plural form; %{name} becomes %1$@ \
            (%1$lld for count). =0 becomes the zero form, which Apple applies to 0 in every \
            language; =N becomes the category that holds N alone in the locale (one is 1 alone \
            in English). Any other exact form cannot be held, and is reported and left out.
            """
    )

    @Option(help: "The format: xcstrings.")
    var format: ExportFormat = .xcstrings

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var out: String?

    @Option(name: .customLong("strings"), help: .stringsDirectory)
    var stringsDirectory: String?

    func validate() throws {
        try checkDirectory(stringsDirectory, flag: "--strings")
    }

    func run() throws {
        let catalog = StringsDirectory(directory: stringsDirectory).catalog()
        let exporter = XCStringsExporter()
        // Forms a String Catalog cannot hold are left out; say which, rather than drop them silently.
        for omission in exporter.omissions(catalog) { printError("warning: \(omission)") }
        let data = try exporter.export(catalog)
        let text = String(decoding: data, as: UTF8.self) + "\n"
        if let out {
            try AtomicFile.write(text, to: out)
        } else {
            print(text, terminator: "")
        }
    }
}
