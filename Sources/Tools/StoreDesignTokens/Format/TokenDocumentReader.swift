import StoreDomain
import StoreIO
import StoreYAML

/// Reads one token document into ``RawTokens`` (Format module 2025.10, §5 and §6): each
/// object with `$value` is a token, any other object a group; names and properties are
/// checked, and each `$ref` JSON Pointer is followed (§7.1.2, §7.3).
struct TokenDocumentReader {
    let file: String
    let root: JSONValue
    let rootPath: String
    var files: TokenFiles
    var raw = RawTokens()

    init(file: String, root: JSONValue, rootPath: String, files: TokenFiles) {
        self.file = file
        self.root = root
        self.rootPath = rootPath
        self.files = files
    }

    /// The properties a token may have (§5.2), and a group (§6.3); `$schema` at the root only.
    static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated", "$ref"]
    static let groupProperties = ["$type", "$description", "$extensions", "$extends", "$deprecated", "$root"]

    mutating func read() {
        guard case .object = root else {
            fail(
                rootPath, "tokens-structure",
                "expected a token document, an object of groups and tokens, found \(root.kindDescription)")
            return
        }
        // The draft before `$` (`value` and `type`): said once, naming the form, rather than
        // once for every key that is neither a token nor a group.
        if !Self.holdsDollarValue(root), let example = Self.firstUnprefixedToken(root, jsonPath: rootPath) {
            fail(
                example, "tokens-draft",
                "the tokens are written with value and type, the draft before the Format module 2025.10 (Style "
                    + "Dictionary 3 writes it); 2025.10 writes $value and $type, so nothing here is read")
            return
        }
        walk(root, path: [], jsonPath: rootPath)
    }

    private mutating func fail(
        _ jsonPath: String, _ rule: String, _ message: String, severity: LintFinding.Severity = .error
    ) {
        raw.findings.append(LintFinding(severity, file: file, path: jsonPath, rule: rule, message))
    }

    private mutating func walk(_ node: JSONValue, path: [String], jsonPath: String) {
        guard case .object(let members) = node else {
            fail(
                jsonPath, "tokens-structure",
                "expected a token (an object with $value) or a group (an object), found \(node.kindDescription)")
            return
        }
        if members["$value"] != nil || members["$ref"] != nil {
            readToken(node, path: path, jsonPath: jsonPath)
            return
        }
        var group = RawTokens.Group(place: TokenPlace(file: file, path: jsonPath))
        for (key, value) in node.members {
            let at = JSONPathText.member(jsonPath, key)
            guard !key.hasPrefix("$") else {
                switch key {
                case "$type": group.type = readType(value, at: at)
                case "$description": expectString(value, at: at)
                case "$extensions":
                    expectObject(value, at: at)
                    group.extensions = value
                case "$deprecated": group.deprecation = readDeprecation(value, at: at)
                case "$extends": group.extends = readExtends(value, at: at)
                case "$root":
                    if case .object(let rootMembers) = value, rootMembers["$value"] != nil || rootMembers["$ref"] != nil
                    {
                        readToken(value, path: path + ["$root"], jsonPath: at)
                    } else {
                        fail(at, "tokens-structure", "expected $root to be a token, an object with $value (§6.2)")
                    }
                case "$schema" where path.isEmpty: expectString(value, at: at)
                case "$defs" where path.isEmpty: break
                default:
                    fail(
                        at, "tokens-name",
                        "a name may not begin with $, and \(key) is no property of a group; expected one of "
                            + Self.groupProperties.joined(separator: ", ") + " (§5.1.1, §6.3)")
                }
                continue
            }
            guard Self.isValidName(key) else {
                fail(
                    at, "tokens-name",
                    "a token or group name may not be empty or hold {, } or . (§5.1.1); found \"\(key)\"")
                continue
            }
            walk(value, path: path + [key], jsonPath: at)
        }
        raw.groups[path] = group
    }

