import StoreTheme

/// A theme as CSS for HTML screens: the screen's background and text colour, and one rule
/// per style token, scoped to `.sf-screen[data-theme="<name>"]` so that every theme of a
/// report can share one page.
///
/// ```swift
/// let css = ThemeStyleSheet.css(for: theme) + ThemeStyleSheet.screenCSS
/// ```
public enum ThemeStyleSheet {
    /// The class of a token's spans: `stock.inStock` → `t-stock-inStock`.
    public static func className(_ token: ThemeToken) -> String {
        var name = "t-"
        for scalar in token.path.unicodeScalars {
            if CSSText.isNameCharacter(scalar) {
                name.unicodeScalars.append(scalar)
            } else {
                name += scalar == "." ? "-" : "_\(scalar.value)_"
            }
        }
        return name
    }

    /// The rules of `theme`: its background and text colour, then each style and pin kind in
    /// path order. Translucent colours are laid over the theme's background first.
    public static func css(for theme: Theme) -> String {
        let scope = ".sf-screen[data-theme=\"" + CSSText.escaped(theme.name) + "\"]"
        let background = theme.background
        var css =
            scope
            + "{background-color:\(hex(background));color:\(hex(theme.colors["text"] ?? .black, over: background))}\n"
        var tokens = theme.styles.keys.map { ThemeToken(path: $0) }
        tokens += theme.annotations.keys.map { ThemeToken(annotationKind: $0) }
        for token in Set(tokens).sorted() {
            let style = theme.style(token)
            var declarations: [String] = []
            if token == .mapFrame.background, let color = style.color {
                // The map's blank cells are a texture of dots: drawn as a background, decoration
                // that needs no contrast, over text kept (invisible) for the line's columns.
                declarations.append(
                    "color:transparent;background-image:radial-gradient(circle at 50% 55%,"
                        + "\(hex(color, over: background)) .09em,transparent .13em);background-size:1ch 1.3em")
                css += scope + " ." + className(token) + "{" + declarations.joined(separator: ";") + "}\n"
                continue
            }
            if let color = style.color { declarations.append("color:\(hex(color, over: background))") }
            if let fill = style.background { declarations.append("background-color:\(hex(fill, over: background))") }
            // The weight the theme's type gives the role (a bold role is 700, semibold 600).
            let weight = ThemeFont(style, at: .large).weight.numericValue
            if weight != 400 { declarations.append("font-weight:\(weight)") }
            if style.dim { declarations.append("opacity:.7") }
            if style.italic { declarations.append("font-style:italic") }
            let lines = [style.underline ? "underline" : nil, style.strikethrough ? "line-through" : nil].compactMap {
                $0
            }
            if !lines.isEmpty { declarations.append("text-decoration:" + lines.joined(separator: " ")) }
            guard !declarations.isEmpty else { continue }
            css += scope + " ." + className(token) + "{" + declarations.joined(separator: ";") + "}\n"
        }
        return css
    }

    /// The layout every HTML screen shares: a monospaced block `--w` columns wide, one
    /// `.l` per line, each span isolated so right-to-left lines keep their columns. The
    /// character cell grows by `--sf-scale`, as body text grows at the screen's text size.
    public static let screenCSS = """
        .sf-screen{display:inline-block;box-sizing:content-box;width:calc(var(--w,44) * 1ch);padding:.5rem .75rem;\
        font-family:"DejaVu Sans Mono","Noto Sans Mono",ui-monospace,Menlo,Consolas,monospace;\
        font-size:calc(14px * var(--sf-scale,1));line-height:1.3;\
        border-radius:4px;overflow:hidden}
        .sf-screen .l{white-space:pre;min-height:1.3em}
        .sf-screen.sf-spoken .l{white-space:pre-wrap}
        .sf-screen span{unicode-bidi:plaintext}

        """

    static func hex(_ color: ThemeColor, over background: ThemeColor = .white) -> String {
        color.composited(over: background).description
    }
}
