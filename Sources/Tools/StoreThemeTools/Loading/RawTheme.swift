import StoreDesignTokens
import StoreDisplayText
import StoreIO
import StoreTheme
import StoreYAML

/// A theme file read into leaf tokens (`text.title.color` → node), checked against the
/// schema's shape but not yet merged with what it extends or resolved.
struct RawTheme: Sendable {
    struct Leaf: Sendable {
        var node: YAMLNode
        var source: YAMLSource
        /// The token path and field it is written at (`palette.green`, `text.title.color`);
        /// `nil` for `extends`.
        var path: String?
        /// The designer's token it maps, for a value written `{tokens.fgColor.accent}`: the
        /// token, and the file and JSON path of its value.
        var token: DesignToken? {
            get { mapped?.token }
            set { mapped = newValue.map(MappedToken.init) }
        }
        /// NB: ``token``, boxed: a leaf is stored inline in its theme's table, most leaves map
        /// no token, and a token is larger than the rest of the leaf. Inline, a palette of
        /// 100,000 colours took 78 MB of table.
        private var mapped: MappedToken?

        init(node: YAMLNode, source: YAMLSource, path: String? = nil) {
            self.node = node
            self.source = source
            self.path = path
        }
    }

    /// A leaf's designer token, held by reference.
    final class MappedToken: Sendable {
        let token: DesignToken
        init(_ token: DesignToken) { self.token = token }
    }

    /// `tokens:`: the token source a brand maps its roles onto, and each appearance's inputs.
    var tokenSource: TokenSourceSpec?
    /// What reading the token source found: errors and warnings at JSON paths.
    var tokenFindings: [LintFinding] = []

    var name: String
    /// The `name:` value, when the file gives one.
    var nameNode: YAMLNode?
    /// Every token path the file mentions, even one whose fields were all refused, so that a
    /// misspelt field is not also reported as a missing token.
    var mentioned: Set<String> = []
    var file: String
    var extends: Leaf?
    /// `contrast: high`: the theme promises WCAG's enhanced contrast (7:1 for text).
    var isHighContrast: Bool?
    /// `appearance: dark`: the theme is what it extends as that appearance draws it, as the
    /// deprecated `dark` and `high-contrast` names are `default`'s dark and increased-contrast
    /// appearances.
    var asAppearance: Appearance?
    var leaves: [String: Leaf]
    /// What each appearance section (`dark:`, `increasedContrast:`, `darkIncreasedContrast:`)
    /// sets, by appearance name, read as the top level is.
    var appearanceLeaves: [String: [String: Leaf]] = [:]
    /// The key of each annotation kind, where a problem with the kind as a whole is reported.
    var annotationKeys: [String: YAMLNode] = [:]
    /// Where the document starts. NB: not the root node, which would keep the whole parsed
    /// tree alive for as long as the theme is: a palette of 100,000 entries twice over.
    var rootLocation: FilePosition
    var source: YAMLSource
    /// Whether the document is a mapping. An empty file or a list is one error, not the error
    /// and every required token it then lacks.
    var isMapping = true

