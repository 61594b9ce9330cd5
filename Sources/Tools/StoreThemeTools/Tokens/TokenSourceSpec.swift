import StoreIO
import StoreTheme
import StoreYAML

/// A theme's `tokens:` block: the designer's token source (a resolver document, or one token
/// file), and the resolver's inputs for each appearance.
///
/// ```yaml
/// tokens:
///   resolver: primer/primer.resolver.json
///   contexts:
///     light: {theme: light}
///     dark: {theme: dark}
///     lightIncreasedContrast: {theme: light-hc}
///     darkIncreasedContrast: {theme: dark-hc}
/// ```
struct TokenSourceSpec: Sendable {
    /// `resolver:` or `file:`, as written: a path beside the theme file.
    var path: String
    var isResolver: Bool
    /// Where the path is written.
    var node: YAMLNode
    /// Each appearance's inputs, by appearance name, and where they are written.
    var contexts: [String: (inputs: [String: String], node: YAMLNode)] = [:]
    var contextsNode: YAMLNode?

    /// The keys an appearance's inputs may be written under: its name (`dark-increased-contrast`),
    /// its section's (`darkIncreasedContrast`), and the camel case of a name
    /// (`lightIncreasedContrast`).
    static let appearanceKeys: [String: Appearance] = {
        var keys: [String: Appearance] = [:]
        for appearance in Appearance.allCases {
            keys[appearance.name] = appearance
            if let section = appearance.sectionKey { keys[section] = appearance }
            let words = appearance.name.split(separator: "-")
            keys[
                (words.first.map(String.init) ?? "")
                    + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()] =
                appearance
        }
        return keys
    }()

    init?(_ node: YAMLNode, source: YAMLSource, errors: inout [YAMLError]) {
        guard let pairs = node.mapping else {
            errors.append(
                source.error(
                    .unexpected(
                        expected: "a mapping: resolver (or file), and contexts by appearance",
                        found: node.kindDescription),
                    at: node))
            return nil
        }
        var path: (String, Bool, YAMLNode)?
        for pair in pairs {
            guard let key = pair.key.string else { continue }
            switch key {
            case "resolver", "file":
                guard let value = pair.value.string, !pair.value.isNull, !value.isEmpty else {
                    errors.append(
                        source.error(
                            .unexpected(
                                expected:
                                    "the path of a .\(key == "file" ? "tokens" : "resolver").json file beside the theme",
                                found: pair.value.kindDescription),
                            at: pair.value))
                    continue
                }
                if path != nil {
                    errors.append(
                        source.error(.invalid("tokens: takes one source, a resolver or a file, not both"), at: pair.key)
                    )
                    continue
                }
                path = (value, key == "resolver", pair.value)
            case "contexts":
                contextsNode = pair.value
                guard let members = pair.value.mapping else {
                    errors.append(
                        source.error(
                            .unexpected(
                                expected: "a mapping of appearances to the resolver's inputs",
                                found: pair.value.kindDescription),
                            at: pair.value))
                    continue
                }
                for member in members {
                    guard let name = member.key.string, let appearance = Self.appearanceKeys[name] else {
                        let typed = member.key.string ?? "?"
                        let known = Appearance.allCases.flatMap { [$0.name] + ($0.sectionKey.map { [$0] } ?? []) }
                        errors.append(
                            source.error(
                                .invalid(
                                    "unknown appearance \"\(typed)\"\(NearestName.hint(for: typed, among: Array(Self.appearanceKeys.keys))); expected one of \(known.joined(separator: ", "))"
                                ),
                                at: member.key))
                        continue
                    }
                    var inputs: [String: String] = [:]
                    for input in member.value.mapping ?? [] {
                        // R §5.2: inputs are strings.
                        guard let modifier = input.key.string, let context = input.value.string, !input.value.isNull
                        else {
                            errors.append(
                                source.error(
                                    .unexpected(
                                        expected: "a modifier's context, as a string",
                                        found: input.value.kindDescription),
                                    at: input.value))
                            continue
                        }
                        inputs[modifier] = context
                    }
                    if member.value.mapping == nil {
                        errors.append(
                            source.error(
                                .unexpected(
                                    expected: "the resolver's inputs, such as {theme: dark}",
                                    found: member.value.kindDescription),
                                at: member.value))
                    }
                    contexts[appearance.name] = (inputs, member.value)
                }
            default:
                errors.append(
                    source.error(
                        .invalid(
                            "unknown key \"\(key)\" in tokens\(NearestName.hint(for: key, among: ["resolver", "file", "contexts"])); expected resolver or file, and contexts"
                        ),
                        at: pair.key))
            }
        }
        guard let (value, isResolver, valueNode) = path else {
            errors.append(
                source.error(
                    .invalid("tokens: needs a source: resolver: a .resolver.json, or file: a .tokens.json"), at: node))
            return nil
        }
        self.path = value
        self.isResolver = isResolver
        self.node = valueNode
    }

    /// The inputs `appearance` resolves with: its own, else those of the appearance it falls
    /// back to (dark with increased contrast → dark → light).
    func inputs(for appearance: Appearance) -> (inputs: [String: String], node: YAMLNode?) {
        for fallback in appearance.fallbacks {
            if let entry = contexts[fallback.name] { return (entry.inputs, entry.node) }
        }
        return ([:], contextsNode)
    }
}
