import StoreDomain
import StoreScenarios

extension StoreFinderScenarioStep: ScenarioStepWriting {
    public var yaml: String? {
        let q = ScenarioWriter.quoted
        switch self {
        case .appeared: return "appeared"
        case .permission(let value): return "permission: \(value.rawValue)"
        case .location(let value): return "location: " + ScenarioWriter.coordinate(value)
        case .locationFailed: return "locationFailed"
        case .retryLocation: return "retryLocation"
        case .tab(let tab): return "tab: \(tab.rawValue)"
        case .followMe: return "followMe"
        case .search(let text): return "search: \(q(text))"
        case .page(let reference, let query): return "page: " + Self.reference(reference, query: query)
        case .pageFailed(let error, let query):
            return "pageFailed: " + Self.error(error, query: query)
        case .nextPage: return "nextPage"
        case .retryNextPage: return "retryNextPage"
        case .mode(let mode): return "mode: \(mode.rawValue)"
        case .select(let id): return "select: \(q(id))"
        case .open(let id): return "open: \(q(id))"
        case .clearSelection: return "clearSelection"
        case .activateInStore: return "activateInStore"
        case .deactivateInStore: return "deactivateInStore"
        case .mapMoved: return "mapMoved"
        case .searchArea(let region):
            guard let region else { return "searchArea" }
            return "searchArea: {latitude: \(region.centre.latitude), longitude: \(region.centre.longitude), "
                + "radius: \(region.radiusMetres)}"
        case .areaLoaded(let reference): return "areaLoaded: " + Self.reference(reference, query: nil)
        case .areaFailed(let error): return "areaFailed: " + Self.error(error, query: nil)
        case .areaNextPage: return "areaNextPage"
        case .retryAreaNextPage: return "retryAreaNextPage"
        case .dismissToast: return "dismissToast"
        case .filter(let filter): return "filter: \(q(filter.rawValue))"
        case .clearFilters: return "clearFilters"
        }
    }

    private static func error(_ error: StoreFinderError, query: String?) -> String {
        let message: String? = if case .server(let message) = error { message } else { nil }
        return ScenarioWriter.failure(
            kind: error.kindName, message: message,
            extra: query.map { ["query: \(ScenarioWriter.quoted($0))"] } ?? [])
    }

    /// A page's stores as a file writes them: `{offset: 0, count: 8, next: "page-2"}`.
    static func reference(_ value: StoreReference, query: String?) -> String {
        var fields: [String] = []
        if let ids = value.ids {
            fields.append("stores: [" + ids.map(ScenarioWriter.quoted).joined(separator: ", ") + "]")
        } else {
            fields.append("offset: \(value.offset)")
            if let count = value.count { fields.append("count: \(count)") }
        }
        if let next = value.next { fields.append("next: \(ScenarioWriter.quoted(next))") }
        if let query { fields.append("query: \(ScenarioWriter.quoted(query))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
