import StoreDomain
import StoreScenarios

extension BookingSearchScenarioStep: ScenarioStepWriting {
    public var yaml: String? {
        switch self {
        case .search(let text): return "search: \(ScenarioWriter.quoted(text))"
        case .loaded(let items, let next, let answering):
            var fields: [String] = []
            if let items { fields.append("items: [" + items.map(String.init).joined(separator: ", ") + "]") }
            if let next { fields.append("next: \(ScenarioWriter.quoted(next))") }
            if let answering { fields.append("answering: \(answering)") }
            return fields.isEmpty ? "loaded: all" : "loaded: {" + fields.joined(separator: ", ") + "}"
        case .failed(let error, let answering):
            return "failed: " + ScenarioWriter.failure(error, answering: answering)
        case .retry: return "retry"
        case .nextPage: return "nextPage"
        case .retryNextPage: return "retryNextPage"
        case .open(let id): return "open: \(ScenarioWriter.quoted(id))"
        case .closeItem: return "closeItem"
        case .clear: return "clear"
        }
    }
}
