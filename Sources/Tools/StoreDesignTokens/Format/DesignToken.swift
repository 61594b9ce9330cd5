import StoreDomain
import StoreIO
import StoreYAML

/// One token of a resolved token tree: its path, its type, its value with every alias and
/// JSON Pointer followed, and the file and JSON path it was written at.
public struct DesignToken: Sendable, Hashable {
    /// `["fgColor", "accent"]`, or `["color", "accent", "$root"]` for a group's root token.
    public var path: [String]
    /// Its `$type`, the type of the token it aliases, or its nearest group's.
    public var type: TokenType
    /// The value, aliases and pointers followed: a literal of ``type``.
    public var value: JSONValue
    /// The file and JSON path of the token that holds ``value``: the end of its alias chain.
    public var place: TokenPlace
    /// Where the token itself is written, which is ``place`` unless it is an alias.
    public var declaredAt: TokenPlace
    /// The tokens its alias chain passed through, nearest first: `["base.color.blue.5"]`.
    public var aliasChain: [[String]]
    /// Why it is deprecated (`$deprecated`: `true`, or the reason), if it is.
    public var deprecation: String?
    /// Its own `$extensions`, as written: each vendor's object by its key.
    public var extensions: JSONValue?

    /// `fgColor.accent`, as an alias names it.
    public var name: String { path.joined(separator: ".") }

    /// Where the value itself is written: the `$value` of the token at ``place``.
    public var valuePlace: TokenPlace {
        TokenPlace(file: place.file, path: JSONPathText.member(place.path, "$value"))
    }
}

/// A group's `$extensions`, and where they are written.
public struct TokenExtensions: Sendable, Hashable {
    /// Each vendor's object, by its key.
    public var value: JSONValue
    /// The `$extensions` member.
    public var place: TokenPlace

    public init(value: JSONValue, place: TokenPlace) {
        self.value = value
        self.place = place
    }
}

/// A place in a JSON file: the file as the user named it, and a JSONPath.
public struct TokenPlace: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    /// `$.fgColor.accent`.
    public var path: String

    public init(file: String, path: String) {
        self.file = file
        self.path = path
    }

    public var description: String { "\(file): \(path)" }

    /// Whether `finding` is at this place or inside it: in the same file, at this JSON path or
    /// under it (`$.a.b["$value"].hex` is inside `$.a.b`).
    public func holds(_ finding: LintFinding) -> Bool {
        guard finding.file == file, let at = finding.path, at.hasPrefix(path) else { return false }
        let rest = at.dropFirst(path.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
    }

    public static func < (lhs: TokenPlace, rhs: TokenPlace) -> Bool { (lhs.file, lhs.path) < (rhs.file, rhs.path) }
}
