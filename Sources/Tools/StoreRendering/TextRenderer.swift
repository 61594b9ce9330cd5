import StorePresentation
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Draws screen view data at a width: plain text for diffs, ANSI for a terminal, JSON for
/// tools, and HTML for a browser.
///
/// ```swift
/// let renderer = TextRenderer(theme: theme, options: RenderOptions(width: 44, format: .text))
/// print(renderer.render(listScreen))
/// ```
///
/// No output line is wider than the width, and no control character from data or
/// translations reaches the output: only the renderer's own styling does. HTML is drawn from
/// the same lines as text, so the two never disagree, and every text in it is escaped.
public struct TextRenderer: Sendable {
    public var theme: Theme
    public var options: RenderOptions
    /// Where each string's key is written, for HTML's provenance titles; `nil` leaves them out.
    public var sources: StringSources?

    public init(theme: Theme, options: RenderOptions = RenderOptions(), sources: StringSources? = nil) {
        self.theme = theme
        self.options = options
        self.sources = sources
    }

    /// A screen's view data, drawn by its layout, in ``RenderOptions/format``.
    package func render<Layout: ScreenLayout>(_ screen: Layout.ViewData, as layout: Layout.Type) -> String {
        switch options.format {
        case .json:
            return Self.json(SizedJSON(view: screen, textSize: options.textSize), empty: "{}")
        case .html:
            let drawing = draw(screen.isRightToLeft, (html: true, lineBreaks: true)) { canvas in
                Layout.lay(screen, theme: theme, on: &canvas)
            }
            return "<section class=\"sf-fragment\">\n<style>\n" + ThemeStyleSheet.screenCSS
                + ThemeStyleSheet.css(for: theme)
                + "</style>\n" + drawing.html + "\n</section>\n"
        case .text, .ansi:
            return draw(screen.isRightToLeft, (html: false, lineBreaks: false)) { canvas in
                Layout.lay(screen, theme: theme, on: &canvas)
            }.text
        case .spoken:
            return SpokenTranscript.of(screen, as: layout).text
        }
    }

    /// The screen as text (ANSI when asked) and as HTML lines, from one layout: what the review
    /// report shows beside the approved text.
    ///
    /// The HTML has no line breaks between its lines (they draw nothing between blocks): the
    /// report stores it in JavaScript strings, where each would be an escape.
    package func drawing<Layout: ScreenLayout>(_ screen: Layout.ViewData, as layout: Layout.Type) -> ScreenDrawing {
        guard options.format != .spoken else {
            return linesDrawing(SpokenTranscript.of(screen, as: layout).text, isRightToLeft: screen.isRightToLeft)
        }
        return draw(screen.isRightToLeft, (html: true, lineBreaks: false)) { canvas in
            Layout.lay(screen, theme: theme, on: &canvas)
        }
    }

    /// A timeline as text and as HTML lines of a screen element: what the review report shows
    /// for a `timeline/` case.
    package func drawing<Layout: ScreenLayout>(
        timeline entries: [ScreenTimelineEntry<Layout.ViewData>], as layout: Layout.Type, calendar: Calendar?
    ) -> ScreenDrawing {
        var plain = options
        plain.format = .text
        let text = TextRenderer(theme: theme, options: plain).render(timeline: entries, as: layout, calendar: calendar)
        return linesDrawing(text, isRightToLeft: entries.first?.view.isRightToLeft ?? false)
    }

