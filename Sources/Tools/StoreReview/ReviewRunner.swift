import StoreDomain
import StoreIO
import StoreInput
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreTestSupport
import StoreTheme
import StoreThemeTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The inputs every review case shares.
public struct ReviewInputs: Sendable {
    public var stores: [Store]
    public var product: Product
    public var availability: Availability
    public var scenarios: [Scenario]
    public var catalog: StringCatalog
    public var themes: ThemeLibrary
    public var mappers: MapperSet
    /// The instant cases happen at, unless their scenario fixes one.
    public var now: Date
    public var width: Int
    /// The Manager's Special response the specials scenarios refer to, priced in ``currency``.
    public var specials: ManagerSpecials
    /// The Manager's Special scenarios.
    public var specialsScenarios: [SpecialsScenario]
    /// The app's currency, for the inline responses of specials scenarios: one currency across
    /// every locale, as a shop prices in one, so the review shows each locale's format of it.
    public var currency: String
    /// The active cities and zones the delivery scenarios replay over.
    public var deliveryCatalog: DeliveryCatalog
    /// The delivery-city scenarios.
    public var deliveryScenarios: [DeliveryScenario]
    /// The geocoder responses delivery scenarios name, by name.
    public var geocodingResponses: [String: GeocodingResponse]

    public init(
        stores: [Store], product: Product, availability: Availability, scenarios: [Scenario], catalog: StringCatalog,
        themes: ThemeLibrary, mappers: MapperSet, now: Date, width: Int = RenderOptions.defaultWidth,
        specials: ManagerSpecials = ManagerSpecials(canvasUnit: 16, tiles: []),
        specialsScenarios: [SpecialsScenario] = [],
        currency: String = "GBP", deliveryCatalog: DeliveryCatalog = .empty, deliveryScenarios: [DeliveryScenario] = [],
        geocodingResponses: [String: GeocodingResponse] = [:]
    ) {
        self.deliveryCatalog = deliveryCatalog
        self.deliveryScenarios = deliveryScenarios
        self.geocodingResponses = geocodingResponses
        self.specials = specials
        self.specialsScenarios = specialsScenarios
        self.currency = currency
        self.stores = stores
        self.product = product
        self.availability = availability
        self.scenarios = scenarios
        self.catalog = catalog
        self.themes = themes
        self.mappers = mappers
        self.now = now
        self.width = width
    }

    /// Friday 2026-11-20 17:30 UTC: late enough that some stores close soon, and the London and
    /// Saint Petersburg clocks differ.
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

    /// Renders `cases` as text, keyed by path. A theme that fails to load is reported and the
    /// last good theme (or default) is used; the review goes on.
    public func render(_ cases: [ReviewCase], warnings: inout [String]) -> [String: String] {
        var output: [String: String] = [:]
        output.reserveCapacity(cases.count)
        each(cases, warnings: &warnings) { reviewCase, screen, theme in
            output[reviewCase.path] = TextRenderer(theme: theme, options: options(reviewCase)).render(screen)
        }
        return output
    }

    /// Draws `cases` as text and as HTML lines from one layout, keyed by path: the text the
    /// check compares, and the screens the HTML report shows.
    public func draw(_ cases: [ReviewCase], warnings: inout [String]) -> [String: ScreenDrawing] {
        var output: [String: ScreenDrawing] = [:]
        output.reserveCapacity(cases.count)
        each(cases, warnings: &warnings) { reviewCase, screen, theme in
            var options = options(reviewCase)
            options.language = reviewCase.locale
            output[reviewCase.path] = TextRenderer(theme: theme, options: options).drawing(screen)
        }
        return output
    }

    /// How a case is drawn: text at the review's width, with the legend of the styles used;
    /// or its spoken transcript.
    private func options(_ reviewCase: ReviewCase) -> RenderOptions {
        RenderOptions(
            width: inputs.width, format: reviewCase.isSpoken ? .spoken : .text, capability: .none,
            styleLegend: !reviewCase.isSpoken)
    }

