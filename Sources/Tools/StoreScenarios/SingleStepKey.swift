import StoreIO

/// The one key of a scenario step written as a map (`search: bike`, `loaded: {tiles: 3}`), read
/// the same way for every kind of scenario: a misspelt key is an unknown step, with the name
/// meant, and a map of no key or of two is refused, naming the keys there are.
package enum SingleStepKey {
    /// The step's container and its one key. `stepNames` are every step of the kind, words
    /// and keys, for the messages; `example` shows one step written as a map.
    package static func decode<Key: CodingKey & CaseIterable & RawRepresentable>(
        _: Key.Type, from decoder: any Decoder, stepNames: [String], example: String
    ) throws -> (container: KeyedDecodingContainer<Key>, key: Key) where Key.RawValue == String {
        let present = try decoder.container(keyedBy: AnyCodingKey.self).allKeys
        if present.count == 1, let name = present.first, Key(rawValue: name.stringValue) == nil {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: unknownStep(name.stringValue, among: stepNames))
            )
        }
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            let keys = Key.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a step with exactly one key, one of \(keys), such as `\(example)`"))
        }
        return (container, key)
    }

    /// "unknown step "retyr" (did you mean "retry"?); expected one of search, loaded, …".
    package static func unknownStep(_ name: String, among stepNames: [String]) -> String {
        let nearest =
            NearestName.closest(to: name, among: stepNames.sorted()).map { " (did you mean \"\($0)\"?)" } ?? ""
        return "unknown step \"\(name)\"\(nearest); expected one of \(stepNames.joined(separator: ", "))"
    }
}
