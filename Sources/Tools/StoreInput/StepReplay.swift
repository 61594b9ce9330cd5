import StoreDomain

/// A reducer state a scenario replays: it applies actions, and says why it drops a response
/// that answers no request still waiting.
protocol ReplayableState {
    associatedtype Action
    mutating func apply(_ action: Action)
    func dropReason(_ action: Action) -> String?
}

extension SpecialsState: ReplayableState {}
extension DeliveryCityState: ReplayableState {}
extension BookingSearchState: ReplayableState {}

/// Why a scenario's step could not be turned into an action; replay names its step and file.
struct ScenarioStepError: Error {
    var message: String
}

/// The one way the specials, delivery and booking scenarios replay their steps: each step
/// becomes an action against the state so far, a dropped response is noted at its step, and
/// a step that cannot become an action is an error at its step, in `file`.
enum StepReplay {
    static func run<Step, State: ReplayableState>(
        _ steps: [Step], from initial: State, file: String?,
        action: (Step, State) throws(ScenarioStepError) -> State.Action
    ) throws(ScenarioError) -> (state: State, actions: [State.Action], dropped: [ScenarioNote]) {
        var state = initial
        var actions: [State.Action] = []
        var dropped: [ScenarioNote] = []
        for (index, step) in steps.enumerated() {
            let next: State.Action
            do {
                next = try action(step, state)
            } catch {
                throw ScenarioError(stepIndex: index, message: error.message, file: file)
            }
            if let reason = state.dropReason(next) {
                dropped.append(ScenarioNote(stepIndex: index, message: reason, file: file))
            }
            state.apply(next)
            actions.append(next)
        }
        return (state, actions, dropped)
    }
}
