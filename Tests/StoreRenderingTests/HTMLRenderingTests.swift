import Foundation
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreReview
import StoreSamples
import StoreScreens
import StoreTheme
import Testing

@testable import StoreRendering

/// The lines of an HTML screen as the text would have them: each `<div class="l">`'s pieces
/// in order (reversed for a right-to-left screen, which HTML writes from the right), with
/// references decoded and trailing spaces trimmed, as the text trims them.
func textLines(ofHTML html: String) -> [String] {
    guard let open = html.range(of: "<div class=\"sf-screen\"") else { return [] }
    let isRightToLeft = html[open.upperBound...].prefix(200).contains("dir=\"rtl\"")
    var lines: [String] = []
    for part in html[open.upperBound...].components(separatedBy: "<div class=\"l\">").dropFirst() {
        guard let end = part.range(of: "</div>") else { continue }
        var pieces: [String] = []
        var rest = Substring(part[..<end.lowerBound])
        while !rest.isEmpty {
            if rest.hasPrefix("<span") {
                guard let close = rest.firstIndex(of: ">"), let stop = rest.range(of: "</span>") else { break }
                pieces.append(String(rest[rest.index(after: close)..<stop.lowerBound]))
                rest = rest[stop.upperBound...]
            } else {
                let next = rest.range(of: "<span")?.lowerBound ?? rest.endIndex
                pieces.append(String(rest[..<next]))
                rest = rest[next...]
            }
        }
        var line = (isRightToLeft ? pieces.reversed() : pieces).joined()
        for (reference, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            line = line.replacingOccurrences(of: reference, with: character)
        }
        while line.hasSuffix(" ") { line.removeLast() }
        lines.append(line)
    }
    return lines
}

@Suite("HTML output: the text's lines, in the theme's colours, inert")
struct HTMLRenderingTests {
    @Test(
        "HTML has exactly the text's lines, breaks and columns",
        arguments: [
            (ScreenKind.list, "results", nil as String?, "en"), (.list, "results", nil, "ar"),
            (.list, "next-page-failed", nil, "ru"),
            (.details, "results", "ldn-regent", "ar-XB"), (.details, "results", "spb-nevsky", "de"),
            (.openingTimes, "results", "ldn-soho", "ja"),
            (.map, "map-selected", nil, "en-XA"), (.map, "map-selected", nil, "ar"),
        ])
    func sameLines(screen: ScreenKind, scenario: String, store: String?, locale: String) {
        let text = render(screen, scenario: scenario, store: store, locale: locale)
        let html = render(screen, scenario: scenario, store: store, locale: locale, format: .html)
        #expect(
            textLines(ofHTML: html)
                == text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    @Test("the grid and the delivery flow too", arguments: ["en", "ar", "ja"])
    func gridAndDelivery(locale: String) {
        let grid = (render(.specials, locale: locale), render(.specials, locale: locale, format: .html))
        #expect(
            textLines(ofHTML: grid.1)
                == grid.0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        let cities = (
            render(.deliveryCity, scenario: "detected", locale: locale),
            render(.deliveryCity, scenario: "detected", locale: locale, format: .html)
        )
        #expect(
            textLines(ofHTML: cities.1)
                == cities.0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    @Test(
        "a right-to-left screen says so; a left-to-right one too",
        arguments: [("ar", "rtl"), ("ar-XB", "rtl"), ("en", "ltr"), ("ja", "ltr")])
    func direction(locale: String, dir: String) {
        let html = render(.list, locale: locale, format: .html)
        #expect(html.contains("<div class=\"sf-screen\" data-theme=\"default\" dir=\"\(dir)\" style=\"--w:44\">"))
    }

    @Test("a hostile store name is text, never markup")
    func hostileName() throws {
        var hostile = stores
        let index = try #require(hostile.firstIndex { $0.id == "ldn-regent" })
        hostile[index].name = "<script>alert(\"x\")</script> & 'Co' <img src=x onerror=alert(1)>"
        let html = render(.details, store: "ldn-regent", format: .html, stores: hostile)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        // Wrapped at the width, as the text wraps it.
        #expect(
            html.contains(
                ">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; &lt;img</span></div>"
                    + "\n<div class=\"l\"><span class=\"t-text-title\">src=x onerror=alert(1)&gt;</span>"))
    }

    @Test("each string names its key and locale, and its file:line when the sources are given")
    func provenance() throws {
        let request = ScreenRequest(
            screen: .openingTimes, store: stores.first { $0.id == "ldn-regent" }, now: reviewNow)
        let bare = try draw(request, locale: "en-XA", options: RenderOptions(format: .html))
        #expect(bare.contains("data-k=\"StoreDetails.OpeningTimes.Title\" data-l=\"en-XA (pseudo of en)\">"))
        let sourced = try draw(
            request, locale: "en-XA", options: RenderOptions(format: .html), sources: StringSources(catalog: .shipped))
        let title = try #require(
            sourced.range(of: "title=\"StoreDetails.OpeningTimes.Title · en-XA (pseudo of en) · Localizations/en.yml:"))
        #expect(sourced[title.upperBound...].prefix { $0 != "\"" }.allSatisfy { $0.isNumber || $0 == ":" })
    }

