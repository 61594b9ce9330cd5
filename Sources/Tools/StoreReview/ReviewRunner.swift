import StoreCheckSupport
import StoreDomain
import StoreIO
import StoreInput
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreRequests
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
        each(cases, themes: themes, warnings: &warnings) { reviewCase, view, theme in
            let renderer = TextRenderer(theme: theme, options: options(reviewCase))
            switch view {
            case .screen(let screen): output[reviewCase.path] = renderer.render(screen)
            case .timeline(let entries, let calendar):
                output[reviewCase.path] = renderer.render(timeline: entries, calendar: calendar)
            }
        }
        return output
    }

    /// Draws `cases` as text and as HTML lines from one layout, keyed by path: the text the
    /// check compares, and the screens the HTML report shows; in `themes`, as ``render(_:themes:warnings:)``.
    public func draw(
        _ cases: [ReviewCase], themes: [String: Theme]? = nil, warnings: inout [String]
    ) -> [String: ScreenDrawing] {
        var output: [String: ScreenDrawing] = [:]
        output.reserveCapacity(cases.count)
        each(cases, themes: themes, warnings: &warnings) { reviewCase, view, theme in
            var options = options(reviewCase)
            options.language = reviewCase.locale
            let renderer = TextRenderer(theme: theme, options: options)
            switch view {
            case .screen(let screen): output[reviewCase.path] = renderer.drawing(screen)
            case .timeline(let entries, let calendar):
                output[reviewCase.path] = renderer.drawing(timeline: entries, calendar: calendar)
            }
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
            styleLegend: !reviewCase.isSpoken)
    }

    /// A timeline's width: an instant with its zone and a status line on one line.
    static let timelineWidth = 80

    /// What a case shows: one screen, or a timeline's states with the store's calendar.
    private enum CaseView {
        case screen(any ScreenViewData)
        case timeline([ScreenTimelineEntry<any ScreenViewData>], Calendar?)
    }

    /// The view data of each case, in order, with its theme, to `body`: each screen's request
    /// built once (``ScreenRequestBuilder``, as `render` builds it) and each locale's strings
    /// once, not per case.
    private func each(
        _ cases: [ReviewCase], themes: [String: Theme]?, warnings: inout [String],
        _ body: (ReviewCase, CaseView, Theme) -> Void
    ) {
        let themes = themes ?? drawnThemes(for: cases, warnings: &warnings)
        let builder = ScreenRequestBuilder(inputs: inputs.data)
        var requests: [String: ScreenRequest?] = [:]
        var screensByLocale: [String: ScreenMapper] = [:]
        for reviewCase in cases {
            guard let theme = themes[Self.themeKey(reviewCase)] else { continue }
            let timeline = reviewCase.timeline
            let key =
                "\(timeline == nil ? "" : "timeline:")\(reviewCase.screen.rawValue)--\(reviewCase.subject)"
            if requests[key] == nil {
                do {
                    let showsStore = reviewCase.screen == .details || reviewCase.screen == .openingTimes
                    var overrides = ScreenOverrides()
                    overrides.now = timeline?.from
                    requests[key] =
                        try builder.request(
                            reviewCase.screen, scenario: showsStore ? nil : reviewCase.subject,
                            store: timeline?.store ?? (showsStore ? reviewCase.subject : nil), overrides: overrides
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
            do {
                if let timeline {
                    let entries = try screens.timeline(for: request, through: timeline.through)
                    body(reviewCase, .timeline(entries, request.storeToShow?.calendar), theme)
                } else {
                    body(reviewCase, .screen(try screens.viewData(for: request)), theme)
                }
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

    /// Writes every file atomically (a temporary file and a rename), so an interrupted run
    /// leaves each old file whole. With `complete`, removes approved files no case produced.
    public func write(_ rendered: [String: String], to directory: String, complete: Bool) throws {
        for (path, text) in rendered {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        if complete {
            for stale in Self.files(under: directory) where rendered[stale] == nil {
                try FileManager.default.removeItem(atPath: FileName.join(directory, stale))
            }
        }
    }

    /// The `.txt` files under `directory`, relative to it.
    static func files(under directory: String) -> [String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []
        return paths.filter { $0.hasSuffix(".txt") }.sorted()
    }
}
