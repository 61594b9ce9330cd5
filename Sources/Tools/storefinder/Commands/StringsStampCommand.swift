import ArgumentParser
import StoreIO
import StoreLocalization
import StoreLocalizationTools

/// `storefinder strings stamp`.
struct StringsStampCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stamp",
        abstract: "Record the translations as current: made from today's base texts.",
        discussion: """
            Writes .translated-from.json beside the tables: for each translated key of each \
            locale, the English text it now stands against. strings lint warns of a \
            translation whose English has changed since, and export marks it \
            needs-review-translation. strings import stamps what it writes; stamp is for a \
            translation fixed by hand, or reviewed and found still right.
            """
    )

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp("The folder of YAML tables (default: Localizations/ of the package).", valueName: "dir"))
    var stringsDirectory: String?

    @Option(help: ArgumentHelp("Only this locale. Repeatable.", valueName: "locale"))
    var locale: [String] = []

    @Argument(help: ArgumentHelp("Only these keys (default: every key).", valueName: "key"))
    var keys: [String] = []

    func run() throws {
        let tables = try TranslationTables.open(stringsDirectory)
        let own = try TranslationRecord.load(directory: tables.directory)
        var record = own
        let catalog = tables.catalog
        let locales = locale.isEmpty ? catalog.locales.filter { $0 != catalog.baseLocale } : locale
        let keys = keys.isEmpty ? catalog.baseKeys : keys
        var stamped = 0
        for key in keys {
            guard let base = catalog.entry(for: key, locale: catalog.baseLocale)?.entry.value else {
                throw ValidationError("\(key) is not a key of \(catalog.baseLocale)")
            }
            for locale in locales {
                // Only the directory's own translations: a shipped one is stamped where it ships.
                guard let found = catalog.entry(for: key, locale: locale), found.locale == locale, found.layer == "app"
                else { continue }
                record.record(key, locale: locale, from: TranslationRecord.sourceText(of: base))
                stamped += 1
            }
        }
        if record != own {
            try AtomicFile.write(record.encoded(), to: FileName.join(tables.directory, TranslationRecord.fileName))
        }
        printError("stamped \(counted(stamped, "translation"))")
    }
}
