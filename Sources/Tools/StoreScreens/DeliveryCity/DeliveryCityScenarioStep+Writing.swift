import StoreDomain
import StoreScenarios

extension DeliveryCityScenarioStep: ScenarioStepWriting {
    public var yaml: String? {
        switch self {
        case .appeared(let permission): return "appeared: \(permission.rawValue)"
        case .allow: return "allow"
        case .choose: return "choose"
        case .permission(let permission): return "permission: \(permission.rawValue)"
        case .location(let value): return "location: [\(value.latitude), \(value.longitude)]"
        case .timeout: return "timeout"
        case .geocoded(.named(let name)): return "geocoded: \(ScenarioWriter.quoted(name))"
        case .geocoded(.response): return nil
        case .geocodingFailed(let failure): return "geocodingFailed: \(ScenarioWriter.quoted(failure.status))"
        case .retry: return "retry"
        case .search(let text): return "search: \(ScenarioWriter.quoted(text))"
        case .select(let id): return "select: \(ScenarioWriter.quoted(id))"
        }
    }
}
