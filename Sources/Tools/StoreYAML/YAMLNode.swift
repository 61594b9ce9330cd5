import StoreDisplayText

/// One node of a parsed YAML document: a scalar, a sequence or a mapping,
/// with the place it was written.
///
/// Scalars are kept as the text that was written. Nothing is turned into a
/// number or a boolean until a caller asks for one, so `no:` stays the key
/// `"no"` and `1e3` stays the string `"1e3"`.
///
/// ```swift
/// let document = try YAMLParser().parse("country: no\n", file: "x.yml")
/// document.root["country"]?.string // "no"
/// ```
public struct YAMLNode: Sendable, Hashable {
    /// What a node holds.
    public enum Content: Sendable, Hashable {
        /// A scalar and the style it was written in.
        case scalar(YAMLScalar)
        /// A sequence of nodes, in order.
        case sequence([YAMLNode])
        /// A mapping's entries in the order they were written, merge keys applied.
        case mapping([YAMLPair])
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts.
    public var location: FilePosition
    /// The explicit tag, such as `!!str`, when the author wrote one.
    public var tag: String?

    /// Creates a node.
    public init(_ content: Content, location: FilePosition, tag: String? = nil) {
        self.content = content
        self.location = location
        self.tag = tag
    }
}

/// A scalar's text and how it was quoted.
public struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written. Only plain scalars can mean null.
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// Whether `text`, written plain, is one of YAML's spellings of null: empty, `~`, `null`, `Null`, `NULL`.
    public static func isNullSpelling(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// The scalar's text, with escapes and folding already applied.
    public var value: String
    /// The style the author used.
    public var style: Style

    /// Creates a scalar.
    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }
}

/// One entry of a mapping.
public struct YAMLPair: Sendable, Hashable {
    /// The key node. For almost every file this is a scalar.
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
