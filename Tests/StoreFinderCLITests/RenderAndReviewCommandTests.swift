import Foundation
import StoreTestSupport
import StoreTheme
import Testing

/// The package root, where the approved review files live.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite("storefinder render and review, end to end", .temporaryFolders)
struct RenderAndReviewCommandTests {
    @Test("render list runs on the embedded samples from any directory")
    func renderList() async throws {
        let result = try await StoreFinderBinary.run(
            ["render", "list", "--now", "2026-11-20T17:30:00Z"], in: URL(fileURLWithPath: "/"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Stores\n"))
        #expect(
            result.stdout.contains(
                "Chinatown 中華街\n0.2 mi · Open · closes 10:00\u{202F}PM\n■ Low in stock · Only 1 left\n"))
    }

    @Test("--color never and NO_COLOR give output with no escape at all; --color always colours")
    func colour() async throws {
        let never = try await StoreFinderBinary.run(
            ["render", "details", "--color", "never", "--format", "ansi"], environment: ["FORCE_COLOR": "3"])
        #expect(!never.stdout.isEmpty && !never.stdout.contains("\u{1B}"))
        let noColor = try await StoreFinderBinary.run(
            ["render", "map"], environment: ["NO_COLOR": "1", "FORCE_COLOR": ""])
        #expect(!noColor.stdout.isEmpty && !noColor.stdout.contains("\u{1B}"))
        let always = try await StoreFinderBinary.run(
            ["render", "list", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(always.stdout.contains("\u{1B}[38;2;"))
    }

    @Test(
        "render takes every documented flag",
        arguments: [
            [
                "render", "list", "--locale", "ru", "--scenario", "next-page-failed", "--width", "32", "--theme",
                "dark", "--format", "text",
            ],
            [
                "render", "details", "--store", "spb-nevsky", "--locale", "ar", "--show-keys", "--now",
                "2026-12-31T09:00:00Z",
            ],
            ["render", "opening-times", "--store", "ldn-soho", "--locale", "ja", "--width", "120"],
            [
                "render", "map", "--plugin", "brand-glyphs", "--plugin", "quantity-stock", "--location", "59.93,30.33",
                "--format", "json",
            ],
            [
                "render", "list", "--permission", "denied", "--scenario", "location-prompt", "--theme", "high-contrast",
                "--plugin", "postcode-search",
            ],
        ])
    func flags(arguments: [String]) async throws {
        let result = try await StoreFinderBinary.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }

    @Test(
        "bad flags are refused with a clear message",
        arguments: [
            (["render", "list", "--width", "200"], "--width takes 12 to 120, not \"200\""),
            (
                ["strings", "show", "Stock.OnlyLeft", "--arg", "=x"],
                "--arg takes name=value, a placeholder's name such as count before the =, not \"=x\""
            ),
            (["strings", "show", "Call", "--arg", "phone"], "--arg takes name=value"),
            (["render", "list", "--width", "-3"], "--width takes 12 to 120, not \"-3\""),
            (["render", "list", "--width", "wide"], "--width takes 12 to 120, not \"wide\""),
            (["review", "--check", "--width", "0"], "--width takes 12 to 120, not \"0\""),
            (["review", "--check", "--width", "99999"], "--width takes 12 to 120, not \"99999\""),
            (["review", "--check", "--shard", "1//2"], "--shard takes I/N with 1 ≤ I ≤ N, such as 2/4, not \"1//2\""),
            (
                ["render", "list", "--location", "0x10,0"],
                "--location takes LAT,LON in decimal degrees such as 51.51,-0.134, not \"0x10,0\""
            ),
            (["render", "list", "--location", "nan,0"], "--location takes LAT,LON in decimal degrees"),
            (["render", "list", "--location", "51.5"], "--location takes LAT,LON in decimal degrees"),
            (
                ["render", "list", "--now", "2026-02-30T00:00:00Z"],
                "--now takes an ISO 8601 instant such as 2026-11-20T17:30:00Z, not \"2026-02-30T00:00:00Z\""
            ),
            (["render", "list", "--now", "2026-11-20T25:00:00+01:00"], "--now takes an ISO 8601 instant"),
            (
                ["render", "list", "--permission", "maybe"],
                "Please provide one of 'notDetermined', 'denied', 'restricted' or 'allowed'"
            ),
            (["render", "list", "--color", "sometimes"], "Please provide one of 'auto', 'always' or 'never'"),
            (["strings", "plural", "--locale", "ru", "many"], "\"many\" is not a number such as 3, 1.50, 1c6 or -1"),
            (["render", "list", "--now", "yesterday"], "--now takes an ISO 8601 instant"),
            (["render", "list", "--location", "91,0"], "--location: latitude 91.0 is not between -90 and 90"),
            (["render", "list", "--plugin", "nope"], "unknown plugin \"nope\""),
            (["render", "details", "--store", "nope"], "error: no store with id \"nope\" in the stores file"),
            (["render", "nowhere"], "The value 'nowhere' is invalid for '<screen>'"),
            (["render", "list", "--locale", ""], "--locale takes a language tag such as en, en-GB or en_GB, not \"\""),
            (
                ["render", "list", "--locale", "x y"],
                "--locale takes a language tag such as en, en-GB or en_GB, not \"x y\""
            ),
            (["strings", "show", "Stock.InStock", "--locale", "en GB"], "--locale takes a language tag"),
            (["review", "--shard", "3/2"], "--shard takes I/N with 1 ≤ I ≤ N"),
            (["review", "--check", "--plugin", "nope"], "unknown plugin \"nope\""),
            (
                ["render", "details", "--text-size", "huge"],
                "--text-size takes one of \(TextSize.allCases.map(\.name).joined(separator: ", ")), not \"huge\""
            ),
        ])
    func badFlags(arguments: [String], message: String) async throws {
        let result = try await StoreFinderBinary.run(arguments)
        #expect(result.status != 0)
        // A flag's value that is not one of its choices is a usage error: EX_USAGE.
        if arguments.contains("--text-size") { #expect(result.status == 64) }
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("negative numbers are values, not flags: a southern location, a negative plural count")
    func negativeValues() async throws {
        let sydney = try await StoreFinderBinary.run([
            "render", "list", "--location", "-33.87,151.21", "--color", "never",
        ])
        #expect(sydney.status == 0, "\(sydney.stderr)")
        let plural = try await StoreFinderBinary.run(["strings", "plural", "--locale", "ru", "-1", "-21", "-5"])
        #expect(plural.status == 0, "\(plural.stderr)")
        #expect(plural.stdout == "-1 one\n-21 one\n-5 many\n")
    }

    @Test("--locale en_GB, as iOS spells it, renders exactly what en-GB renders", arguments: ["list", "opening-times"])
    func appleLocaleSpelling(screen: String) async throws {
        let underscore = try await StoreFinderBinary.run([
            "render", screen, "--locale", "en_GB", "--color", "never", "--now", "2026-11-20T17:30:00Z",
        ])
        let hyphen = try await StoreFinderBinary.run([
            "render", screen, "--locale", "en-GB", "--color", "never", "--now", "2026-11-20T17:30:00Z",
        ])
        #expect(underscore.status == 0 && underscore.stdout == hyphen.stdout)
        #expect(underscore.stdout.contains(screen == "list" ? "Shops" : "21:00"), "\(underscore.stdout)")
    }

    @Test(
        "every screen renders your own stores file, with no sample store in it",
        arguments: ["list", "map", "details", "opening-times"])
    func ownStores(screen: String) async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try CheckAndSampleCommandTests.ownStores.write(
            to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(
            ["render", screen, "--stores", "mine.json", "--color", "never"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(screen == "map" || result.stdout.contains("Fifth Avenue"), "\(result.stdout)")
        #expect(!result.stdout.contains("Regent"))
    }

    @Test(
        "details and hours with no store to show fail clearly instead of drawing the list",
        arguments: [
            ("details", "location-prompt"), ("opening-times", "empty"), ("details", "error-network"),
        ])
    func noStore(screen: String, scenario: String) async throws {
        let result = try await StoreFinderBinary.run(["render", screen, "--scenario", scenario])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "error: \(screen) needs a store to show, and the scenario \"\(scenario)\" selects none and has no results; pass --store ID\n"
        )
    }

    @Test(
        "the product documents' letter: address lines end with a comma but the last, the geocoded street is the short name, en-GB's stock",
        arguments: [
            (
                ["render", "details", "--store", "ldn-regent", "--locale", "en-GB"],
                "214 Regent Street,\nLondon,\nW1B 5BD\n"
            ),
            // Abroad (en is en-US by CLDR's likely subtags), the country is the last line, and bare.
            (
                ["render", "details", "--store", "ldn-regent"],
                "214 Regent Street,\nLondon,\nW1B 5BD,\nUnited Kingdom\n"
            ),
            (["render", "details", "--store", "ldn-regent", "--locale", "ar"], "London،\n"),
            (["render", "details", "--store", "ldn-covent", "--locale", "en-GB"], "Low in stock"),
            (
                ["geocode", "--response", "Examples/Delivery/Geocode/spb-nevsky.json"],
                "address: Невский пр., 28 / Санкт-Петербург / 191186\n"
            ),
        ])
    func documentsLetter(arguments: [String], expected: String) async throws {
        let result = try await StoreFinderBinary.run(
            arguments + (arguments[0] == "render" ? ["--format", "text"] : []), in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(expected), "\(result.stdout)")
    }

    @Test("a theme that loads but fails lint: render draws it and says so on standard error; with --strict it exits 1")
    func lintFindingsAndStrict() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "name: pale\nextends: default\ncolors:\n  text: \"#EEEEEE\"\n".write(
            to: folder.appendingPathComponent("pale.yml"), atomically: true, encoding: .utf8)
        let arguments = ["render", "list", "--themes", folder.path, "--theme", "pale", "--format", "text"]
        let drawn = try await StoreFinderBinary.run(arguments)
        #expect(drawn.status == 0)
        #expect(drawn.stdout.contains("Stores"), "\(drawn.stdout)")
        let warning = try #require(drawn.stderr.split(separator: "\n").first)
        #expect(warning.hasPrefix("warning: themes lint finds "))
        #expect(warning.contains("the first: \(folder.path)/pale.yml:4:9: error: "), "\(warning)")
        #expect(warning.hasSuffix("[contrast]"))
        let strict = try await StoreFinderBinary.run(arguments + ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: --strict: lint found "))
    }

    @Test("a broken theme file does not stop a render: it draws in default, says why, and exits 1")
    func brokenTheme() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "name: broken\nextends: default\ntoday: {bold: maybe}\n".write(
            to: folder.appendingPathComponent("broken.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run([
            "render", "opening-times", "--theme", "broken", "--themes", folder.path,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Opening times"))
        #expect(result.stderr.hasPrefix("error: theme \"broken\" failed to load; drawn in default:"))
    }

    @Test(
        "--appearance draws default as the deprecated theme of that name drew it",
        arguments: [("dark", "dark"), ("light-increased-contrast", "high-contrast")])
    func appearance(appearance: String, deprecated: String) async throws {
        for format in ["ansi", "html"] {
            let drawn = try await StoreFinderBinary.run([
                "render", "list", "--appearance", appearance, "--format", format, "--color", "always",
            ])
            let named = try await StoreFinderBinary.run([
                "render", "list", "--theme", deprecated, "--format", format, "--color", "always",
            ])
            #expect(drawn.status == 0)
            // The HTML names the theme drawn: `default, dark` in one (in its style sheet, with
            // CSS's escapes for the comma and the space); the deprecated name in the other.
            let drawnNames = ["data-theme=\"default, \(appearance)\"", "data-theme=\"default\\2c \\20 \(appearance)\""]
            #expect(
                drawnNames.reduce(drawn.stdout) { $0.replacingOccurrences(of: $1, with: "") }
                    == named.stdout.replacingOccurrences(of: "data-theme=\"\(deprecated)\"", with: ""), "\(format)")
        }
        let show = try await StoreFinderBinary.run(["themes", "show", "default", "--appearance", appearance])
        #expect(show.stdout.hasPrefix("theme default, \(appearance)\n"))
        let bad = try await StoreFinderBinary.run(["render", "list", "--appearance", "dusk"])
        #expect(bad.status == 64)
    }

    @Test("an app's table is linted as it loads: a placeholder the key lacks never reaches the screen")
    func overlayPlaceholder() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "en:\n  Stock:\n    InStock: \"Got it %{qty}\"\n    InSotck: x\n".write(
            to: folder.appendingPathComponent("en.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["render", "list", "--strings", folder.path])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("%{"))
        #expect(result.stdout.contains("In stock"))
        let file = folder.appendingPathComponent("en.yml").path
        #expect(
            result.stderr.contains(
                "\(file):3:14: error: Stock.InStock uses %{qty}, which en does not have [placeholders] (the shipped text shows instead)"
            ))
        #expect(result.stderr.contains("\(file):4:5: warning: Stock.InSotck is not a key of en"))
    }

    @Test(
        "render draws what review approved: both build the screen's request the same way",
        arguments: [
            ("list", "--scenario", "next-page-failed"), ("map", "--scenario", "map-selected"),
            ("details", "--store", "ldn-waterloo"), ("opening-times", "--store", "ldn-oxford"),
            ("specials", "--scenario", "small"), ("delivery-city", "--scenario", "detected"),
        ])
    func renderMatchesReview(screen: String, flag: String, subject: String) async throws {
        let result = try await StoreFinderBinary.run(
            [
                "render", screen, flag, subject, "--now", "2026-11-20T17:30:00Z", "--currency", "GBP", "--format",
                "text",
            ], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let approved = try String(
            contentsOf: packageRoot.appendingPathComponent("Review/default/light/en/\(screen)--\(subject).txt"),
            encoding: .utf8)
        // The approved file is the drawing, then the legend of the styles it used.
        #expect(approved.hasPrefix(result.stdout + "\n── styles (default) "), "\(result.stdout)")
    }

    /// The run is the browser tests' sample report: one whole-matrix check a test run.
    @Test("review --check passes against the committed approved files")
    func reviewCheckPasses() async throws {
        let result = try await BrowserReports.sampleRun.get()
        #expect(result.stderr.contains("\(Self.approvedCases) cases checked, 0 differ, 0 new, 0 stale\n"))
    }

    @Test(
        "review --check away from the package says in one line that it found no approved files, and how to point at them"
    )
    func reviewCheckElsewhere() async throws {
        let result = try await StoreFinderBinary.run(
            ["review", "--check"], in: try StoreFinderBinary.temporaryFolder())
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "error: no approved files found at Review/; run review --check from the package root, "
                + "or point --approved at them (review --approve writes them)\n")
    }

    @Test("review --check fails with a readable diff after one string is edited")
    func reviewCheckFails() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "en:\n  StoreFinder:\n    Title: Our shops\n".write(
            to: folder.appendingPathComponent("en.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(
            ["review", "--check", "--shard", "1/12", "--strings", folder.path], in: packageRoot)
        #expect(result.status == 1)
        #expect(result.stdout.contains("--- approved/default/light/en/list--"))
        #expect(result.stdout.contains("\n-Stores\n+Our shops\n"))
        #expect(result.stderr.contains("run `storefinder review --approve` to accept the new rendering"))
    }

    @Test("review writes readable file names, and --approve replaces files atomically and removes stale ones")
    func reviewWrites() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let approved = folder.appendingPathComponent("Approved")
        try FileManager.default.createDirectory(
            at: approved.appendingPathComponent("old"), withIntermediateDirectories: true)
        try "stale".write(to: approved.appendingPathComponent("old/gone.txt"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["review", "--approve", "--approved", approved.path])
        #expect(result.status == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: approved.appendingPathComponent("default/light/en/list--results.txt").path)
        )
        #expect(
            FileManager.default.fileExists(
                atPath: approved.appendingPathComponent("default/dark-increased-contrast/ar/details--ldn-regent.txt")
                    .path))
        #expect(!FileManager.default.fileExists(atPath: approved.appendingPathComponent("old/gone.txt").path))
        let leftovers =
            FileManager.default.enumerator(atPath: approved.path)?.compactMap { $0 as? String }.filter {
                !$0.hasSuffix(".txt") && $0.contains(".")
            } ?? []
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }

    /// That the shards of every count partition the matrix is `ReviewMatrix`'s, tested in
    /// process; here, two shards of forty, written by the command.
    @Test("shards split the matrix without overlap")
    func shards() async throws {
        var written: [Set<String>] = []
        for index in 1...2 {
            let folder = try StoreFinderBinary.temporaryFolder()
            let result = try await StoreFinderBinary.run(["review", "--shard", "\(index)/40", "--out", folder.path])
            #expect(result.status == 0)
            written.append(
                Set(
                    FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter {
                        $0.hasSuffix(".txt")
                    } ?? []))
        }
        #expect(written[0].count == Self.firstOfForty)
        #expect(written[0].isDisjoint(with: written[1]))
    }

    /// The matrix's size: one approved file per case under `Review/`.
    static let approvedCases =
        FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Review").path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".txt") }.count ?? 0

    /// The cases of shard 1 of 40: every 40th, from the first.
    static var firstOfForty: Int { (approvedCases + 39) / 40 }
}

@Suite("storefinder render --format html and review --html", .temporaryFolders)
struct HTMLCommandTests {
    @Test("render --format html prints a standalone fragment, right to left for Arabic, with each string's file:line")
    func renderHTML() async throws {
        let result = try await StoreFinderBinary.run([
            "render", "opening-times", "--store", "ldn-regent", "--locale", "ar", "--format", "html", "--now",
            "2026-11-20T17:30:00Z",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<section class=\"sf-fragment\">\n<style>\n"))
        #expect(
            result.stdout.contains(
                "<div class=\"sf-screen\" data-theme=\"default\" dir=\"rtl\" lang=\"ar\" style=\"--w:44\">"))
        #expect(result.stdout.contains("title=\"StoreDetails.OpeningTimes.Title · ar · Localizations/ar.yml:"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test("render --format html under a locale with no table marks its words with the language they are in")
    func fallbackLanguage() async throws {
        let result = try await StoreFinderBinary.run(["render", "list", "--locale", "he", "--format", "html"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" lang=\"en\" "), "\(result.stdout.prefix(400))")
        #expect(!result.stdout.contains("lang=\"he\""))
    }

    @Test("review --html writes the page and its assets, and no text files unless --out is given")
    func reviewHTML() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let report = folder.appendingPathComponent("report")
        let result = try await StoreFinderBinary.run(["review", "--html", report.path, "--shard", "1/40"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: report.path).sorted()
        #expect(files == ["cases.js", "index.html", "report.css", "report.js", "themes.css"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("review-out").path))
        // No approved files here: every case is new.
        #expect(
            result.stderr.contains(
                "(StoreFinder review: 0 differ, \(RenderAndReviewCommandTests.firstOfForty) new, 0 stale of \(RenderAndReviewCommandTests.firstOfForty) cases)"
            ))
    }

    @Test("review --check lists new and stale cases by name and fails")
    func newAndStale() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let approved = folder.appendingPathComponent("Approved")
        _ = try await StoreFinderBinary.run(["review", "--approve", "--approved", approved.path, "--shard", "1/40"])
        // Whichever case the shard holds first goes missing.
        let english = approved.appendingPathComponent("default/light/en")
        let missing = try #require(try FileManager.default.contentsOfDirectory(atPath: english.path).sorted().first)
        try FileManager.default.removeItem(at: english.appendingPathComponent(missing))
        try FileManager.default.createDirectory(
            at: approved.appendingPathComponent("old"), withIntermediateDirectories: true)
        try "gone\n".write(to: approved.appendingPathComponent("old/gone.txt"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run([
            "review", "--check", "--approved", approved.path, "--shard", "1/40",
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "new: \(approved.path)/default/light/en/\(missing) (no approved file; run --approve)")
        )
        // A shard checks only its own cases, so it reports no stale files.
        #expect(
            result.stderr.contains(
                "\(RenderAndReviewCommandTests.firstOfForty) cases checked, 0 differ, 1 new, 0 stale"))
        let whole = try await StoreFinderBinary.run([
            "review", "--check", "--approved", approved.path, "--html", folder.appendingPathComponent("report").path,
        ])
        #expect(whole.stdout.contains("stale: \(approved.path)/old/gone.txt (no case renders it; run --approve)"))
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(page.contains("data-case=\"old/gone\" data-status=\"stale\""))
    }
}
