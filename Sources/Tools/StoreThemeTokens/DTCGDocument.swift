import StoreDesignTokens
import StoreDisplayText
import StoreDomain
import StoreInputFiles

/// One token document read flat: each token with its type, value and JSON path, and each
/// group's StoreFinder extensions (Format module 2025.10, §5–§6).
struct DTCGDocument {
    struct Token {
        var path: [String]
        /// Its `$type`, or its nearest group's; `nil` when neither gives one.
        var type: String?
        var value: JSONValue
        /// `$.text.title.color`: where the token is in its file.
        var jsonPath: String
        var file: String
    }

    struct ExtensionField {
        var value: JSONValue
        var jsonPath: String
        var file: String
    }

    var tokens: [[String]: Token] = [:]
    /// `$extensions["org.storefinder"]` of each group, field by field.
    var extensions: [[String]: [String: ExtensionField]] = [:]
    var errors: [InputWarning] = []

    /// A group's `$extends`: the group it takes the tokens of (Format module 2025.10, group
    /// extension), and where it says so.
    private struct GroupExtension {
        var group: [String]
        var target: [String]
        var jsonPath: String
        var file: String
    }

    private var groupExtensions: [GroupExtension] = []

    /// Reads `tree`, the document (or a resolver's inline source) at `jsonPath` of `file`.
    init(_ tree: JSONValue, file: String, jsonPath: String = "$") {
        // The draft before `$`: `value` and `type` keys. Said once, naming the form, rather
        // than once for every key that is not a token or a group.
        if !Self.holdsDollarValue(tree), let example = Self.firstUnprefixedToken(tree, jsonPath: jsonPath) {
            errors.append(
                InputWarning(
                    file: file, path: example,
                    message:
                        "the tokens are written with value and type, the form before the Format module (Style "
                        + "Dictionary 3 writes it); 2025.10 writes $value and $type, so nothing here is read"))
            return
        }
        walk(tree, path: [], jsonPath: jsonPath, type: nil, file: file)
        applyGroupExtensions()
    }

    /// Whether any object in `node` has a `$value`.
    private static func holdsDollarValue(_ node: JSONValue) -> Bool {
        guard case .object(let members) = node else { return false }
        return members.contains { $0.key == "$value" || holdsDollarValue($0.value) }
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
            if let found = firstUnprefixedToken(member.value, jsonPath: Self.jsonPath(jsonPath, key: member.key)) {
                return found
            }
        }
        return nil
    }

    init() {}

    /// `document` on top of this one: its tokens and extension fields take the place of the
    /// same ones here, as a later source does in a resolver's resolution order.
    func overlaid(with document: DTCGDocument) -> DTCGDocument {
        var merged = self
        merged.tokens.merge(document.tokens) { _, new in new }
        for (group, fields) in document.extensions {
            merged.extensions[group, default: [:]].merge(fields) { _, new in new }
        }
        merged.errors += document.errors
        return merged
    }

    private mutating func walk(_ node: JSONValue, path: [String], jsonPath: String, type: String?, file: String) {
        guard case .object(let members) = node else {
            errors.append(
                InputWarning(
                    file: file, path: jsonPath,
                    message:
                        "expected a token (an object with $value) or a group (an object), found \(node.kindDescription)"
                ))
            return
        }
        var type = type
        if let declared = node["$type"] {
            if let name = declared.string {
                type = name
            } else {
                errors.append(
                    InputWarning(
                        file: file, path: jsonPath + ".$type",
                        message: "expected a type's name, found \(declared.kindDescription)"))
            }
        }
        if let value = node["$value"] {
            tokens[path] = Token(path: path, type: type, value: value, jsonPath: jsonPath, file: file)
            // A token's own StoreFinder extension fields (a typography token's text style).
            let vendorPath = Self.jsonPath(jsonPath + ".$extensions", key: TokenLeaf.vendor)
            for field in node["$extensions"]?[TokenLeaf.vendor]?.members ?? [] {
                extensions[path, default: [:]][field.key] = ExtensionField(
                    value: field.value, jsonPath: Self.jsonPath(vendorPath, key: field.key), file: file)
            }
            return
        }
        for (key, value) in members {
            if key == "$extensions" {
                let vendorPath = Self.jsonPath(jsonPath + ".$extensions", key: TokenLeaf.vendor)
                // The document's own (`extends`) are read by the importer, not as a group's.
                for field in value[TokenLeaf.vendor]?.members ?? [] where !(path.isEmpty && field.key == "extends") {
                    extensions[path, default: [:]][field.key] = ExtensionField(
                        value: field.value, jsonPath: Self.jsonPath(vendorPath, key: field.key), file: file)
                }
                continue
            }
            if key == "$extends" {
                let keyPath = Self.jsonPath(jsonPath, key: key)
                guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
                    errors.append(
                        InputWarning(
                            file: file, path: keyPath,
                            message: "expected the group it extends, as a reference such as \"{palette}\""))
                    continue
                }
                let target = text.dropFirst().dropLast().split(separator: ".").map(String.init)
                groupExtensions.append(GroupExtension(group: path, target: target, jsonPath: keyPath, file: file))
                continue
            }
            // $type, $description, $deprecated, $schema and the like describe the group.
            guard !key.hasPrefix("$") else { continue }
            walk(value, path: path + [key], jsonPath: Self.jsonPath(jsonPath, key: key), type: type, file: file)
        }
    }

    /// Gives each group that `$extends` another the tokens and StoreFinder extension fields
    /// of that group that it does not set itself, a group extending one that extends first.
    private mutating func applyGroupExtensions() {
        func isInside(_ path: [String], _ group: [String]) -> Bool {
            path.count >= group.count && Array(path.prefix(group.count)) == group
        }
        var pending = groupExtensions
        while !pending.isEmpty {
            // A group whose target (or anything inside it) still waits to extend goes later.
            guard
                let index = pending.firstIndex(where: { next in
                    !pending.contains { isInside($0.group, next.target) }
                })
            else {
                for cycle in pending {
                    errors.append(
                        InputWarning(
                            file: cycle.file, path: cycle.jsonPath,
                            message: "group extensions go round: \(cycle.group.joined(separator: ".")) extends "
                                + cycle.target.joined(separator: ".")))
                }
                return
            }
            let next = pending.remove(at: index)
            let inherited = tokens.filter { isInside($0.key, next.target) }
            guard !inherited.isEmpty || extensions.keys.contains(where: { isInside($0, next.target) }) else {
                errors.append(
                    InputWarning(
                        file: next.file, path: next.jsonPath,
                        message: "{\(next.target.joined(separator: "."))} names no group of the document"))
                continue
            }
            for (path, token) in inherited {
                let own = next.group + path.dropFirst(next.target.count)
                guard tokens[own] == nil else { continue }
                var copy = token
                copy.path = own
                tokens[own] = copy
            }
            for (group, fields) in extensions where isInside(group, next.target) {
                let own = next.group + group.dropFirst(next.target.count)
                extensions[own, default: [:]].merge(fields) { mine, _ in mine }
            }
        }
    }

    /// `$.palette.blue`, or `$['brand colours']` for a key that is not a plain name.
    static func jsonPath(_ parent: String, key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "$")
            }
        return plain
            ? "\(parent).\(key)"
            : "\(parent)['\(key.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "\\'"))']"
    }
}
