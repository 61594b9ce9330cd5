import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scenario step that writes itself back as the YAML its decoder reads, so that a sequence
/// found in code (by exploration) becomes a file that `render --scenario` replays.
package protocol ScenarioStepWriting {
    /// The step as one YAML list item's text (`search: "camden"`), or `nil` for a step that
    /// holds a whole inline response, which has no one-line form.
    var yaml: String? { get }
}

/// Writes scenario files.
package enum ScenarioWriter {
    /// A scenario file: its name, a description, an optional instant, and its steps, one per line.
    ///
    /// Throws a message when a step cannot be written (``ScenarioStepWriting/yaml`` is `nil`).
    package static func file(
        name: String, description: String, now: Date?, steps: [some ScenarioStepWriting]
    ) throws(ScenarioStepError) -> String {
        var lines = ["name: \(quoted(name))", "description: \(quoted(description))"]
        if let now { lines.append("now: \(InstantText.utc(now))") }
        lines.append("steps:")
        for (index, step) in steps.enumerated() {
            guard let yaml = step.yaml else {
                throw ScenarioStepError(message: "step \(index) holds an inline response, which cannot be written")
            }
            lines.append("  - \(yaml)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a YAML double-quoted scalar, with quotes, backslashes and control characters
    /// escaped, so that any text reads back as itself and nothing in it is markup.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func coordinate(_ value: Coordinate) -> String {
        "{latitude: \(value.latitude), longitude: \(value.longitude)}"
    }

    /// `{kind: server, message: "…"}`, or the bare kind.
    static func failure(kind: String, message: String?, extra: [String] = []) -> String {
        let fields = ["kind: \(kind)"] + (message.map { ["message: \(quoted($0))"] } ?? []) + extra
        return fields.count == 1 ? kind : "{" + fields.joined(separator: ", ") + "}"
    }

    /// A failed load, with the request it answers when the step names one.
    static func failure(_ error: LoadError, answering: Int?) -> String {
        let message: String? = if case .server(let message) = error { message } else { nil }
        return failure(kind: error.kindName, message: message, extra: answering.map { ["answering: \($0)"] } ?? [])
    }

    static func reference(_ value: StoreReference, query: String?) -> String {
        var fields: [String] = []
        if let ids = value.ids {
            fields.append("stores: [" + ids.map(quoted).joined(separator: ", ") + "]")
        } else {
            fields.append("offset: \(value.offset)")
            if let count = value.count { fields.append("count: \(count)") }
        }
        if let next = value.next { fields.append("next: \(quoted(next))") }
        if let query { fields.append("query: \(quoted(query))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension StoreFinderScenarioStep: ScenarioStepWriting {
    package var yaml: String? {
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
        case .page(let reference, let query): return "page: " + ScenarioWriter.reference(reference, query: query)
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
        case .areaLoaded(let reference): return "areaLoaded: " + ScenarioWriter.reference(reference, query: nil)
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
}

extension BookingSearchScenarioStep: ScenarioStepWriting {
    package var yaml: String? {
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

extension SpecialsScenarioStep: ScenarioStepWriting {
    package var yaml: String? {
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

extension DeliveryCityScenarioStep: ScenarioStepWriting {
    package var yaml: String? {
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
