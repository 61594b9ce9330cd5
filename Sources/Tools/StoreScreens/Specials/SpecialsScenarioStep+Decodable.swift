import StoreDomain
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SpecialsScenarioStep: Decodable {
    /// The keys each step's details may have: a misspelt one (`tile: [0]`) is an error, never
    /// a default.
    private static let allowedKeys: [StepKey: [String]] = [
        .refresh: ["trigger", "at"],
        .failed: ["kind", "message", "answering"],
        .loaded: ["tiles", "at", "answering", "canvasUnit", "managerSpecials"],
    ]

    private static func refuseUnknownKeys(of key: StepKey, in container: KeyedDecodingContainer<StepKey>) throws {
        let allowed = allowedKeys[key] ?? []
        let details = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        if let unknown = details.allKeys.first(where: { !allowed.contains($0.stringValue) }) {
            throw DecodingError.dataCorruptedError(
                forKey: unknown, in: details,
                debugDescription:
                    "unknown key \"\(unknown.stringValue)\" in `\(key.rawValue)`; expected \(allowed.joined(separator: ", "))"
            )
        }
    }

    private enum StepKey: String, CodingKey, CaseIterable { case refresh, loaded, failed }
    private enum DetailKey: String, CodingKey { case trigger, at, tiles, answering, managerSpecials }

    public init(from decoder: any Decoder) throws {
        let (container, key) = try SingleStepKey.decode(
            StepKey.self, from: decoder, stepNames: StepKey.allCases.map(\.rawValue), example: "refresh: foreground")
        let word = try? container.decode(String.self, forKey: key)
        let details = word == nil ? try container.nestedContainer(keyedBy: DetailKey.self, forKey: key) : nil
        if word == nil { try Self.refuseUnknownKeys(of: key, in: container) }
        func instant() throws -> Date? { try details?.decodeInstantIfPresent(forKey: .at) }
        let answering = try details?.decodeIfPresent(Int.self, forKey: .answering)
        switch key {
        case .refresh:
            let name = try word ?? details?.decode(String.self, forKey: .trigger) ?? ""
            guard let trigger = SpecialsRefreshTrigger(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription:
                        "expected one of \(SpecialsRefreshTrigger.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(name)\""
                )
            }
            self = .refresh(trigger, at: try instant())
        case .failed:
            let failure = try container.decode(LoadFailureSpec.self, forKey: key)
            self = .failed(failure.isServer ? .server(message: failure.message) : .network, answering: answering)
        case .loaded:
            if let word {
                guard word == "all" else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription:
                            "expected `all`, `{tiles: [0, 1]}` or an inline response with managerSpecials, found \"\(word)\""
                    )
                }
                self = .loaded(.all, at: nil, answering: nil)
                return
            }
            let source: SpecialsSource
            if details?.contains(.managerSpecials) == true {
                source = .response(try container.decode(SpecialsResponse.self, forKey: key))
            } else if let tiles = try details?.decodeIfPresent([Int].self, forKey: .tiles) {
                source = .tiles(tiles)
            } else {
                source = .all
            }
            self = .loaded(source, at: try instant(), answering: answering)
        }
    }
}
