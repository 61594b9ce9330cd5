import StoreDisplayText
import StoreInputFiles
import StorePresentation
import StoreScenarios

/// Why a screen could not be built from its inputs; one line a person can act on, worded the
/// same for `render` and `review`.
public enum ScreenRequestError: Error, Sendable, CustomStringConvertible {
    /// A scenario or geocoder response that could not be read.
    case input(InputError)
    /// A scenario that does not replay over the inputs: of the kind `noun` names, whose samples
    /// are written for `sampleData`. `isSampleOverUserData` says the scenario is a sample and
    /// the data the user's, which the sample was not written for.
    case replay(noun: String, sampleData: String, scenario: String, ScenarioError, isSampleOverUserData: Bool)
    /// A store id the stores file does not have.
    case noSuchStore(String)
    /// Details or opening times with no store: none named, and the scenario selects none and
    /// has no results.
    case noStoreToShow(ScreenKind, scenario: String)

    /// The message, inert: ids, scenario names and file names come from the input.
    public var description: String { UntrustedText.sanitizedLines(unsanitizedDescription) }

    private var unsanitizedDescription: String {
        switch self {
        case .input(let error):
            return error.description
        case .replay(let noun, let sampleData, let scenario, let error, let isSampleOverUserData):
            let hint =
                isSampleOverUserData
                ? "\n  sample scenarios are written for \(sampleData); give --scenario a file written for yours"
                : ""
            return "\(noun) \"\(scenario)\": \(error)\(hint)"
        case .noSuchStore(let id):
            return "no store with id \"\(id)\" in the stores file"
        case .noStoreToShow(let screen, let scenario):
            return "\(screen.rawValue) needs a store to show, and the scenario \"\(scenario)\" selects none and has no "
                + "results; pass --store ID"
        }
    }
}
