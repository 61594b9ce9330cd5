import StoreDisplayText
import StoreDomain
import StoreIO
import StoreInputFiles
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON files a token source reads (a resolver, its sets' files, the files a `$ref`
/// names), each parsed once by StoreInput's one JSON parser and kept by path.
public struct TokenFiles: Sendable {
    private var parsed: [String: Result<JSONValue, LintFinding>] = [:]

    public init() {}

    /// The document at `path`, or the finding that says why it could not be read: the file
    /// and the line and column where it stops being JSON.
    public mutating func tree(_ path: String) -> Result<JSONValue, LintFinding> {
        if let known = parsed[path] { return known }
        let read: Result<JSONValue, LintFinding>
        do throws(InputError) {
            read = .success(try InputLoader.decode(JSONValue.self, from: try InputLoader.read(path), file: path))
        } catch {
            read = .failure(Self.finding(error, file: path))
        }
        parsed[path] = read
        return read
    }

    /// `path` read as the file `name` says, for a test or a build that holds the text already.
    public mutating func add(_ tree: JSONValue, as path: String) { parsed[path] = .success(tree) }

    /// The JSON `text` read as the file at `path`, for a build that holds the text already; a
    /// text that is not JSON is the finding that says where.
    public mutating func add(text: String, as path: String) {
        do throws(InputError) {
            parsed[path] = .success(try InputLoader.decode(JSONValue.self, from: Data(text.utf8), file: path))
        } catch {
            parsed[path] = .failure(Self.finding(error, file: path))
        }
    }

    private static func finding(_ error: InputError, file: String) -> LintFinding {
        switch error {
        case .jsonSyntax(let file, let line, let column, let message):
            return LintFinding(at: FilePosition(file: file, line: line, column: column), rule: "json", message)
        case .json(let file, let path, let message):
            return LintFinding(file: file, path: path, rule: "json", message)
        case .unreadable(let file, let message):
            // At its first line, as an unreadable YAML file is: it has no JSON path.
            return LintFinding(at: FilePosition(file: file, line: 1, column: 1), rule: "file", message)
        default:
            return LintFinding(at: FilePosition(file: file, line: 1, column: 1), rule: "file", "\(error)")
        }
    }
}

/// JSON Pointers (RFC 6901), as `$ref` writes them: `#/base/blue/$value`, or
/// `colors.tokens.json#/base` for another file.
enum JSONPointer {
    /// The reference tokens of a pointer's fragment (`/a/b~1c` → `["a", "b/c"]`), or `nil` for
    /// one that does not start with `/` (and is not empty).
    static func segments(_ fragment: Substring) -> [String]? {
        guard !fragment.isEmpty else { return [] }
        guard fragment.hasPrefix("/") else { return nil }
        return fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
    }

    /// The value at `segments` in `tree`.
    static func value(at segments: [String], in tree: JSONValue) -> JSONValue? {
        var node = tree
        for segment in segments {
            switch node {
            case .object(let members):
                guard let next = members[segment] else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                node = items[index]
            default: return nil
            }
        }
        return node
    }

    /// The JSONPath of the node at `segments`, as findings name it.
    static func jsonPath(_ segments: [String], in tree: JSONValue) -> String {
        var node: JSONValue? = tree
        var parts: [String] = []
        for segment in segments {
            if case .array(let items)? = node, let index = Int(segment) {
                parts.append("[\(index)]")
                node = items.indices.contains(index) ? items[index] : nil
            } else {
                parts.append(segment)
                node = node?[segment]
            }
        }
        return JSONPathText.path(parts)
    }
}
