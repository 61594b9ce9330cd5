import StoreDomain

/// One step of a scenario file: something that happened, as a file writes it. Against the state
/// the steps before it reached, it becomes one action of its reducer.
///
/// Each kind of scenario has one step type (the Store Finder's, the Manager's Special's, the
/// delivery-city flow's, the booking search's), and every kind replays through one
/// ``Replay``: for a file (`render --scenario`), for a walk of exploration, for a test.
public protocol ScenarioStep: Decodable, Sendable, Hashable, ScenarioStepWriting {
    /// The reducer the steps drive.
    associatedtype State: Reducer
    /// What the steps refer to, and what the replay starts from: the stores file, the booking
    /// items, the geocoder's answers by name.
    associatedtype Inputs: Sendable

    /// The state a replay over `inputs` starts from.
    static func initialState(_ inputs: Inputs) -> State

    /// The action this step stands for, after the steps `replay` has taken; an error, in
    /// words, when the step names something the inputs or the state do not have.
    func action(after replay: Replay<Self>) throws(ScenarioStepError) -> State.Action

    /// The reducer's `reason` for dropping this step's `action`, as a replay notes it: the
    /// reason itself, or a kind's own wording of it (the Store Finder names the searches).
    static func dropNote(_ reason: String, for action: State.Action, after replay: Replay<Self>) -> String
}

/// A scenario replayed through its reducer, one step at a time: the state the steps reach, the
/// actions they became, and the responses the reducer dropped because they answered no request
/// still on its way.
///
/// ```swift
/// let replay = try scenario.replay(in: items)      // a BookingSearchScenario over its items
/// replay.state.screen                              // .results
/// replay.droppedResponses.map(\.description)       // "results.yml: steps[3]: this response answers #1, …"
/// ```
public struct Replay<Step: ScenarioStep>: Sendable {
    /// What the steps refer to.
    public let inputs: Step.Inputs
    /// The state after the steps taken.
    public private(set) var state: Step.State
    /// The actions the steps became, in order.
    public private(set) var actions: [Step.State.Action] = []
    /// The state before each action, oldest first: what a step that answers an earlier request
    /// reads its request from.
    public private(set) var history: [Step.State] = []
    /// Each response the reducer dropped, at its step.
    public private(set) var droppedResponses: [ScenarioNote] = []
    /// The scenario's file, which notes name; `nil` for steps made in code.
    public var file: String?
    /// The reducer: the state's own, or in a test of exploration, one broken on purpose.
    private let reduce: @Sendable (inout Step.State, Step.State.Action) -> Void

    /// A replay over `inputs`, from ``ScenarioStep/initialState(_:)``, through the state's own
    /// reducer unless `reduce` stands in for it.
    package init(
        inputs: Step.Inputs, file: String? = nil,
        reduce: @escaping @Sendable (inout Step.State, Step.State.Action) -> Void = { $0.apply($1) }
    ) {
        self.inputs = inputs
        self.file = file
        self.reduce = reduce
        state = Step.initialState(inputs)
    }

    /// Takes `step`: its action goes through the reducer. Returns the reducer's reason when it
    /// dropped the action, a response to no request on its way; `nil` when it took it.
    ///
    /// - Throws: ``ScenarioStepError`` when the step cannot become an action here; nothing is
    ///   taken then.
    @discardableResult
    package mutating func take(_ step: Step) throws(ScenarioStepError) -> String? {
        let action = try step.action(after: self)
        let reason = state.dropReason(action)
        if let reason {
            let note = Step.dropNote(reason, for: action, after: self)
            droppedResponses.append(ScenarioNote(stepIndex: actions.count, message: note, file: file))
        }
        history.append(state)
        reduce(&state, action)
        actions.append(action)
        return reason
    }
}

extension ScenarioStep {
    /// The reducer's own reason, as it is.
    public static func dropNote(_ reason: String, for action: State.Action, after replay: Replay<Self>) -> String {
        reason
    }
}

extension ScenarioOf where Step: ScenarioStep {
    /// Replays the steps over `inputs`, from the initial state.
    ///
    /// - Throws: ``ScenarioError`` at the first step that cannot become an action, naming the
    ///   step and the file.
    public func replay(in inputs: Step.Inputs) throws(ScenarioError) -> Replay<Step> {
        var replay = Replay<Step>(inputs: inputs, file: file)
        for (index, step) in steps.enumerated() {
            do {
                try replay.take(step)
            } catch {
                throw ScenarioError(stepIndex: index, message: error.message, file: file)
            }
        }
        return replay
    }
}
