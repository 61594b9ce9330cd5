import StoreDisplayText
import StoreDomain
import StoreIO
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
    /// with `{` or `[`, YAML otherwise. For a ``StrictInput`` type, a key within two edits of
    /// one the type reads is refused as a misspelling.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(InputError) -> T {
        try decodeNotingUnknownKeys(type, from: data, file: file).value
    }

    /// ``decode(_:from:file:)``, with a warning for each key path of a ``StrictInput`` type
    /// that the type does not read: one per path, its array positions as `[*]`.
    public static func decodeNotingUnknownKeys<T: Decodable>(
        _ type: T.Type, from data: Data, file: String
    ) throws(InputError) -> (value: T, unknownKeys: [InputWarning]) {
        guard data.count <= maxFileBytes else {
            throw .unreadable(
                file: file, message: FileReadError.Problem.tooLarge(bytes: data.count, limit: maxFileBytes).message)
        }
        let strict = T.self as? any StrictInput.Type
        if isJSON(data, file: file) { return try decodeJSON(type, from: data, file: file, strict: strict) }
        let text: String
        do {
            text = try TextFile.text(of: data, file: file)
        } catch {
            throw .yaml(YAMLError(error))
        }
        guard let strict else {
            do {
                return (try YAMLDecoder().decode(type, from: text, file: file), [])
            } catch {
                throw .yaml(error)
            }
        }
        let decoded: (value: T, unknownKeys: [YAMLDecoder.UnknownKey])
        do {
            decoded = try YAMLDecoder().decodeRefusingMisspeltKeys(
                type, from: text, file: file, checking: strict.checksKeys(at:))
        } catch {
            throw .yaml(error)
        }
        return (
            decoded.value,
            decoded.unknownKeys.map {
                InputWarning(
                    file: "\($0.location)", path: JSONPathText.path($0.objectPath + [$0.name]),
                    message: "unknown key, which nothing reads; it is left out")
            }
        )
    }

    /// Refuses the misspelt keys among `unknown`, and words the rest as one warning per key
    /// path, with how many objects have it and where the first one is.
    static func sort(_ unknown: [UnknownKey], file: String) throws(InputError) -> [InputWarning] {
        let misspelt = unknown.compactMap { key -> InputError? in
            key.nearest.map { .json(file: file, path: key.path, message: "unknown key; did you mean \"\($0)\"?") }
        }
        if let first = misspelt.first { throw misspelt.count == 1 ? first : .several(misspelt) }
        var byPattern: [(pattern: String, first: String, count: Int)] = []
        var positions: [String: Int] = [:]
        for key in unknown {
            if let position = positions[key.pattern] {
                byPattern[position].count += 1
            } else {
                positions[key.pattern] = byPattern.count
                byPattern.append((key.pattern, key.path, 1))
            }
        }
        return byPattern.map { entry in
            let whereFound = entry.count == 1 ? "" : " (\(entry.count) objects have it; the first is \(entry.first))"
            return InputWarning(
                file: file, path: entry.pattern,
                message: "unknown key, which nothing reads; it is left out" + whereFound)
        }
    }

    /// Reads the file at `path` and decodes it; errors name the file as `displayName` (or `path`).
    public static func load<T: Decodable>(
        _ type: T.Type, contentsOf path: String, displayName: String? = nil
    ) throws(InputError) -> T {
        try decode(type, from: read(path, displayName: displayName), file: displayName ?? path)
    }

    /// ``load(_:contentsOf:displayName:)``, with a warning for each key path of a
    /// ``StrictInput`` type that the type does not read.
    public static func loadNotingUnknownKeys<T: Decodable>(
        _ type: T.Type, contentsOf path: String, displayName: String? = nil
    ) throws(InputError) -> (value: T, unknownKeys: [InputWarning]) {
        try decodeNotingUnknownKeys(type, from: read(path, displayName: displayName), file: displayName ?? path)
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

    private static func decodeJSON<T: Decodable>(
        _ type: T.Type, from data: Data, file: String, strict: (any StrictInput.Type)?
    ) throws(InputError) -> (value: T, unknownKeys: [InputWarning]) {
        let root: JSONDocument
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw .jsonSyntax(file: file, line: error.line, column: error.column, message: error.message)
        }
        let log = strict.map { _ in JSONKeyLog(entries: root.entries.count) }
        func unknownKeys() throws(InputError) -> [InputWarning] {
            guard let log, let strict else { return [] }
            return try sort(log.unread(in: root).filter { strict.checksKeys(at: $0.objectPath) }, file: file)
        }
        let value: T
        do {
            value = try T(from: JSONDocumentDecoder(document: root, log: log))
        } catch let error as DecodingError {
            // A misspelt key is the likelier cause: "prise" written is "price" missing.
            _ = try unknownKeys()
            let (path, message) = describe(error)
            throw .json(file: file, path: path, message: message)
        } catch {
            throw .unreadable(file: file, message: "\(error)")
        }
        return (value, try unknownKeys())
    }

    /// A JSONPath for the coding path, such as `$.stores[3].coordinate`, and a message
    /// (``StoreIO/JSONPathText/describe(_:)``). A key that is not a plain name is quoted:
    /// `$[0].serviceHours[""]`.
    static func describe(_ error: DecodingError) -> (String, String) {
        JSONPathText.describe(error)
    }
}
