import StoreDisplayText
import StoreTheme
import StoreYAML

/// WCAG 2.2 contrast, measured on a resolved theme:
///
/// - every text token against its background (its own, or the theme's): at least 4.5:1
///   (SC 1.4.3), or 7:1 in a theme that declares `contrast: high` (SC 1.4.6);
/// - every map pin against the surface it sits on, the theme's background: at least 3:1
///   (SC 1.4.11, non-text contrast);
/// - every `ansi16` a foreground names must be one that light and dark terminals both show.
///
/// Borders, the map's blank cells and the image placeholder are decoration: the text inside
/// them identifies what they frame, so they are not measured.
struct ContrastCheck {
    let theme: Theme
    /// The file's `ansi16` stand-ins.
    let sixteen: SixteenColors
    let raw: RawTheme?
    let isHigh: Bool
    /// Where a finding goes when the file sets none of the colours involved.
    let at: FilePosition

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
                    ? "SC 1.4.6 asks at least 7:1 for text in a high-contrast theme"
                    : "SC 1.4.3 asks at least 4.5:1 for text"
                findings.append(
                    LintFinding(
                        at: location(token, fields: ["color", "background"], colors: [foreground, background]),
                        rule: "contrast",
                        "\(token) is \(foreground) on \(background), \(Self.format(ratio)); WCAG 2.2 \(rule)"))
            }
            // Only an explicit ansi16 is a choice to question: a nearest colour that is black or
            // white gives way to the terminal's own, and ordinary text always does.
            if let ansi = sixteen.named[token], style.background == nil, color != theme.colors["text"],
                !ansi.isVisibleOnLightAndDark
            {
                // A warning: it is a terminal's colour, which no app draws.
                findings.append(
                    LintFinding(
                        .warning, at: location(token, fields: ["ansi16"], colors: []), rule: "terminal-colors",
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
                    LintFinding(
                        at: location("annotation.\(kind)", fields: ["color"], colors: [foreground]), rule: "contrast",
                        "annotation.\(kind) is \(foreground) on \(surface), \(Self.format(ratio)); WCAG 2.2 SC 1.4.11 "
                            + "asks at least 3:1 for a map pin against the surface it sits on"))
            }
        }
        return findings
    }

    /// `4.48:1`: two decimals, rounded down, so a ratio that fails never prints as one that passes.
    static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }

    /// The line of this file that sets what a finding is about: the token's own field; else a
    /// palette or colour entry of this file whose colour is one of `colors`; else the file's
    /// `extends:`, through which it inherits the token; else its first line.
    private func location(_ token: String, fields: [String], colors: [ThemeColor]) -> FilePosition {
        guard let raw else { return at }
        for field in fields {
            if let leaf = raw.leaves["\(token).\(field)"] { return leaf.node.location }
        }
        let entries = raw.leaves.filter { $0.key.hasPrefix("palette.") || $0.key.hasPrefix("colors.") }
            .sorted { $0.key < $1.key }
        for entry in entries {
            if let value = entry.value.node.string, let color = ThemeColor(hex: value),
                colors.contains(color.composited(over: theme.background))
            {
                return entry.value.node.location
            }
        }
        return raw.extends?.node.location ?? at
    }
}
