import StoreDesignTokens
import StoreDomain

/// A design token document being built: groups of tokens and groups, each with its own
/// properties (`$type`, `$value`, `$extensions`).
struct TokenTree {
    private var properties: [String: JSONValue] = [:]
    private var children: [String: TokenTree] = [:]

    init(properties: [String: JSONValue] = [:]) {
        self.properties = properties
    }

    /// Sets `key` of the group or token at `path`, making the groups on the way.
    mutating func set(_ key: String, to value: JSONValue, at path: some Collection<String>) {
        guard let first = path.first else {
            properties[key] = value
            return
        }
        children[first, default: TokenTree()].set(key, to: value, at: path.dropFirst())
    }

    /// Sets `field` of the vendor object of `$extensions` at `path`.
    mutating func setExtension(_ field: String, to value: JSONValue, vendor: String, at path: some Collection<String>) {
        guard let first = path.first else {
            guard case .object(var extensions) = properties["$extensions"] ?? .object([:]),
                case .object(var fields) = extensions[vendor] ?? .object([:])
            else { return }
            fields[field] = value
            extensions[vendor] = .object(fields)
            properties["$extensions"] = .object(extensions)
            return
        }
        children[first, default: TokenTree()].setExtension(field, to: value, vendor: vendor, at: path.dropFirst())
    }

    var isEmpty: Bool { properties.isEmpty && children.isEmpty }

    /// The document: the properties and the children.
    var json: JSONValue {
        .object(properties.merging(children.mapValues(\.json)) { property, _ in property })
    }
}
