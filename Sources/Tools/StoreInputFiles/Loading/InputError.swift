import StoreDisplayText
import StoreYAML

/// A bad input file, described in one line a person can act on.
///
/// ```text
/// stores.json: $[3].coordinate.latitude: latitude 91.0 is not between -90 and 90
/// scenario.yml:4:11: expected one of network, server, found "netwrk"
/// ```
public enum InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A JSON file whose value at `path` (a JSONPath such as `$[3].name`) is wrong.
    case json(file: String, path: String, message: String)
    /// A JSON file that is not valid JSON, at a line and column.
    case jsonSyntax(file: String, line: Int, column: Int, message: String)
    /// A YAML file with a problem at a position.
    case yaml(YAMLError)
    /// A file that could not be read at all.
    case unreadable(file: String, message: String)
    /// Several problems in one file, each reported: two stores with one id, and an unknown
    /// country further on. Its description puts each on a line, every line after the first
    /// starting `error: `, so that printing `error: ` and the description labels them all.
    case several([InputError])

    /// One line, sanitized: the message quotes values from the file.
    public var description: String {
        switch self {
        case .yaml(let error): return error.description  // sanitized line by line, with its caret
        case .several(let errors): return errors.map(\.description).joined(separator: "\nerror: ")
        default: return UntrustedText.sanitized(unsanitizedDescription)
        }
    }

    private var unsanitizedDescription: String {
        switch self {
        case .json(let file, let path, let message): return "\(file): \(path): \(message)"
        case .jsonSyntax(let file, let line, let column, let message): return "\(file):\(line):\(column): \(message)"
        case .yaml(let error): return error.description
        case .unreadable(let file, let message): return "\(file): \(message)"
        case .several(let errors): return errors.map(\.description).joined(separator: "\nerror: ")
        }
    }
}
