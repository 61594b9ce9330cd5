import Foundation
import Testing

/// The `StoreFinderResources` build plugin checks an app's tables and themes as `strings lint
/// --overrides` and `themes lint` do, and the build says so at the file, line and column:
/// what would put a raw placeholder, a missing word or unreadable text on a screen fails the
/// build; the rest are warnings. `Tests/Fixtures/BuildPluginDiagnostics` is an app's package
/// with one target per case, built with `swift build` as an app builds.
@Suite("The build plugin reports what lint reports, as build errors and warnings", .serialized)
struct BuildPluginDiagnosticsTests {
    static let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/BuildPluginDiagnostics")
    /// Kept between runs, so a run after the first builds only the fixture's targets.
    static let scratch = packageRoot.appendingPathComponent(".build/plugin-fixture")

    /// What building `target` printed, with the plugin made to run again.
    static func build(_ target: String) throws -> CommandResult {
        // NB: the plugin runs only when its output is missing or older than its inputs.
        try? FileManager.default.removeItem(
            at: scratch.appendingPathComponent("plugins/outputs/buildplugindiagnostics/\(target)"))
        // NB: with the build plan cached, a source file added to StoreFinder (the fixture's path
        // dependency) is not seen until a build fails: the cached plan tracks the fixture's own
        // folders, not its dependency's, and the first run after such a change failed here.
        return try StoreFinderBinary.run(
            [
                "swift", "build", "--package-path", fixture.path, "--scratch-path", scratch.path, "--target", target,
                "--disable-build-manifest-caching",
            ], executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// (target, whether the build succeeds, the diagnostic it prints)
    static let cases: [(target: String, builds: Bool, diagnostic: String)] = [
        // The override does not apply; StoreFinder's own "In stock" stays: a warning.
        (
            "MisspeltKey", true,
            "Sources/MisspeltKey/Localizations/en.yml:4:5: warning: Stock.InSotck is not a key of en; "
                + "did you mean Stock.InStock? [extra-key]"
        ),
        // The row would read "Got it %{qty}": an error.
        (
            "UnknownPlaceholder", false,
            "Sources/UnknownPlaceholder/Localizations/en.yml:4:14: error: Stock.InStock uses %{qty}, "
                + "which en does not have [placeholders]"
        ),
        // Low stock would be unreadable: an error.
        (
            "PoorContrast", false,
            "Sources/PoorContrast/Themes/brand.yml:6:21: error: stock.lowStock is #C25E00 on #FFFFFF, 4.29:1; "
                + "WCAG 2.2 SC 1.4.3 asks at least 4.5:1 for text [contrast]"
        ),
        // So would a caption in dark with increased contrast, at the line that set its grey.
        (
            "PoorContrast", false,
            "Sources/PoorContrast/Themes/brand.yml:9:11: error: in dark-increased-contrast: text.caption is #707070 "
                + "on #000000, 4.24:1; WCAG 2.2 SC 1.4.6 asks at least 7:1 for text in an increased-contrast appearance [contrast]"
        ),
    ]

    @Test(
        "each problem is a diagnostic at its place, an error or a warning by what it would do", .timeLimit(.minutes(15))
    )
    func diagnostics() throws {
        for (target, builds, diagnostic) in Self.cases {
            let result = try Self.build(target)
            let output = result.stdout + result.stderr
            #expect((result.status == 0) == builds, "\(target): exit \(result.status)\n\(output.suffix(2000))")
            #expect(output.contains(diagnostic), "\(target):\n\(output.suffix(2000))")
        }
    }

    @Test(
        "a designer's design tokens are a theme: a token it has no place for is a warning, and unreadable text in any appearance an error, each at its JSON path",
        .timeLimit(.minutes(15)))
    func designTokens() throws {
        let result = try Self.build("DesignTokens")
        let output = result.stdout + result.stderr
        #expect(result.status != 0, "\(output.suffix(2000))")
        let themes = Self.fixture.appendingPathComponent("Sources/DesignTokens/Themes").path
        for finding in [
            "\(themes)/brand.tokens.json: warning: $.spacing.small: a StoreFinder theme has no token spacing.small "
                + "(dimension); left out",
            "\(themes)/brand.resolver.json: error: $.modifiers.appearance.contexts.dark-increased-contrast[0].palette.orange: "
                + "in dark-increased-contrast: stock.lowStock is #8A3B00 on #000000, 2.70:1; WCAG 2.2 SC 1.4.6 asks at least "
                + "7:1 for text in an increased-contrast appearance [contrast]",
        ] {
            #expect(output.contains(finding), "\(finding)\n\(output.suffix(2000))")
        }
        // Its light and dark appearances are readable: only the orange of the one is reported.
        #expect(!output.contains("palette.blue"), "\(output.suffix(2000))")
        #expect(!output.contains("[theme-name]"), "\(output.suffix(2000))")
    }

    @Test(
        "one build reports every finding strings lint reports: errors and warnings together", .timeLimit(.minutes(15)))
    func everyFinding() throws {
        let result = try Self.build("EveryFinding")
        let output = result.stdout + result.stderr
        #expect(result.status != 0, "\(output.suffix(2000))")
        let table = "Sources/EveryFinding/Localizations/en.yml"
        for finding in [
            "\(table):5:14: error: Stock.InStock uses %{qty}, which en does not have [placeholders]",
            "\(table):6:5: warning: Stock.InSotck is not a key of en; did you mean Stock.InStock? [extra-key]",
            "\(table):8:3: error: duplicate key \"Collect.ReadyToday\" (first defined at 7:3) [duplicate-key]",
        ] {
            #expect(output.contains(finding), "\(finding)\n\(output.suffix(2000))")
        }
    }

    @Test("a clean table and theme build with no warning", .timeLimit(.minutes(15)))
    func clean() throws {
        let result = try Self.build("Clean")
        let output = result.stdout + result.stderr
        #expect(result.status == 0, "\(output.suffix(2000))")
        #expect(!output.contains("warning:") && !output.contains("error:"), "\(output.suffix(2000))")
    }
}
