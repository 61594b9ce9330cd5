import ArgumentParser
import StoreDomain
import StoreExploration
import StoreInput
import StorePresentation
import StoreRequests
import StoreSamples

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
            """
    )

    @OptionGroup var inputs: InputOptions

    @Flag(help: "Explore every reducer with event sequences in any order, checking the promises every screen keeps.")
    var explore = false

    @Option(help: ArgumentHelp("With --explore: the seeded random walks per reducer.", valueName: "n"))
    var runs: Int?

    @Option(
        help: ArgumentHelp(
            "With --explore: the seed of the walks; the same seed walks the same sequences.", valueName: "n"))
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
        if let runs, runs < 0 { throw ValidationError("--runs takes a number of walks, 0 or more; found \(runs)") }
    }

    func run() throws {
        if explore {
            try exploreReducers(
                inputs: inputs, runs: runs ?? Exploration.standard.runs, seed: seed ?? Exploration.standard.seed,
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
        var summary: [String] = []
        // A scenario the user names is checked by its kind, which its steps say; it stands in
        // for the sample scenarios of that kind.
        let named = inputs.scenario.map { ScenarioKind.kinds(ofScenario: $0) }
        if let named, named.kinds.isEmpty, let argument = inputs.scenario {
            // A kind that knows every step's name and refuses a value says what is wrong; when
            // no kind knows the steps, each says which it takes.
            let known = named.refusals.filter { !"\($0.1)".contains("unknown step \"") }
            if known.count == 1, let refusal = known.first?.1 {
                printError("error: \(refusal)")
            } else {
                printError("error: \(argument) is no kind of scenario:")
                for (kind, refusal) in named.refusals { printError("  as a \(kind.noun): \(refusal)") }
            }
            failures += 1
        }
        func only(_ kind: ScenarioKind) -> String? {
            named?.kinds.contains(kind) == true ? inputs.scenario : nil
        }
        // Every kind of scenario, so a new kind fails to compile until check replays it.
        for kind in ScenarioKind.allCases {
            switch kind {
            case .storeFinder:
                guard stores != nil || only(kind) != nil else { continue }
                let replay = replay(
                    .list, builder: builder, only: only(kind), loaded: stores != nil, failures: &failures)
                if let stores, let product, let availability, let replay {
                    // The stores of this file that have the product to sell, as the screens would show it.
                    let stocked = stores.count { store in
                        let status = availability.stock(of: product, in: store.id)?.status
                        return status == .inStock || status == .lowStock
                    }
                    summary.append(
                        "\(counted(stores.count, "store")), product \"\(product.id)\" with stock in \(stocked) of them, "
                            + replay)
                }
            case .specials:
                if let specials,
                    let replay = replay(
                        .specials, builder: builder, only: only(kind), loaded: true, failures: &failures)
                {
                    summary.append("specials: \(counted(specials.tiles.count, "tile")), " + replay)
                }
            case .deliveryCity:
                if let catalog,
                    let replay = replay(
                        .deliveryCity, builder: builder, only: only(kind), loaded: true, failures: &failures)
                {
                    summary.append(
                        "delivery: \(counted(catalog.cities.count, "city", "cities")), "
                            + "\(counted(catalog.zones.zones.count, "zone")), " + replay)
                }
            case .bookingSearch:
                if let bookingItems,
                    let replay = replay(
                        .bookingSearch, builder: builder, only: only(kind), loaded: true, failures: &failures)
                {
                    summary.append("booking: \(counted(bookingItems.count, "item")), " + replay)
                }
            }
        }
        if !summary.isEmpty { printListing(summary.joined(separator: "; ")) }
        if failures > 0 { throw ExitCode(1) }
    }

    /// Replays the scenarios of `screen` that apply to the inputs (or `only`, a scenario the
    /// user named), through the requests `render` and `review` build, counting each problem
    /// in `failures`: "7 of 7 scenarios replayed", with the samples skipped; `nil` when the
    /// scenarios could not be listed.
    private func replay(
        _ screen: ScreenKind, builder: ScreenRequestBuilder, only named: String? = nil, loaded: Bool,
        failures: inout Int
    ) -> String? {
        let scenarios: ScreenRequestBuilder.Scenarios
        do {
            scenarios =
                try named.map { ScreenRequestBuilder.Scenarios(names: [$0], skipped: []) }
                ?? builder.scenarios(for: screen)
        } catch {
            printError("error: \(error)")
            failures += 1
            return nil
        }
        var replayed = 0
        for name in scenarios.names {
            do {
                let built = try builder.request(screen, scenario: name)
                replayed += 1
                // NB: the sample specials scenario that drops a response (`refreshing`) does so on
                // purpose, so a specials replay's notes are the tiles it clamps, said once below.
                if screen != .specials { for note in built.notes { printError("warning: \(note)") } }
            } catch {
                printError("error: \(error)")
                failures += 1
            }
        }
        guard loaded else { return nil }
        if screen == .specials { for note in builder.specialsNotes { printError("warning: \(note)") } }
        return "\(replayed) of \(scenarios.names.count) scenarios replayed"
            + Self.skippedNote(scenarios.skipped, needing: ScenarioKind(of: screen).sampleData)
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
