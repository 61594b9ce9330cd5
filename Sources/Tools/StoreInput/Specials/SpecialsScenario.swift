import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reproducible Manager's Special state: a named list of steps replayed through the
/// ``SpecialsState`` reducer.
///
/// A response refers to the specials file by tile position (`tiles: [0, 4]`), takes all of
/// it (`all`), or is written inline in the endpoint's own shape, so one specials file serves
/// every scenario and an odd response needs no file of its own:
///
/// ```yaml
/// name: refresh-failed
/// now: 2026-11-20T17:30:00Z
/// steps:
///   - refresh: foreground
///   - loaded: {at: 2026-11-20T17:05:00Z}           # every tile of the specials file
///   - refresh: pull
///   - failed: server
/// ```
public typealias SpecialsScenario = ScenarioOf<SpecialsScenarioStep>

extension SpecialsScenario {
    /// Replays the steps from the initial state. Tile positions refer to `specials`; inline
    /// responses are priced in `currency`. A step with no instant happens at the scenario's
    /// `now`, else at `now`.
    public func replay(
        specials: Specials, currency: String, now fallback: Date
    ) throws(ScenarioError) -> SpecialsReplay {
        let now = self.now ?? fallback
        let run = try StepReplay.run(steps, from: SpecialsState(), file: file) {
            (step, state) throws(ScenarioStepError) in
            try step.action(specials: specials, currency: currency, state: state, now: now)
        }
        return SpecialsReplay(state: run.state, actions: run.actions, droppedResponses: run.dropped)
    }
}

/// A specials scenario replayed: the state it reaches, the actions it took, and the responses
/// the reducer dropped because they answered no request still waiting.
public struct SpecialsReplay: Sendable {
    public var state = SpecialsState()
    public var actions: [SpecialsAction] = []
    public var droppedResponses: [ScenarioNote] = []
}

/// One step of a ``SpecialsScenario``.
public enum SpecialsScenarioStep: Sendable, Hashable {
    /// `refresh: pull`, or `refresh: {trigger: timer, at: 2026-11-20T17:35:00Z}`.
    case refresh(SpecialsRefreshTrigger, at: Date?)
    /// `loaded: all`, `loaded: {tiles: [0, 3], at: …}`, or an inline response:
    /// `loaded: {canvasUnit: 16, managerSpecials: […]}`. It answers the waiting request
    /// unless `answering:` names another by number.
    case loaded(SpecialsSource, at: Date?, answering: Int?)
    /// `failed: network`, or `failed: {kind: server, message: "…", answering: 1}`.
    case failed(LoadError, answering: Int?)
}

/// Where a scenario's response comes from.
public enum SpecialsSource: Sendable, Hashable {
    /// Every tile of the specials file.
    case all
    /// The tiles at these positions of the specials file, in this order.
    case tiles([Int])
    /// A response written in the scenario, in the endpoint's shape.
    case response(SpecialsResponse)
}

extension SpecialsScenarioStep {
    package func action(
        specials: Specials, currency: String, state: SpecialsState, now: Date
    ) throws(ScenarioStepError) -> SpecialsAction {
        func request(_ number: Int?) throws(ScenarioStepError) -> RequestID {
            if let number { return RequestID(number) }
            guard let pending = state.pendingRequest else {
                throw ScenarioStepError(
                    message:
                        "no refresh is waiting for a response; add a `refresh` step first, or name the request with `answering:`"
                )
            }
            return pending.id
        }
        switch self {
        case .refresh(let trigger, let at):
            return .refreshRequested(trigger, at: at ?? now)
        case .failed(let error, let answering):
            return .failed(error, answering: try request(answering))
        case .loaded(let source, let at, let answering):
            let id = try request(answering)
            let loaded: Specials
            switch source {
            case .all:
                loaded = specials
            case .tiles(let positions):
                if let bad = positions.first(where: { !specials.tiles.indices.contains($0) }) {
                    throw ScenarioStepError(
                        message:
                            "tile \(bad) is not in the specials file, which has \(specials.tiles.count) (positions from 0)"
                    )
                }
                loaded = Specials(canvasUnit: specials.canvasUnit, tiles: positions.map { specials.tiles[$0] })
            case .response(let response):
                do {
                    loaded = try response.specials(currency: currency)
                } catch {
                    throw ScenarioStepError(message: "loaded: \(error.description)")
                }
            }
            return .loaded(loaded, answering: id, at: at ?? now)
        }
    }
}
