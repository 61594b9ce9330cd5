import StoreDisplayText
import StoreIO

/// A problem in a YAML input, with the place it happened and the line it is on.
///
/// Its description is the one-line form editors understand, then the offending
/// line and a caret under the column:
///
/// ```text
/// Themes/dark.yml:4:11: duplicate key "green" (first defined at 3:3)
///     green: "#00ff00"
///           ^
/// ```
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// libyaml refused the text; the payload is its explanation.
        case syntax(String)
        /// The input is larger than ``YAMLLimits/maxInputBytes``.
        case inputTooLarge(bytes: Int, limit: Int)
        /// Collections are nested deeper than ``YAMLLimits/maxDepth``.
        case tooDeep(limit: Int)
        /// Aliases would expand to more than ``YAMLLimits/maxAliasExpansion`` nodes.
        case tooManyAliasExpansions(limit: Int)
        /// Aliases would expand to more than ``YAMLLimits/maxAliasExpansionBytes`` bytes of text.
        case tooManyAliasExpansionBytes(limit: Int)
        /// An alias names an anchor that was never defined.
        case undefinedAlias(String)
        /// A key appears twice in one mapping.
        case duplicateKey(String, first: FilePosition)
        /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
        case invalidMerge
        /// A stream holds more than one document where one was expected.
        case multipleDocuments
        /// A node of the wrong kind or form; `expected` says what would have been right.
        case unexpected(expected: String, found: String)
        /// Any other problem a consumer of the tree found, in its own words.
        case invalid(String)
        /// The file could not be read as text: the reason, such as the system's.
        case unreadable(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where it went wrong.
    public var location: FilePosition
    /// The text of the offending line, when the source was at hand.
    public var sourceLine: String?
    /// For a value read from a JSON file (a design token file read as a theme): its JSONPath,
    /// the place a JSON file has instead of a line.
    public var jsonPath: String?

    /// Creates an error.
    public init(_ kind: Kind, at location: FilePosition, sourceLine: String? = nil) {
        self.kind = kind
        self.location = location
        self.sourceLine = sourceLine
    }

    /// The error a file that could not be read as text gives: unreadable, or too large.
    package init(_ error: FileReadError) {
        switch error.problem {
        case .unreadable(let reason): self.init(.unreadable(reason), at: error.location)
        case .tooLarge(let bytes, let limit): self.init(.inputTooLarge(bytes: bytes, limit: limit), at: error.location)
        }
    }

    /// The message without position, e.g. `duplicate key "green"`.
    public var message: String {
        switch kind {
        case .syntax(let text): return text
        case .inputTooLarge(let bytes, let limit): return "input is \(bytes) bytes, more than the limit of \(limit)"
        case .tooDeep(let limit): return "nesting is deeper than the limit of \(limit) levels"
        case .tooManyAliasExpansions(let limit):
            return "aliases expand to more than \(limit) nodes; refusing (is this a \"billion laughs\" document?)"
        case .tooManyAliasExpansionBytes(let limit):
            return
                "aliases expand to more than \(limit) bytes of text; refusing (an anchored value is repeated too often)"
        case .undefinedAlias(let name): return "alias *\(name) refers to no anchor defined before it"
        case .duplicateKey(let key, let first):
            return "duplicate key \"\(key)\" (first defined at \(first.line):\(first.column))"
        case .invalidMerge: return "a merge key (<<) takes a mapping or a list of mappings"
        case .multipleDocuments: return "expected one YAML document, found several"
        case .unexpected(let expected, let found): return "expected \(expected), found \(found)"
        case .invalid(let text): return text
        case .unreadable(let text): return text
        }
    }

    /// `file:line:column: message`, then the offending line and a caret.
    ///
    /// The message and the line quote the input, so both are sanitized: a terminal showing
    /// the error never runs an escape sequence the file held.
    public var description: String {
        if let jsonPath { return UntrustedText.sanitized("\(location.file): \(jsonPath): \(message)") }
        var text = "\(location): \(UntrustedText.sanitized(message))"
        if let sourceLine {
            let scalars = Array(sourceLine.unicodeScalars)
            let cut = max(0, min(location.column - 1, scalars.count))
            func visible(_ part: ArraySlice<Unicode.Scalar>) -> String {
                var raw = ""
                raw.unicodeScalars.append(contentsOf: part.map { $0 == "\t" ? " " : $0 })
                return UntrustedText.sanitized(raw)
            }
            let before = visible(scalars[..<cut])
            text +=
                "\n    \(before + visible(scalars[cut...]))\n    \(String(repeating: " ", count: before.unicodeScalars.count))^"
        }
        return text
    }
}
