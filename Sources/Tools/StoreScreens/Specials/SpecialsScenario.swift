import StoreDomain
import StoreScenarios

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
    /// Replays the steps over `specials`, whose tiles a response names by position; inline
    /// responses are priced in `currency`. A step with no instant happens at the scenario's
    /// `now`, else at `fallback`.
    public func replay(
        specials: Specials, currency: String, now fallback: Date
    ) throws(ScenarioError) -> Replay<SpecialsScenarioStep> {
        try replay(in: SpecialsScenarioStep.Inputs(specials: specials, currency: currency, now: now ?? fallback))
    }
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

extension SpecialsScenarioStep: ScenarioStep {
    /// What a specials scenario's steps refer to: the specials file's tiles by position, the
    /// currency inline responses are priced in, and the instant of a step that names none.
    public struct Inputs: Sendable {
        /// The specials file.
        public var specials: Specials
        /// The currency of inline responses' prices.
        public var currency: String
        /// The instant a step happens at when it names none.
        public var now: Date

        /// Inputs of `specials`, priced in `currency`, at `now`.
        public init(specials: Specials, currency: String, now: Date) {
            self.specials = specials
            self.currency = currency
            self.now = now
        }
    }

    /// The grid before anything is loaded.
    public static func initialState(_ inputs: Inputs) -> SpecialsState { SpecialsState() }

    /// The action the step stands for: a response answers the refresh waiting, or the one
    /// `answering:` names.
    public func action(after replay: Replay<Self>) throws(ScenarioStepError) -> SpecialsAction {
        let (inputs, state) = (replay.inputs, replay.state)
        let (specials, now) = (inputs.specials, inputs.now)
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
                    loaded = try response.specials(currency: inputs.currency)
                } catch {
                    throw ScenarioStepError(message: "loaded: \(error.description)")
                }
            }
            return .loaded(loaded, answering: id, at: at ?? now)
        }
    }
}
