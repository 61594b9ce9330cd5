import StoreDomain
import StoreExploration
import StoreInputFiles
import StoreScenarios

/// The delivery-city flow's reducer as exploration drives it.
package enum DeliveryCityExploration {
    /// Appearing with each permission, again and again; the pre-permission's buttons; the
    /// permission changed while on screen; a fix in a zone (twice), one outside every zone, and
    /// none (the timeout); the geocoder's answers, late and repeated ones, and its failures;
    /// retry; the city list's search and choice.
    ///
    /// `answers` are geocoder responses by the name a scenario gives them (`geocoded: name`);
    /// the first answers a fix in a zone.
    package static func subject(
        catalog: DeliveryCatalog, answers: [(name: String, response: GeocodingResponse)],
        reduce: @escaping @Sendable (inout DeliveryCityState, DeliveryCityAction) -> Void = { $0.apply($1) }
    ) -> ExplorationSubject<DeliveryCityScenarioStep>? {
        guard let city = catalog.cities.first,
            let inside = catalog.cities.first(where: { catalog.zones.zone(at: $0.centre) != nil })?.centre,
            let outside = try? Coordinate(latitude: 0.5, longitude: -30)  // the Atlantic: no zone, no city
        else { return nil }
        let permissions = LocationPermission.allCases
        let named = answers.prefix(3).map { DeliveryCityScenarioStep.geocoded(.named($0.name)) }
        let alphabet: [DeliveryCityScenarioStep] =
            permissions.map { .appeared($0) } + permissions.map { .permission($0) } + named + [
                .allow, .choose, .location(inside), .location(outside), .timeout,
                .geocodingFailed(.overQueryLimit), .geocodingFailed(.timeout), .retry, .search("mo"),
                .select(city.id),
            ]
        let core: [DeliveryCityScenarioStep] =
            [.appeared(.allowed), .appeared(.notDetermined), .permission(.denied), .location(inside), .timeout]
            + named.prefix(1) + [.geocodingFailed(.overQueryLimit), .retry, .choose]
        let responses = Dictionary(answers.map { ($0.name, $0.response) }, uniquingKeysWith: { first, _ in first })
        let resolve: @Sendable (String) throws(InputError) -> GeocodingResponse = { name throws(InputError) in
            guard let response = responses[name] else {
                throw InputError.unreadable(file: name, message: "no geocoder answer has this name")
            }
            return response
        }
        return ExplorationSubject(
            screen: "delivery-city", alphabet: alphabet, coreAlphabet: core,
            initial: Replay(inputs: .init(catalog: catalog, answer: resolve), reduce: reduce),
            invariants: invariants)
    }

    /// The promises, numbered as the docs number them.
    package static let invariants: [Invariant<DeliveryCityScenarioStep>] = [
        Invariant("I1 no stuck spinner") { _, _, after, _ in
            // Waiting for a fix ends at the location timeout the app schedules.
            let state = after.state
            if state.phase == .detecting, state.pendingGeocode == nil, !state.isAwaitingLocation {
                return "the flow shows “Detecting…” with no geocoder request on its way and no fix awaited"
            }
            if state.isAwaitingLocation, state.permission != .allowed {
                return "the flow waits for a fix with location \(state.permission.rawValue)"
            }
            return nil
        },
        Invariant("I2 coming back keeps what was shown") { before, step, after, _ in
            guard case .appeared(let permission) = step, permission == before.state.permission,
                before.state.phase != .prePermission, after.state != before.state
            else { return nil }
            return "appearing again with the same permission changed \(before.state.phase) to \(after.state.phase)"
        },
        Invariant("I3 answers match requests") { before, _, after, dropReason in
            droppedResponseChangedNothing(before, after, dropReason: dropReason)
        },
        Invariant("I4 repeated reports are harmless") { before, step, after, _ in
            switch step {
            case .permission(let permission) where permission == before.state.permission,
                .appeared(let permission)
            where permission == before.state.permission && before.state.phase != .prePermission:
                return startedNoRequest(
                    "permission", before: before.state.lastRequestID, after: after.state.lastRequestID)
            case .location(let coordinate) where coordinate == before.state.location:
                return startedNoRequest(
                    "position", before: before.state.lastRequestID, after: after.state.lastRequestID)
            default:
                return nil
            }
        },
        Invariant("I5 the screen agrees with the facts") { _, _, after, _ in
            let state = after.state
            if state.permission == .denied || state.permission == .restricted,
                state.isAwaitingLocation || state.pendingGeocode != nil
            {
                return "location is \(state.permission.rawValue), but the flow still locates"
            }
            if case .detected(let found) = state.phase, state.currentCity != found.city.id {
                return
                    "the flow shows \(found.city.id) detected, but the current city is \(state.currentCity ?? "none")"
            }
            return nil
        },
    ]
}