    /// Reads a parsed theme document, adding every shape problem to `errors`.
    init(document: YAMLDocument, fileName: String, errors: inout [YAMLError]) {
        source = document.source
        rootLocation = document.root.location
        file = document.source.file
        name = fileName
        leaves = [:]
        guard let pairs = document.root.mapping else {
            isMapping = false
            errors.append(
                source.error(
                    .unexpected(
                        expected: "a mapping with name, palette and token groups", found: document.root.kindDescription),
                    at: document.root))
            return
        }
        for pair in pairs {
            guard let key = pair.key.string else { continue }
            switch key {
            case "name":
                if let value = scalar(pair.value, expected: "the theme's name", errors: &errors) {
                    if !UntrustedText.isClean(value) {
                        errors.append(
                            source.error(
                                .invalid("a theme's name may not hold control or bidi formatting characters"),
                                at: pair.value))
                    }
                    name = value
                    nameNode = pair.value
                }
            case "extends":
                if scalar(pair.value, expected: "the name of the theme this one extends", errors: &errors) != nil {
                    extends = Leaf(node: pair.value, source: source)
                }
            case "description":
                break
            case "tokens":
                tokenSource = TokenSourceSpec(pair.value, source: source, errors: &errors)
            case "appearance":
                let names = Appearance.allCases.map(\.name).joined(separator: ", ")
                if let value = scalar(pair.value, expected: "one of \(names)", errors: &errors) {
                    if let appearance = Appearance(name: value) {
                        asAppearance = appearance
                    } else {
                        errors.append(
                            source.error(
                                .unexpected(expected: "one of \(names)", found: "\"\(value)\""), at: pair.value))
                    }
                }
            case "contrast":
                if let value = scalar(pair.value, expected: "standard or high", errors: &errors) {
                    if value == "high" || value == "standard" {
                        isHighContrast = value == "high"
                    } else {
                        errors.append(
                            source.error(
                                .unexpected(expected: "standard or high", found: "\"\(value)\""), at: pair.value))
                    }
                }
            case let section where Self.appearanceKeys[section] != nil:
                guard let appearance = Self.appearanceKeys[section], let members = pair.value.mapping else {
                    errors.append(
                        source.error(
                            .unexpected(
                                expected: "a mapping of what the appearance changes: palette, colors, token groups",
                                found: pair.value.kindDescription), at: pair.value))
                    continue
                }
                // Read as the top level is, into the appearance's own leaves.
                let light = leaves
                leaves = [:]
                for member in members {
                    guard let key = member.key.string else { continue }
                    readSection(key, member, errors: &errors)
                }
                appearanceLeaves[appearance.name] = leaves
                leaves = light
            default:
                readSection(key, pair, errors: &errors)
            }
        }
    }

    /// The appearance each section key names: `dark`, `increasedContrast`,
    /// `darkIncreasedContrast`.
    static let appearanceKeys: [String: Appearance] = Dictionary(
        uniqueKeysWithValues: Appearance.allCases.compactMap { appearance in
            appearance.sectionKey.map { ($0, appearance) }
        })

    /// The theme's start, as a leaf: where a finding about the theme as a whole goes (its first
    /// line, or `$` of a token file).
    var root: Leaf {
        Leaf(node: YAMLNode(.scalar(YAMLScalar("")), location: rootLocation), source: source)
    }

    /// The leaves `appearance` sets itself: the top level's for light, its section's otherwise.
    func leaves(for appearance: Appearance) -> [String: Leaf] {
        appearance == .light ? leaves : appearanceLeaves[appearance.name] ?? [:]
    }

    /// One section of the top level, or of an appearance: a palette, the colours, the pins or
    /// a token group.
    private mutating func readSection(_ key: String, _ pair: YAMLPair, errors: inout [YAMLError]) {
        switch key {
        case "palette", "colors":
            // The palette's names are the theme's own; `colors` has the schema's four.
            let known = key == "colors" ? ThemeSchema.tokens(in: key) : nil
            // NB: room for the whole group at once; growing by doubling held the old table
            // and the new one together, the peak of reading a large palette.
            leaves.reserveCapacity(leaves.count + (pair.value.mapping?.count ?? 0))
            for member in members(pair.value, group: key, errors: &errors) {
                let path = "\(key).\(member.name)"
                if let known, !known.contains(path) {
                    errors.append(unknown("token \"\(path)\"", typed: path, among: known, at: member.key))
                    continue
                }
                guard scalar(member.value, expected: ThemeSchema.FieldType.color.rawValue, errors: &errors) != nil
                else { continue }
                leaves[path] = Leaf(node: member.value, source: source, path: path)
            }
        case "annotation":
            for member in members(pair.value, group: key, errors: &errors) {
                annotationKeys[member.name] = member.key
                readFields(
                    member.value, path: "annotation.\(member.name)", fields: ThemeSchema.annotationFields,
                    errors: &errors)
            }
        default:
            readGroup(key, pair, errors: &errors)
        }
    }

