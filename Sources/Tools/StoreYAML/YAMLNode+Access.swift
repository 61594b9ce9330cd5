extension YAMLNode {
    /// The scalar's text, or `nil` for a sequence or a mapping.
    public var string: String? {
        if case .scalar(let scalar) = content { return scalar.value }
        return nil
    }

    /// The items of a sequence, or `nil` for anything else.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries of a mapping, or `nil` for anything else.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// Whether this is a plain `null`, `~` or empty scalar.
    ///
    /// A quoted `"null"` is a string, not null.
    public var isNull: Bool {
        guard case .scalar(let scalar) = content, scalar.style == .plain, tag == nil || tag == "tag:yaml.org,2002:null"
        else {
            return false
        }
        return YAMLScalar.isNullSpelling(scalar.value)
    }

    /// A short name of the node's kind for error messages: "a scalar", "a sequence" or "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: return isNull ? "null" : "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    /// The value of the first entry whose key is the scalar `key`.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first { $0.key.string == key }?.value
    }

    /// The number of nodes in this subtree, this one included.
    ///
    /// - Complexity: O(*n*) in the size of the subtree.
    public var nodeCount: Int {
        switch content {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + $1.nodeCount }
        case .mapping(let pairs): return pairs.reduce(1) { $0 + $1.key.nodeCount + $1.value.nodeCount }
        }
    }
}
