import StoreDomain
import StoreYAML

/// Token documents read but not yet resolved: each token as written, each group's `$type`,
/// `$extends` and `$deprecated`, with the file and JSON path of each. Several sources, as a
/// resolver's resolution order lists them, are laid over one another; aliases are followed
/// only once they are all merged (Resolver module 2025.10, §6.3).
public struct RawTokens: Sendable {
    struct Token: Sendable {
        var path: [String]
        var type: TokenType?
        /// The value, its JSON Pointers followed; an alias is still its `"{…}"` string.
        var value: JSONValue
        var place: TokenPlace
        var deprecation: Deprecation?
        /// Its `$extensions`, as written.
        var extensions: JSONValue?
        /// For a token a group has by `$extends`: the path it has in the group extended, whose
        /// groups give it its type.
        var inheritedFrom: [String]?
    }

    struct Group: Sendable {
        var type: TokenType?
        var extends: (target: [String], place: TokenPlace)?
        var deprecation: Deprecation?
        var place: TokenPlace
        /// Its `$extensions`, as written.
        var extensions: JSONValue?
    }

    /// `$deprecated`: `false` undoes a group's; a string is the reason.
    enum Deprecation: Sendable, Hashable {
        case no
        case yes(String?)
    }

    var tokens: [[String]: Token] = [:]
    var groups: [[String]: Group] = [:]
    /// What reading found, in any order; ``TokenSet`` sorts them.
    var findings: [LintFinding] = []
    /// The files whose colours are written as hex strings, with where the first is, and how many.
    var hexStrings: [String: (first: String, count: Int)] = [:]

    public init() {}

    /// `other` over these: a token it has replaces the same token here whole; a group's
    /// properties it sets replace these.
    public mutating func overlay(_ other: RawTokens) {
        tokens.merge(other.tokens) { _, new in new }
        for (path, group) in other.groups {
            guard var mine = groups[path] else {
                groups[path] = group
                continue
            }
            mine.type = group.type ?? mine.type
            mine.extends = group.extends ?? mine.extends
            mine.deprecation = group.deprecation ?? mine.deprecation
            mine.extensions = group.extensions ?? mine.extensions
            mine.place = group.place
            groups[path] = mine
        }
        findings += other.findings
        for (file, hex) in other.hexStrings where hexStrings[file] == nil { hexStrings[file] = hex }
    }

    /// The token document `tree`, which is the whole of `file` or a resolver's inline source at
    /// `jsonPath` of it. A `$ref` is read from `files`.
    public init(_ tree: JSONValue, file: String, jsonPath: String = "$", files: inout TokenFiles) {
        var reader = TokenDocumentReader(file: file, root: tree, rootPath: jsonPath, files: files)
        reader.read()
        files = reader.files
        self = reader.raw
    }
}
