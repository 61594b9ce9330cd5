import StoreDisplayText

/// Something a replay noticed at one step, that did not stop it: a response the reducer
/// dropped.
public struct ScenarioNote: Sendable, Hashable, CustomStringConvertible {
    /// The step's position, from 0.
    public var stepIndex: Int
    /// What happened.
    public var message: String
    /// The scenario's file, when it was read from one.
    public var file: String?

    /// A note at the step at `stepIndex` of the scenario in `file`.
    public init(stepIndex: Int, message: String, file: String? = nil) {
        self.stepIndex = stepIndex
        self.message = message
        self.file = file
    }

    /// `file: steps[2]: message`, inert: a store id or a file name from the input can carry
    /// no control character or bidi override to the terminal.
    public var description: String {
        UntrustedText.sanitizedLines((file.map { "\($0): " } ?? "") + "steps[\(stepIndex)]: \(message)")
    }
}

/// A scenario step that refers to something the inputs or the state do not have: a note at
/// its step that stops the replay.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where it is and what is wrong.
    public var note: ScenarioNote

    /// Creates an error for the step at `stepIndex` of the scenario in `file`.
    public init(stepIndex: Int, message: String, file: String? = nil) {
        note = ScenarioNote(stepIndex: stepIndex, message: message, file: file)
    }

    /// The step's position, from 0.
    public var stepIndex: Int { note.stepIndex }
    /// What is wrong.
    public var message: String { note.message }
    /// The scenario's file, when it was read from one.
    public var file: String? {
        get { note.file }
        set { note.file = newValue }
    }

    /// `file: steps[2]: message`, inert, as its note says it.
    public var description: String { note.description }
}

/// Why a scenario's step could not become an action, in words; the replay names its step and
/// file (``ScenarioError``).
public struct ScenarioStepError: Error, Sendable, Hashable {
    /// What is wrong.
    public var message: String

    /// An error saying `message`.
    public init(message: String) {
        self.message = message
    }
}