    @Test("a theme's rules are scoped to its name, and a hostile name cannot close the style sheet")
    func styleSheet() {
        let css = ThemeStyleSheet.css(for: .default)
        #expect(css.hasPrefix(".sf-screen[data-theme=\"default\"]{background-color:#FFFFFF;"))
        #expect(css.contains(".sf-screen[data-theme=\"default\"] .t-today{"))
        var hostile = Theme.default
        hostile.name = "x\"]</style><script>alert(1)</script>"
        let escaped = ThemeStyleSheet.css(for: hostile)
        #expect(!escaped.contains("</style") && !escaped.contains("<script") && !escaped.contains("x\"]"))
        #expect(ThemeStyleSheet.className(ThemeToken(path: "stock.inStock")) == "t-stock-inStock")
    }

    @Test("today is bold in the theme's HTML, as in its ANSI")
    func boldToday() {
        let html = render(.openingTimes, store: "ldn-regent", format: .html)
        #expect(html.contains("<span class=\"t-today\">"))
        #expect(ThemeStyleSheet.css(for: .default).contains(" .t-today{color:#1B1B1F;font-weight:700}"))
    }

    @Test(
        "HTML snapshots a reviewer can read: one line of HTML per line of the screen",
        arguments: [
            ("html-opening-times-ldn-regent-ar", ScreenKind.openingTimes, "ar"), ("html-list-results-en", .list, "en"),
        ])
    func snapshot(name: String, screen: ScreenKind, locale: String) {
        assertSnapshot(render(screen, store: "ldn-regent", locale: locale, format: .html), named: name)
    }

    @Test("a standalone fragment carries its own style sheet")
    func fragment() {
        let html = render(.list, format: .html)
        #expect(html.hasPrefix("<section class=\"sf-fragment\">\n<style>\n.sf-screen{"))
        #expect(html.hasSuffix("</div>\n</section>\n"))
    }
}

/// A page marks each string with the language it is written in, so a screen reader reads the
/// fallback in the right voice.
@Suite("HTML output: each string says the language it is written in")
struct HTMLLanguageTests {
    /// The list under `he`, with one string of the app's own Hebrew table over the shipped ones.
    static func hebrewList() throws -> String {
        var catalog = StringCatalog.shipped
        catalog.override("StoreFinder.Title", with: "חנויות", locale: "he")
        let strings = Localizer(catalog: catalog, locale: "he")
        let request = try ScreenRequestBuilder(inputs: ScreenInputs.samples(now: reviewNow)).request(
            .list, scenario: "results"
        ).request
        var options = RenderOptions(width: 44, format: .html)
        options.language = strings.textLanguage
        return try ListScreen.drawing(
            request, mapper: ScreenMapper(strings: strings),
            renderer: TextRenderer(theme: defaultTheme, options: options)
        ).html
    }

    @Test("English fallback under he is marked lang=\"en\"; the Hebrew string takes the page's he")
    func fallbackKeepsItsLanguage() throws {
        let html = try Self.hebrewList()
        #expect(html.contains("lang=\"he\""))
        #expect(html.contains("data-k=\"StoreFinder.List.Search.Placeholder\" data-l=\"en\" lang=\"en\""))
        #expect(html.contains("data-k=\"StoreFinder.Title\" data-l=\"he\">"))
    }

    @Test(
        "a span says its language only when the page's differs",
        arguments: [
            ("en", "he", "en"), ("de", "de-AT", nil), ("he", "he", nil), ("ar-XB (pseudo of ar)", "ar-XB", nil),
            ("en-GB", "en", nil),
        ] as [(String, String, String?)])
    func spanLanguage(locale: String, page: String, lang: String?) {
        #expect(HTMLLines.spanLanguage(locale, screen: page) == lang)
    }
}
