import StoreDomain
import StoreExploration
import StorePresentation
import StoreRendering

/// The Manager's Special grid, as the tools draw it: replayed from a specials scenario over
/// the specials file (`render specials`, its review cases and its exploration).
package enum SpecialsScreen: ScreenDefinition {
    package typealias ViewData = SpecialsScreenViewData
    package typealias Scenarios = SpecialsScenarios

    package static let flags: ScreenFlags = []

    /// `scenario` (a file, or a sample's name) replayed over the specials: `sample` over the
    /// samples; over a user's own file, the file loaded just now. A note names each tile wider
    /// than the canvas: by its JSON path in the file, or by its place in a grid the scenario
    /// wrote itself.
    package static func request(
        in builder: ScreenRequestBuilder, scenario name: String?, store: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        var inputs = builder.inputs
        let scenario: SpecialsScenario
        do {
            if let name {
                scenario = try Scenarios.scenario(name)
            } else if inputs.samples.contains(.specials) {
                scenario = try Scenarios.sample(named: "sample")
            } else {
                scenario = Scenarios.yourSpecialsScenario
            }
        } catch {
            throw .input(error)
        }
        // A step with no instant happens at the scenario's, else at the request's.
        inputs.now = overrides.now ?? inputs.now
        let state = try Scenarios.replay(scenario, over: inputs).state
        let request = ScreenRequest(
            screen: ViewData.kind, specials: state, now: overrides.now ?? scenario.now ?? builder.inputs.now)
        guard let shown = state.specials else { return ScreenRequestBuilder.Built(request: request) }
        guard shown == inputs.specials else {
            return ScreenRequestBuilder.Built(
                request: request,
                notes: Scenarios.clampNotes(shown) { "\(scenario.file ?? scenario.name): tile \($0) of the grid shown" }
            )
        }
        return ScreenRequestBuilder.Built(request: request, inputNotes: Scenarios.clampNotes(of: inputs))
    }

    /// Every sample scenario that replays over the specials.
    package static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects {
        try Scenarios.applyingSamples(over: builder.inputs)
    }

    /// The scenario `subject` names.
    package static func reviewRequest(
        in builder: ScreenRequestBuilder, subject: String, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try request(in: builder, scenario: subject, store: nil, overrides: overrides)
    }

    /// Refreshes of every trigger, answers late and early, failures, over two tiles or more.
    package static func exploration(over inputs: ExplorationInputs) -> ExplorationPlan {
        .explored(
            SpecialsExploration.subject(specials: inputs.specials, currency: inputs.currency, now: inputs.now)?
                .erased(), needs: "two tiles")
    }

    /// The freshness line changes with the clock, but a timeline is for a store's hours; the
    /// grid's `changesAt` says when to draw it again.
    package static let timeline: TimelineReading<ViewData>? = nil
}
