import StoreDesignTokens
import StoreIO
import StoreTheme
import StoreYAML

/// A brand that maps StoreFinder's roles onto a designer's tokens (`colors.accent:
/// "{tokens.fgColor.accent}"`): each appearance resolves the token source with its own inputs,
/// and each mapped role takes the token's value in it, with no line repeated under `dark:`.
/// The token tree is read directly: no YAML is written or parsed in between.
enum TokenBrand {
    /// The prefix of a value that names a designer's token.
    static let prefix = "tokens."

    /// `raw` with each `{tokens.…}` value replaced by the token's value, in light and in each
    /// appearance (a role mapped at the top level is mapped in every appearance that does not
    /// set it itself). Problems of the mapping are YAML errors at its lines; problems of the
    /// token files are findings at their JSON paths, in `raw.tokenFindings`.
    static func apply(to raw: inout RawTheme, errors: inout [YAMLError]) {
        guard let spec = raw.tokenSource else { return }
        var files = TokenFiles()
        let path = FileName.resolve(spec.path, besides: raw.file)
        var sets: [String: TokenSet] = [:]
        // Each resolution once, however many appearances share it.
        var distinct: [TokenSet] = []
        if case .failure(let unread) = files.tree(path) {
            // Said at the brand's `tokens:` line, which names the file; its roles stay unmapped.
            errors.append(
                raw.source.error(.invalid("tokens: \(spec.path) cannot be read: \(unread.message)"), at: spec.node))
        } else if spec.isResolver {
            let resolver = TokenResolverDocument(file: path, files: &files)
            // Appearances that share their inputs (one with none of its own) share one resolution.
            var resolved: [[String: String]: TokenSet] = [:]
            for appearance in Appearance.allCases {
                let (inputs, node) = spec.inputs(for: appearance)
                // Once for each inputs written: an appearance with none of its own shares them.
                for problem in resolver.inputProblems(inputs) {
                    let error = raw.source.error(.invalid("tokens: \(problem)"), at: node ?? spec.node)
                    if !errors.contains(error) { errors.append(error) }
                }
                if resolved[inputs] == nil {
                    let set = resolver.resolve(inputs, files: &files)
                    resolved[inputs] = set
                    distinct.append(set)
                }
                sets[appearance.name] = resolved[inputs]
            }
        } else {
            let set = TokenSet(file: path, files: &files)
            distinct = [set]
            for appearance in Appearance.allCases { sets[appearance.name] = set }
        }
        let names = ([raw.leaves] + Array(raw.appearanceLeaves.values)).flatMap { $0.values.compactMap(tokenName) }
        raw.tokenFindings = brandFindings(of: distinct, mapping: Set(names))
        let hasErrors = raw.tokenFindings.contains { $0.severity == .error }

        // Each appearance's own section, and the top level's mappings, as written.
        let written = raw.appearanceLeaves
        let topLevel = raw.leaves
        raw.leaves = map(raw.leaves, in: sets[Appearance.light.name], hasErrors: hasErrors, errors: &errors)
        for appearance in Appearance.allCases where appearance != .light {
            var leaves = map(
                written[appearance.name] ?? [:], in: sets[appearance.name], hasErrors: hasErrors, errors: &errors)
            // A mapping this appearance takes from one it falls back to (dark's, for dark with
            // increased contrast; the top level's, for all) is mapped again in its own
            // resolution. The nearest that writes a role, mapped or not, has it.
            var claimed = Set((written[appearance.name] ?? [:]).keys)
            for fallback in appearance.fallbacks where fallback != appearance {
                let section = fallback == .light ? topLevel : written[fallback.name] ?? [:]
                for (leafPath, leaf) in section.sorted(by: { $0.key < $1.key }) where claimed.insert(leafPath).inserted
                {
                    guard tokenName(leaf) != nil else { continue }
                    var ignored: [YAMLError] = []
                    if let mapped = map(leaf, in: sets[appearance.name], hasErrors: true, errors: &ignored) {
                        leaves[leafPath] = mapped
                    }
                }
            }
            if !leaves.isEmpty { raw.appearanceLeaves[appearance.name] = leaves }
        }
    }

