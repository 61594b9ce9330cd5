import ArgumentParser
import StoreDomain
import StoreInput
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
            --scenario, check replays the first page of your stores and each sample \
            scenario that applies to them, and names the samples it skipped.

            The Manager's Special response (--specials, else the sample) is checked \
            with its prices in --currency (default GBP), and every sample specials \
            scenario is replayed over it. The delivery cities and zones (--cities and \
            --zones, else the samples) are checked together, and every sample delivery \
            scenario is replayed over them.

            Warnings are printed but do not change the exit status: a postcode that does \
            not match its country's pattern (a render shows it as written), an \
            availability file for another product (no stock is shown), and a scenario \
            response that answers no request still waiting (the reducer drops it).
            """
    )

    @OptionGroup var inputs: InputOptions

    func run() throws {
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
        let product = attempt { try inputs.loadProduct() }
        let availability = attempt { try inputs.loadAvailability() }
        if let product, let availability {
            let file = inputs.availability ?? SampleData.availabilityPath
            for warning in AvailabilityChecks.warnings(for: availability, product: product, file: file) {
                printError("warning: \(warning)")
            }
        }
        // Without stores, only a named scenario can still be read for its own errors.
        let loaded =
            stores != nil || inputs.scenario != nil ? attempt { try inputs.loadScenarios(stores: stores ?? []) } : nil
        var replayed = 0
        if let stores, let loaded {
            for scenario in loaded.scenarios {
                if let replay = attempt({ try scenario.replay(catalog: stores) }) {
                    replayed += 1
                    for note in replay.droppedResponses {
                        printError("warning: scenario \"\(scenario.name)\": \(note)")
                    }
                } else {
                    printError("  in scenario \"\(scenario.name)\"\(inputs.scenarioHint)")
                }
            }
        }
        let specialsReplayed = checkSpecials(failures: &failures)
        let deliveryReplayed = checkDelivery(failures: &failures)
        if let stores, let product, let availability, let loaded {
            // The stores of this file that have the product to sell, as the screens would show it.
            let stocked = stores.count { store in
                let status = availability.stock(of: product, in: store.id)?.status
                return status == .inStock || status == .lowStock
            }
            var summary =
                "\(counted(stores.count, "store")), product \"\(product.id)\" with stock in \(stocked) of them, "
                + "\(replayed) of \(loaded.scenarios.count) scenarios replayed"
            summary += Self.skippedNote(loaded.skipped, needing: "the sample stores")
            if let specialsReplayed { summary += "; specials: \(specialsReplayed)" }
            if let deliveryReplayed { summary += "; delivery: \(deliveryReplayed)" }
            printListing(summary)
        }
        if failures > 0 { throw ExitCode(1) }
    }

    /// Checks the cities and zones and replays the sample delivery scenarios over them,
    /// counting each problem in `failures`; "4 cities, 6 zones, 17 of 17 scenarios replayed",
    /// or `nil` when they do not load.
    private func checkDelivery(failures: inout Int) -> String? {
        let catalog: DeliveryCatalog, scenarios: [DeliveryScenario]
        do {
            catalog = try inputs.delivery.loadCatalog()
            scenarios = try SampleData.deliveryScenarios()
        } catch {
            printError("error: \(error)")
            failures += 1
            return nil
        }
        // The sample scenarios are written for the sample cities and zones. Over the user's
        // own, one that fails there but replays over the samples is skipped, as the sample
        // store scenarios are over the user's stores, not failed.
        let ownData = inputs.delivery.cities != nil || inputs.delivery.zones != nil
        let sampleCatalog = ownData ? try? SampleData.deliveryCatalog() : nil
        var replayed = 0
        var skipped: [String] = []
        for scenario in scenarios {
            func replay(over catalog: DeliveryCatalog) throws {
                _ = try scenario.replay(catalog: catalog) { name throws(InputError) in
                    try DeliveryOptions.response(named: name, scenarioFile: scenario.file)
                }
            }
            do {
                try replay(over: catalog)
                replayed += 1
            } catch {
                if let sampleCatalog, (try? replay(over: sampleCatalog)) != nil {
                    skipped.append(scenario.name)
                    continue
                }
                printError("error: delivery scenario \"\(scenario.name)\": \(error)")
                failures += 1
            }
        }
        let summary =
            "\(counted(catalog.cities.count, "city", "cities")), \(counted(catalog.zones.zones.count, "zone")), "
            + "\(replayed) of \(scenarios.count - skipped.count) scenarios replayed"
        return summary + Self.skippedNote(skipped.sorted(), needing: "the sample cities and zones")
    }

    /// `; 1 sample scenario needs the sample stores and was skipped: in-store`, or nothing
    /// when none was skipped.
    private static func skippedNote(_ names: [String], needing data: String) -> String {
        guard !names.isEmpty else { return "" }
        let one = names.count == 1
        return "; \(counted(names.count, "sample scenario")) \(one ? "needs" : "need") \(data) and "
            + "\(one ? "was" : "were") skipped: \(names.joined(separator: ", "))"
    }

    /// Checks the specials response and replays the sample specials scenarios over it,
    /// counting each problem in `failures`; "17 tiles, 7 of 7 scenarios replayed", or `nil`
    /// when the response does not load.
    private func checkSpecials(failures: inout Int) -> String? {
        let currency = inputs.managersSpecial.currency ?? "GBP"
        let specials: ManagerSpecials, scenarios: [SpecialsScenario]
        do {
            specials = try inputs.managersSpecial.load(currency: currency)
            scenarios = try SampleData.specialsScenarios()
        } catch {
            printError("error: \(error)")
            failures += 1
            return nil
        }
        for warning in inputs.managersSpecial.clampWarnings(specials) { printError("warning: \(warning)") }
        var replayed = 0
        for scenario in scenarios {
            do {
                // NB: the samples are the only specials scenarios check replays, and the one
                // that drops a response (`refreshing`) does so on purpose, so drops are not warned of.
                _ = try scenario.replay(specials: specials, currency: currency, now: Date())
                replayed += 1
            } catch {
                printError("error: specials scenario \"\(scenario.name)\": \(error)")
                failures += 1
            }
        }
        return "\(specials.tiles.count) tiles, \(replayed) of \(scenarios.count) scenarios replayed"
    }
}
