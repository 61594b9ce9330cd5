#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every kind of scenario file shares: a name that review files are called by, and the
/// file it was read from, which replay errors name. The Store Finder's ``Scenario``, the
/// Manager's Special's ``SpecialsScenario`` and the delivery flow's ``DeliveryScenario`` each
/// add their own steps.
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

/// The fields every kind of scenario file has, decoded one way for all of them: `name`,
/// `description`, `now` (an ISO 8601 instant) and `steps`, each kind with its own step type.
struct ScenarioFields<Step: Decodable> {
    var name: String
    var description: String?
    var now: Date?
    var steps: [Step]

    private enum CodingKeys: String, CodingKey { case name, description, now, steps }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        now = try container.decodeInstantIfPresent(forKey: .now)
        steps = try container.decode([Step].self, forKey: .steps)
    }
}

/// A key by its name, for reading an object whose keys a step does not know in advance: to
/// name an unknown step or detail key, with the one meant.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
