import ArgumentParser
import StoreDomain
import StoreIO
import StoreInputFiles
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreSamples
import StoreScreens
import StoreTheme
import StoreThemeTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `storefinder render SCREEN`: one screen of `ScreenKind.allCases`, drawn from the samples or the user's files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a screen as text, ANSI, JSON or HTML.",
        discussion: """
            With no file flags it uses the embedded sample data. The list and map replay a \
            scenario (default: results for the list, map-selected for the map; with your own \
            --stores, every store of the file as the one page the backend sent; with its \
            nextPageToken, the count says more are to come). Details and opening-times show \
            --store (default: the scenario's selected store, or its first result); with \
            neither, they fail.

            The Manager's Special grid replays a specials scenario (default: sample; with your \
            own --specials, loaded just now) over --specials, the endpoint's JSON (default: \
            the embedded sample), priced in --currency (default: the currency of the locale's \
            region).

            The booking search (booking-search) replays a booking scenario (default: results; \
            with your own --booking-items, every item as one page of results for the file's \
            name).

            The delivery-city flow (delivery-city) replays a delivery scenario (--scenario, a file or a \
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
              storefinder render details --store ldn-regent --text-size AX5
              storefinder render map --scenario map-selected --plugin brand-glyphs
              storefinder render specials --currency GBP --width 60
              storefinder render specials --device regular
              storefinder render delivery-city --scenario detected --locale ru
              storefinder render delivery-city --location 51.5155,-0.141 \\
                --geocode Examples/Delivery/Geocode/london-oxford-street.json
              storefinder render opening-times --store ldn-regent --locale ar \\
                --format html
              storefinder render details --store ldn-waterloo \\
                --timeline 2026-11-20T00:00:00Z..2026-11-21T00:00:00Z
              storefinder render booking-search --scenario next-page-failed --width 80
            """
    )

    @Argument(help: "The screen to draw.")
    var screen: ScreenKind

    @OptionGroup var inputs: InputOptions

    @Option(
        help: ArgumentHelp(
            "delivery-city: a Google Geocoding response (JSON) answering for --location.", valueName: "file"))
    var geocode: String?

    @Option(help: ArgumentHelp("The store for details and opening-times.", valueName: "id"))
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
        transform: ArgumentValues.shareLink)
    var shareURL: ShareLinkTemplate?

    @Option(
        help: "The locale: en, en-GB (or en_GB), de, fr, ru, ar, ja, en-XA, ar-XB or any other.",
        transform: ArgumentValues.locale)
    var locale = "en"

    @Option(help: ArgumentHelp("A theme name or theme file.", valueName: "name|file"))
    var theme = "default"

    @Option(help: .appearance)
    var appearance: Appearance = .light

    @OptionGroup var layers: LayerOptions

    @Option(parsing: .unconditional, help: "Columns at Large text, 12 to 120.", transform: ArgumentValues.width)
    var width = RenderOptions.defaultWidth

    @Option(
        help: ArgumentHelp(
            "The user's text size: \(TextSize.allCases.map(\.name).joined(separator: ", ")) (default: large). The character cell grows with body text, so a screen has fewer columns, and layouts reflow at AX1 to AX5.",
            valueName: "size"),
        transform: ArgumentValues.textSize)
    var textSize: TextSize = .large

    @Option(
        help: ArgumentHelp(
            "The instant to render at, ISO 8601 (default: the scenario's, else now).", valueName: "instant"),
        transform: ArgumentValues.instant)
    var now: Date?

    @Option(
        help: ArgumentHelp(
            "details, opening-times and list: each state from FROM through TO (ISO 8601 instants), with the instant it begins.",
            valueName: "from..to"),
        transform: ArgumentValues.timeline)
    var timeline: TimelineSpan?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The user's location, which also grants permission.", valueName: "lat,lon"),
        transform: ArgumentValues.coordinate)
    var location: Coordinate?

    @Option(help: "The location permission: notDetermined, denied, restricted or allowed.")
    var permission: LocationPermission?

    @Option(
        help: "The device: phone (narrow Manager's Special tiles show less) or regular (every tile shows all).")
    var device = DeviceClass.phone

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
        let flags = screen.definition.flags
        if !filters.isEmpty, !flags.contains(.filters) {
            throw ValidationError("--filter is for the \(Self.screens(taking: .filters)) screens")
        }
        if shareURL != nil, !flags.contains(.shareLink) {
            throw ValidationError("--share-url is for the \(Self.screens(taking: .shareLink)) screen")
        }
        if timeline != nil {
            guard screen.takesTimeline else {
                let names = ScreenKind.allCases.filter { $0.takesTimeline }.map(\.rawValue)
                throw ValidationError("--timeline is for the \(Self.words(names)) screens")
            }
            if now != nil { throw ValidationError("--timeline starts at its FROM; give it or --now, not both") }
            if format == .html || format == .spoken {
                throw ValidationError("--timeline prints text, ansi or json, not \(format?.rawValue ?? "")")
            }
        }
        try layers.themes.check(theme)
        if geocode != nil, !flags.contains(.geocode) {
            throw ValidationError("--geocode is for the \(Self.screens(taking: .geocode)) screen")
        }
        if flags.contains(.geocode), geocode != nil, location == nil {
            throw ValidationError("--geocode needs --location, the point the response answers for")
        }
        if flags.contains(.geocode), inputs.scenario != nil, geocode != nil || location != nil || permission != nil {
            throw ValidationError(
                "\(screen.rawValue) takes --scenario, or --permission, --location and --geocode, not both")
        }
    }

    /// The screens that take `flag`, in words: "list and map".
    private static func screens(taking flag: ScreenFlags) -> String {
        words(ScreenKind.allCases.filter { $0.definition.flags.contains(flag) }.map(\.rawValue))
    }

    /// `names` as a reader says them: "details, opening-times and list".
    private static func words(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    func run() throws {
        // The Manager's Special is priced in --currency, else the currency of the locale's region.
        let currency = inputs.specialsOptions.currency(for: locale)
        if screen == .specials, currency == nil {
            printError(
                "error: the locale \(locale) has no region with a currency to price the specials in; pass --currency")
            throw ExitCode(1)
        }
        let data: ScreenInputs
        var overrides = ScreenOverrides()
        do {
            data = try inputs.screenInputs(for: screen, currency: currency ?? "GBP", now: Date())
            if let geocode { overrides.geocode = try InputLoader.load(GeocodingResponse.self, contentsOf: geocode) }
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        if let file = inputs.product, let product = data.product {
            for warning in ProductChecks.warnings(for: product, file: file) { printError("warning: \(warning)") }
        }
        if inputs.availability != nil || inputs.product != nil, let availability = data.availability,
            let product = data.product
        {
            let file = inputs.availability ?? SampleData.availabilityPath
            let stores = inputs.availability == nil ? nil : data.stores
            for warning in AvailabilityChecks.warnings(
                for: availability, product: product, stores: stores, file: file)
            {
                printError("warning: \(warning)")
            }
        }
        for note in FilterNotes.notes(for: filters, stores: data.stores) { printError("note: \(note)") }
        overrides.filters = filters
        overrides.permission = permission
        overrides.location = location
        overrides.now = timeline?.from ?? now
        let built: ScreenRequestBuilder.Built
        do {
            built = try ScreenRequestBuilder(inputs: data).request(
                screen, scenario: inputs.scenario, store: store, overrides: overrides)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        for note in built.notes + built.inputNotes { printError("warning: \(note)") }
        // A table or theme with an error is bad input: the screen is drawn with the last good
        // text and theme, then the command exits 1.
        let strings = layers.strings.load()
        let theme = resolvedTheme()
        // What lint finds in the themes given is said, and the screen drawn as they are.
        let themeFindings = theme.failed ? 0 : layers.reportThemeFindings(theme: self.theme).count
        do {
            print(try rendered(built.request, catalog: strings.catalog, theme: theme.theme), terminator: "")
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        if strings.hasErrors || theme.failed { throw ExitCode(1) }
        if layers.strict, strings.findings + themeFindings > 0 {
            printError(
                "error: --strict: lint found \(counted(strings.findings + themeFindings, "problem")) in the tables and themes given"
            )
            throw ExitCode(1)
        }
    }

    /// The request mapped to view data (the app-facing `ScreenMapper`, with the layers'
    /// strings and mappers) and drawn; an HTML fragment names each string's file and line.
    private func rendered(
        _ request: ScreenRequest, catalog: StringCatalog, theme: Theme
    ) throws(ScreenRequest.Unavailable) -> String {
        var screens = ScreenMapper(
            strings: Localizer(catalog: catalog, locale: locale), theme: theme, mappers: layers.mappers())
        screens.shareLink = shareURL
        screens.deviceClass = device
        var options = options()
        // The language the words are in, which is the locale's only when it has a table.
        options.language = screens.strings.textLanguage
        let sources = options.format == .html ? StringSources(catalog: screens.strings.catalog) : nil
        let definition = screen.definition
        if let timeline {
            return try definition.renderTimeline(
                request, through: timeline.through, mapper: screens,
                renderer: TextRenderer(theme: screens.theme, options: options))
        }
        return try definition.render(
            request, mapper: screens, renderer: TextRenderer(theme: screens.theme, options: options, sources: sources))
    }

    /// `--theme`, or the last good theme with the error when it fails to load.
    private func resolvedTheme() -> (theme: Theme, failed: Bool) {
        let (resolved, problems) = layers.themes.theme(theme)
        if let problems {
            // Each problem as lint and the build say it, in the same order.
            let findings = problems.lintFindings.map(\.description).joined(separator: "\n")
            printError("error: theme \"\(theme)\" failed to load; drawn in \(resolved.name):\n\(findings)")
        }
        return (resolved.drawn(in: appearance), problems != nil)
    }

    /// `--width`, `--text-size`, `--format`, `--color` and `--show-keys` as render options.
    private func options() -> RenderOptions {
        let capability = color.capability(ansiRequested: self.format == .ansi)
        let format = self.format ?? (capability == .none ? .text : .ansi)
        // The theme file's stand-ins matter only where a terminal has sixteen colours.
        let sixteen =
            format == .ansi && capability == .ansi16
            ? layers.themes.liveLibrary().sixteenColors(of: theme, in: appearance) : nil
        return RenderOptions(
            width: width, format: format, capability: format == .ansi ? capability : .none, showKeys: showKeys,
            language: locale, sixteenColors: sixteen ?? SixteenColors(), textSize: textSize)
    }
}
