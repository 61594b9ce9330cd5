import ArgumentParser
import StoreDomain
import StoreExploration
import StoreIO
import StoreInputFiles
import StoreSamples
import StoreScreens

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CheckCommand {
    /// `check --explore`: every reducer explored over the inputs; a broken promise is printed
    /// as the scenario that replays it, and the command exits 1.
    func exploreReducers(inputs: InputOptions, runs: Int, seed: UInt64, out: String?) throws {
        let now = Date()
        var explorationInputs = try ExplorationInputs.samples(now: now)
        // The user's own files replace the samples they stand for.
        if inputs.stores != nil { explorationInputs.stores = try inputs.loadStores() }
        if inputs.bookingItems != nil { explorationInputs.bookingItems = try inputs.loadBookingItems() }
        if inputs.specials != nil || inputs.currency != nil {
            let currency = inputs.currency ?? explorationInputs.currency
            explorationInputs.specials = try inputs.specialsOptions.load(currency: currency)
            explorationInputs.currency = currency
        }
        if inputs.cities != nil || inputs.zones != nil {
            explorationInputs.deliveryCatalog = try inputs.deliveryCityOptions.loadCatalog()
        }
        let all = ReducerExplorations.all(explorationInputs)
        for skipped in all.skipped { printError("warning: not explored: \(skipped)") }
        var bounds = ExplorationBounds.standard
        bounds.runs = runs
        bounds.seed = seed
        var broken = 0
        for exploration in all.runs {
            let outcome = exploration.run(bounds)
            // A step a sequence shares with others before it is taken once, and a step its
            // state cannot take (an answer to nothing asked) is skipped: hence fewer steps.
            let done =
                "\(counted(outcome.sequences, "sequence")) of events (\(counted(outcome.steps, "step")) taken: "
                + "a prefix shared by sequences once, a step no state could take skipped)"
            guard let failure = outcome.failure else {
                printListing("\(outcome.screen): \(done): every promise held")
                continue
            }
            broken += 1
            let name = "explored-\(outcome.screen).yml"
            let path = out.map { $0 + "/" + name }
            printError(
                "error: \(outcome.screen): \(failure.invariant): \(failure.message) "
                    + "(found in \(counted(failure.foundLength, "step")), shrunk to \(failure.length)); "
                    + "replay it with `storefinder render \(outcome.screen) --scenario \(path ?? name)`")
            if let path {
                do {
                    try AtomicFile.write(failure.scenario, to: path)
                } catch {
                    throw ValidationError("cannot write \(path): \(error)")
                }
            } else {
                printListing("# \(name)\n" + String(failure.scenario.dropLast()))
            }
        }
        if broken > 0 { throw ExitCode(1) }
    }
}
