import ArgumentParser
import StoreIO
import StorePresentation
import StoreReview
import StoreScreens

extension CheckCommand {
    /// `check --accessibility`: each screen's Accessibility Nutrition Labels in `theme`, over
    /// the review's subjects in `locales`, with the layers' tables, themes and mappers; exits 1
    /// when any cell fails.
    func auditAccessibility(inputs: InputOptions, layers: LayerOptions, theme: String, locales: [String]) throws {
        let audit: AccessibilityAudit
        do {
            let data = try inputs.screenInputs(
                currency: inputs.specialsOptions.currency ?? "GBP", now: ReviewInputs.defaultNow)
            let builder = ScreenRequestBuilder(inputs: data)
            var subjects: [ScreenKind: [String]] = [:]
            for screen in ScreenKind.allCases {
                subjects[screen] = try screen.definition.reviewSubjects(in: builder).names
            }
            let reviewInputs = ReviewInputs(
                data: data, catalog: layers.strings.catalog(), themes: layers.themes.library(),
                mappers: layers.mappers())
            audit = AccessibilityAudit.run(inputs: reviewInputs, subjects: subjects, theme: theme, locales: locales)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        for warning in audit.warnings { printError("warning: \(warning)") }
        printListing(
            "Accessibility Nutrition Labels a presentation layer decides, theme \(audit.theme), "
                + "in \(audit.locales.joined(separator: ", ")):\n" + String(audit.table.dropLast()))
        guard audit.passed else {
            let failed = audit.rows.flatMap { row in
                AccessibilityAudit.Label.allCases.filter { row.cells[$0]?.passed == false }.map {
                    "\(row.screen.rawValue) · \($0.rawValue)"
                }
            }
            printError("error: \(counted(failed.count, "cell")) failed: \(failed.joined(separator: "; "))")
            throw ExitCode(1)
        }
    }
}
