import StoreDesignTokens
import StoreDisplayText
import StoreTheme
import StoreYAML

/// WCAG 2.2 contrast, measured on a resolved theme:
///
/// - every text token against its background (its own, or the theme's): at least 4.5:1
///   (SC 1.4.3), or 7:1 in a theme that declares `contrast: high` and in every
///   increased-contrast appearance (SC 1.4.6);
/// - every map pin against the surface it sits on, the theme's background: at least 3:1
///   (SC 1.4.11, non-text contrast);
/// - every `ansi16` a foreground names must be one that light and dark terminals both show.
///
/// Borders, the map's blank cells and the image placeholder are decoration: the text inside
/// them identifies what they frame, so they are not measured.
struct ContrastCheck {
    /// The theme as one appearance draws it, flat.
    let theme: Theme
    /// The file's `ansi16` stand-ins.
    let sixteen: SixteenColors
    /// Where a failing value may be written, first to last: the theme's own file for light;
    /// for another appearance, every file and section the value may come from, so a finding
    /// names the line that set it even when it was inherited.
    let leaves: [[String: RawTheme.Leaf]]
    /// The theme's `extends:`, through which it inherits what it does not set.
    let extends: RawTheme.Leaf?
    let isHigh: Bool
    /// Where a finding goes when the file sets none of the colours involved: its start.
    let root: RawTheme.Leaf
    /// The appearance measured, named in each finding when it is not the only one.
    var appearance: Appearance? = nil

    /// Tokens that only decorate.
    static let decorative = ThemeSchema.decorativeTokens

    func findings() -> [LintFinding] {
        var findings: [LintFinding] = []
        let text = isHigh ? 7.0 : 4.5
        for (token, style) in theme.styles.sorted(by: { $0.key < $1.key }) where !Self.decorative.contains(token) {
            guard let color = style.color else { continue }
            let background = (style.background ?? theme.background).composited(over: theme.background)
            let foreground = color.composited(over: background)
            let ratio = foreground.contrastRatio(with: background)
            if ratio < text {
                let rule =
                    isHigh
                    ? "SC 1.4.6 asks at least 7:1 for text in \(appearance?.isIncreasedContrast == true ? "an increased-contrast appearance" : "a high-contrast theme")"
                    : "SC 1.4.3 asks at least 4.5:1 for text"
                findings.append(
                    finding(
                        at: place(token, fields: ["color", "background"], colors: [foreground, background]),
                        rule: "contrast",
                        "\(prefix)\(token) is \(foreground) on \(background), \(Self.format(ratio)); WCAG 2.2 \(rule)"))
            }
            // Only an explicit ansi16 is a choice to question: a nearest colour that is black or
            // white gives way to the terminal's own, and ordinary text always does.
            if let ansi = sixteen.named[token], style.background == nil, color != theme.colors["text"],
                !ansi.isVisibleOnLightAndDark
            {
                // A warning: it is a terminal's colour, which no app draws.
                findings.append(
                    LintFinding(
                        .warning, at: place(token, fields: ["ansi16"], colors: []), rule: "terminal-colors",
                        "\(token) has ansi16: \(ansi.rawValue), which a \(ansi == .black ? "dark" : "light") terminal's "
                            + "background hides; choose one both light and dark terminals show (not black, white or brightWhite)"
                    ))
            }
        }
        for (kind, pin) in theme.annotations.sorted(by: { $0.key < $1.key }) {
            let surface = theme.background
            let foreground = pin.color.composited(over: surface)
            let ratio = foreground.contrastRatio(with: surface)
            if ratio < 3 {
                findings.append(
                    finding(
                        at: place("annotation.\(kind)", fields: ["color"], colors: [foreground]), rule: "contrast",
                        "\(prefix)annotation.\(kind) is \(foreground) on \(surface), \(Self.format(ratio)); WCAG 2.2 SC 1.4.11 "
                            + "asks at least 3:1 for a map pin against the surface it sits on"))
            }
        }
        return findings
    }

    /// A finding at `place`: at the line that set the value; or, for a value a brand maps
    /// from a designer's token, at the file and JSON path of the token's value, naming the role
    /// and the token.
    private func finding(at leaf: RawTheme.Leaf, rule: String, _ message: String) -> LintFinding {
        guard let token = leaf.token else { return LintFinding(at: leaf, rule: rule, message) }
        let value = token.valuePlace
        return LintFinding(
            file: value.file, path: value.path, rule: rule,
            "\(message) (\(leaf.path ?? "the role") is {tokens.\(token.name)}, mapped at \(leaf.node.location))")
    }

    /// Where the value at `path` is written, its `{references}` followed through the layers.
    private func literal(_ path: String) -> RawTheme.Leaf? {
        var current = path
        for _ in 0..<32 {
            guard let leaf = leaves.lazy.compactMap({ $0[current] }).first else { return nil }
            guard let text = leaf.node.string, let target = ThemeResolver.reference(in: text) else {
                return leaf
            }
            current = target
        }
        return nil
    }

    /// `in dark: ` before a finding of an appearance other than light.
    private var prefix: String { appearance.map { "in \($0.name): " } ?? "" }

    /// `4.48:1`: two decimals, rounded down, so a ratio that fails never prints as one that passes.
    static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }

    /// The line of this file that sets what a finding is about: the token's own field; else a
    /// palette or colour entry of this file whose colour is one of `colors`; else the file's
    /// `extends:`, through which it inherits the token; else its first line.
    private func place(_ token: String, fields: [String], colors: [ThemeColor]) -> RawTheme.Leaf {
        // In an appearance, the literal each field comes to through its references, the
        // linted file's first: a brand's `palette.blue`, not the default's `{palette.blue}`.
        if let appearance, appearance != .light {
            let literals = fields.compactMap { literal("\(token).\($0)") }
            return literals.first { $0.node.location.file == root.node.location.file } ?? literals.first
                ?? extends ?? root
        }
        for layer in leaves {
            for field in fields {
                if let leaf = layer["\(token).\(field)"] { return leaf }
            }
        }
        for layer in leaves {
            let entries = layer.filter { $0.key.hasPrefix("palette.") || $0.key.hasPrefix("colors.") }
                .sorted { $0.key < $1.key }
            for entry in entries {
                if let value = entry.value.node.string, let color = ThemeColor(hex: value),
                    colors.contains(color.composited(over: theme.background))
                {
                    return entry.value
                }
            }
        }
        return extends ?? root
    }
}
