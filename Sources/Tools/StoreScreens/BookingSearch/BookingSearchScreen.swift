import StoreDomain
import StoreExploration
import StoreInputFiles
import StorePresentation
import StoreRendering

/// The booking item search, as the tools draw it: replayed from a booking search scenario over
/// the booking items (`render booking-search`, its review cases and its exploration).
package enum BookingSearchScreen: ScreenDefinition {
    package typealias ViewData = BookingSearchScreenViewData
    package typealias Scenarios = BookingSearchScenarios

    package static let flags: ScreenFlags = []

    /// `scenario` (a file, or a sample's name) replayed over the items: `results` over the
    /// samples; over a user's own items, every one of them as one page of results.
    package static func request(
        in builder: ScreenRequestBuilder, scenario name: String?, store: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        let inputs = builder.inputs
        let scenario: BookingSearchScenario
        do {
            if name == nil, !inputs.samples.contains(.bookingSearch) {
                scenario = Scenarios.yourItemsScenario(in: inputs)
            } else {
                scenario = try Scenarios.scenario(name ?? "results")
            }
        } catch {
            throw .input(error)
        }
        let replay = try Scenarios.replay(scenario, over: inputs)
        var request = ScreenRequest(screen: ViewData.kind, now: overrides.now ?? scenario.now ?? inputs.now)
        request.bookingSearch = replay.state
        return ScreenRequestBuilder.Built(request: request, notes: Scenarios.notes(of: replay, scenario: scenario))
    }

    /// Every sample scenario that replays over the items.
    package static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects {
        try Scenarios.applyingSamples(over: builder.inputs)
    }

    /// The scenario `subject` names.
    package static func reviewRequest(
        in builder: ScreenRequestBuilder, subject: String, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try request(in: builder, scenario: subject, store: nil, overrides: overrides)
    }

    /// Searches, pages, late answers, failures, retries and items opened, over two items or more.
    package static func exploration(over inputs: ExplorationInputs) -> ExplorationPlan {
        .explored(BookingSearchExploration.subject(items: inputs.bookingItems)?.erased(), needs: "two items")
    }

    /// Nothing the search shows changes with the clock.
    package static let timeline: TimelineReading<ViewData>? = nil
}
