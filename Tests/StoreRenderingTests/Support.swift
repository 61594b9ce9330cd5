import Foundation
import StoreDomain
import StoreInput
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreReview
import StoreSamples
import StoreTestSupport
import StoreText
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
let scenarioNames = try! SampleData.scenarios().map(\.name)

func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else { preconditionFailure("bad instant \(text)") }
    return date
}

/// Maps `request` in `locale` (the shipped tables) and draws it: the pipeline `render` runs.
func draw(
    _ request: ScreenRequest, locale: String = "en", theme: Theme = defaultTheme, mappers: MapperSet = .defaults,
    options: RenderOptions, sources: StringSources? = nil
) throws(ScreenRequest.Unavailable) -> String {
    let screens = StoreFinderScreens(
        strings: Localizer(catalog: .shipped, locale: locale), theme: theme, mappers: mappers)
    return TextRenderer(theme: theme, options: options, sources: sources).render(try screens.viewData(for: request))
}

/// Renders one screen of the samples.
func render(
    _ screen: ScreenKind, scenario: String = "results", store: String? = nil, locale: String = "en", width: Int = 44,
    format: RenderOptions.Format = .text, capability: ColorCapability = .none, theme: Theme = defaultTheme,
    now: Date = reviewNow, stores: [Store] = stores, showKeys: Bool = false
) -> String {
    let state = (try? SampleData.scenario(named: scenario).state(catalog: stores)) ?? StoreFinderState()
    let request = ScreenRequest(
        screen: screen, state: state, store: store.flatMap { id in stores.first { $0.id == id } }, product: product,
        availability: availability, now: now)
    return
        (try? draw(
            request, locale: locale, theme: theme,
            options: RenderOptions(width: width, format: format, capability: capability, showKeys: showKeys)))
        ?? "(no store to show)"
}

let specialsScenarioNames = try! SampleData.specialsScenarios().map(\.name)

/// Renders the Manager's Special grid of a sample specials scenario, priced in `currency`.
func renderSpecials(
    scenario: String = "sample", locale: String = "en", width: Int = 44, currency: String = "GBP",
    format: RenderOptions.Format = .text, capability: ColorCapability = .none, theme: Theme = defaultTheme,
    showKeys: Bool = false, mappers: MapperSet = .defaults
) -> String {
    guard let specials = try? SampleData.specialsResponse().specials(currency: currency),
        let scenario = try? SampleData.specialsScenario(named: scenario),
        let state = try? scenario.replay(specials: specials, currency: currency, now: reviewNow).state
    else { return "(the specials sample does not replay)" }
    return
        (try? draw(
            ScreenRequest(screen: .specials, specials: state, now: scenario.now ?? reviewNow), locale: locale,
            theme: theme,
            mappers: mappers,
            options: RenderOptions(width: width, format: format, capability: capability, showKeys: showKeys))) ?? ""
}

let deliveryScenarioNames = (try? SampleData.deliveryScenarios().map(\.name)) ?? []

/// Renders the delivery-city flow of a sample delivery scenario over the sample cities.
func renderDelivery(
    scenario: String, locale: String = "en", width: Int = 44, format: RenderOptions.Format = .text,
    theme: Theme = defaultTheme, mappers: MapperSet = .defaults
) -> String {
    let response: (String) throws(InputError) -> GeocodingResponse = { name throws(InputError) in
        try SampleData.geocodingResponse(named: name)
    }
    guard let catalog = try? SampleData.deliveryCatalog(),
        let scenario = try? SampleData.deliveryScenario(named: scenario),
        let state = try? scenario.replay(catalog: catalog, response: response).state
    else { return "(the delivery sample does not replay)" }
    return
        (try? draw(
            ScreenRequest(screen: .deliveryCity, delivery: state, now: scenario.now ?? reviewNow), locale: locale,
            theme: theme,
            mappers: mappers, options: RenderOptions(width: width, format: format, capability: .none))) ?? ""
}

let bookingScenarioNames = (try? SampleData.bookingScenarios().map(\.name)) ?? []

/// Renders the booking item search of a sample booking scenario over the sample items.
func renderBooking(
    scenario: String, locale: String = "en", width: Int = 44, format: RenderOptions.Format = .text,
    theme: Theme = defaultTheme, mappers: MapperSet = .defaults
) -> String {
    guard let items = try? SampleData.bookingItems(),
        let scenario = try? SampleData.bookingScenario(named: scenario),
        let state = try? scenario.replay(items: items).state
    else { return "(the booking sample does not replay)" }
    var request = ScreenRequest(screen: .bookingSearch, now: scenario.now ?? reviewNow)
    request.booking = state
    return
        (try? draw(
            request, locale: locale, theme: theme, mappers: mappers,
            options: RenderOptions(width: width, format: format, capability: .none))) ?? ""
}

func widest(_ text: String) -> Int {
    text.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
}
