import StoreDomain
import StoreScenarios

extension SpecialsScenarioStep: ScenarioStepWriting {
    public var yaml: String? {
        switch self {
        case .refresh(let trigger, let at):
            guard let at else { return "refresh: \(trigger.rawValue)" }
            return "refresh: {trigger: \(trigger.rawValue), at: \(InstantText.utc(at))}"
        case .failed(let error, let answering):
            return "failed: " + ScenarioWriter.failure(error, answering: answering)
        case .loaded(let source, let at, let answering):
            var fields: [String] = []
            switch source {
            case .all: break
            case .tiles(let tiles): fields.append("tiles: [" + tiles.map(String.init).joined(separator: ", ") + "]")
            case .response: return nil
            }
            if let at { fields.append("at: \(InstantText.utc(at))") }
            if let answering { fields.append("answering: \(answering)") }
            return fields.isEmpty ? "loaded: all" : "loaded: {" + fields.joined(separator: ", ") + "}"
        }
    }
}
