import Foundation
import StorePresentation
import StoreRendering
import StoreScreens
import StoreShippedYAML
import StoreTestSupport
import StoreTextDiff
import StoreTheme
import StoreThemeTools
import Testing

@testable import StoreReview

let packageRoot = snapshotsFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("The HTML review report's page and data")
struct HTMLReportTests {
    static let cases = [
        ReviewCase(screen: .list, subject: "results", locale: "en", theme: "default"),
        ReviewCase(screen: .openingTimes, subject: "ldn-regent", locale: "ar", theme: "default", appearance: .dark),
        ReviewCase(screen: .deliveryCity, subject: "detected", locale: "de", theme: "default"),
    ]

    static func report() -> HTMLReport {
        var comparison = ReviewReport()
        comparison.rendered = 3
        comparison.differences = [
            ("default/dark/ar/opening-times--ldn-regent.txt", "--- a\n+++ b\n@@ -1,1 +1,1 @@\n-old\n+new\n")
        ]
        comparison.approvedText["default/dark/ar/opening-times--ldn-regent.txt"] = "old\nsame\n"
        comparison.added = ["default/light/de/delivery-city--detected.txt"]
        comparison.stale = ["default/light/en/list--gone.txt"]
        comparison.approvedText["default/light/en/list--gone.txt"] = "gone's text\n"
        let drawings = Dictionary(
            uniqueKeysWithValues: cases.map {
                (
                    $0.path,
                    ScreenDrawing(
                        text: $0.path == "default/dark/ar/opening-times--ldn-regent.txt" ? "new\nsame\n" : "text\n",
                        html: "<div class=\"sf-screen\">\($0.path)</div>")
                )
            })
        return HTMLReport(
            cases: cases, drawings: drawings, comparison: comparison, themes: [.default],
            sources: StringSources(catalog: .init()), width: 44)
    }

