import StoreDomain
import StoreExploration
import StorePresentation
import StoreRendering

/// The delivery-city flow, as the tools draw it: replayed from a delivery-city scenario over
/// the cities and zones, or built from a permission, a location and the geocoder's answer for
/// it (`render delivery-city`, its review cases and its exploration).
package enum DeliveryCityScreen: ScreenDefinition {
    package typealias ViewData = DeliveryCityScreenViewData
    package typealias Scenarios = DeliveryCityScenarios

    /// `--geocode`: the geocoder's answer for `--location`.
    package static let flags: ScreenFlags = .geocode

    /// `scenario` (a file, or a sample's name) replayed over the cities and zones; with none,
    /// the flow as the overrides leave it, from its first screen: the permission, the location
    /// (which allows it) and the geocoder's answer for it.
    package static func request(
        in builder: ScreenRequestBuilder, scenario name: String?, store: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        let inputs = builder.inputs
        guard let name else {
            var state = DeliveryCityState(catalog: inputs.deliveryCatalog)
            state.apply(.appeared(overrides.location != nil ? .allowed : overrides.permission ?? .notDetermined))
            if let location = overrides.location { state.apply(.locationUpdated(location)) }
            if let response = overrides.geocode, let request = state.pendingGeocode {
                state.apply(.geocoded(response, answering: request.id))
            }
            return ScreenRequestBuilder.Built(
                request: ScreenRequest(screen: ViewData.kind, deliveryCity: state, now: overrides.now ?? inputs.now))
        }
        let scenario: DeliveryCityScenario
        do {
            scenario = try Scenarios.scenario(name)
        } catch {
            throw .input(error)
        }
        let replay = try Scenarios.replay(scenario, over: inputs)
        return ScreenRequestBuilder.Built(
            request: ScreenRequest(
                screen: ViewData.kind, deliveryCity: replay.state, now: overrides.now ?? scenario.now ?? inputs.now),
            notes: Scenarios.notes(of: replay, scenario: scenario))
    }

    /// Every sample scenario that replays over the cities and zones.
    package static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects {
        try Scenarios.applyingSamples(over: builder.inputs)
    }

    /// The scenario `subject` names.
    package static func reviewRequest(
        in builder: ScreenRequestBuilder, subject: String, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try request(in: builder, scenario: subject, store: nil, overrides: overrides)
    }

    /// Permissions in any order, fixes in and out of the zones, the geocoder's answers late and
    /// repeated, its failures, the city list.
    package static func exploration(over inputs: ExplorationInputs) -> ExplorationPlan {
        .explored(
            DeliveryCityExploration.subject(catalog: inputs.deliveryCatalog, answers: inputs.geocoderAnswers)?
                .erased(), needs: "a city whose centre is in a zone, and a geocoder answer")
    }

    /// Nothing the flow shows changes with the clock.
    package static let timeline: TimelineReading<ViewData>? = nil
}
