import Foundation
import StoreDisplayText
import StoreDomain
import StoreInputFiles
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreReview
import StoreSamples
import StoreScreens
import StoreTestSupport
import StoreTheme
import Testing

let snapshotsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "__Snapshots__")

/// Compares `text` with the snapshot file `name.txt` in `__Snapshots__` (``SnapshotFile``).
func assertSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let failure = SnapshotFile(named: name, in: snapshotsFolder).failure(comparing: text)
    #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
}

let reviewNow = ReviewInputs.defaultNow
let defaultTheme = Theme.default
let stores = try! SampleData.stores()
let product = try! SampleData.product()
let availability = try! SampleData.availability()
let scenarioNames = try! StoreFinderScenarios.samples().map(\.name)

func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else { preconditionFailure("bad instant \(text)") }
    return date
}

/// Maps `request` in `locale` (the shipped tables) and draws it: the pipeline `render` runs.
func draw(
    _ request: ScreenRequest, locale: String = "en", theme: Theme = defaultTheme, mappers: MapperSet = .defaults,
    options: RenderOptions, sources: StringSources? = nil
) throws(ScreenRequest.Unavailable) -> String {
    let screens = ScreenMapper(
        strings: Localizer(catalog: .shipped, locale: locale), theme: theme, mappers: mappers)
    return try request.screen.definition.render(
        request, mapper: screens, renderer: TextRenderer(theme: theme, options: options, sources: sources))
}

/// Renders one screen of the samples, its request built by `ScreenRequestBuilder`: the one way
/// `render`, `review` and `check` build theirs. A Store Finder screen replays `results` unless
/// told; `stores` replaces the sample stores.
func render(
    _ screen: ScreenKind, scenario: String? = nil, store: String? = nil, locale: String = "en", width: Int = 44,
    format: RenderOptions.Format = .text, capability: ColorCapability = .none, theme: Theme = defaultTheme,
    mappers: MapperSet = .defaults, now: Date? = nil, currency: String = "GBP", stores custom: [Store]? = nil,
    showKeys: Bool = false
) -> String {
    do {
        let built = try request(screen, scenario: scenario, store: store, now: now, currency: currency, stores: custom)
        return try draw(
            built, locale: locale, theme: theme, mappers: mappers,
            options: RenderOptions(width: width, format: format, capability: capability, showKeys: showKeys))
    } catch {
        return "(\(error))"
    }
}

/// One screen of the samples mapped once in `locale` and drawn as text at each of `widths`:
/// the view data is the same at every width, and only the layout reads it.
func renders(
    _ screen: ScreenKind, scenario: String? = nil, store: String? = nil, locale: String = "en", widths: [Int]
) -> [String] {
    do {
        let built = try request(screen, scenario: scenario, store: store)
        let viewData = try ScreenMapper(
            strings: Localizer(catalog: .shipped, locale: locale), theme: defaultTheme, mappers: .defaults
        ).viewData(for: built)
        return widths.map { width in
            TextRenderer(theme: defaultTheme, options: RenderOptions(width: width, format: .text, capability: .none))
                .render(viewData)
        }
    } catch {
        return widths.map { _ in "(\(error))" }
    }
}

/// The request for one screen of the samples, built by `ScreenRequestBuilder`.
func request(
    _ screen: ScreenKind, scenario: String? = nil, store: String? = nil, now: Date? = nil, currency: String = "GBP",
    stores custom: [Store]? = nil
) throws -> ScreenRequest {
    // NB: the samples decoded once a currency, not once a render: a test draws thousands.
    var inputs =
        try currency == "GBP" ? sampleInputs.get() : ScreenInputs.samples(currency: currency, now: reviewNow)
    if let custom { inputs.stores = custom }
    var overrides = ScreenOverrides()
    overrides.now = now
    let scenario = scenario ?? (screen.definition.scenarioKind == StoreFinderScenarios.self ? "results" : nil)
    return try ScreenRequestBuilder(inputs: inputs).request(
        screen, scenario: scenario, store: store, overrides: overrides
    ).request
}

/// The embedded samples, priced in GBP, decoded once.
let sampleInputs = Result { try ScreenInputs.samples(currency: "GBP", now: reviewNow) }

let specialsScenarioNames = try! SpecialsScenarios.samples().map(\.name)
let deliveryCityScenarioNames = (try? DeliveryCityScenarios.samples().map(\.name)) ?? []
let bookingSearchScenarioNames = (try? BookingSearchScenarios.samples().map(\.name)) ?? []

func widest(_ text: String) -> Int {
    text.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
}
