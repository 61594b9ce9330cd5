import StoreInputFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every kind of scenario file shares: a name that review files are called by, and the
/// file it was read from, which replay errors name. ``ScenarioOf`` is every kind of them.
public protocol ScenarioFile: Decodable, Sendable {
    /// A short name, used in review file names.
    var name: String { get }
    /// The file the scenario was read from; `nil` for one made in code.
    var file: String? { get set }
}

extension ScenarioFile {
    /// Reads the scenario file at `path` (YAML or JSON); it remembers `path` for its errors.
    public static func load(contentsOf path: String) throws(InputError) -> Self {
        try decode(from: InputLoader.read(path), file: path)
    }

    /// Decodes a scenario from `data`, naming it `file` in errors and in the scenario.
    public static func decode(from data: Data, file: String) throws(InputError) -> Self {
        var scenario = try InputLoader.decode(Self.self, from: data, file: file)
        scenario.file = file
        return scenario
    }
}

/// A scenario of one kind: a named list of steps, each kind with its own ``ScenarioStep`` type
/// (the Store Finder's, the Manager's Special's, the delivery-city flow's, the booking
/// search's), replayed through that kind's reducer. Every kind's file has the same fields,
/// decoded one way: `name`, `description`, `now` (an ISO 8601 instant) and `steps`.
///
/// ```swift
/// let scenario = try BookingSearchScenario.load(contentsOf: "Examples/Booking/Scenarios/results.yml")
/// let replay = try scenario.replay(in: items)
/// ```
public struct ScenarioOf<Step: Decodable & Sendable & Hashable>: ScenarioFile, Hashable {
    /// A short name, used in review file names.
    public var name: String
    /// What the scenario shows, for people.
    public var description: String?
    /// The instant the scenario happens at, when it fixes one; for the Manager's Special, also
    /// the instant of a step that names none.
    public var now: Date?
    /// The steps, in order.
    public var steps: [Step]
    /// The file the scenario was read from, which replay errors and notes name; `nil` for one
    /// made in code.
    public var file: String?

    private enum CodingKeys: String, CodingKey { case name, description, now, steps }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        now = try container.decodeInstantIfPresent(forKey: .now)
        steps = try container.decode([Step].self, forKey: .steps)
    }

    /// Creates a scenario in code.
    public init(name: String, description: String? = nil, now: Date? = nil, steps: [Step], file: String? = nil) {
        self.name = name
        self.description = description
        self.now = now
        self.steps = steps
        self.file = file
    }
}

/// Every key of a scenario, and of its steps, is its own: a key it does not read is a
/// misspelling or an extra.
extension ScenarioOf: StrictInput {}

/// A key by its name, for reading an object whose keys a step does not know in advance: to
/// name an unknown step or detail key, with the one meant.
package struct AnyCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
