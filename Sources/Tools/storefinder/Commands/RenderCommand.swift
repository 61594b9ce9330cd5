import ArgumentParser
import StoreDomain
import StoreInput
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreSamples
import StoreTheme
import StoreThemeTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `storefinder render list|details|hours|map|specials`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a screen as text, ANSI, JSON or HTML.",
        discussion: """
            With no file flags it uses the embedded sample data. The list and map replay a \
            scenario (default: results for the list, map-selected for the map; with your own \
            --stores, the first page of them). Details and hours show --store (default: the \
            scenario's selected store, or its first result); with neither, they fail.

            The Manager's Special grid replays a specials scenario (default: sample) over \
            --specials, the endpoint's JSON (default: the embedded sample), priced in \
            --currency (default: the currency of the locale's region).

            The delivery-city flow (cities) replays a delivery scenario (--scenario, a file or a \
            sample name), or builds its state from --permission, --location and --geocode, a \
            Google Geocoding response for that location, over --cities and --zones (default: the \
            embedded sample). With none of them it shows the pre-permission screen.

            Examples:
              storefinder render list
              storefinder render list --locale ru --scenario next-page-failed --width 32
              storefinder render list --filter open-now --filter service:pharmacy
              storefinder render details --store ldn-regent \\
                --share-url 'https://shop.example/stores/{id}'
              storefinder render details --store ldn-regent --locale ar --color always
              storefinder render map --scenario map-selected --plugin brand-glyphs
              storefinder render specials --currency GBP --width 60
              storefinder render cities --scenario detected --locale ru
              storefinder render cities --location 51.5155,-0.141 \\
                --geocode Examples/Delivery/Geocode/london-oxford-street.json
              storefinder render hours --store ldn-regent --locale ar --format html
            """
    )

    @Argument(help: "The screen: list, details, hours, map, specials or cities.")
    var screen: ScreenKind

    @OptionGroup var inputs: InputOptions

    @Option(
        help: ArgumentHelp("cities: a Google Geocoding response (JSON) answering for --location.", valueName: "file"))
    var geocode: String?

    @Option(help: ArgumentHelp("The store for details and hours.", valueName: "id"))
    var store: String?

    @Option(
        name: .customLong("filter"),
        help: ArgumentHelp(
            "list and map: keep only the stores that pass: open-now, service:ID, facility:ID or tag:ID. Repeatable; filters combine with AND.",
            valueName: "filter"),
        transform: ArgumentValues.filter)
    var filters: [StoreFilter] = []

    @Option(
        name: .customLong("share-url"),
        help: ArgumentHelp(
            "details: the app's link to a store, with {id} where the id goes, for the Share button.",
            valueName: "template"),
        transform: ArgumentValues.shareURLTemplate)
    var shareURL: String?

    @Option(
        help: "The locale: en, en-GB (or en_GB), de, fr, ru, ar, ja, en-XA, ar-XB or any other.",
        transform: ArgumentValues.locale)
    var locale = "en"

    @Option(help: ArgumentHelp("A theme name or theme file.", valueName: "name|file"))
    var theme = "default"

    @OptionGroup var layers: LayerOptions

    @Option(parsing: .unconditional, help: "Columns, 24 to 120.", transform: ArgumentValues.width)
    var width = RenderOptions.defaultWidth

    @Option(
        help: ArgumentHelp(
            "The instant to render at, ISO 8601 (default: the scenario's, else now).", valueName: "instant"),
        transform: ArgumentValues.instant)
    var now: Date?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The user's location, which also grants permission.", valueName: "lat,lon"),
        transform: ArgumentValues.coordinate)
    var location: Coordinate?

    @Option(help: "The location permission: notDetermined, denied, restricted or allowed.")
    var permission: LocationPermission?

    @Option(help: .color)
    var color = ColorMode.auto

    @Option(
        help:
            "text, ansi, json, html (a standalone fragment) or spoken (what a screen reader says). Default: ansi on a colour terminal, text otherwise."
    )
    var format: RenderOptions.Format?

    @Flag(help: "Annotate each string with the key and locale that produced it.")
    var showKeys = false

    func validate() throws {
        if !filters.isEmpty, screen != .list, screen != .map {
            throw ValidationError("--filter is for the list and map screens")
        }
        if shareURL != nil, screen != .details { throw ValidationError("--share-url is for the details screen") }
        if geocode != nil && screen != .cities { throw ValidationError("--geocode is for the cities screen") }
        if screen == .cities, geocode != nil, location == nil {
            throw ValidationError("--geocode needs --location, the point the response answers for")
        }
        if screen == .cities, inputs.scenario != nil, geocode != nil || location != nil || permission != nil {
            throw ValidationError("cities takes --scenario, or --permission, --location and --geocode, not both")
        }
    }

    func run() throws {
        if screen == .specials { return try renderSpecials() }
        if screen == .cities { return try renderCities() }
        let stores: [StoreDomain.Store], product: Product, availability: Availability, scenario: Scenario
        do {
            stores = try inputs.loadStores()
            product = try inputs.loadProduct()
            availability = try inputs.loadAvailability()
            scenario = try inputs.loadScenario(default: screen == .map ? "map-selected" : "results", stores: stores)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        if inputs.availability != nil || inputs.product != nil {
            let file = inputs.availability ?? SampleData.availabilityPath
            for warning in AvailabilityChecks.warnings(for: availability, product: product, file: file) {
                printError("warning: \(warning)")
            }
        }
        var state: StoreFinderState
        do {
            state = try scenario.state(catalog: stores)
        } catch {
            printError("error: scenario \"\(scenario.name)\": \(error)\(inputs.scenarioHint)")
            throw ExitCode(1)
        }
        for filter in filters where !state.filters.contains(filter) { state.apply(.filterToggled(filter)) }
        if let permission { state.apply(.permissionChanged(permission)) }
        if let location {
            if state.permission != .allowed { state.apply(.permissionChanged(.allowed)) }
            state.apply(.locationUpdated(location))
        }
        var selected: StoreDomain.Store?
        if let store {
            guard let found = stores.first(where: { $0.id == store }) else {
                printError("error: no store with id \"\(store)\" in the stores file")
                throw ExitCode(1)
            }
            selected = found
        }
        let request = ScreenRequest(
            screen: screen, state: state, store: selected, product: product, availability: availability,
            now: now ?? scenario.now ?? Date())
        do {
            print(try rendered(request), terminator: "")
        } catch {
            printError(
                "error: \(screen.rawValue) needs a store to show, and the scenario \"\(scenario.name)\" selects none and has no results; "
                    + "pass --store ID")
            throw ExitCode(1)
        }
    }

    /// The Manager's Special grid: a specials scenario replayed over the response.
    private func renderSpecials() throws {
        guard let currency = inputs.managersSpecial.currency(for: locale) else {
            printError(
                "error: the locale \(locale) has no region with a currency to price the specials in; pass --currency")
            throw ExitCode(1)
        }
        let specials: ManagerSpecials, scenario: SpecialsScenario
        do {
            specials = try inputs.managersSpecial.load(currency: currency)
            scenario = try SpecialsOptions.loadScenario(inputs.scenario, default: "sample")
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        let instant = now ?? scenario.now ?? Date()
        let state: SpecialsState
        do {
            state = try scenario.replay(specials: specials, currency: currency, now: instant).state
        } catch {
            printError("error: specials scenario \"\(scenario.name)\": \(error)")
            throw ExitCode(1)
        }
        if let shown = state.specials {
            // The file's tiles by JSON path; a scenario's own response (or a choice of tiles) by
            // the tile's place in what the scenario shows.
            let warnings =
                shown == specials
                ? inputs.managersSpecial.clampWarnings(shown)
                : SpecialsOptions.clampWarnings(shown) {
                    "\(scenario.file ?? scenario.name): tile \($0.index) of the grid shown"
                }
            for warning in warnings { printError("warning: \(warning)") }
        }
        print((try? rendered(ScreenRequest(screen: .specials, specials: state, now: instant))) ?? "", terminator: "")
    }

    /// The delivery-city flow: a scenario replayed, or a state built from the flags.
    private func renderCities() throws {
        let catalog: DeliveryCatalog
        var state: DeliveryCityState
        var instant = now
        do {
            catalog = try inputs.delivery.loadCatalog()
            if let name = inputs.scenario {
                let scenario = try DeliveryOptions.loadScenario(name, default: "pre-permission")
                instant = instant ?? scenario.now
                do {
                    let replay = try scenario.replay(catalog: catalog) { name throws(InputError) in
                        try DeliveryOptions.response(named: name, scenarioFile: scenario.file)
                    }
                    for note in replay.droppedResponses { printError("warning: \(note)") }
                    state = replay.state
                } catch {
                    printError("error: delivery scenario \"\(scenario.name)\": \(error)")
                    throw ExitCode(1)
                }
            } else {
                state = DeliveryCityState(catalog: catalog)
                state.apply(.appeared(location != nil ? .allowed : permission ?? .notDetermined))
                if let location { state.apply(.locationUpdated(location)) }
                if let geocode, let request = state.pendingGeocode {
                    state.apply(
                        .geocoded(
                            try InputLoader.load(GeocodingResponse.self, contentsOf: geocode), answering: request.id))
                }
            }
        } catch let error as InputError {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        print(
            (try? rendered(ScreenRequest(screen: .cities, delivery: state, now: instant ?? Date()))) ?? "",
            terminator: "")
    }

    /// The request mapped to view data (the app-facing `StoreFinderScreens`, with the layers'
    /// strings and mappers) and drawn; an HTML fragment names each string's file and line.
    private func rendered(_ request: ScreenRequest) throws(ScreenRequest.Unavailable) -> String {
        var screens = StoreFinderScreens(
            strings: Localizer(catalog: layers.strings.catalog(), locale: locale),
            theme: resolvedTheme(), mappers: layers.mappers())
        screens.shareURLTemplate = shareURL
        let options = options()
        let sources = options.format == .html ? StringSources(catalog: screens.strings.catalog) : nil
        return TextRenderer(theme: screens.theme, options: options, sources: sources).render(
            try screens.viewData(for: request))
    }

    /// `--theme`, or the last good theme with a warning when it fails to load.
    private func resolvedTheme() -> Theme {
        let (resolved, problems) = layers.themes.theme(theme)
        if let problems {
            printError("warning: theme \"\(theme)\" failed to load; using \(resolved.name):\n\(problems)")
        }
        return resolved
    }

    /// `--width`, `--format`, `--color` and `--show-keys` as render options.
    private func options() -> RenderOptions {
        let capability = color.capability(ansiRequested: self.format == .ansi)
        let format = self.format ?? (capability == .none ? .text : .ansi)
        // The theme file's stand-ins matter only where a terminal has sixteen colours.
        let sixteen =
            format == .ansi && capability == .ansi16 ? layers.themes.liveLibrary().sixteenColors(of: theme) : nil
        return RenderOptions(
            width: width, format: format, capability: format == .ansi ? capability : .none, showKeys: showKeys,
            language: locale, sixteenColors: sixteen ?? SixteenColors())
    }
}