    /// The keys a theme file may have at its top level, in the order an unknown key's error
    /// lists them: the metadata and the open groups, then every group of the schema.
    static let topLevelKeys: [String] = uniqued(
        ["name", "extends", "palette", "colors", "annotation"]
            + Set(ThemeSchema.all.map { String($0.path.split(separator: ".")[0]) }).sorted()
            + [
                "description", "contrast", "appearance", "tokens", "dark", "increasedContrast",
                "darkIncreasedContrast",
            ])

    private mutating func readGroup(_ key: String, _ pair: YAMLPair, errors: inout [YAMLError]) {
        if ThemeSchema.kind(of: key) == .style {
            readFields(pair.value, path: key, fields: ThemeSchema.styleFields, errors: &errors)
            return
        }
        let tokens = ThemeSchema.tokens(in: key)
        guard !tokens.isEmpty else {
            errors.append(
                unknown("key \"\(key)\"", typed: key, among: Self.topLevelKeys, listing: "a theme has", at: pair.key))
            return
        }
        for member in members(pair.value, group: key, errors: &errors) {
            let path = "\(key).\(member.name)"
            guard tokens.contains(path), let kind = ThemeSchema.kind(of: path) else {
                errors.append(unknown("token \"\(path)\"", typed: path, among: tokens, at: member.key))
                continue
            }
            readFields(member.value, path: path, fields: ThemeSchema.fields(of: kind), errors: &errors)
        }
    }

    private mutating func readFields(
        _ node: YAMLNode, path: String, fields: [String: ThemeSchema.FieldType], errors: inout [YAMLError]
    ) {
        mentioned.insert(path)
        guard let pairs = node.mapping else {
            errors.append(
                source.error(
                    .unexpected(
                        expected: "a mapping of \(fields.keys.sorted().joined(separator: ", "))",
                        found: node.kindDescription), at: node))
            return
        }
        for pair in pairs {
            guard let field = pair.key.string, let type = fields[field] else {
                let typed = pair.key.string ?? "?"
                errors.append(
                    unknown("field \"\(typed)\" in \(path)", typed: typed, among: fields.keys.sorted(), at: pair.key))
                continue
            }
            guard scalar(pair.value, expected: type.rawValue, errors: &errors) != nil else { continue }
            leaves["\(path).\(field)"] = Leaf(node: pair.value, source: source, path: "\(path).\(field)")
        }
    }

    /// `unknown token "text.titel" (did you mean "text.title"?); expected one of text.title, …`:
    /// what was written, the known name it was likely meant to be, and every known name.
    private func unknown(
        _ subject: String, typed: String, among known: [String], listing: String = "expected one of",
        at node: YAMLNode
    ) -> YAMLError {
        source.error(
            .invalid(
                "unknown \(subject)\(NearestName.hint(for: typed, among: known)); \(listing) \(known.joined(separator: ", "))"
            ), at: node)
    }

    /// The named members of a group's mapping, read as they are iterated.
    ///
    /// NB: lazily, not as an array: a palette of 100,000 entries would otherwise be held twice
    /// while its leaves are made.
    private func members(
        _ node: YAMLNode, group: String, errors: inout [YAMLError]
    ) -> some Sequence<(name: String, key: YAMLNode, value: YAMLNode)> {
        if node.mapping == nil {
            errors.append(
                source.error(.unexpected(expected: "a mapping under \(group)", found: node.kindDescription), at: node))
        }
        return (node.mapping ?? []).lazy.compactMap { pair in pair.key.string.map { ($0, pair.key, pair.value) } }
    }

    private func scalar(_ node: YAMLNode, expected: String, errors: inout [YAMLError]) -> String? {
        guard let value = node.string, !node.isNull else {
            errors.append(source.error(.unexpected(expected: expected, found: node.kindDescription), at: node))
            return nil
        }
        return value
    }

    private static func uniqued(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }
}
