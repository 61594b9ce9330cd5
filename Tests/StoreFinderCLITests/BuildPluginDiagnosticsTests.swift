import Foundation
import StoreTestSupport
import Testing

/// The `StoreFinderResources` build plugin checks an app's tables and themes as `strings lint
/// --overrides` and `themes lint` do, and the build says so at the file, line and column:
/// what would put a raw placeholder, a missing word or unreadable text on a screen fails the
/// build; the rest are warnings. `Tests/Fixtures/BuildPluginDiagnostics` is an app's package
/// with one target per case. Each case runs the plugin's build tool, `storefinder-compile`, with
/// the arguments the plugin passes for the target; one build of the package, as an app builds
/// (``NestedPackage``), proves the plugin passes them.
@Suite("The build plugin reports what lint reports, as build errors and warnings", .temporaryFolders)
struct BuildPluginDiagnosticsTests {
    static let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/BuildPluginDiagnostics")

    /// What `storefinder-compile` prints for the fixture's `target`, run as the plugin runs it.
    static func compile(_ target: String) async throws -> CommandResult {
        let output = try StoreFinderBinary.temporaryFolder().appendingPathComponent("StoreFinderResources.swift")
        return try await StoreFinderBinary.run(
            PluginArguments.app(
                target: fixture.appendingPathComponent("Sources/\(target)"), package: fixture,
                storeFinder: packageRoot, output: output),
            executable: StoreFinderBinary.compiler)
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
        // German users would see the app's own key in English: a warning at the German table.
        (
            "OwnKeyMissing", true,
            "Sources/OwnKeyMissing/Localizations/de.yml:2:1: warning: Collect.ReadyLater, the app's own key "
                + "(Sources/OwnKeyMissing/Localizations/en.yml:4:5), is missing from de: its users see the en text, "
                + "as nothing ships one [missing-own-key]"
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
        "each problem is a diagnostic at its place, an error or a warning by what it would do"
    )
    func diagnostics() async throws {
        for (target, builds, diagnostic) in Self.cases {
            let result = try await Self.compile(target)
            let output = result.stdout + result.stderr
            #expect((result.status == 0) == builds, "\(target): exit \(result.status)\n\(output.suffix(2000))")
            #expect(output.contains(diagnostic), "\(target):\n\(output.suffix(2000))")
        }
    }

    /// The lines of `text` that are findings: `FILE: error: PATH: …` or `FILE:LINE:COLUMN: warning: …`.
    static func findingLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.firstRange(of: #/^\S+?(:\d+:\d+)?: (error|warning): /#) != nil
        }
    }

    @Test(
        "a folder of token files gives the same findings, in the same order, from lint, from render and from the build",
        .timeLimit(.minutes(5)))
    func sameFindingsEverywhere() async throws {
        let build = Self.findingLines(try await Self.compile("DesignTokens").stderr)
        let themes = "Sources/DesignTokens/Themes"
        let lint = Self.findingLines(
            try await StoreFinderBinary.run(["themes", "lint", themes], in: Self.fixture).stdout)
        #expect(!lint.isEmpty)
        #expect(build == lint)
        // A render goes on, and says the first error lint says.
        let render = try await StoreFinderBinary.run(
            ["render", "list", "--themes", themes, "--theme", "brand"], in: Self.fixture)
        let first = try #require(lint.first { $0.contains(": error: ") })
        #expect(render.status == 0)
        #expect(render.stderr.contains("the first: \(first)"), "\(render.stderr)")
    }

