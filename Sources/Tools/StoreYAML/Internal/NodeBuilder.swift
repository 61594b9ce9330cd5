import StoreDisplayText

/// Turns a stream of events into node trees, enforcing ``YAMLLimits``,
/// resolving aliases and merge keys, and refusing duplicate keys (or, when collecting, noting
/// each one, keeping the first pair, and going on).
struct NodeBuilder {
    private struct Frame {
        var isMapping: Bool
        var location: FilePosition
        var tag: String?
        var anchor: String?
        var children: [YAMLNode] = []
        /// Nodes in this subtree counting every alias at its full size.
        var weight = 1
        /// Scalar bytes in this subtree, counting every alias at its full size.
        var bytes = 0
    }

    private let limits: YAMLLimits
    private var anchors: [String: (node: YAMLNode, weight: Int, bytes: Int)] = [:]
    private var expanded = 0
    private var expandedBytes = 0
    private var stack: [Frame] = []
    private(set) var documents: [YAMLNode] = []
    /// Whether a duplicate key is noted in ``duplicates`` rather than thrown.
    private let collectsDuplicates: Bool
    /// Each duplicate key met, when collecting, in document order.
    private(set) var duplicates: [YAMLError] = []

    init(limits: YAMLLimits, collectsDuplicates: Bool = false) {
        self.limits = limits
        self.collectsDuplicates = collectsDuplicates
    }

    mutating func consume(_ event: YAMLEvent, at location: FilePosition) throws(YAMLError) {
        switch event {
        case .streamStart, .streamEnd, .documentEnd:
            break
        case .documentStart:
            anchors.removeAll(keepingCapacity: true)
            expanded = 0
            expandedBytes = 0
        case .scalar(let value, let style, let anchor, let tag):
            let node = YAMLNode(.scalar(YAMLScalar(value, style: style)), location: location, tag: tag)
            try finish(node, weight: 1, bytes: value.utf8.count, anchor: anchor)
        case .alias(let name):
            guard let target = anchors[name] else { throw YAMLError(.undefinedAlias(name), at: location) }
            // NB: the tree shares the aliased value, so memory stays small; it is the
            // consumers walking the expanded tree that a billion-laughs file would sink.
            expanded += target.weight
            if expanded > limits.maxAliasExpansion {
                throw YAMLError(.tooManyAliasExpansions(limit: limits.maxAliasExpansion), at: location)
            }
            expandedBytes += target.bytes
            if expandedBytes > limits.maxAliasExpansionBytes {
                throw YAMLError(.tooManyAliasExpansionBytes(limit: limits.maxAliasExpansionBytes), at: location)
            }
            try finish(target.node, weight: target.weight, bytes: target.bytes, anchor: nil)
        case .sequenceStart(let anchor, let tag), .mappingStart(let anchor, let tag):
            guard stack.count < limits.maxDepth else { throw YAMLError(.tooDeep(limit: limits.maxDepth), at: location) }
            var isMapping = false
            if case .mappingStart = event { isMapping = true }
            stack.append(Frame(isMapping: isMapping, location: location, tag: tag, anchor: anchor))
        case .sequenceEnd:
            guard let frame = stack.popLast() else { return }
            try finish(
                YAMLNode(.sequence(frame.children), location: frame.location, tag: frame.tag), weight: frame.weight,
                bytes: frame.bytes, anchor: frame.anchor)
        case .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let pairs = try mappingPairs(frame.children)
            try finish(
                YAMLNode(.mapping(pairs), location: frame.location, tag: frame.tag), weight: frame.weight,
                bytes: frame.bytes, anchor: frame.anchor)
        }
    }

    private mutating func finish(_ node: YAMLNode, weight: Int, bytes: Int, anchor: String?) throws(YAMLError) {
        if let anchor { anchors[anchor] = (node, weight, bytes) }
        guard !stack.isEmpty else {
            documents.append(node)
            return
        }
        stack[stack.count - 1].children.append(node)
        stack[stack.count - 1].weight += weight
        stack[stack.count - 1].bytes += bytes
    }

    /// Pairs up a mapping's children, refuses (or notes) duplicate keys and applies merge keys.
    ///
    /// Keys written in the mapping win over merged ones; among merged mappings the
    /// earlier one wins, as the YAML merge-key spec says. A noted duplicate's pair is
    /// dropped, so the first one written stands.
    private mutating func mappingPairs(_ children: [YAMLNode]) throws(YAMLError) -> [YAMLPair] {
        var explicitKeys: [String: FilePosition] = [:]
        var dropped: Set<Int> = []
        var index = 0
        while index + 1 < children.count {
            let key = children[index]
            if !Self.isMergeKey(key) {
                let identity = Self.identity(of: key)
                if let first = explicitKeys[identity] {
                    let error = YAMLError(.duplicateKey(key.string ?? identity, first: first), at: key.location)
                    guard collectsDuplicates else { throw error }
                    duplicates.append(error)
                    dropped.insert(index)
                } else {
                    explicitKeys[identity] = key.location
                }
            }
            index += 2
        }
        var seen = Set(explicitKeys.keys)
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity(children.count / 2)
        index = 0
        while index + 1 < children.count {
            let key = children[index], value = children[index + 1]
            index += 2
            if dropped.contains(index - 2) { continue }
            guard Self.isMergeKey(key) else {
                pairs.append(YAMLPair(key: key, value: value))
                continue
            }
            let sources: [YAMLNode]
            switch value.content {
            case .mapping: sources = [value]
            case .sequence(let items) where items.allSatisfy({ $0.mapping != nil }): sources = items
            default: throw YAMLError(.invalidMerge, at: value.location)
            }
            for source in sources {
                for pair in source.mapping ?? [] where seen.insert(Self.identity(of: pair.key)).inserted {
                    pairs.append(pair)
                }
            }
        }
        return pairs
    }

    private static func isMergeKey(_ node: YAMLNode) -> Bool {
        guard case .scalar(let scalar) = node.content, scalar.value == "<<", scalar.style == .plain else {
            return false
        }
        return node.tag == nil || node.tag == "tag:yaml.org,2002:merge"
    }

    /// A key's identity for duplicate detection: its text for scalars, its shape otherwise.
    private static func identity(of node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let scalar): return scalar.value
        case .sequence(let items): return "[" + items.map(identity).joined(separator: ",") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { identity(of: $0.key) + ":" + identity(of: $0.value) }.joined(separator: ",") + "}"
        }
    }
}