    /// §5.1.1: no `{`, `}` or `.` anywhere, and not empty (a leading `$` is checked apart).
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { $0 == "{" || $0 == "}" || $0 == "." }
    }

    private mutating func readToken(_ node: JSONValue, path: [String], jsonPath: String) {
        var type: TokenType?
        var deprecation: RawTokens.Deprecation?
        var extensions: JSONValue?
        for (key, value) in node.members {
            let at = JSONPathText.member(jsonPath, key)
            switch key {
            case "$type": type = readType(value, at: at)
            case "$description": expectString(value, at: at)
            case "$extensions":
                expectObject(value, at: at)
                extensions = value
            case "$deprecated": deprecation = readDeprecation(value, at: at)
            case "$value", "$ref": break
            case _ where key.hasPrefix("$"):
                fail(
                    at, "tokens-property",
                    "\(key) is no property of a token; expected one of \(Self.tokenProperties.joined(separator: ", ")) (§5.2)"
                )
            default:
                fail(
                    at, "tokens-structure",
                    "a token (an object with $value) may not also hold tokens or groups (§6.1); \"\(key)\" is one")
            }
        }
        let value: JSONValue?
        if let written = node["$value"] {
            if node["$ref"] != nil {
                fail(
                    JSONPathText.member(jsonPath, "$ref"), "tokens-property",
                    "a token has $value or $ref, not both (§7.1.2)")
            }
            value = resolvePointers(
                written, at: JSONPathText.member(jsonPath, "$value"), document: (file, root), visiting: [])
        } else {
            // A token whose value is a JSON Pointer to another's (§7.1.2).
            value = resolvePointers(
                .object(["$ref": node["$ref"] ?? .null]), at: JSONPathText.member(jsonPath, "$ref"),
                document: (file, root),
                visiting: [])
        }
        guard let value else { return }
        raw.tokens[path] = RawTokens.Token(
            path: path, type: type, value: value, place: TokenPlace(file: file, path: jsonPath),
            deprecation: deprecation, extensions: extensions)
    }

    private mutating func readType(_ value: JSONValue, at jsonPath: String) -> TokenType? {
        guard let name = value.string else {
            fail(jsonPath, "tokens-type", "expected a type's name, found \(value.kindDescription)")
            return nil
        }
        guard let type = TokenType(rawValue: name) else {
            let names = TokenType.allCases.map(\.rawValue)
            fail(
                jsonPath, "tokens-type",
                "unknown $type \"\(name)\"\(NearestName.hint(for: name, among: names)); types are case-sensitive, "
                    + "one of \(names.joined(separator: ", ")) (§8)")
            return nil
        }
        return type
    }

    private mutating func readDeprecation(_ value: JSONValue, at jsonPath: String) -> RawTokens.Deprecation? {
        switch value {
        case .bool(let flag): return flag ? .yes(nil) : .no
        case .string(let reason): return .yes(reason)
        default:
            fail(
                jsonPath, "tokens-property",
                "expected $deprecated to be true, false or a reason, found \(value.kindDescription) (§5.2.4)")
            return nil
        }
    }

    private mutating func readExtends(
        _ value: JSONValue, at jsonPath: String
    ) -> (target: [String], place: TokenPlace)? {
        let place = TokenPlace(file: file, path: jsonPath)
        if let target = TokenAlias.target(value) { return (target, place) }
        if let text = value.string, text.hasPrefix("#"), let segments = JSONPointer.segments(text.dropFirst()),
            !segments.isEmpty
        {
            return (segments, place)
        }
        fail(
            jsonPath, "tokens-extends",
            "expected the group it extends, as a reference such as \"{button}\" or a pointer such as \"#/button\" (§6.4)"
        )
        return nil
    }

    private mutating func expectString(_ value: JSONValue, at jsonPath: String) {
        if value.string == nil {
            fail(jsonPath, "tokens-property", "expected a string, found \(value.kindDescription)")
        }
    }

    private mutating func expectObject(_ value: JSONValue, at jsonPath: String) {
        if case .object = value { return }
        fail(
            jsonPath, "tokens-property", "expected an object of vendors' keys, found \(value.kindDescription) (§5.2.3)")
    }

    /// `value` with every `{"$ref": "…"}` in it replaced by what it points at; `nil` (and a
    /// finding) when a pointer names nothing or goes round.
    private mutating func resolvePointers(
        _ value: JSONValue, at jsonPath: String, document: (file: String, root: JSONValue), visiting: [String]
    ) -> JSONValue? {
        switch value {
        case .object(let members):
            if let reference = members["$ref"] {
                guard let text = reference.string else {
                    fail(
                        jsonPath, "tokens-pointer",
                        "expected $ref to be a JSON Pointer such as \"#/base/blue/$value\", found \(reference.kindDescription)"
                    )
                    return nil
                }
                let hash = text.firstIndex(of: "#") ?? text.endIndex
                let filePart = String(text[..<hash])
                let fragment = hash == text.endIndex ? Substring("") : text[text.index(after: hash)...]
                let targetFile = filePart.isEmpty ? document.file : FileName.resolve(filePart, besides: document.file)
                let key = targetFile + "#" + fragment
                guard !visiting.contains(key) else {
                    fail(
                        jsonPath, "tokens-cycle",
                        "$ref pointers go round: \(chainText(visiting + [key])) (§6.7.4)")
                    return nil
                }
                let tree: JSONValue
                if filePart.isEmpty {
                    tree = document.root
                } else {
                    switch files.tree(targetFile) {
                    case .success(let read): tree = read
                    case .failure(let finding):
                        fail(
                            jsonPath, "tokens-pointer",
                            "$ref \"\(text)\" names a file that could not be read: \(finding.message)")
                        return nil
                    }
                }
                guard let segments = JSONPointer.segments(fragment) else {
                    fail(
                        jsonPath, "tokens-pointer",
                        "expected a JSON Pointer such as \"#/base/blue/$value\" (RFC 6901), found \"\(text)\"")
                    return nil
                }
                guard var target = JSONPointer.value(at: segments, in: tree) else {
                    fail(jsonPath, "tokens-pointer", "$ref \"\(text)\" names nothing in \(targetFile)")
                    return nil
                }
                // A pointer at a token is its value.
                if case .object(let targetMembers) = target, let tokenValue = targetMembers["$value"] {
                    target = tokenValue
                }
                guard
                    var resolved = resolvePointers(
                        target, at: jsonPath, document: (targetFile, tree), visiting: visiting + [key])
                else { return nil }
                // Keys beside `$ref` override what it points at, shallowly.
                if case .object(var base) = resolved {
                    for (name, override) in members where name != "$ref" { base[name] = override }
                    resolved = .object(base)
                }
                return resolved
            }
            var result: [String: JSONValue] = [:]
            for (key, member) in members {
                guard
                    let read = resolvePointers(
                        member, at: JSONPathText.member(jsonPath, key), document: document, visiting: visiting)
                else { return nil }
                result[key] = read
            }
            return .object(result)
        case .array(let items):
            var result: [JSONValue] = []
            for (index, item) in items.enumerated() {
                guard
                    let read = resolvePointers(
                        item, at: "\(jsonPath)[\(index)]", document: document, visiting: visiting)
                else { return nil }
                result.append(read)
            }
            return .array(result)
        default:
            return value
        }
    }

    /// Whether any object in `node` has a `$value`.
    private static func holdsDollarValue(_ node: JSONValue) -> Bool {
        guard case .object(let members) = node else { return false }
        return members.contains { $0.key == "$value" || $0.key == "$ref" || holdsDollarValue($0.value) }
    }

    /// The JSON path of the first object written as a token of the draft before `$` (a
    /// `value` beside a `type`, or a `value` that is not an object), if any.
    private static func firstUnprefixedToken(_ node: JSONValue, jsonPath: String) -> String? {
        guard case .object = node else { return nil }
        if let value = node["value"] {
            if node["type"]?.string != nil { return jsonPath }
            if case .object = value {} else { return jsonPath }
        }
        for member in node.members {
            if let found = firstUnprefixedToken(member.value, jsonPath: JSONPathText.member(jsonPath, member.key)) {
                return found
            }
        }
        return nil
    }
}

extension RawTokens.Group {
    init(place: TokenPlace) {
        self.init(type: nil, extends: nil, deprecation: nil, place: place, extensions: nil)
    }
}

/// An alias: a whole string `"{group.token}"` (§7.1.1).
enum TokenAlias {
    /// The path an alias names, or `nil` for a value that is not one.
    static func target(_ value: JSONValue) -> [String]? {
        guard let text = value.string, text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        return text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Every path `value` names: itself an alias, or aliases inside a composite's members.
    static func targets(in value: JSONValue) -> [[String]] {
        if let target = target(value) { return [target] }
        switch value {
        case .object(let members): return members.keys.sorted().flatMap { targets(in: members[$0] ?? .null) }
        case .array(let items): return items.flatMap { targets(in: $0) }
        default: return []
        }
    }
}
