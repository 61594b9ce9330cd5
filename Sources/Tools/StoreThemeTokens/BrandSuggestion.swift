import StoreDesignTokens
import StoreTheme
import StoreYAML

/// A starting brand for a designer's own tokens, for a person to edit: a theme whose
/// `tokens:` names the token source, with each appearance's inputs guessed from the
/// resolver's contexts (`light-hc` for light with increased contrast), and each of
/// StoreFinder's colour roles mapped to the colour token whose name is nearest the role's.
///
/// ```sh
/// storefinder themes import primer.resolver.json --suggest --name primer > Themes/primer.yml
/// ```
public enum BrandSuggestion {
    /// The words a role's token is likely named with, most telling first.
    static let roles: [(role: String, words: [String])] = [
        ("colors.text", ["fg", "foreground", "text", "content", "on", "default", "primary"]),
        ("colors.muted", ["muted", "secondary", "subtle", "subdued", "tertiary", "fg", "text"]),
        ("colors.accent", ["accent", "brand", "link", "action", "primary", "interactive"]),
        ("colors.background", ["bg", "background", "surface", "canvas", "default", "base"]),
    ]

    /// The brand for `source` (a `.resolver.json` or a `.tokens.json`), written as `path` is
    /// named from the theme's folder, called `name`; with the findings that stopped it, if any.
    public static func suggest(source: String, as path: String, name: String) -> (yaml: String, findings: [LintFinding])
    {
        var files = TokenFiles()
        let isResolver = TokenValidation.isResolver(source, files: &files)
        var contexts: [(Appearance, [String: String])] = []
        let set: TokenSet
        if isResolver {
            let document = TokenResolverDocument(file: source, files: &files)
            for appearance in Appearance.allCases {
                var inputs: [String: String] = [:]
                for modifier in document.modifiers {
                    if let context = bestContext(for: appearance, among: modifier.contexts) {
                        inputs[modifier.name] = context
                    }
                }
                if !inputs.isEmpty { contexts.append((appearance, inputs)) }
            }
            set = document.resolve(contexts.first?.1 ?? [:], files: &files)
        } else {
            set = TokenSet(file: source, files: &files)
        }
        guard set.errors.isEmpty else { return ("", set.errors) }
        // A semantic token (an alias, `fgColor.accent → base.color.blue.5`) before a primitive
        // of the same score.
        let colors = set.tokens.values.filter { $0.type == .color }
        let semantic = Set(colors.filter { !$0.aliasChain.isEmpty }.map(\.path))
        var lines = [
            "# A starting brand for \(path): each of StoreFinder's colour roles mapped to the token whose",
            "# name is nearest. Check each one, then lint it: storefinder themes lint Themes",
            "name: \(YAMLQuoting.quoted(name))",
            "extends: default",
            "tokens:",
            "  \(isResolver ? "resolver" : "file"): \(YAMLQuoting.quoted(path))",
        ]
        if !contexts.isEmpty {
            lines.append("  contexts:")
            for (appearance, inputs) in contexts {
                let key =
                    appearance.sectionKey.map { $0 == "increasedContrast" ? "lightIncreasedContrast" : $0 } ?? "light"
                let flow = inputs.sorted { $0.key < $1.key }.map {
                    "\(YAMLQuoting.quoted($0.key)): \(YAMLQuoting.quoted($0.value))"
                }
                lines.append("    \(key): {\(flow.joined(separator: ", "))}")
            }
        }
        lines.append("colors:")
        var taken: Set<[String]> = []
        for (role, words) in roles {
            guard
                let best = nearest(
                    colors.map(\.path).filter { !taken.contains($0) }, words: words, preferring: semantic)
            else {
                lines.append("  # \(role.dropFirst("colors.".count)): no colour token's name is near; map one by hand")
                continue
            }
            taken.insert(best)
            lines.append(
                "  \(role.dropFirst("colors.".count)): \(YAMLQuoting.quoted("{tokens.\(best.joined(separator: "."))}"))"
            )
        }
        return (lines.joined(separator: "\n") + "\n", set.findings)
    }

    /// The words of a token's path: `fgColor.accent` → fg, color, accent.
    static func words(_ path: [String]) -> [String] {
        path.flatMap { part -> [String] in
            var words: [String] = []
            var current = ""
            for character in part {
                if character == "-" || character == "_" || character == " " {
                    if !current.isEmpty { words.append(current.lowercased()) }
                    current = ""
                } else if character.isUppercase, !current.isEmpty {
                    words.append(current.lowercased())
                    current = String(character)
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { words.append(current.lowercased()) }
            return words
        }
    }

    /// The path whose words score highest for `words` (earlier words weigh more); among
    /// equals, one of `preferred`, then the shortest, then the first by name; `nil` when none
    /// scores.
    static func nearest(_ paths: [[String]], words: [String], preferring preferred: Set<[String]> = []) -> [String]? {
        func score(_ path: [String]) -> Int {
            let own = Set(Self.words(path))
            return words.enumerated().reduce(0) { total, entry in
                own.contains(entry.element) ? total + (words.count - entry.offset) : total
            }
        }
        let scored = paths.map { ($0, score($0)) }.filter { $0.1 > 0 }
        return scored.min { lhs, rhs in
            if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
            if preferred.contains(lhs.0) != preferred.contains(rhs.0) { return preferred.contains(lhs.0) }
            if lhs.0.count != rhs.0.count { return lhs.0.count < rhs.0.count }
            return lhs.0.joined(separator: ".") < rhs.0.joined(separator: ".")
        }?.0
    }

    /// The context of a modifier an appearance most likely is: `dark-hc` for dark with
    /// increased contrast, `light` for light; `nil` when none is named for light or dark.
    static func bestContext(for appearance: Appearance, among contexts: [String]) -> String? {
        func isContrast(_ name: String) -> Bool {
            let lower = name.lowercased()
            return lower.contains("hc") || lower.contains("contrast")
        }
        let tone = appearance.isDark ? "dark" : "light"
        let candidates = contexts.filter { $0.lowercased().contains(tone) }
        if appearance.isIncreasedContrast, let match = candidates.first(where: isContrast) { return match }
        return candidates.filter { !isContrast($0) }.min { $0.count < $1.count } ?? candidates.first
    }
}