    @Test("changed cases come first, then new, stale and the rest; the title counts them")
    func order() throws {
        let page = try #require(Self.report().files()["index.html"])
        let articles = page.components(separatedBy: "<article ").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(
            articles.map { $0.components(separatedBy: "data-case=\"")[1].prefix { $0 != "\"" } } == [
                "default/dark/ar/opening-times--ldn-regent", "default/light/de/delivery-city--detected",
                "default/light/en/list--gone",
                "default/light/en/list--results",
            ])
        #expect(
            articles.map { $0.components(separatedBy: "data-status=\"")[1].prefix { $0 != "\"" } } == [
                "differ", "new", "stale", "same",
            ])
        #expect(page.contains("<title>StoreFinder review: 1 differ, 1 new, 1 stale of 4 cases</title>"))
        #expect(
            page.contains(
                "<li><a href=\"#default/light/de/delivery-city--detected\">default/light/de/delivery-city--detected</a> new</li>"
            ))
        #expect(
            page.contains("<li><a href=\"#default/light/en/list--gone\">default/light/en/list--gone</a> stale</li>"))
        #expect(page.contains("<h2 id=\"g-differ\">Changed (1)</h2>"))
    }

    @Test("each drawing names its theme and appearance to filter by, and the theme its screen is drawn in")
    func appearances() throws {
        let page = try #require(Self.report().files()["index.html"])
        #expect(
            page.contains(
                "data-case=\"default/dark/ar/opening-times--ldn-regent\" data-status=\"differ\" data-theme=\"default\" "
                    + "data-appearance=\"dark\" data-text-size=\"large\" data-screen-theme=\"default, dark\""))
        // A stale file's place says the same, read from its path.
        #expect(
            page.contains(
                "data-case=\"default/light/en/list--gone\" data-status=\"stale\" data-theme=\"default\" "
                    + "data-appearance=\"light\" data-text-size=\"large\" data-screen-theme=\"default\""))
        #expect(page.contains("<span class=\"meta\">default · dark · ar</span>"))
        #expect(
            page.contains(
                "<label>Appearance <select name=\"appearance\"><option value=\"\">All</option><option>dark</option>"
                    + "<option>light</option></select></label>"))
    }

    @Test("a review case is drawn in the theme and appearance it names, under a folder of each")
    func matrixAppearances() throws {
        let matrix = ReviewMatrix(subjects: [.list: ["results"]], locales: ["en"], includesSpoken: false, timelines: [])
        // Each appearance, then the larger text sizes in light, under a folder of the size.
        #expect(
            matrix.cases.map(\.path)
                == Appearance.allCases.map { "default/\($0.name)/en/list--results.txt" }
                + ReviewMatrix.largeTextSizes.map { "\($0.name)/default/light/en/list--results.txt" })
        var warnings: [String] = []
        let runner = ReviewRunner(
            inputs: ReviewInputs(
                data: try ScreenInputs.samples(now: ReviewInputs.defaultNow), catalog: .shipped, themes: .shipped,
                mappers: .defaults))
        let drawn = runner.drawnThemes(for: matrix.cases, warnings: &warnings)
        #expect(warnings.isEmpty)
        #expect(Set(drawn.values.map(\.name)) == Set(Appearance.allCases.map { Theme.drawnName("default", in: $0) }))
        // Each appearance draws its own colours.
        #expect(Set(drawn.values.map(\.palette)).count == Appearance.allCases.count)
    }

    @Test("cases.js holds each screen, and for a change the approved text, the diff and the lines it changed")
    func data() throws {
        let script = try #require(Self.report().files()["cases.js"])
        #expect(
            script.contains(
                "'default/dark/ar/opening-times--ldn-regent': {h: '<div class=\"sf-screen\">default/dark/ar/opening-times--ldn-regent.txt</div>', "
                    + "a: 'old\\nsame\\n', d: '--- a\\n+++ b\\n@@ -1,1 +1,1 @@\\n-old\\n+new\\n', o: [0], n: [0]},"))
        #expect(script.contains("'default/light/en/list--gone': {a: 'gone\\'s text\\n'},"))
    }

    @Test(
        "JavaScript literals escape what would end them or their line",
        arguments: [
            ("plain <b>html</b> \"quoted\"", "'plain <b>html</b> \"quoted\"'"),
            ("it's", "'it\\'s'"),
            ("back\\slash", "'back\\\\slash'"),
            ("two\nlines\r\t", "'two\\nlines\\u000d\\u0009'"),
            // ES2019: a string literal may hold the line and paragraph separators.
            ("line\u{2028}para\u{2029}", "'line\u{2028}para\u{2029}'"),
            ("box ─│ stays", "'box ─│ stays'"),
            // Long enough to be read eight bytes at a time, with escapes in and across the words.
            (
                "<div class=\"l\">0123456'89</div>abcdefgh\\ijklmno\npqrstuvwxyz\u{1}",
                "'<div class=\"l\">0123456\\'89</div>abcdefgh\\\\ijklmno\\npqrstuvwxyz\\u0001'"
            ),
        ])
    func literal(text: String, expected: String) {
        var output: [UInt8] = []
        JavaScriptLiteral.append(text, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }

    @Test(
        "the report's CSS and script in the binary are the files on disk",
        arguments: ["report.css", "report.js"])
    func assetsEmbedded(name: String) throws {
        let onDisk = try String(
            contentsOf: packageRoot.appendingPathComponent(ReportAssets.folder).appendingPathComponent(name),
            encoding: .utf8)
        #expect(ReportAssets.text(name) == onDisk)
    }

    @Test("each change's lines are counted from 0 on each side")
    func changedLines() {
        let (removed, added) = UnifiedDiff.changedLines(old: "a\nb\nc\n", new: "a\nB\nc\nd\n")
        #expect(removed == [1])
        #expect(added == [1, 3])
        #expect(UnifiedDiff.changedLines(old: "same\n", new: "same\n") == ([], []))
    }
}
