import StoreDomain
import StoreIO
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreScreens
import StoreTextDiff
import StoreTheme
import StoreThemeTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The inputs every review case shares: the data screens are built from, and the tables,
/// themes and mappers they are drawn with.
public struct ReviewInputs: Sendable {
    /// The stores, product, specials and cities, which the screens' requests are built from.
    public var data: ScreenInputs
    public var catalog: StringCatalog
    public var themes: ThemeLibrary
    public var mappers: MapperSet
    public var width: Int

    public init(
        data: ScreenInputs, catalog: StringCatalog, themes: ThemeLibrary, mappers: MapperSet,
        width: Int = RenderOptions.defaultWidth
    ) {
        self.data = data
        self.catalog = catalog
        self.themes = themes
        self.mappers = mappers
        self.width = width
    }

    /// Friday 2026-11-20 17:30 UTC: late enough that some stores close soon, and the London and
    /// Saint Petersburg clocks differ. Cases happen then, unless their scenario fixes an instant.
    public static let defaultNow = Date(timeIntervalSince1970: 1_795_195_800)
}

/// What a review found.
public struct ReviewReport: Sendable {
    /// Files whose rendering differs from the approved one, with unified diffs.
    public var differences: [(path: String, diff: String)] = []
    /// Cases with no approved file yet.
    public var added: [String] = []
    /// Approved files with no case any more.
    public var stale: [String] = []
    /// The approved text of each file that differs or is stale, by path.
    public var approvedText: [String: String] = [:]
    /// Problems that did not stop the review, such as a theme that fell back.
    public var warnings: [String] = []
    public var rendered = 0
}

/// Renders review cases, writes them, and checks them against approved files.
public struct ReviewRunner: Sendable {
    public var inputs: ReviewInputs

    public init(inputs: ReviewInputs) {
        self.inputs = inputs
    }

    /// Renders `cases` as text, keyed by path, in `themes` (``drawnThemes(for:warnings:)``,
    /// loaded here when not given). A theme that fails to load is reported and the last good
    /// theme (or default) is used; the review goes on.
    public func render(
        _ cases: [ReviewCase], themes: [String: Theme]? = nil, warnings: inout [String]
    ) -> [String: String] {
        var output: [String: String] = [:]
        output.reserveCapacity(cases.count)
        each(cases, themes: themes, warnings: &warnings) { (reviewCase, drawn) throws(ScreenRequest.Unavailable) in
            let renderer = TextRenderer(theme: drawn.screens.theme, options: options(reviewCase))
            if let timeline = reviewCase.timeline {
                output[reviewCase.path] = try drawn.definition.renderTimeline(
                    drawn.request, through: timeline.through, mapper: drawn.screens, renderer: renderer)
            } else {
                output[reviewCase.path] = renderer.render(try drawn.viewData())
            }
        }
        return output
    }

    /// Draws `cases` as text and as HTML lines from one layout, keyed by path: the text the
    /// check compares, and the screens the HTML report shows; in `themes`, as ``render(_:themes:warnings:)``.
    public func draw(
        _ cases: [ReviewCase], themes: [String: Theme]? = nil, warnings: inout [String]
    ) -> [String: ScreenDrawing] {
        draw(cases, themes: themes, collectingTextUses: false, warnings: &warnings)
    }

    /// ``draw(_:themes:warnings:)``, each drawing listing its string-table texts when asked.
    func draw(
        _ cases: [ReviewCase], themes: [String: Theme]? = nil, collectingTextUses: Bool, warnings: inout [String]
    ) -> [String: ScreenDrawing] {
        var output: [String: ScreenDrawing] = [:]
        output.reserveCapacity(cases.count)
        each(cases, themes: themes, warnings: &warnings) { (reviewCase, drawn) throws(ScreenRequest.Unavailable) in
            var options = options(reviewCase)
            options.language = reviewCase.locale
            options.collectsTextUses = collectingTextUses
            let renderer = TextRenderer(theme: drawn.screens.theme, options: options)
            if let timeline = reviewCase.timeline {
                output[reviewCase.path] = try drawn.definition.timelineDrawing(
                    drawn.request, through: timeline.through, mapper: drawn.screens, renderer: renderer)
            } else {
                output[reviewCase.path] = renderer.drawing(try drawn.viewData())
            }
        }
        return output
    }

