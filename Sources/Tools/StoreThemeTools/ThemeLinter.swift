import StoreDisplayText
import StoreIO
import StoreTheme
import StoreYAML

/// Checks theme files: every theme in a library must resolve, with no unknown keys,
/// bad colours, broken references or missing tokens, and every colour must meet WCAG 2.2's
/// contrast (``ContrastCheck``). It also warns of what resolves but will look wrong: stock
/// states that look alike in 16- or 256-colour terminals, and a `name:` that differs from the
/// file's name.
public struct ThemeLinter: Sendable {
    /// Creates a linter.
    public init() {}

    /// Findings for every theme in `library` whose file is among `files` (all when `nil`).
    public func lint(_ library: ThemeLibrary, files: Set<String>? = nil) -> [LintFinding] {
        var findings: Set<LintFinding> = []
        let cache = ChainResolutions()
        for name in library.names {
            guard let source = library.sources[name], files?.contains(source.file) ?? true else { continue }
            // NB: each file of the chain is parsed once, for the theme and for the positions.
            let chain = library.chain(of: name, caching: cache)
            let raw = chain.themes.first
            if let raw, let node = raw.nameNode, raw.name != name {
                findings.insert(
                    LintFinding(
                        .warning, at: node.location, rule: "theme-name",
                        "the theme is named \"\(raw.name)\" but its file is \"\(FileName.lastComponent(of: source.file))\"; "
                            + "--theme and extends: find it as \"\(name)\""))
            }
            do {
                let (theme, sixteen) = try chain.resolve(caching: cache).get()
                // A chain that resolves has its theme.
                guard let raw else { continue }
                // Where a finding goes when the file sets none of what it is about: its start,
                // a line of YAML or `$` of a token file.
                let at = raw.root
                // Contrast in every appearance the theme has, each at the line that set the
                // failing value; increased contrast is held to WCAG's enhanced level.
                let appearances = chain.appearances
                for appearance in appearances {
                    let drawn: (theme: Theme, sixteen: SixteenColors) =
                        appearance == .light
                        ? (theme, sixteen) : try chain.resolve(appearance, caching: cache).get()
                    let leaves =
                        appearance == .light
                        ? [raw.leaves]
                        : cache.resolver(chain.themes, appearance, checksRequiredTokens: chain.checksRequiredTokens)
                            .layers
                    let contrast = ContrastCheck(
                        theme: drawn.theme.resolved(for: .light), sixteen: drawn.sixteen, leaves: leaves,
                        extends: raw.extends,
                        isHigh: chain.isHighContrast || appearance.isIncreasedContrast, root: at,
                        appearance: appearances.count > 1 && appearance != .light ? appearance : nil)
                    findings.formUnion(contrast.findings())
                }
                findings.formUnion(Self.lightOnly(chain, caching: cache))
                findings.formUnion(Self.typography(theme, chain: chain, at: at))
                for collapse in Self.collapsedStates(theme, sixteen: sixteen) {
                    // At the first of the tokens this file sets, by the field that decides the depth.
                    let fields = collapse.depth == 16 ? ["ansi16", "color"] : ["color"]
                    let leaf = collapse.tokens.lazy.flatMap { token in
                        fields.lazy.compactMap { raw.leaves["\(token).\($0)"] }
                    }.first
                    findings.insert(LintFinding(.warning, at: leaf ?? at, rule: "state-colors", collapse.message))
                }
            } catch {
                for problem in error.errors { findings.insert(Self.finding(problem)) }
            }
            // The token files a brand maps: every problem, at its JSON path.
            findings.formUnion(chain.themes.first?.tokenFindings ?? [])
        }
        return findings.sorted()
    }

