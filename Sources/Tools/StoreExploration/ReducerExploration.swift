import StoreDomain
import StoreInput
import StoreRequests
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One reducer's exploration, ready to run, whatever its steps: what `check --explore` and the
/// exploration tests run for each of the five.
package struct ReducerExploration: Sendable {
    /// The screen the reducer drives, as `render` names it.
    package var screen: String
    /// Explores within the bounds.
    package var run: @Sendable (Exploration) -> ExplorationOutcome
}

/// What exploring one reducer found.
package struct ExplorationOutcome: Sendable {
    /// The screen the reducer drives.
    package var screen: String
    /// The sequences run, exhaustive and random.
    package var sequences: Int
    /// The steps taken over all of them.
    package var steps: Int
    /// The first promise broken, if any.
    package var failure: Failure?

    /// A broken promise, with the shortest sequence that breaks it, written as a scenario.
    package struct Failure: Sendable {
        /// The promise: "I1 no stuck spinner".
        package var invariant: String
        /// What was wrong after the last step.
        package var message: String
        /// How many steps the sequence had when found, and after shrinking.
        package var foundLength: Int
        /// The steps after shrinking.
        package var length: Int
        /// The scenario file that replays it: `storefinder render SCREEN --scenario FILE`.
        package var scenario: String
    }
}

extension ExplorationSubject {
    /// The subject, ready to run beside the others.
    package func erased() -> ReducerExploration {
        ReducerExploration(screen: screen) { bounds in
            let report = explore(bounds)
            return ExplorationOutcome(
                screen: screen, sequences: report.sequences, steps: report.steps,
                failure: report.failure.map { scenario(for: $0, seed: bounds.seed) })
        }
    }

    /// The failure as a scenario file, its description naming the promise and how it was found.
    package func scenario(for failure: ExplorationFailure<Step>, seed: UInt64) -> ExplorationOutcome.Failure {
        let description =
            "\(failure.invariant): \(failure.message). Found by `storefinder check --explore --seed \(seed)` "
            + "in \(failure.foundLength) steps, shrunk to \(failure.steps.count)."
        let text: String
        do {
            text = try ScenarioWriter.file(
                name: "explored-\(screen)", description: description, now: now, steps: failure.steps)
        } catch {
            text = "# \(description)\n# \(error.message)\n"
        }
        return ExplorationOutcome.Failure(
            invariant: failure.invariant, message: failure.message, foundLength: failure.foundLength,
            length: failure.steps.count, scenario: text)
    }
}

/// The data the five explorations draw their steps from: the samples, or a user's own files.
package struct ExplorationInputs: Sendable {
    /// The stores pages and selections name.
    package var stores: [Store]
    /// The booking items pages name by position.
    package var bookingItems: [BookingItem]
    /// The Manager's Special tiles answers name by position, and their prices' currency.
    package var specials: Specials
    package var currency: String
    /// The instant the specials steps happen at.
    package var now: Date
    /// The delivery cities and zones, and geocoder answers by name.
    package var deliveryCatalog: DeliveryCatalog
    package var geocoderAnswers: [(name: String, response: GeocodingResponse)]

    /// Inputs for the five explorations.
    package init(
        stores: [Store], bookingItems: [BookingItem], specials: Specials, currency: String, now: Date,
        deliveryCatalog: DeliveryCatalog, geocoderAnswers: [(name: String, response: GeocodingResponse)]
    ) {
        self.stores = stores
        self.bookingItems = bookingItems
        self.specials = specials
        self.currency = currency
        self.now = now
        self.deliveryCatalog = deliveryCatalog
        self.geocoderAnswers = geocoderAnswers
    }
}

extension ReducerExploration {
    /// Every reducer's exploration over `inputs`, and for each one the inputs cannot serve,
    /// what it lacks.
    package static func all(_ inputs: ExplorationInputs) -> (runs: [ReducerExploration], skipped: [String]) {
        var runs: [ReducerExploration] = []
        var skipped: [String] = []
        func add(_ run: ReducerExploration?, _ screen: String, needs: String) {
            if let run { runs.append(run) } else { skipped.append("\(screen) (needs \(needs))") }
        }
        // Every kind of scenario, so a new reducer fails to compile until it is explored.
        for kind in ScenarioKind.allCases {
            switch kind {
            case .storeFinder:
                let placed = "three stores with a place"
                add(StoreFinderExploration.list(catalog: inputs.stores)?.erased(), "list", needs: placed)
                add(StoreFinderExploration.map(catalog: inputs.stores)?.erased(), "map", needs: placed)
            case .deliveryCity:
                add(
                    DeliveryExploration.subject(catalog: inputs.deliveryCatalog, answers: inputs.geocoderAnswers)?
                        .erased(), "delivery-city", needs: "a city whose centre is in a zone, and a geocoder answer")
            case .bookingSearch:
                add(
                    BookingExploration.subject(items: inputs.bookingItems)?.erased(), "booking-search",
                    needs: "two items")
            case .specials:
                add(
                    SpecialsExploration.subject(specials: inputs.specials, currency: inputs.currency, now: inputs.now)?
                        .erased(), "specials", needs: "two tiles")
            }
        }
        return (runs, skipped)
    }
}

extension ExplorationInputs {
    /// The embedded samples: the sample stores, booking items, Manager's Special, delivery
    /// catalog and geocoder answers (the one for Moscow's Tverskaya first, a fix in a zone).
    package static func samples(now: Date) throws(InputError) -> ExplorationInputs {
        let names = SampleData.geocodingResponseNames().sorted {
            ($0 == "moscow-tverskaya" ? 0 : 1, $0) < ($1 == "moscow-tverskaya" ? 0 : 1, $1)
        }
        var answers: [(name: String, response: GeocodingResponse)] = []
        for name in names { answers.append((name, try SampleData.geocodingResponse(named: name))) }
        let currency = "GBP"
        let specials: Specials
        do {
            specials = try SampleData.specialsResponse().specials(currency: currency)
        } catch {
            throw .unreadable(file: SampleData.specialsPath, message: "\(error)")
        }
        return ExplorationInputs(
            stores: try SampleData.stores(), bookingItems: try SampleData.bookingItems(), specials: specials,
            currency: currency, now: now, deliveryCatalog: try SampleData.deliveryCatalog(), geocoderAnswers: answers)
    }
}