    /// Plain lines as text and as the HTML lines of a screen element, each escaped.
    private func linesDrawing(_ text: String, isRightToLeft: Bool) -> ScreenDrawing {
        var html = Self.screenElement(
            theme: theme.name, isRightToLeft: isRightToLeft, width: options.width, language: options.language,
            lineBreaks: false, spoken: true)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            html += "<div class=\"l\">" + HTMLText.escaped(String(line)) + "</div>"
        }
        return ScreenDrawing(text: text, html: html + "</div>")
    }

    /// A screen's timeline (`ScreenMapper.timeline(for:through:limit:)`): in JSON a
    /// list of `{"at": "2026-11-20T20:30:00Z", "view": {…}}`; otherwise a paragraph for each
    /// state, its instant on `calendar`'s clock (a store's), then what changes with the clock,
    /// as the layout reads each state.
    package func render<Layout: ScreenLayout>(
        timeline entries: [ScreenTimelineEntry<Layout.ViewData>], as layout: Layout.Type, calendar: Calendar?
    ) -> String {
        if options.format == .json {
            return Self.json(entries, empty: "[]")
        }
        let rightToLeft = entries.first?.view.isRightToLeft ?? false
        let reading = Layout.timeline?.state ?? { _ in TimelineState(status: nil, lines: []) }
        return draw(rightToLeft, (html: options.format == .html, lineBreaks: true)) { canvas in
            TimelineLayout.lay(entries, reading: reading, calendar: calendar, on: &canvas)
        }.text
    }

    /// `value` as pretty, key-sorted JSON and a newline; `empty` if it cannot be encoded.
    private static func json(_ value: some Encodable, empty: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // NB: view data is plain structs of strings and numbers; encoding cannot fail.
        let data = try? encoder.encode(value)
        return (data.map { String(decoding: $0, as: UTF8.self) } ?? empty) + "\n"
    }

    private func draw(
        _ isRightToLeft: Bool, _ mode: (html: Bool, lineBreaks: Bool), lay: (inout Canvas) -> Void
    ) -> ScreenDrawing {
        let html = mode.html
        let columns = options.columns(for: theme)
        let ansi =
            options.format == .ansi && options.capability != .none
            ? ANSIStyle(capability: options.capability, theme: theme, sixteen: options.sixteenColors) : nil
        let output = LineOutput(width: columns, isRightToLeft: isRightToLeft, theme: theme, ansi: ansi)
        let lines =
            html
            ? HTMLLines(
                width: columns, isRightToLeft: isRightToLeft, sources: sources, lineBreaks: mode.lineBreaks,
                language: options.language) : nil
        var canvas = Canvas(
            width: columns, isRightToLeft: isRightToLeft, showKeys: options.showKeys, textSize: options.textSize,
            writer: LineWriter(
                output: output, collectingStyles: options.styleLegend, html: lines,
                collectingTextUses: options.collectsTextUses))
        lay(&canvas)
        guard var written = canvas.writer else { return ScreenDrawing(text: "", htmlUTF8: []) }
        var text = written.text
        if let used = written.styles {
            // NB: at the width asked for, not the screen's columns: the legend is the review's, not the screen's.
            let legend =
                StyleLegend.lines(for: used, theme: theme, width: options.width)
                + StyleLegend.cuts(written.essentialCuts, width: options.width)
            let plain = LineOutput(width: options.width, isRightToLeft: false, theme: theme, ansi: nil)
            text += "\n" + plain.string(legend)
            written.appendHTML(legend, placedBy: plain)
        }
        func described(_ drawing: ScreenDrawing) -> ScreenDrawing {
            var drawing = drawing
            drawing.essentialCuts = written.essentialCuts
            drawing.styles = written.styles ?? []
            drawing.stateTexts = written.stateTexts
            drawing.textUses = written.textUses ?? []
            return drawing
        }
        guard html, let body = written.html?.utf8 else { return described(ScreenDrawing(text: text, htmlUTF8: [])) }
        var element = Array(
            Self.screenElement(
                theme: theme.name, isRightToLeft: isRightToLeft, width: columns,
                language: options.language, lineBreaks: mode.lineBreaks, textSize: options.textSize,
                scale: theme.font(for: .text.body, at: options.textSize).pointSize
                    / theme.font(for: .text.body, at: .large).pointSize
            ).utf8)
        element.reserveCapacity(element.count + body.count + 6)
        element += body
        element += "</div>".utf8
        return described(ScreenDrawing(text: text, htmlUTF8: element))
    }

    /// The opening tag of a screen's element: its theme, direction, language, width and, at a
    /// text size other than Large, the size and how much larger body text is there than at
    /// Large (the theme's own table), which the page's character cell grows by
    /// (``ThemeStyleSheet/screenCSS``).
    static func screenElement(
        theme: String, isRightToLeft: Bool, width: Int, language: String?, lineBreaks: Bool, spoken: Bool = false,
        textSize: TextSize = .large, scale: Double = 1
    ) -> String {
        var element =
            "<div class=\"sf-screen" + (spoken ? " sf-spoken" : "") + "\" data-theme=\"" + HTMLText.escaped(theme)
            + "\" dir=\""
            + (isRightToLeft ? "rtl" : "ltr") + "\""
        if let language { element += " lang=\"" + HTMLText.escaped(language) + "\"" }
        if textSize != .large { element += " data-text-size=\"\(textSize.name)\"" }
        let scaled = (scale * 1000).rounded() / 1000
        let style = textSize == .large ? "--w:\(width)" : "--w:\(width);--sf-scale:\(scaled)"
        return element + " style=\"" + style + "\">" + (lineBreaks ? "\n" : "")
    }
}

/// A screen's JSON with the text size it was rendered for beside its fields: the view data
/// names roles, not sizes, and a tool reading the JSON needs both.
private struct SizedJSON<View: Encodable>: Encodable {
    var view: View
    var textSize: TextSize

    private enum CodingKeys: String, CodingKey { case textSize }

    func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(textSize, forKey: .textSize)
    }
}
