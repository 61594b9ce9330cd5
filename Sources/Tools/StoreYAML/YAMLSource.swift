import StoreDisplayText
import StoreIO

/// The text of a YAML input, kept so that errors can quote the offending line.
///
/// Consumers that validate a tree (string tables, themes) use it to raise
/// errors that look exactly like the parser's own:
///
/// ```swift
/// throw document.source.error(.invalid("unknown colour"), at: node)
/// ```
public struct YAMLSource: Sendable, Hashable {
    /// The file name used in every location.
    public let file: String
    private let text: String
    /// For values read from a JSON file rather than parsed from YAML (a design token file
    /// read as a theme): the JSON path of each, a node's column counting from 1 into it, at
    /// line 0.
    private let jsonPaths: [String]

    /// Keeps `text`, read from `file`.
    ///
    /// NB: lines are found only when an error quotes one, so keeping the source costs nothing
    /// on the path where the input is fine.
    public init(file: String, text: String) {
        self.file = file
        self.text = text
        self.jsonPaths = []
    }

    /// The source of values read from the JSON file `file`, each at one of `jsonPaths`.
    package init(jsonFile file: String, jsonPaths: [String]) {
        self.file = file
        self.text = ""
        self.jsonPaths = jsonPaths
    }

    /// Where a node of a JSON file's value is: line 0, its path's place in ``jsonPaths``.
    package static func jsonLocation(file: String, index: Int) -> FilePosition {
        FilePosition(file: file, line: 0, column: index + 1)
    }

    /// The text of a 1-based line, without its line break; lines are broken as YAML breaks
    /// them (a lone CR, NEL, LS and PS too), so that the line quoted is the one libyaml counted.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func line(_ number: Int) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            LineBreaks.range(ofLine: number, in: bytes).map {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
            }
        }
    }

    /// The JSON path of a value read from a JSON file, at `location`; `nil` for a place in YAML.
    package func jsonPath(of location: FilePosition) -> String? {
        guard location.line == 0, jsonPaths.indices.contains(location.column - 1) else { return nil }
        return jsonPaths[location.column - 1]
    }

    /// An error at `location`, quoting its line.
    public func error(_ kind: YAMLError.Kind, at location: FilePosition) -> YAMLError {
        if location.line == 0, jsonPaths.indices.contains(location.column - 1) {
            var error = YAMLError(kind, at: FilePosition(file: file, line: 0, column: 0))
            error.jsonPath = jsonPaths[location.column - 1]
            return error
        }
        return YAMLError(kind, at: location, sourceLine: line(location.line))
    }

    /// An error at `node`, quoting its line.
    public func error(_ kind: YAMLError.Kind, at node: YAMLNode) -> YAMLError {
        error(kind, at: node.location)
    }
}

/// A parsed document and the source it came from.
public struct YAMLDocument: Sendable, Hashable {
    /// The document's root node.
    public var root: YAMLNode
    /// The text it was parsed from.
    public var source: YAMLSource

    /// Creates a document.
    public init(root: YAMLNode, source: YAMLSource) {
        self.root = root
        self.source = source
    }
}