    @Test(
        "a designer's design tokens are a theme: a token it has no place for is a warning, and unreadable text in any appearance an error, each at its JSON path",
        .timeLimit(.minutes(15)))
    func designTokens() async throws {
        let result = try await Self.compile("DesignTokens")
        let output = result.stdout + result.stderr
        #expect(result.status != 0, "\(output.suffix(2000))")
        // Named from the package's root, as every theme file the plugin compiles is.
        let themes = "Sources/DesignTokens/Themes"
        for finding in [
            "\(themes)/brand.tokens.json: warning: $.spacing.small: a StoreFinder theme has no place for spacing.small; "
                + "left out [tokens-roles]",
            "\(themes)/brand.resolver.json: error: "
                + #"$.modifiers.appearance.contexts["dark-increased-contrast"][0].palette.orange["$value"]: "#
                + "in dark-increased-contrast: stock.lowStock is #8A3B00 on #000000, 2.70:1; WCAG 2.2 SC 1.4.6 asks at least "
                + "7:1 for text in an increased-contrast appearance [contrast]",
        ] {
            #expect(output.contains(finding), "\(finding)\n\(output.suffix(2000))")
        }
        // Its blue is readable everywhere; but its resolver gives none for light with increased
        // contrast, which keeps default's there: a warning at the light value's JSON path.
        #expect(!output.contains("error: $.palette.blue"), "\(output.suffix(2000))")
        #expect(
            output.contains(
                #"brand.tokens.json: warning: $.palette.blue["$value"]: palette.blue is set for light, dark and dark-increased-contrast only, and default changes it in "#
                    + "light-increased-contrast (#1A5FB4 → #0033A0), which keeps default's"), "\(output.suffix(2000))")
        #expect(!output.contains("[theme-name]"), "\(output.suffix(2000))")
    }

    @Test(
        "one build reports every finding strings lint reports: errors and warnings together")
    func everyFinding() async throws {
        let result = try await Self.compile("EveryFinding")
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

    @Test("a role with a size of its own and no text style to scale with fails the build, at the size's line")
    func fixedSize() async throws {
        let file = "Sources/FixedSize/Themes/brand.yml"
        let text = try String(contentsOf: Self.fixture.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.hasPrefix("today: {") && $0.contains("fontSize: 15") })
        let column = try #require(lines[index].range(of: "15}")).lowerBound.utf16Offset(in: lines[index]) + 1
        let result = try await Self.compile("FixedSize")
        let output = result.stdout + result.stderr
        #expect(result.status != 0, "\(output.suffix(2000))")
        #expect(
            output.contains(
                "\(file):\(index + 1):\(column): error: today has a fixed size (15 pt) and no text style to scale with"
            ), "\(output.suffix(2000))")
    }

    @Test("a clean table and theme build with no warning")
    func clean() async throws {
        let result = try await Self.compile("Clean")
        let output = result.stdout + result.stderr
        #expect(result.status == 0, "\(output.suffix(2000))")
        #expect(!output.contains("warning:") && !output.contains("error:"), "\(output.suffix(2000))")
    }
}

/// The arguments the `StoreFinderResources` build plugin passes its build tool for an app's
/// target (`Plugins/StoreFinderResources/plugin.swift`): the target's tables and themes, or the
/// package's when the target has none, over StoreFinder's shipped ones.
enum PluginArguments {
    static func app(target: URL, package: URL, storeFinder: URL, output: URL) -> [String] {
        var arguments = ["--app", "--root", package.path, "--output", output.path]
        for table in files(named: "Localizations", target: target, package: package) {
            arguments += ["--table", table.path]
        }
        for theme in files(named: "Themes", target: target, package: package) { arguments += ["--theme", theme.path] }
        arguments += ["--shipped-root", storeFinder.path]
        for table in files(in: storeFinder.appendingPathComponent("Localizations")) {
            arguments += ["--shipped-table", table.path]
        }
        for theme in files(in: storeFinder.appendingPathComponent("Themes")) {
            arguments += ["--shipped-theme", theme.path]
        }
        return arguments
    }

    /// The target's folder `name`, else the package's.
    private static func files(named name: String, target: URL, package: URL) -> [URL] {
        for folder in [target.appendingPathComponent(name), package.appendingPathComponent(name)]
        where (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) != nil {
            return files(in: folder)
        }
        return []
    }

    /// The `.yml`, `.yaml` and `.tokens.json` files directly in `folder`, by name.
    private static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") || $0.hasSuffix(".tokens.json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
