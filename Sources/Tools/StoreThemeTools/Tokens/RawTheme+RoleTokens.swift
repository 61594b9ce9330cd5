import StoreDesignTokens
import StoreTheme
import StoreYAML

extension RoleTokens {
    /// What each appearance sets, as a theme writes it: light in full, and for each other
    /// appearance only what differs from what it would fall back to (dark with increased
    /// contrast → dark → light). So a file with no resolver, or one whose appearances change
    /// nothing, is light alone, and what it extends keeps its own dark.
    package var sections: [String: [String: Leaf]] {
        let light = leaves[Appearance.light.name] ?? [:]
        var written: [String: [String: Leaf]] = [Appearance.light.name: light]
        for appearance in Appearance.allCases where appearance != .light {
            guard let full = leaves[appearance.name] else { continue }
            var section: [String: Leaf] = [:]
            for (path, leaf) in full {
                let fallback = appearance.fallbacks.dropFirst().lazy.compactMap { written[$0.name]?[path] }.first
                if fallback?.scalar != leaf.scalar { section[path] = leaf }
            }
            written[appearance.name] = section
        }
        return written
    }
}

extension RawTheme {
    /// The theme a role-laid-out token file makes, called `name`: each leaf a value at its file
    /// and JSON path, which is where any problem with it is said.
    init(roles: RoleTokens, name: String, file: String, extends override: String? = nil) {
        let sections = roles.sections
        // Each place a value comes from, numbered within its file: a node's column at line 0.
        var places: [String: [String]] = [file: ["$"]]
        var index: [TokenPlace: Int] = [:]
        for section in sections.values {
            for leaf in section.values.sorted(by: { $0.place < $1.place }) where index[leaf.place] == nil {
                index[leaf.place] = places[leaf.place.file, default: []].count
                places[leaf.place.file, default: []].append(leaf.place.path)
            }
        }
        let sources = Dictionary(
            uniqueKeysWithValues: places.map { ($0.key, YAMLSource(jsonFile: $0.key, jsonPaths: $0.value)) })
        let rootSource = sources[file] ?? YAMLSource(jsonFile: file, jsonPaths: ["$"])
        func leaf(_ path: String, _ read: RoleTokens.Leaf) -> Leaf {
            let location = YAMLSource.jsonLocation(file: read.place.file, index: index[read.place] ?? 0)
            return Leaf(
                node: YAMLNode(.scalar(read.scalar), location: location),
                source: sources[read.place.file] ?? rootSource, path: path)
        }
        self.name = name
        self.file = file
        self.source = rootSource
        self.rootLocation = YAMLSource.jsonLocation(file: file, index: 0)
        self.leaves = (sections[Appearance.light.name] ?? [:]).reduce(into: [:]) { $0[$1.key] = leaf($1.key, $1.value) }
        for appearance in Appearance.allCases where appearance != .light {
            guard let section = sections[appearance.name], !section.isEmpty else { continue }
            appearanceLeaves[appearance.name] = section.reduce(into: [:]) { $0[$1.key] = leaf($1.key, $1.value) }
        }
        if let parent = override ?? roles.extends {
            extends = Leaf(node: YAMLNode(.scalar(YAMLScalar(parent)), location: rootLocation), source: rootSource)
        }
        for (path, value) in leaves where path.hasPrefix("annotation.") {
            let kind = String(path.split(separator: ".")[1])
            annotationKeys[kind] = annotationKeys[kind] ?? value.node
        }
        tokenFindings = roles.findings
        // A file none of whose tokens names a role is that one finding, not every token a
        // theme requires and it lacks.
        isMapping =
            sections.values.contains { !$0.isEmpty }
            && !tokenFindings.contains {
                $0.rule == RoleTokens.noRoles || $0.rule == "tokens-draft" || $0.rule == "json"
            }
    }
}
