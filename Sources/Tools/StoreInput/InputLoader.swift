import StoreDomain
import StoreIO
import StoreText
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads stores, products, availability and scenarios from JSON or YAML, with errors
/// that name the file and the JSON path or line:column of the bad field.
///
/// ```swift
/// let page = try InputLoader.decode(StorePage.self, from: data, file: "stores.json")
/// ```
public enum InputLoader {
    /// The largest input file accepted: 256 MiB.
    ///
    /// A guard against hostile input, which a decode holds in memory about three times over;
    /// not a limit on real data. The largest chains have tens of thousands of stores (a few
    /// tens of MB), and `storefinder sample` writes at most 250,000 (about 224 MB), so the
    /// tool always reads its own output.
    public static let maxFileBytes = 256 << 20

    /// Decodes `T` from `data`: JSON when the name ends in `.json` or the text starts
    /// with `{` or `[`, YAML otherwise.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(InputError) -> T {
        guard data.count <= maxFileBytes else {
            throw .unreadable(
                file: file, message: FileReadError.Problem.tooLarge(bytes: data.count, limit: maxFileBytes).message)
        }
        if isJSON(data, file: file) { return try decodeJSON(type, from: data, file: file) }
        let text: String
        do {
            text = try TextFile.text(of: data, file: file)
        } catch {
            throw .yaml(YAMLError(error))
        }
        do {
            return try YAMLDecoder().decode(type, from: text, file: file)
        } catch {
            throw .yaml(error)
        }
    }

    /// Reads the file at `path` and decodes it; errors name the file as `displayName` (or `path`).
    public static func load<T: Decodable>(
        _ type: T.Type, contentsOf path: String, displayName: String? = nil
    ) throws(InputError) -> T {
        try decode(type, from: read(path, displayName: displayName), file: displayName ?? path)
    }

    /// The bytes of the file at `path`; errors name the file as `displayName` (or `path`).
    public static func read(_ path: String, displayName: String? = nil) throws(InputError) -> Data {
        do {
            return try TextFile.readBytes(path, displayName: displayName, maxBytes: maxFileBytes)
        } catch {
            throw .unreadable(file: displayName ?? path, message: error.message)
        }
    }

    private static func isJSON(_ data: Data, file: String) -> Bool {
        if file.hasSuffix(".json") { return true }
        if YAMLFiles.isYAML(file) { return false }
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    private static func decodeJSON<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(InputError) -> T
    {
        let root: JSONDocument
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw .jsonSyntax(file: file, line: error.line, column: error.column, message: error.message)
        }
        do {
            return try T(from: JSONDocumentDecoder(document: root))
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            throw .json(file: file, path: path, message: message)
        } catch {
            throw .unreadable(file: file, message: "\(error)")
        }
    }

    /// A JSONPath for the coding path, such as `$.stores[3].coordinate`, and a message.
    static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("$") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text + "." + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (path(context.codingPath), "missing key \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return (
                path(context.codingPath), "expected \(describe(type)), found \(found(in: context.debugDescription))"
            )
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "expected \(describe(type)), found null")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("$", "\(error)")
        }
    }

    /// ``JSONDocumentDecoder`` words a mismatch as Foundation does, "Expected to decode Int
    /// but found a string instead."; keep "a string".
    private static func found(in debugDescription: String) -> String {
        guard let range = debugDescription.firstRange(of: "but found ") else { return "a value of another type" }
        var rest = debugDescription[range.upperBound...]
        if let end = rest.firstRange(of: " instead") { rest = rest[..<end.lowerBound] }
        return String(rest)
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "a \(name)"
        }
    }
}