    /// A colour the theme sets for light and not for an appearance in which what it extends
    /// changes it: that appearance keeps the base's value, so the brand's own colour is
    /// missing there. The Dark Mode bug that ships most often, and its increased-contrast
    /// siblings: one warning at the light value, naming each appearance and the section to set.
    static func lightOnly(_ chain: ThemeLibrary.Chain, caching cache: ChainResolutions) -> [LintFinding] {
        guard let own = chain.themes.first, chain.themes.count > 1 else { return [] }
        let base = Array(chain.themes.dropFirst())
        guard case .success(let light) = cache.resolve(chain.themes, .light),
            case .success(let baseLight) = cache.resolve(base, .light)
        else { return [] }
        // Each appearance as the base draws it, and as the theme does.
        var drawn: [(appearance: Appearance, base: Theme, theme: Theme)] = []
        for appearance in Appearance.allCases where appearance != .light {
            guard case .success(let inBase) = cache.resolve(base, appearance),
                case .success(let inTheme) = cache.resolve(chain.themes, appearance)
            else { continue }
            drawn.append((appearance, inBase.theme, inTheme.theme))
        }
        var findings: [LintFinding] = []
        for (path, leaf) in own.leaves.sorted(by: { $0.key < $1.key }) {
            guard let lightValue = ThemeResolver.color(at: path, in: light.theme),
                let baseValue = ThemeResolver.color(at: path, in: baseLight.theme)
            else { continue }
            // Each appearance that draws the base's value, not the brand's, where the two differ.
            let kept = drawn.compactMap { entry -> (Appearance, ThemeColor)? in
                // A brand that says something for this appearance meant what it said.
                let sections = entry.appearance.fallbacks.filter { $0 != .light }
                guard !sections.contains(where: { own.leaves(for: $0)[path] != nil }),
                    let value = ThemeResolver.color(at: path, in: entry.base), value != baseValue, value != lightValue,
                    ThemeResolver.color(at: path, in: entry.theme) == value
                else { return nil }
                return (entry.appearance, value)
            }
            guard !kept.isEmpty else { continue }
            // Light, and any appearance the theme does set it for.
            let setFor = listed(
                ["light"]
                    + Appearance.allCases.filter { $0 != .light && own.leaves(for: $0)[path] != nil }.map(\.name))
            let message: String
            if kept.count == 1, kept[0].0 == .dark {
                message =
                    "\(path) is set for \(setFor) only, and \(base[0].name) changes it for dark (\(baseValue) → \(kept[0].1)), "
                    + "which dark keeps; set it under dark: too for the brand's own dark colour"
            } else {
                let changes = kept.map { "\($0.0.name) (\(baseValue) → \($0.1))" }
                let sections = kept.compactMap { $0.0.sectionKey.map { "\($0):" } }
                message =
                    "\(path) is set for \(setFor) only, and \(base[0].name) changes it in \(Self.listed(changes)), "
                    + "which \(kept.count == 1 ? "keeps" : "keep") \(base[0].name)'s; set it under \(Self.listed(sections)) too for the brand's own colour there"
            }
            findings.append(LintFinding(.warning, at: leaf, rule: "appearance", message))
        }
        return findings
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Type that does not scale, or is too small: a role with a size of its own and no text
    /// style to scale it with is an error (it would stay one size while the user's text
    /// grows), and a role under 11 pt at Large, Apple's minimum, a warning. Each at the line
    /// that set the size.
    static func typography(_ theme: Theme, chain: ThemeLibrary.Chain, at root: RawTheme.Leaf) -> [LintFinding] {
        let resolver = ThemeResolver(chain: chain.themes)
        var findings: [LintFinding] = []
        for (token, style) in theme.styles.sorted(by: { $0.key < $1.key }) {
            let font = ThemeFont(style, at: .large)
            func finding(
                _ severity: LintFinding.Severity, _ fields: [String], rule: String, _ message: String
            ) -> LintFinding {
                let leaf = fields.lazy.compactMap({ resolver.leaf("\(token).\($0)") }).first
                return LintFinding(severity, at: leaf ?? root, rule: rule, message)
            }
            if let size = style.fontSize, style.textStyle == nil {
                let styles = TypeStyle.allCases.map(\.rawValue).joined(separator: ", ")
                findings.append(
                    finding(
                        .error, ["fontSize"], rule: "fixed-size",
                        "\(token) has a fixed size (\(Self.points(size)) pt) and no text style to scale with, so it "
                            + "stays that size at every text size the user picks; give it a textStyle (\(styles))"))
            } else if font.sizeAtLarge < ThemeSchema.smallestSize {
                findings.append(
                    finding(
                        .warning, ["fontSize", "textStyle"], rule: "small-type",
                        "\(token) is \(Self.points(font.sizeAtLarge)) pt at Large, under iOS's smallest, "
                            + "\(Self.points(ThemeSchema.smallestSize)) pt"))
            }
        }
        return findings
    }

    /// `12` or `10.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Two or more state tokens that a terminal of some colour depth shows alike.
    struct Collapse {
        var depth: Int
        var tokens: [String]
        var message: String
    }

    /// The stock states that look alike at 16 or at 256 colours, as the renderer draws them:
    /// ordinary text in the terminal's own colour, an `ansi16` where given, else the nearest.
    static func collapsedStates(_ theme: Theme, sixteen: SixteenColors) -> [Collapse] {
        let text = theme.colors["text"]
        var collapses: [Collapse] = []
        for depth in [16, 256] {
            var byShade: [(shade: String, tokens: [String])] = []
            for token in ThemeSchema.stateTokens {
                let style = theme.styles[token] ?? .plain
                var shade = "the terminal's own text colour"
                if let color = style.color, style.background != nil || color != text {
                    let ansi = sixteen.named[token] ?? color.nearestANSI16
                    if depth == 256 {
                        let over = color.composited(over: theme.background)
                        shade = "xterm colour \(style.background == nil ? over.visibleXterm256 : over.nearestXterm256)"
                    } else if style.background != nil || ansi.isVisibleOnLightAndDark {
                        shade = ansi.rawValue
                    }
                }
                if let index = byShade.firstIndex(where: { $0.shade == shade }) {
                    byShade[index].tokens.append(token)
                } else {
                    byShade.append((shade, [token]))
                }
            }
            for group in byShade where group.tokens.count > 1 {
                let names = group.tokens.dropLast().joined(separator: ", ") + " and " + (group.tokens.last ?? "")
                let both = group.tokens.count == 2 ? "both" : "all"
                let fix = depth == 16 ? "give them different ansi16 colours" : "move their colours further apart"
                collapses.append(
                    Collapse(
                        depth: depth, tokens: group.tokens,
                        message: "\(names) \(both) show as \(group.shade) in \(depth)-colour terminals; \(fix)"))
            }
        }
        return collapses
    }

    static func finding(_ error: YAMLError) -> LintFinding {
        var finding = LintFinding(error)
        if finding.rule == "structure" {
            let message = error.message
            if message.hasPrefix("{tokens.") || message.hasPrefix("tokens:") {
                finding.rule = "tokens"
            } else if message.hasPrefix("unknown text style") || message.hasPrefix("unknown weight") {
                finding.rule = "type"
            } else if message.hasPrefix("unknown") && !message.hasPrefix("unknown reference") {
                finding.rule = "unknown-key"
            } else if message.hasPrefix("unknown reference") {
                finding.rule = "reference"
            } else if message.hasPrefix("reference cycle") {
                finding.rule = "reference-cycle"
            } else if message.hasPrefix("extends") {
                finding.rule = "extends"
            } else if message.hasPrefix("missing required") {
                finding.rule = "missing-token"
            } else if message.contains("colour") {
                finding.rule = "color"
            } else {
                finding.rule = "type"
            }
        }
        return finding
    }
}