    /// The view data of each case, in order, with its theme, to `body`: each scenario replayed
    /// and each locale's strings built once, not per case.
    private func each(
        _ cases: [ReviewCase], warnings: inout [String], _ body: (ReviewCase, any ScreenViewData, Theme) -> Void
    ) {
        var themes: [String: Theme] = [:]
        var lastGood: Theme?
        for name in Set(cases.map(\.theme)).sorted() {
            let (theme, problems) = inputs.themes.theme(name, fallback: lastGood)
            if let problems {
                warnings.append("theme \(name) failed to load; using \(theme.name) instead:\n\(problems)")
            } else {
                lastGood = theme
            }
            themes[name] = theme
        }
        // Each scenario is replayed once and each locale's strings built once, not per case.
        var states: [String: (state: StoreFinderState, now: Date)] = [:]
        for scenario in inputs.scenarios where states[scenario.name] == nil {
            do {
                states[scenario.name] = (try scenario.state(catalog: inputs.stores), scenario.now ?? inputs.now)
            } catch {
                warnings.append("\(scenario.name): \(error)")
            }
        }
        var specialsStates: [String: (state: SpecialsState, now: Date)] = [:]
        for scenario in inputs.specialsScenarios where specialsStates[scenario.name] == nil {
            do {
                let replay = try scenario.replay(specials: inputs.specials, currency: inputs.currency, now: inputs.now)
                specialsStates[scenario.name] = (replay.state, scenario.now ?? inputs.now)
            } catch {
                warnings.append("\(scenario.name): \(error)")
            }
        }
        var deliveryStates: [String: (state: DeliveryCityState, now: Date)] = [:]
        for scenario in inputs.deliveryScenarios where deliveryStates[scenario.name] == nil {
            do {
                let replay = try scenario.replay(catalog: inputs.deliveryCatalog) { name throws(InputError) in
                    guard let response = inputs.geocodingResponses[name] else {
                        throw .unreadable(file: name, message: "no geocoder response named \"\(name)\"")
                    }
                    return response
                }
                deliveryStates[scenario.name] = (replay.state, scenario.now ?? inputs.now)
            } catch {
                warnings.append("\(scenario.name): \(error)")
            }
        }
        var screensByLocale: [String: StoreFinderScreens] = [:]
        for reviewCase in cases {
            guard let theme = themes[reviewCase.theme] else { continue }
            var state = StoreFinderState()
            var now = inputs.now
            var store: Store?
            var specials = SpecialsState()
            var delivery: DeliveryCityState?
            switch reviewCase.screen {
            case .cities:
                guard let replayed = deliveryStates[reviewCase.subject] else { continue }
                (delivery, now) = (replayed.state, replayed.now)
            case .list, .map:
                guard let replayed = states[reviewCase.subject] else { continue }
                (state, now) = replayed
            case .specials:
                guard let replayed = specialsStates[reviewCase.subject] else { continue }
                (specials, now) = replayed
            case .details, .hours:
                store = inputs.stores.first { $0.id == reviewCase.subject }
                guard store != nil else {
                    warnings.append("no store \(reviewCase.subject) in the stores file")
                    continue
                }
            default:
                warnings.append("\(reviewCase.path): the review has no subjects for the \(reviewCase.screen) screen")
                continue
            }
            var screens =
                screensByLocale[reviewCase.locale]
                ?? StoreFinderScreens(
                    strings: Localizer(catalog: inputs.catalog, locale: reviewCase.locale), mappers: inputs.mappers)
            screensByLocale[reviewCase.locale] = screens
            screens.theme = theme
            let request = ScreenRequest(
                screen: reviewCase.screen, state: state, store: store, product: inputs.product,
                availability: inputs.availability, specials: specials, delivery: delivery, now: now)
            do {
                body(reviewCase, try screens.viewData(for: request), theme)
            } catch {
                warnings.append("\(reviewCase.path): \(error)")
            }
        }
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
