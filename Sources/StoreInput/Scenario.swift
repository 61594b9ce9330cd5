#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreDomain

/// A reproducible Store Finder state: a named list of steps replayed through the reducer.
///
/// Pages refer to the stores file by position or by id, so one stores file serves
/// every scenario:
///
/// ```yaml
/// name: next-page-failed
/// steps:
///   - appeared
///   - permission: allowed
///   - location: {latitude: 51.5136, longitude: -0.1365}
///   - search: ""
///   - page: {offset: 0, count: 8, next: page-2}
///   - nextPage
///   - pageFailed: network
/// ```
public struct Scenario: Sendable, Hashable, Decodable {
    /// A short name, used in review file names.
    public var name: String
    /// What the scenario shows, for people.
    public var description: String?
    /// The instant the scenario happens at, when it fixes one.
    public var now: Date?
    /// The steps, in order.
    public var steps: [ScenarioStep]

    private enum CodingKeys: String, CodingKey { case name, description, now, steps }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        if let text = try container.decodeIfPresent(String.self, forKey: .now) {
            guard let date = ISO8601Instant.parse(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .now, in: container, debugDescription: "expected an ISO 8601 instant such as 2026-11-20T10:30:00Z, found \"\(text)\"")
            }
            now = date
        }
        steps = try container.decode([ScenarioStep].self, forKey: .steps)
    }

    /// Creates a scenario in code.
    public init(name: String, description: String? = nil, now: Date? = nil, steps: [ScenarioStep]) {
        self.name = name
        self.description = description
        self.now = now
        self.steps = steps
    }

    /// The reducer actions, with store references resolved against `catalog`.
    public func actions(catalog: [Store]) throws(ScenarioError) -> [StoreFinderAction] {
        var actions: [StoreFinderAction] = []
        for (index, step) in steps.enumerated() {
            actions.append(try step.action(catalog: catalog, index: index))
        }
        return actions
    }

    /// The state after replaying every step from the initial state.
    public func state(catalog: [Store]) throws(ScenarioError) -> StoreFinderState {
        var state = StoreFinderState()
        state.apply(try actions(catalog: catalog))
        return state
    }
}

/// A scenario step that refers to something the stores file does not have.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step's position, from 0.
    public var stepIndex: Int
    /// What is wrong.
    public var message: String

    /// Creates an error for the step at `stepIndex`.
    public init(stepIndex: Int, message: String) {
        self.stepIndex = stepIndex
        self.message = message
    }

    public var description: String { "steps[\(stepIndex)]: \(message)" }
}
