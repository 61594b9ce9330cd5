import StoreDisplayText

/// Decodes `Decodable` values from YAML, with errors that point at the line and column.
///
/// Scalars turn into numbers and booleans only where the type asks for one, and
/// only in their plain spelling: a `Bool` must be `true` or `false`, so `no` is
/// an error rather than a silent `false`.
///
/// ```swift
/// struct Step: Decodable { var search: String }
/// let step = try YAMLDecoder().decode(Step.self, from: "search: no\n", file: "s.yml")
/// step.search // "no"
/// ```
public struct YAMLDecoder: Sendable {
    /// The parser used for text inputs.
    public var parser: YAMLParser

    /// Creates a decoder.
    public init(parser: YAMLParser = YAMLParser()) {
        self.parser = parser
    }

    /// Parses `text` and decodes its single document.
    public func decode<T: Decodable>(_ type: T.Type, from text: String, file: String) throws(YAMLError) -> T {
        try decode(type, from: try parser.parse(text, file: file))
    }

    /// A key of a mapping that the decoded type never asked for.
    public struct UnknownKey: Sendable, Hashable {
        /// The coding path of the mapping that has it: keys, and `[3]` for an index.
        public var objectPath: [String]
        /// The key as written.
        public var name: String
        /// A key the type asked of the mapping that it is likely a misspelling of.
        public var nearest: String?
        /// Where the key is written.
        public var location: FilePosition
    }

    /// Parses `text` and decodes its single document, refusing a key within two edits of one
    /// the type asked for as a misspelling ("unknown key "adress"; did you mean "address"?"),
    /// and returning the other keys the type did not ask for, in the file's order.
    ///
    /// Only the mappings whose coding path `checking` accepts are looked at. When the decode
    /// fails, a misspelling is reported rather than the failure: "prise" written is the
    /// reason "price" is missing.
    public func decodeRefusingMisspeltKeys<T: Decodable>(
        _ type: T.Type, from text: String, file: String, checking: ([String]) -> Bool = { _ in true }
    ) throws(YAMLError) -> (value: T, unknownKeys: [UnknownKey]) {
        let document = try parser.parse(text, file: file)
        let log = YAMLKeyLog()
        func unknownKeys() throws(YAMLError) -> [UnknownKey] {
            let unknown = log.unread().filter { checking($0.objectPath) }
            if let misspelt = unknown.first(where: { $0.nearest != nil }), let nearest = misspelt.nearest {
                throw document.source.error(
                    .invalid("unknown key \"\(misspelt.name)\"; did you mean \"\(nearest)\"?"), at: misspelt.location)
            }
            return unknown
        }
        let value: T
        do {
            value = try decode(type, from: document, log: log)
        } catch {
            _ = try unknownKeys()
            throw error
        }
        return (value, try unknownKeys())
    }

    /// Decodes a parsed document. Every failure is a ``YAMLError`` at the offending node.
    public func decode<T: Decodable>(_ type: T.Type, from document: YAMLDocument) throws(YAMLError) -> T {
        try decode(type, from: document, log: nil)
    }

    private func decode<T: Decodable>(
        _ type: T.Type, from document: YAMLDocument, log: YAMLKeyLog?
    ) throws(YAMLError) -> T {
        do {
            return try T(from: _YAMLNodeDecoder(node: document.root, codingPath: [], log: log))
        } catch let error as YAMLError {
            throw document.source.error(error.kind, at: error.location)
        } catch let error as DecodingError {
            let (path, message) = Self.describe(error)
            let node = Self.node(at: path, in: document.root)
            let place = path.isEmpty ? "" : " at \(Self.pathText(path))"
            throw document.source.error(.invalid(message + place), at: node)
        } catch {
            throw document.source.error(.invalid("\(error)"), at: document.root)
        }
    }

    private static func describe(_ error: DecodingError) -> ([any CodingKey], String) {
        switch error {
        case .dataCorrupted(let context): return (context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context): return (context.codingPath, "missing key \"\(key.stringValue)\"")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return (context.codingPath, context.debugDescription)
        @unknown default: return ([], "\(error)")
        }
    }

    /// The deepest node that `path` reaches; errors point there.
    static func node(at path: [any CodingKey], in root: YAMLNode) -> YAMLNode {
        var current = root
        for key in path {
            if let index = key.intValue, let items = current.sequence, items.indices.contains(index) {
                current = items[index]
            } else if let next = current[key.stringValue] {
                current = next
            } else {
                break
            }
        }
        return current
    }

    static func pathText(_ path: [any CodingKey]) -> String {
        path.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }
}