    /// The view data of each drawing of `cases`, keyed by path, mapped as ``draw(_:themes:warnings:)``
    /// maps it: what an audit reads that a drawing does not show (Voice Control's input labels).
    public func viewData(
        _ cases: [ReviewCase], themes: [String: Theme]? = nil, warnings: inout [String]
    ) -> [String: ScreenViewData] {
        var output: [String: ScreenViewData] = [:]
        each(cases.filter(\.isDrawing), themes: themes, warnings: &warnings) {
            (reviewCase, drawn) throws(ScreenRequest.Unavailable) in
            output[reviewCase.path] = try drawn.viewData()
        }
        return output
    }

    /// How a case is drawn: text at the review's width, with the legend of the styles used;
    /// its spoken transcript; or a timeline, a line to a state, wide enough for its instants.
    private func options(_ reviewCase: ReviewCase) -> RenderOptions {
        if reviewCase.timeline != nil {
            return RenderOptions(width: Self.timelineWidth, format: .text, capability: .none)
        }
        return RenderOptions(
            width: inputs.width, format: reviewCase.isSpoken ? .spoken : .text, capability: .none,
            styleLegend: !reviewCase.isSpoken, textSize: reviewCase.textSize)
    }

    /// A timeline's width: an instant with its zone and a status line on one line.
    static let timelineWidth = 80

    /// What a case is drawn from: its screen's definition, its request, and the screens of its
    /// locale in its theme; and, unless it is a timeline, its view data, mapped once for every
    /// case that differs from another only in what the mapping does not read (the text size,
    /// spoken or drawn).
    private struct Drawn {
        var definition: any ScreenDefinition.Type
        var request: ScreenRequest
        var screens: ScreenMapper
        var mapped: Result<ScreenViewData, ScreenRequest.Unavailable>?

        /// The case's view data.
        func viewData() throws(ScreenRequest.Unavailable) -> ScreenViewData {
            if let mapped { return try mapped.get() }
            return try screens.viewData(for: request)
        }
    }

    /// Each case with what it is drawn from, in order, to `body`: each screen's request built
    /// once (as `render` builds it, by the screen's definition) and each locale's strings once,
    /// not per case. A case whose request or screen cannot be built is a warning.
    private func each(
        _ cases: [ReviewCase], themes: [String: Theme]?, warnings: inout [String],
        _ body: (ReviewCase, Drawn) throws(ScreenRequest.Unavailable) -> Void
    ) {
        let themes = themes ?? drawnThemes(for: cases, warnings: &warnings)
        let builder = ScreenRequestBuilder(inputs: inputs.data)
        var requests: [String: ScreenRequest?] = [:]
        var screensByLocale: [String: ScreenMapper] = [:]
        // By request, locale and theme: a case at AX5, or spoken, is its case at Large's mapping.
        var mappings: [String: Result<ScreenViewData, ScreenRequest.Unavailable>] = [:]
        for reviewCase in cases {
            guard let theme = themes[Self.themeKey(reviewCase)] else { continue }
            let definition = reviewCase.screen.definition
            let timeline = reviewCase.timeline
            let key =
                "\(timeline == nil ? "" : "timeline:")\(reviewCase.screen.rawValue)--\(reviewCase.subject)"
            if requests[key] == nil {
                do {
                    var overrides = ScreenOverrides()
                    overrides.now = timeline?.from
                    requests[key] =
                        try definition.reviewRequest(
                            in: builder, subject: timeline?.store ?? reviewCase.subject, overrides: overrides
                        ).request
                } catch {
                    warnings.append("\(key): \(error)")
                    requests[key] = .some(nil)
                }
            }
            guard let request = requests[key] ?? nil else { continue }
            var screens =
                screensByLocale[reviewCase.locale]
                ?? ScreenMapper(
                    strings: Localizer(catalog: inputs.catalog, locale: reviewCase.locale), mappers: inputs.mappers)
            screensByLocale[reviewCase.locale] = screens
            screens.theme = theme
            var mapped: Result<ScreenViewData, ScreenRequest.Unavailable>?
            if timeline == nil {
                let mapping = "\(key)|\(reviewCase.locale)|\(Self.themeKey(reviewCase))"
                mapped =
                    mappings[mapping]
                    ?? Result { () throws(ScreenRequest.Unavailable) in try screens.viewData(for: request) }
                mappings[mapping] = mapped
            }
            do {
                try body(
                    reviewCase, Drawn(definition: definition, request: request, screens: screens, mapped: mapped))
            } catch {
                warnings.append("\(reviewCase.path): \(error)")
            }
        }
    }

