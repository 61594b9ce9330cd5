import StoreTheme

/// Writes resolved themes as Swift expressions, so an app's themes are values at run time:
/// nothing to parse, nothing to resolve.
///
/// ```swift
/// ThemeCompiler.expression(for: theme)
/// // Theme(name: "dark", extends: "default", palette: ["ink": ThemeColor(red: 27, …)], …)
/// ```
public enum ThemeCompiler {
    /// The Swift expression that builds `theme`, equal to it. Keys are sorted, so the output
    /// is the same on every build.
    public static func expression(for theme: Theme, indent: String = "") -> String {
        let inner = indent + "    "
        func dictionary<Value>(_ values: [String: Value], _ write: (Value) -> String) -> String {
            literal(values, indent: inner, write)
        }
        return """
            Theme(
            \(inner)name: \(SwiftLiteral.string(theme.name)),
            \(inner)extends: \(theme.extends.map(SwiftLiteral.string) ?? "nil"),
            \(inner)palette: \(dictionary(theme.palette, color)),
            \(inner)colors: \(dictionary(theme.colors, color)),
            \(inner)styles: \(dictionary(theme.styles, style)),
            \(inner)annotations: \(dictionary(theme.annotations, annotation))\(appearances(theme, indent: inner))\(dimensions(theme, indent: inner))
            \(indent))
            """
    }

    /// `, appearances: […]`: what each appearance changes, only that; nothing for a theme
    /// with one appearance.
    static func appearances(_ theme: Theme, indent: String) -> String {
        guard !theme.appearances.isEmpty else { return "" }
        let inner = indent + "    "
        func dictionary<Value>(_ values: [String: Value], _ write: (Value) -> String) -> String {
            literal(values, indent: inner + "    ", write)
        }
        let variants = theme.appearances.keys.sorted().compactMap { name in
            theme.appearances[name].map { variant in
                "\(inner)\(SwiftLiteral.string(name)): ThemeVariant(\n"
                    + "\(inner)    palette: \(dictionary(variant.palette, color)),\n"
                    + "\(inner)    colors: \(dictionary(variant.colors, color)),\n"
                    + "\(inner)    styles: \(dictionary(variant.styles, style)),\n"
                    + "\(inner)    annotations: \(dictionary(variant.annotations, annotation))\n"
                    + "\(inner)),"
            }
        }
        return ",\n\(indent)appearances: [\n" + variants.joined(separator: "\n") + "\n\(indent)]"
    }

    /// `, dimensions: […]`: the `spacing.*` lengths; nothing for a theme without them.
    static func dimensions(_ theme: Theme, indent: String) -> String {
        guard !theme.dimensions.isEmpty else { return "" }
        // NB: the initialiser that takes dimensions takes appearances too.
        return (theme.appearances.isEmpty ? ",\n\(indent)appearances: [:]" : "") + ",\n\(indent)dimensions: "
            + literal(theme.dimensions, indent: indent) { dimension in
                "ThemeDimension(value: \(SwiftLiteral.number(dimension.value)), relativeTo: .\(dimension.relativeTo.rawValue))"
            }
    }

    /// A dictionary literal, keys sorted, its entries one level in from `indent`.
    static func literal<Value>(_ values: [String: Value], indent: String, _ write: (Value) -> String) -> String {
        guard !values.isEmpty else { return "[:]" }
        let items = values.keys.sorted().compactMap { key in
            values[key].map { "\(indent)    \(SwiftLiteral.string(key)): \(write($0))," }
        }
        return "[\n" + items.joined(separator: "\n") + "\n\(indent)]"
    }

    static func color(_ color: ThemeColor) -> String {
        "ThemeColor(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
    }

    static func style(_ style: TextStyle) -> String {
        var arguments: [String] = []
        if let color = style.color { arguments.append("color: \(self.color(color))") }
        if let background = style.background { arguments.append("background: \(color(background))") }
        for (name, on) in [
            ("bold", style.bold), ("dim", style.dim), ("italic", style.italic), ("underline", style.underline),
            ("strikethrough", style.strikethrough),
        ] where on {
            arguments.append("\(name): true")
        }
        let hasType = style.textStyle != nil || style.weight != nil || style.fontFamily != nil || style.fontSize != nil
        if hasType {
            arguments.append("textStyle: " + (style.textStyle.map { ".\($0.rawValue)" } ?? "nil"))
            if let weight = style.weight { arguments.append("weight: .\(weight.rawValue)") }
            if let family = style.fontFamily { arguments.append("fontFamily: \(SwiftLiteral.string(family))") }
            if let size = style.fontSize { arguments.append("fontSize: \(SwiftLiteral.number(size))") }
        }
        return "TextStyle(" + arguments.joined(separator: ", ") + ")"
    }

    static func annotation(_ style: AnnotationStyle) -> String {
        "AnnotationStyle(color: \(color(style.color)), glyph: \(SwiftLiteral.string(style.glyph)), priority: \(style.priority))"
    }
}
