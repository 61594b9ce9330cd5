import ArgumentParser
import StoreIO
import StoreInputFiles
import StoreLocalization
import StoreLocalizationTools
import StoreShippedYAML
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The output format of lint commands.
enum LintFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

/// `storefinder strings lint`.
struct StringsLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check string tables against the base locale and CLDR; exit 1 on any error.",
        discussion: """
            With no path, lints the shipped tables.

            A directory with its own en.yml is a complete set: every table must have every key \
            of that en.yml.

            A directory without en.yml, a single table file other than en.yml, or any path with \
            --overrides is an app's override layer, checked as the StoreFinderResources build \
            plugin checks it: against the shipped en.yml, its own en.yml may add keys of its \
            own. What would put a raw placeholder or a missing word on a screen is an error; a \
            key that is a near miss of a shipped one, a missing plural form, a bidi control and \
            a root that names another locale are warnings. Absent keys are fine.
            """
    )

    @Argument(help: ArgumentHelp("A table file, or a directory of tables.", valueName: "path"))
    var path: String?

    @Flag(help: "Check the tables as an override layer over the shipped ones.")
    var overrides = false

    @Option(help: "text or json.")
    var format: LintFormat = .text

    func run() throws {
        let linter = StringTableLinter()
        let findings: [LintFinding]
        if let path {
            guard FileManager.default.fileExists(atPath: path) else {
                printError("error: \(path): no such file or directory")
                throw ExitCode(1)
            }
            let shippedBase = ShippedTables.catalog.layers.first?.tables["en"]
            if YAMLFiles.isDirectory(path) {
                let ownBase = FileManager.default.fileExists(atPath: FileName.join(path, "en.yml"))
                findings = linter.lint(directory: path, fallbackBase: ownBase && !overrides ? nil : shippedBase)
            } else {
                // A lone en.yml is a base of its own; any other lone table overrides the shipped one.
                let isBase = FileName.stem(of: path) == linter.baseLocale && !overrides
                findings = linter.lint(file: path, fallbackBase: isBase ? nil : shippedBase)
            }
        } else {
            let files = ShippedTables.paths.compactMap { path in ShippedTables.text(at: path).map { (path, $0) } }
            findings =
                (linter.lint(files: files)
                + linter.staleTranslations(files: files, record: ShippedTables.record)).sorted()
        }
        try printFindings(findings, format: format)
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}

/// Prints findings as lines or as a JSON array.
func printFindings(_ findings: [LintFinding], format: LintFormat) throws {
    switch format {
    case .text:
        for finding in findings { print(finding) }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        switch (errors, warnings) {
        case (0, 0): printError("no problems found")
        case (_, 0): printError(counted(errors, "error"))
        default: printError("\(counted(errors, "error")), \(counted(warnings, "warning"))")
        }
    case .json:
        print(try prettyJSON(findings))
    }
}