    /// The theme each case is drawn in, flat in its appearance (`Theme.drawn(in:)`), keyed
    /// `theme/appearance` (`default/dark`): each theme loaded once for all its appearances. A
    /// theme that fails to load is reported once and drawn as the last good theme (or default)
    /// would be.
    public func drawnThemes(for cases: [ReviewCase], warnings: inout [String]) -> [String: Theme] {
        var loaded: [String: Theme] = [:]
        var lastGood: Theme?
        for name in Set(cases.map(\.theme)).sorted() {
            let (theme, problems) = inputs.themes.theme(name, fallback: lastGood)
            if let problems {
                warnings.append("theme \(name) failed to load; using \(theme.name) instead:\n\(problems)")
            } else {
                lastGood = theme
            }
            loaded[name] = theme
        }
        var drawn: [String: Theme] = [:]
        for reviewCase in cases where drawn[Self.themeKey(reviewCase)] == nil {
            guard let theme = loaded[reviewCase.theme] else { continue }
            drawn[Self.themeKey(reviewCase)] = theme.drawn(in: reviewCase.appearance)
        }
        return drawn
    }

    /// `default/dark`: a case's theme and appearance.
    static func themeKey(_ reviewCase: ReviewCase) -> String {
        "\(reviewCase.theme)/\(reviewCase.appearance.name)"
    }

    /// Compares rendered files with those in `approved`: each differs, is new (no approved
    /// file) or is the same. With `complete`, approved files no case produced are stale.
    public func check(_ rendered: [String: String], against approved: String, complete: Bool) -> ReviewReport {
        var report = ReviewReport()
        report.rendered = rendered.count
        for (path, text) in rendered.sorted(by: { $0.key < $1.key }) {
            guard let old = try? String(contentsOfFile: FileName.join(approved, path), encoding: .utf8) else {
                report.added.append(path)
                continue
            }
            let diff = UnifiedDiff.make(old: old, new: text, oldName: "approved/\(path)", newName: "rendered/\(path)")
            if !diff.isEmpty {
                report.differences.append((path, diff))
                report.approvedText[path] = old
            }
        }
        if complete {
            report.stale = Self.files(under: approved).filter { rendered[$0] == nil }
            for path in report.stale {
                report.approvedText[path] =
                    (try? String(contentsOfFile: FileName.join(approved, path), encoding: .utf8)) ?? ""
            }
        }
        return report
    }

    /// Writes the rendered files into `directory`. With `complete`, the folder is replaced by
    /// one that holds exactly them, renamed into place once (``StoreIO/AtomicFile/replaceFolder(_:with:keeping:)``):
    /// approved files no case produced are gone, and files that are not the review's stay.
    /// Without, each file is replaced on its own, and the others stay.
    public func write(_ rendered: [String: String], to directory: String, complete: Bool) throws {
        if complete {
            try AtomicFile.replaceFolder(directory, with: rendered) { !$0.hasSuffix(".txt") }
        } else {
            try AtomicFile.write(rendered, into: directory)
        }
    }

    /// The `.txt` files under `directory`, relative to it.
    static func files(under directory: String) -> [String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []
        return paths.filter { $0.hasSuffix(".txt") }.sorted()
    }
}