    /// The findings of the brand's resolutions as the brand reports them. What concerns a
    /// token it maps (`names`), or one those tokens name, stays as it is: an error there leaves
    /// the brand unmade; so does one on no token at all (a file that cannot be read). The rest
    /// is the design system's own, said as one warning at the first of them: errors whose value
    /// is read regardless (``TokenSet/recovered``), once a file for each member that was wrong,
    /// and errors on tokens the brand does not reach, once a file. `storefinder themes
    /// validate` lists each.
    static func brandFindings(of sets: [TokenSet], mapping names: Set<String>) -> [LintFinding] {
        let findings = sets.reduce(into: Set<LintFinding>()) { $0.formUnion($1.findings) }
        let recovered = sets.reduce(into: [LintFinding: String]()) { $0.merge($1.recovered) { first, _ in first } }
        let reached = Set(sets.flatMap { set in names.flatMap { set.places(reachedFrom: $0) } })
        var kept: [LintFinding] = []
        // Read regardless: by file and by what was wrong (`colorSpace`, `hex`), the member the
        // finding is at. Unreached: by file.
        var read: [[String]: [LintFinding]] = [:]
        var unreached: [String: [LintFinding]] = [:]
        for finding in findings.sorted() {
            if let member = recovered[finding] {
                read[[finding.file, member], default: []].append(finding)
            } else if finding.severity == .error, !reached.contains(where: { $0.holds(finding) }),
                sets.contains(where: { $0.token(holding: finding) != nil })
            {
                unreached[finding.file, default: []].append(finding)
            } else {
                kept.append(finding)
            }
        }
        let validate = "`storefinder themes validate` lists each"
        for group in read.values {
            guard let first = group.first else { continue }
            let more =
                switch group.count {
                case 1: ""
                case 2: "; so is one more value in this file"
                default: "; so are \(group.count - 1) more values in this file"
                }
            kept.append(
                LintFinding(
                    .warning, file: first.file, path: first.path ?? "$", rule: first.rule,
                    "\(first.message)\(more). \(validate)"))
        }
        for (file, group) in unreached {
            guard let first = group.first else { continue }
            let which =
                group.count == 1
                ? "The brand reaches this token through none of its mappings, so the error is a warning to it"
                : "The brand reaches the tokens of this error and of \(group.count - 1) more in this file through none "
                    + "of its mappings, so they are warnings to it"
            kept.append(
                LintFinding(
                    .warning, file: file, path: first.path ?? "$", rule: first.rule,
                    "\(first.message). \(which). \(validate)"))
        }
        return kept.sorted()
    }

    private static func map(
        _ leaves: [String: RawTheme.Leaf], in set: TokenSet?, hasErrors: Bool, errors: inout [YAMLError]
    ) -> [String: RawTheme.Leaf] {
        var mapped = leaves
        for (path, leaf) in leaves where tokenName(leaf) != nil {
            var problems: [YAMLError] = []
            if let read = map(leaf, in: set, hasErrors: hasErrors, errors: &problems) {
                mapped[path] = read
            } else {
                for problem in problems where !errors.contains(problem) { errors.append(problem) }
                // Left out, so that the resolver reports no second error for it.
                mapped[path] = nil
            }
        }
        return mapped
    }

    /// `fgColor.accent`, for a leaf written `{tokens.fgColor.accent}`.
    static func tokenName(_ leaf: RawTheme.Leaf) -> String? {
        guard let text = leaf.node.string, let target = ThemeResolver.reference(in: text), target.hasPrefix(prefix)
        else { return nil }
        return String(target.dropFirst(prefix.count))
    }

    /// The leaf holding the token's value, as the theme writes a value of the leaf's field; or
    /// `nil` and an error at the leaf's line.
    private static func map(
        _ leaf: RawTheme.Leaf, in set: TokenSet?, hasErrors: Bool, errors: inout [YAMLError]
    ) -> RawTheme.Leaf? {
        guard let name = tokenName(leaf), let set, let path = leaf.path else { return nil }
        let token: DesignToken
        switch set.token(named: name) {
        case .success(let found): token = found
        case .failure(let lookup):
            // A source that could not be read at all is reported at its file already.
            guard !hasErrors || !set.names.isEmpty else { return nil }
            errors.append(
                leaf.source.error(
                    .invalid("{tokens.\(name)}: \(lookup.message)"),
                    at: leaf.node))
            return nil
        }
        let field = String(path.split(separator: ".").last ?? "")
        let group = String(path.split(separator: ".").first ?? "")
        let scalar: YAMLScalar?
        let expected: TokenType
        if group == "palette" || group == "colors" || field == "color" || field == "background" {
            expected = .color
            scalar = token.color.map { YAMLScalar($0.description, style: .doubleQuoted) }
        } else if field == "fontSize" || (group == "spacing" && field == "value") {
            expected = .dimension
            scalar = token.points.map(YAMLScalar.number)
        } else if field == "weight" {
            expected = .fontWeight
            scalar = token.weight.flatMap { FontWeight(numericValue: $0) }.map { YAMLScalar($0.rawValue) }
        } else if field == "fontFamily" {
            expected = .fontFamily
            scalar = token.family.map { YAMLScalar($0, style: .doubleQuoted) }
        } else if field == "priority" {
            expected = .number
            scalar = token.type == .number ? token.value.number.map(YAMLScalar.number) : nil
        } else {
            errors.append(
                leaf.source.error(
                    .invalid(
                        "\(path) cannot come from a design token; a token gives colours, sizes, weights, families and a pin's priority"
                    ),
                    at: leaf.node))
            return nil
        }
        guard token.type == expected, let scalar else {
            errors.append(
                leaf.source.error(
                    .invalid(
                        "{tokens.\(name)} is a \(token.type.rawValue) token (\(token.place)); \(path) takes a \(expected.rawValue)"
                    ),
                    at: leaf.node))
            return nil
        }
        var read = leaf
        read.node = YAMLNode(.scalar(scalar), location: leaf.node.location)
        read.token = token
        return read
    }
}
