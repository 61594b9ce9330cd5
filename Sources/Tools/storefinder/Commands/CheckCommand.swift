import ArgumentParser
import StoreDomain
import StoreExploration
import StoreIO
import StoreInputFiles
import StorePresentation
import StoreReview
import StoreSamples
import StoreScreens

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `storefinder check`: decodes input files and replays scenarios, reporting the first problem
/// in each, and warns of what decodes but looks wrong (a postcode that is not the country's).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check stores, product, availability and scenario files.",
        discussion: """
            Each file is decoded and every scenario is replayed against the stores. \
            A problem is reported with its file and JSON path or line:column, and the \
            command exits 1. With no files it checks the embedded samples.

            Sample scenarios are written for the sample stores. With --stores and no \
            --scenario, check replays every store of your file as one page and each sample \
            scenario that applies to them, and names the samples it skipped.

            --scenario takes a scenario of any kind, a file or a sample's name: its steps say \
            which screen it is for (the Store Finder's, the specials', the delivery flow's or \
            the booking search's), and it stands in for the sample scenarios of that kind.

            The Manager's Special response (--specials, else the sample) is checked \
            with its prices in --currency (default GBP), and every sample specials \
            scenario is replayed over it. The delivery cities and zones (--cities and \
            --zones, else the samples) are checked together, and every sample delivery \
            scenario is replayed over them. The booking items (--booking-items, else the \
            sample) are checked, and every sample booking scenario is replayed over them.

            Warnings are printed but do not change the exit status: a postcode that does \
            not match its country's pattern (a render shows it as written), an \
            availability file for another product (no stock is shown), and a scenario \
            response that answers no request still waiting (the reducer drops it).

            With --explore, check drives every reducer (list, map, delivery-city, \
            booking-search, specials) with event sequences in any order an app sends: \
            every sequence of a core vocabulary four steps long, then --runs seeded random \
            walks over the whole vocabulary, over the samples or your own stores, items, \
            specials and cities. After every step it checks the promises every screen \
            keeps: I1 no spinner without a request, a position awaited or a timer to end \
            it; I2 coming back keeps what was shown; I3 answers match requests; I4 \
            repeated reports are harmless; I5 the screen agrees with the facts. A broken \
            promise is shrunk to its shortest sequence and written as a scenario file, \
            which `storefinder render SCREEN --scenario FILE` replays: into --out DIR as \
            explored-SCREEN.yml, or else to standard output. The command then exits 1.

            With --accessibility, check prints a row for each screen and a column for each \
            Accessibility Nutrition Label a presentation layer decides, each cell pass or \
            FAIL with what it counted, over every subject the review draws, in every \
            review locale: VoiceOver (every element says words, no glyph read aloud), \
            Voice Control (input labels on everything a user acts on, the first distinct \
            in a screen), Larger Text (no essential text cut at AX5, every line fitting), \
            Dark Interface (a dark appearance resolving every role), Differentiate \
            Without Color Alone (each state differs in words or shape) and Sufficient \
            Contrast (WCAG 2.2 in every appearance). It takes --strings and --themes for \
            your own tables and brand, and --theme for the theme audited, and exits 1 \
            when a cell fails.
            """
    )

    @OptionGroup var inputs: InputOptions

    @Flag(
        help:
            "Audit each screen's Accessibility Nutrition Labels (VoiceOver, Voice Control, Larger Text, Dark Interface, Differentiate Without Color Alone, Sufficient Contrast) in --theme, with --strings and --themes."
    )
    var accessibility = false

    @Option(
        help: ArgumentHelp("With --accessibility: the theme audited, a name or a file.", valueName: "name|file"))
    var theme: String?

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "With --accessibility: a locale audited; repeatable (default: every locale the review draws).",
            valueName: "tag"),
        transform: ArgumentValues.locale)
    var locales: [String] = []

    @OptionGroup var layers: LayerOptions

    @Flag(help: "Explore every reducer with event sequences in any order, checking the promises every screen keeps.")
    var explore = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("With --explore: the seeded random walks per reducer, 0 or more.", valueName: "n"),
        transform: ArgumentValues.integer("--runs", in: 0...10_000_000))
    var runs: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --explore: the seed of the walks, 0 or more; the same seed walks the same sequences.",
            valueName: "n"),
        transform: ArgumentValues.seed)
    var seed: UInt64?

    @Option(
        help: ArgumentHelp(
            "With --explore: the folder a failing sequence's scenario is written to, as explored-SCREEN.yml.",
            valueName: "dir"))
    var out: String?

    func validate() throws {
        if !explore, runs != nil || seed != nil || out != nil {
            throw ValidationError("--runs, --seed and --out go with --explore")
        }
        if explore && accessibility {
            throw ValidationError("--explore and --accessibility are two checks; run them one at a time")
        }
        if !accessibility,
            theme != nil || !locales.isEmpty || layers.stringsDirectory != nil
                || layers.themesDirectory != nil || !layers.plugins.isEmpty
        {
            throw ValidationError("--theme, --locale, --strings, --themes and --plugin go with --accessibility")
        }
        if explore, let scenario = inputs.scenario {
            throw ValidationError(
                "--explore takes no --scenario (\(scenario)): it drives each reducer with its own sequences, over "
                    + "--stores, --booking-items, --specials, --currency, --cities and --zones, or the samples")
        }
    }

    func run() throws {
        if accessibility {
            try auditAccessibility(
                inputs: inputs, layers: layers, theme: theme ?? "default",
                locales: locales.isEmpty ? ReviewMatrix.locales : locales)
            return
        }
        if explore {
            try exploreReducers(
                inputs: inputs, runs: runs ?? ExplorationBounds.standard.runs,
                seed: seed ?? ExplorationBounds.standard.seed,
                out: out)
            return
        }
        var failures = 0
        func attempt<T>(_ body: () throws -> T) -> T? {
            do { return try body() } catch {
                printError("error: \(error)")
                failures += 1
                return nil
            }
        }
        let storesFile = attempt { try inputs.loadStoresFile() }
        let stores = storesFile?.page.stores
        for warning in storesFile?.warnings() ?? [] { printError("warning: \(warning)") }
        var unknownKeys: [InputWarning] = []
        let product = attempt { try inputs.loadProduct(unknownKeys: &unknownKeys) }
        let availability = attempt { try inputs.loadAvailability(unknownKeys: &unknownKeys) }
        if let product {
            let file = inputs.product ?? SampleData.productPath
            for warning in ProductChecks.warnings(for: product, file: file) { printError("warning: \(warning)") }
        }
        if let product, let availability {
            let file = inputs.availability ?? SampleData.availabilityPath
            // The sample stock names sample stores; only the user's own file is held to theirs.
            let checkedStores = inputs.availability == nil ? nil : stores
            for warning in AvailabilityChecks.warnings(
                for: availability, product: product, stores: checkedStores, file: file)
            {
                printError("warning: \(warning)")
            }
        }
        let currency = inputs.specialsOptions.currency ?? "GBP"
        let specials = attempt { try inputs.specialsOptions.load(currency: currency, unknownKeys: &unknownKeys) }
        let catalog = attempt { try inputs.deliveryCityOptions.loadCatalog(unknownKeys: &unknownKeys) }
        let bookingItems = attempt { try inputs.loadBookingItems(unknownKeys: &unknownKeys) }
        for warning in unknownKeys { printError("warning: \(warning)") }
        // What did not load is left empty, and the scenarios that need it are not replayed.
        let builder = ScreenRequestBuilder(
            inputs: ScreenInputs(
                stores: stores ?? [], product: product, availability: availability,
                specials: specials ?? Specials(canvasUnit: 16, tiles: []),
                specialsFile: inputs.specialsOptions.file,
                currency: currency, deliveryCatalog: catalog ?? .empty, bookingItems: bookingItems ?? [],
                samples: inputs.samples, now: Date()))
        // What loaded, of what the kinds of scenario read: a kind is replayed over its own
        // inputs, and summarized, only when they loaded.
        var loaded: ScreenInputs.Samples = []
        if stores != nil { loaded.insert(.stores) }
        if specials != nil { loaded.insert(.specials) }
        if catalog != nil { loaded.insert(.deliveryCity) }
        if bookingItems != nil { loaded.insert(.bookingSearch) }
        var summary: [String] = []
        // A scenario the user names is checked by its kind, which its steps say; it stands in
        // for the sample scenarios of that kind.
        let kinds = ScreenDefinitions.scenarioKinds
        let refusals = inputs.scenario.map { argument in kinds.map { ($0.kind, $0.kind.reads(argument)) } }
        if let refusals, refusals.allSatisfy({ $0.1 != nil }), let argument = inputs.scenario {
            // A kind that knows every step's name and refuses a value says what is wrong; when
            // no kind knows the steps, each says which it takes.
            let known = refusals.compactMap { $0.1 }.filter { !"\($0)".contains("unknown step \"") }
            if known.count == 1, let refusal = known.first {
                printError("error: \(refusal)")
            } else {
                printError("error: \(argument) is no kind of scenario:")
                for (kind, refusal) in refusals { printError("  as a \(kind.noun): \(refusal.map { "\($0)" } ?? "")") }
            }
            failures += 1
        }
        for (kind, screen) in kinds {
            let named =
                refusals?.contains { ObjectIdentifier($0.0) == ObjectIdentifier(kind) && $0.1 == nil } == true
                ? inputs.scenario : nil
            let isLoaded = loaded.isSuperset(of: kind.reads)
            guard isLoaded || named != nil else { continue }
            if let replayed = replay(screen, builder: builder, only: named, loaded: isLoaded, failures: &failures) {
                summary.append(kind.summary(of: builder.inputs, replayed: replayed))
            }
        }
        if !summary.isEmpty { printListing(summary.joined(separator: "; ")) }
        if failures > 0 { throw ExitCode(1) }
    }

    /// Replays the scenarios of `screen` that apply to the inputs (or `only`, a scenario the
    /// user named), through the requests `render` and `review` build, counting each problem
    /// in `failures`: "7 of 7 scenarios replayed", with the samples skipped; `nil` when the
    /// inputs did not load. What is wrong in the input files is warned of once each, and what
    /// a scenario of the user's does (a response the reducer drops): a sample does it on
    /// purpose.
    private func replay(
        _ screen: ScreenKind, builder: ScreenRequestBuilder, only named: String? = nil, loaded: Bool,
        failures: inout Int
    ) -> String? {
        let definition = screen.definition
        let subjects: ScreenSubjects
        do {
            subjects = try named.map { ScreenSubjects(names: [$0]) } ?? definition.reviewSubjects(in: builder)
        } catch {
            printError("error: \(error)")
            failures += 1
            return nil
        }
        var replayed = 0
        var warned: Set<String> = []
        for name in subjects.names {
            do {
                let built = try builder.request(screen, scenario: name)
                replayed += 1
                let isSample = named == nil && name != ScreenRequestBuilder.yourStoresScenario
                for note in (isSample ? [] : built.notes) + built.inputNotes where warned.insert(note).inserted {
                    printError("warning: \(note)")
                }
            } catch {
                printError("error: \(error)")
                failures += 1
            }
        }
        guard loaded else { return nil }
        return "\(replayed) of \(subjects.names.count) scenarios replayed"
            + Self.skippedNote(subjects.skipped, needing: definition.scenarioKind.sampleData)
    }

    /// `; 1 sample scenario needs the sample stores and was skipped: in-store`, or nothing
    /// when none was skipped.
    private static func skippedNote(_ names: [String], needing data: String) -> String {
        guard !names.isEmpty else { return "" }
        let one = names.count == 1
        return "; \(counted(names.count, "sample scenario")) \(one ? "needs" : "need") \(data) and "
            + "\(one ? "was" : "were") skipped: \(names.joined(separator: ", "))"
    }
}
