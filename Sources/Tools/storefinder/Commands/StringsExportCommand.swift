import ArgumentParser
import StoreIO
import StoreInputFiles
import StoreLocalization
import StoreLocalizationTools
import StoreShippedYAML

/// The export formats.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case xcstrings
    case xliff
}

/// `storefinder strings export`.
struct StringsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the tables for translators: an Xcode String Catalog (.xcstrings) or XLIFF 1.2.",
        discussion: """
            xcstrings: every key, every locale's own value and every plural form; %{name} becomes \
            %1$@ (%1$lld for count). =0 becomes the zero form, which Apple applies to 0 in every \
            language; =N becomes the category that holds N alone in the locale (one is 1 alone \
            in English). Any other exact form cannot be held, and is reported and left out.

            xliff: one target locale per file, as Xcode's .xcloc holds it: a trans-unit per key, \
            and per plural form the locale needs (KEY|==|plural.few), with the target's state \
            (new, needs-review-translation when the English changed since it was translated, \
            translated). With --locale, one file (to --out or standard output); without, every \
            locale's LOCALE.xliff into the --out folder.

            Both carry a note per key for the translator: the screens that show it, the English \
            as drawn there, what each placeholder holds, and the room a button, tab or tile has.
            """
    )

    @Option(help: "The format: xcstrings or xliff.")
    var format: ExportFormat = .xcstrings

    @Option(help: ArgumentHelp("xliff: the target locale, such as de.", valueName: "locale"))
    var locale: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write to this file (atomically) instead of standard output; for xliff without --locale, this folder.",
            valueName: "path"))
    var out: String?

    @Option(name: .customLong("strings"), help: .stringsDirectory)
    var stringsDirectory: String?

    @Flag(help: "Leave out the notes for translators (the screens are not drawn).")
    var noContext = false

    func validate() throws {
        try checkDirectory(stringsDirectory, flag: "--strings")
        if locale != nil, format != .xliff {
            throw ValidationError("--locale: only xliff is written one locale at a time")
        }
        if format == .xliff, locale == nil, out == nil {
            throw ValidationError("xliff without --locale writes a file per locale: give the folder with --out")
        }
    }

    func run() throws {
        let catalog = StringsDirectory(directory: stringsDirectory).catalog()
        var record = ShippedTables.record
        if let stringsDirectory { record = record.merging(try TranslationRecord.load(directory: stringsDirectory)) }
        let contexts = noContext ? [:] : TranslationTables.contexts(catalog: catalog)
        switch format {
        case .xcstrings:
            let exporter = XCStringsExporter(contexts: contexts, record: record)
            // Forms a String Catalog cannot hold are left out; say which, rather than drop them silently.
            for omission in exporter.omissions(catalog) { printError("warning: \(omission)") }
            try write(String(decoding: try exporter.export(catalog), as: UTF8.self) + "\n", to: out)
        case .xliff:
            let exporter = XLIFFExporter(contexts: contexts)
            let units = TranslationUnits(catalog: catalog, record: record)
            if let locale {
                guard locale != catalog.baseLocale else {
                    throw ValidationError("--locale: \(locale) is the base locale, the source of every unit")
                }
                try write(exporter.export(units, locale: locale), to: out)
                return
            }
            var files: [String: String] = [:]
            for locale in catalog.locales where locale != catalog.baseLocale {
                files["\(locale).xliff"] = exporter.export(units, locale: locale)
            }
            try AtomicFile.write(files, into: out ?? ".")
            for name in files.keys.sorted() { printError("wrote \(FileName.join(out ?? ".", name))") }
        }
    }

    private func write(_ text: String, to out: String?) throws {
        if let out {
            try AtomicFile.write(text, to: out)
        } else {
            print(text, terminator: "")
        }
    }
}
