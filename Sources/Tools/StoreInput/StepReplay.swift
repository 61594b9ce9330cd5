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
package struct ScenarioStepError: Error {
    package var message: String

    package init(message: String) {
        self.message = message
    }
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

/// A failed load as the specials and booking scenarios write it: `failed: network`, or
/// `failed: {kind: server, message: "…"}` (the step reads its own `answering:`).
struct LoadFailureSpec: Decodable {
    /// Whether the server answered with an error, rather than the request never reaching it.
    var isServer: Bool
    /// The server's own message, when the step gives one.
    var message: String?

    private enum CodingKeys: String, CodingKey { case kind, message }

    init(from decoder: any Decoder) throws {
        let kind: String
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            kind = word
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(String.self, forKey: .kind)
            message = try container.decodeIfPresent(String.self, forKey: .message)
        }
        guard kind == "network" || kind == "server" else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected network or server, found \"\(kind)\"")
            )
        }
        isServer = kind == "server"
    }
}
