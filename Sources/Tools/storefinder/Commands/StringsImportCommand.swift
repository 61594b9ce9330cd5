import ArgumentParser
import StoreIO
import StoreLocalization
import StoreLocalizationTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `storefinder strings import`.
struct StringsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read translations from XLIFF or a String Catalog back into the YAML tables.",
        discussion: """
            FILE is XLIFF 1.2 (.xliff, .xlf; one or more target languages) or a String Catalog \
            (.xcstrings; every language but its source). Each translation is written into its \
            locale's table in --strings DIR, or in the package's Localizations/: only values \
            that changed, each where it stands and in its quoting style; a new key where the \
            base table's order puts it; a locale with no table gets one.

            Arguments come home by position: %1$@ and %2$lld become the %{name}s the English \
            has, in whatever order the translation writes them. A unit that drops, adds or \
            renames a placeholder, or breaks any rule strings lint enforces, is refused at its \
            line (XLIFF) or JSON path (.xcstrings); the rest are written, each file atomically. \
            A plural form the locale never uses, or one it needs and lacks, is a warning.

            Prints, per locale, how many units were new, changed, unchanged and refused. Exits \
            1 if any unit was refused or the file could not be read (then nothing is written).
            """
    )

    @Argument(help: ArgumentHelp("The XLIFF or .xcstrings file.", valueName: "file"))
    var file: String

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "The folder of YAML tables to write into (default: Localizations/ of the package).", valueName: "dir"))
    var stringsDirectory: String?

    @Flag(help: "Check and report, but write nothing.")
    var dryRun = false

    func run() throws {
        let tables = try TranslationTables.open(stringsDirectory)
        guard let data = FileManager.default.contents(atPath: file) else {
            printError("error: \(file): cannot read the file")
            throw ExitCode(1)
        }
        let files: [ImportedFile]
        do {
            if file.hasSuffix(".xcstrings") {
                files = try XCStringsReader(catalog: tables.catalog).read(data, file: file)
            } else if file.hasSuffix(".xliff") || file.hasSuffix(".xlf") {
                files = try XLIFFReader().read(data, file: file)
            } else {
                throw ValidationError("\(file): expected an .xliff, .xlf or .xcstrings file")
            }
        } catch let error as TranslationFileError {
            printError("\(error)")
            throw ExitCode(1)
        }
        let importer = TranslationImporter(
            directory: tables.directory, catalog: tables.catalog, baseText: tables.baseText, record: tables.record,
            fallbackBase: tables.fallbackBase)
        let result = importer.plan(files)
        for finding in result.findings { printError("\(finding)") }
        for locale in result.summary.keys.sorted() {
            print("\(locale): \(result.summary[locale].map(String.init(describing:)) ?? "")")
        }
        if !dryRun {
            try result.write()
            for path in result.files.keys.sorted() { printError("wrote \(path)") }
        }
        if result.hasRefusals { throw ExitCode(1) }
    }
}
