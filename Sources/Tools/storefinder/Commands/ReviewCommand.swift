import ArgumentParser
import StoreIO
import StoreInputFiles
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreReview
import StoreSamples
import StoreScreens
import StoreTheme
import StoreThemeTools
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `storefinder review`: every screen × scenario × locale × theme, as text files.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract:
            "Render the review matrix: every screen × scenario × locale × theme appearance, one .txt file per case.",
        discussion: """
            Files are named <theme>/<appearance>/<locale>/<screen>--<scenario or store>.txt and \
            end with the styles the screen used, so theme changes show in a diff too. Each theme \
            is drawn in its four appearances: light, dark, light-increased-contrast and \
            dark-increased-contrast. The Manager's Special \
            grid is priced in --currency (default GBP) in every locale; the delivery-city \
            scenarios replay over --cities and --zones (default: the embedded sample).

            Examples:
              storefinder review
                render into --out (default: review-out)
              storefinder review --check
                compare with the approved files, print diffs, exit 1 on any
              storefinder review --approve
                write the approved files (a fresh folder, renamed into place)
              storefinder review --check --shard 2/4
                one quarter of the matrix, for parallel CI
              storefinder review --check --html report
                also write report/index.html: every case in its theme and
                appearance, changed cases first, approved beside current

            --html DIR writes a static page (index.html, its CSS and script, and cases.js) that \
            opens from the file system. Each case shows how it compares with --approved: same, \
            differ, new or stale. With --html and neither --check nor --approve, no .txt files \
            are written unless --out is given.
            """
    )

    @Option(help: ArgumentHelp("Where to render without --check or --approve (default: review-out).", valueName: "dir"))
    var out: String?

    @Option(
        help: ArgumentHelp(
            "Also write an HTML report of every case, compared with --approved, into this directory.", valueName: "dir")
    )
    var html: String?

    @Option(help: ArgumentHelp("The approved files.", valueName: "dir"))
    var approved = "Review"

    @Flag(help: "Compare with the approved files and exit 1 on any difference.")
    var check = false

    @Flag(help: "Write the rendering as the approved files.")
    var approve = false

    @Option(help: ArgumentHelp("Render only shard I of N.", valueName: "I/N"), transform: ArgumentValues.shard)
    var shard: (index: Int, count: Int)?

    @Option(parsing: .unconditional, help: "Columns at Large text, 12 to 120.", transform: ArgumentValues.width)
    var width = RenderOptions.defaultWidth

    @OptionGroup var inputs: InputOptions

    @OptionGroup var layers: LayerOptions

    func validate() throws {
        if check && approve { throw ValidationError("--check and --approve cannot be used together") }
    }

    func run() throws {
        // Nothing approved at all is a wrong directory, not 3,000 new cases: said before the
        // matrix is rendered for nothing.
        if check, (try? FileManager.default.contentsOfDirectory(atPath: approved))?.isEmpty ?? true {
            printError(
                "error: no approved files found at \(approved)/; run review --check from the package root, "
                    + "or point --approved at them (review --approve writes them)")
            throw ExitCode(1)
        }
        let reviewInputs: ReviewInputs
        let matrix: ReviewMatrix
        var layerFindings = 0
        do {
            // One currency for every locale, as a shop prices in one: --currency, else GBP.
            let data = try inputs.screenInputs(
                currency: inputs.specialsOptions.currency ?? "GBP", now: ReviewInputs.defaultNow)
            let builder = ScreenRequestBuilder(inputs: data)
            // Each screen reviewed by its subjects, with the samples that need data the user
            // replaced named once per kind of scenario (the map's are the list's).
            var subjects: [ScreenKind: [String]] = [:]
            var noted: Set<ObjectIdentifier> = []
            for screen in ScreenKind.allCases {
                let definition = screen.definition
                let reviewed = try definition.reviewSubjects(in: builder)
                subjects[screen] = reviewed.names
                let kind = definition.scenarioKind
                guard !reviewed.skipped.isEmpty, noted.insert(ObjectIdentifier(kind)).inserted else { continue }
                printError(
                    "note: \(reviewed.skipped.count) sample scenarios need \(kind.sampleData) and are left out: "
                        + reviewed.skipped.joined(separator: ", "))
            }
            let strings = layers.strings.load()
            reviewInputs = ReviewInputs(
                data: data, catalog: strings.catalog, themes: layers.themes.library(),
                mappers: layers.mappers(), width: width)
            layerFindings = strings.findings + layers.reportThemeFindings(theme: nil).count
            matrix = ReviewMatrix(subjects: subjects)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        let cases = shard.map { matrix.cases(shard: $0.index, of: $0.count) } ?? matrix.cases
        let runner = ReviewRunner(inputs: reviewInputs)
        var warnings: [String] = []
        // With --html each case is laid out once, for its text and its HTML together.
        // Each theme loaded once, for the drawings and for the report's style sheet.
        let themes = runner.drawnThemes(for: cases, warnings: &warnings)
        let drawings = html.map { _ in runner.draw(cases, themes: themes, warnings: &warnings) }
        let rendered = drawings?.mapValues(\.text) ?? runner.render(cases, themes: themes, warnings: &warnings)
        for warning in warnings { printError("warning: \(warning)") }
        let complete = shard == nil
        let report = check || html != nil ? runner.check(rendered, against: approved, complete: complete) : nil
        if let html, let drawings, let report {
            let page = HTMLReport(
                cases: cases, drawings: drawings, comparison: report,
                themes: Self.styleSheetThemes(themes),
                sources: StringSources(catalog: reviewInputs.catalog), width: width, approvedDirectory: approved)
            do {
                try page.write(to: html)
            } catch {
                printError("error: cannot write the report to \(html): \(SystemErrorText.describe(error))")
                throw ExitCode(1)
            }
            printError("report: \(FileName.join(html, "index.html")) (\(page.title))")
        }
        if check, let report {
            for difference in report.differences { print(difference.diff, terminator: "") }
            for added in report.added { print("new: \(approved)/\(added) (no approved file; run --approve)") }
            for stale in report.stale { print("stale: \(approved)/\(stale) (no case renders it; run --approve)") }
            let problems = report.differences.count + report.added.count + report.stale.count
            printError(
                "\(report.rendered) cases checked, \(report.differences.count) differ, \(report.added.count) new, \(report.stale.count) stale"
            )
            if problems > 0 {
                printError("run `storefinder review --approve` to accept the new rendering")
                throw ExitCode(1)
            }
            try failIfStrict(layerFindings)
            return
        }
        guard let directory = approve ? approved : out ?? (html == nil ? "review-out" : nil) else {
            try failIfStrict(layerFindings)
            return
        }
        do {
            try runner.write(rendered, to: directory, complete: complete)
        } catch {
            printError("error: cannot write \(directory): \(SystemErrorText.describe(error))")
            throw ExitCode(1)
        }
        printError("\(rendered.count) cases written to \(directory)")
        try failIfStrict(layerFindings)
    }

    /// `--strict`: exits 1 when lint found anything in the tables and themes given.
    private func failIfStrict(_ findings: Int) throws {
        guard layers.strict, findings > 0 else { return }
        printError("error: --strict: lint found \(counted(findings, "problem")) in the tables and themes given")
        throw ExitCode(1)
    }

    /// The themes the report's style sheet holds: each drawn theme once, by the name the
    /// screens carry (the last good one for a theme that fails, as the screens then name it).
    private static func styleSheetThemes(_ drawn: [String: Theme]) -> [Theme] {
        let byName = Dictionary(drawn.values.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return byName.keys.sorted().compactMap { byName[$0] }
    }
}
