import StoreDisplayText
import StoreDomain
import StoreInput

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

    /// Reads `tree`, the document (or a resolver's inline source) at `jsonPath` of `file`.
    init(_ tree: JSONValue, file: String, jsonPath: String = "$") {
        walk(tree, path: [], jsonPath: jsonPath, type: nil, file: file)
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
            // $type, $description, $deprecated, $schema and the like describe the group.
            guard !key.hasPrefix("$") else { continue }
            walk(value, path: path + [key], jsonPath: Self.jsonPath(jsonPath, key: key), type: type, file: file)
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

extension InputWarning {
    /// `brand.tokens.json: warning: $.palette.blue.$value: …`, as a compiler prints a
    /// diagnostic, so that a build shows it on the file.
    public func diagnostic(_ severity: String) -> String {
        UntrustedText.sanitized("\(file): \(severity): \(path): \(message)")
    }
}
