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

    /// Keeps `text`, read from `file`.
    ///
    /// NB: lines are found only when an error quotes one, so keeping the source costs nothing
    /// on the path where the input is fine.
    public init(file: String, text: String) {
        self.file = file
        self.text = text
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

    /// An error at `location`, quoting its line.
    public func error(_ kind: YAMLError.Kind, at location: FilePosition) -> YAMLError {
        YAMLError(kind, at: location, sourceLine: line(location.line))
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
