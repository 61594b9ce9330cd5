import ArgumentParser
import StoreIO
import StoreLocalization
import StoreLocalizationTools
import StorePresentation
import StoreReview
import StoreScreens
import StoreShippedYAML
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tables a translation exchange reads or writes: a directory, with the catalog, the base
/// table and the record that go with it.
struct TranslationTables {
    /// The directory whose tables are edited.
    var directory: String
    var catalog: StringCatalog
    var baseText: String
    var record: TranslationRecord
    /// The shipped base, when the directory has no base table of its own.
    var fallbackBase: StringTable?

    /// The directory `--strings` names, or the package's `Localizations/`. A directory with its
    /// own `en.yml` is a complete set; one without is a layer over the shipped tables, as
    /// `strings lint` reads them.
    static func open(_ stringsDirectory: String?) throws -> TranslationTables {
        let directory = stringsDirectory ?? "Localizations"
        guard (try? FileManager.default.contentsOfDirectory(atPath: directory)) != nil else {
            throw ValidationError(
                stringsDirectory == nil
                    ? "no Localizations/ folder here: run from the package root, or pass --strings DIR"
                    : "--strings: no folder at \"\(directory)\"")
        }
        let record = try TranslationRecord.load(directory: directory)
        let basePath = FileName.join(directory, "en.yml")
        if FileManager.default.fileExists(atPath: basePath) {
            let baseText = try YAMLParser().readText(contentsOf: basePath)
            var catalog = StringCatalog()
            for problem in catalog.addLayer(named: "app", directory: directory) { printError("warning: \(problem)") }
            return TranslationTables(
                directory: directory, catalog: catalog, baseText: baseText, record: record, fallbackBase: nil)
        }
        var catalog = StringCatalog.shipped
        for problem in catalog.addLayer(named: "app", directory: directory) { printError("warning: \(problem)") }
        return TranslationTables(
            directory: directory, catalog: catalog,
            baseText: ShippedTables.text(at: "Localizations/en.yml") ?? "en: {}\n",
            record: ShippedTables.record.merging(record), fallbackBase: StringCatalog.shipped.layers.first?.tables["en"]
        )
    }

    /// Each key's context, from the review matrix drawn in English with `catalog`: the sample
    /// data, the shipped themes and mappers. A screen that cannot be drawn is a warning.
    static func contexts(catalog: StringCatalog) -> [String: TranslationContext] {
        do {
            let inputs = try InputOptions.parse([])
            let layers = try LayerOptions.parse([])
            let data = try inputs.screenInputs(currency: "GBP", now: ReviewInputs.defaultNow)
            let builder = ScreenRequestBuilder(inputs: data)
            var subjects: [ScreenKind: [String]] = [:]
            for screen in ScreenKind.allCases {
                subjects[screen] = try screen.definition.reviewSubjects(in: builder).names
            }
            let runner = ReviewRunner(
                inputs: ReviewInputs(
                    data: data, catalog: catalog, themes: layers.themes.library(), mappers: layers.mappers()))
            var warnings: [String] = []
            let contexts = TranslationContexts.collect(
                runner: runner, matrix: ReviewMatrix(subjects: subjects), baseLocale: catalog.baseLocale,
                warnings: &warnings)
            for warning in warnings { printError("warning: \(warning)") }
            return contexts
        } catch {
            printError("warning: no screen context for translators: \(error)")
            return [:]
        }
    }
}
