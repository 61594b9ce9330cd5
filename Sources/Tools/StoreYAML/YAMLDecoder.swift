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

    /// Decodes a parsed document. Every failure is a ``YAMLError`` at the offending node.
    public func decode<T: Decodable>(_ type: T.Type, from document: YAMLDocument) throws(YAMLError) -> T {
        do {
            return try T(from: _YAMLNodeDecoder(node: document.root, codingPath: []))
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
