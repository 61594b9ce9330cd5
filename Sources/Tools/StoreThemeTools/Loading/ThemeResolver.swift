import StoreDisplayText
import StoreIO
import StoreTheme
import StoreYAML

/// Merges a theme with the ones it extends, resolves `{references}`, checks types and
/// required tokens, and builds a ``Theme``, with the file's terminal stand-ins beside it
/// (``SixteenColors``). Every problem found is reported, not just the first.
struct ThemeResolver {
    let chain: [RawTheme]  // the theme first, then what it extends, and so on
    /// The appearance resolved.
    let appearance: Appearance
    /// Whether a token none of the chain defines is an error; not when the chain is cut short
    /// by a broken `extends`, which is reported by itself.
    var checksRequiredTokens = true
    /// Where a value is looked for, first to last: for each appearance of
    /// ``Appearance/fallbacks``, every theme of the chain. So a brand's dark reads its own
    /// `dark:`, then the dark of what it extends, and only then the light values: its light
    /// accent never leaks into its dark appearance unless it says so.
    let layers: [[String: RawTheme.Leaf]]

    init(chain: [RawTheme], appearance: Appearance = .light, checksRequiredTokens: Bool = true) {
        self.chain = chain
        self.appearance = appearance
        self.checksRequiredTokens = checksRequiredTokens
        // A theme that is its base's appearance (`appearance: dark`) reads the themes after it
        // in that appearance, combined with the one resolved.
        let split = chain.firstIndex { $0.asAppearance != nil }.map { $0 + 1 } ?? chain.count
        let base = chain.prefix(split).last?.asAppearance.map { Self.combined($0, appearance) } ?? appearance
        // A colour a theme sets for light only, where what it extends changes that colour for
        // this appearance, is left to what it extends: its light accent never leaks into its
        // dark appearance unless it says so (lint warns of it).
        var light = chain.map(\.leaves)
        if appearance != .light, split == chain.count {
            light = Self.lightLayers(of: chain, for: appearance)
        }
        layers =
            (appearance.fallbacks.flatMap { fallback in
                chain.prefix(split).indices.map { fallback == .light ? light[$0] : chain[$0].leaves(for: fallback) }
            }
            + base.fallbacks.flatMap { fallback in chain.dropFirst(split).map { $0.leaves(for: fallback) } })
            .filter { !$0.isEmpty }
    }

    /// A resolver that looks a path up in `layers`, first to last.
    private init(layers: [[String: RawTheme.Leaf]], appearance: Appearance) {
        self.chain = []
        self.appearance = appearance
        self.checksRequiredTokens = false
        self.layers = layers
    }

    /// Each theme's light values, less a colour that what it extends changes for
    /// `appearance`: a theme's light accent never leaks into its dark appearance unless it says
    /// so. (For a chain with no theme that is its base's appearance.)
    ///
    /// - Complexity: linear in the values the chain sets: the chain is read from its end up,
    ///   and what each tail of it sets is kept, merged, for the theme above it. (Each theme
    ///   used to resolve its whole tail again, twice, and each tail its own: a chain of 12
    ///   themes took 19.5 s to show, and one of 300 never finished.)
    private static func lightLayers(of chain: [RawTheme], for appearance: Appearance) -> [[String: RawTheme.Leaf]] {
        var light = chain.map(\.leaves)
        // What the themes below the one at `index` set, as one layer for each appearance looked
        // in: merged from the chain's end up, a nearer theme's value over a farther one's. So
        // each value is merged once and each colour asked about is one lookup per appearance.
        var plainTail: [String: RawTheme.Leaf] = [:]
        var drawnTail = appearance.fallbacks.map { _ in [String: RawTheme.Leaf]() }
        for index in chain.indices.dropLast().reversed() {
            let below = index + 1
            plainTail.merge(chain[below].leaves) { _, nearer in nearer }
            for (section, fallback) in appearance.fallbacks.enumerated() {
                let values = fallback == .light ? light[below] : chain[below].leaves(for: fallback)
                drawnTail[section].merge(values) { _, nearer in nearer }
            }
            guard !light[index].isEmpty else { continue }
            // NB: the resolvers end with this closure, so that the tails are merged into in
            // place, not copied, on the next turn.
            let kept = { () -> [String: RawTheme.Leaf] in
                let inLight = ThemeResolver(layers: [plainTail], appearance: .light)
                let drawn = ThemeResolver(layers: drawnTail, appearance: appearance)
                var (lightMemo, drawnMemo): ([String: Resolution], [String: Resolution]) = ([:], [:])
                return light[index].filter { path, _ in
                    guard let lightValue = inLight.resolvedColor(at: path, memo: &lightMemo) else { return true }
                    return lightValue == drawn.resolvedColor(at: path, memo: &drawnMemo)
                }
            }()
            light[index] = kept
        }
        return light
    }

    /// The colour the leaf at `path` comes to once its references are followed, if it is a
    /// place a colour is written and it comes to one.
    private func resolvedColor(at path: String, memo: inout [String: Resolution]) -> ThemeColor? {
        guard Self.holdsColor(path) else { return nil }
        var ignored: [YAMLError] = []
        return resolveReference(path, memo: &memo, errors: &ignored).flatMap { ThemeColor(hex: $0.text) }
    }

    /// The colour a leaf path comes to in `theme`: a palette or `colors` entry, or a token's
    /// `color` or `background`; `nil` for any other field.
    static func color(at path: String, in theme: Theme) -> ThemeColor? {
        let (group, name, token, field) = split(path)
        switch group {
        case "palette": return theme.palette[name]
        case "colors": return theme.colors[name]
        case "annotation": return field == "color" ? theme.annotations[name]?.color : nil
        default:
            if field == "color" { return theme.styles[token]?.color }
            if field == "background" { return theme.styles[token]?.background }
            return nil
        }
    }

    /// Dark when either is, increased contrast when either is.
    static func combined(_ one: Appearance, _ other: Appearance) -> Appearance {
        Appearance(
            isDark: one.isDark || other.isDark,
            isIncreasedContrast: one.isIncreasedContrast || other.isIncreasedContrast)
    }

    func resolve() -> Result<(theme: Theme, sixteen: SixteenColors), ThemeLoadError> {
        guard let theme = chain.first else { return .failure(ThemeLoadError(name: "?", errors: [])) }
        // NB: the layers are read through, not merged into one: a theme of 100,000 tokens would
        // be copied whole into a second dictionary, which doubled lint's memory for one.
        var paths: Set<String> = []
        for layer in layers { paths.formUnion(layer.keys) }
        var errors: [YAMLError] = []
        var palette: [String: ThemeColor] = [:], colors: [String: ThemeColor] = [:]
        var styles: [String: TextStyle] = [:], annotations: [String: AnnotationStyle] = [:]
        var dimensions: [String: ThemeDimension] = [:]
        var sixteen = SixteenColors()
        // Sorted, so that errors come out in the same order every time.
        var memo: [String: Resolution] = [:]
        for path in paths.sorted() {
            guard let value = resolveReference(path, memo: &memo, errors: &errors) else { continue }
            let (group, name, token, field) = Self.split(path)
            switch group {
            case "palette", "colors":
                guard let color = color(value, errors: &errors) else { continue }
                if group == "palette" { palette[name] = color } else { colors[name] = color }
            case "annotation":
                var style = annotations[name] ?? AnnotationStyle(color: .black, glyph: "", priority: 0)
                switch field {
                case "color": if let color = color(value, errors: &errors) { style.color = color }
                case "glyph": if let glyph = glyph(value, errors: &errors) { style.glyph = glyph }
                default: if let number = integer(value, errors: &errors) { style.priority = number }
                }
                annotations[name] = style
            case _ where ThemeSchema.kind(of: token) == .dimension:
                var dimension = dimensions[token] ?? ThemeDimension(value: 0, relativeTo: .body)
                if field == "value" {
                    if let points = points(value, errors: &errors) { dimension.value = points }
                } else if let style = typeStyle(value, errors: &errors) {
                    dimension.relativeTo = style
                }
                dimensions[token] = dimension
            default:
                var style = styles[token] ?? .plain
                switch field {
                case "textStyle": if let textStyle = typeStyle(value, errors: &errors) { style.textStyle = textStyle }
                case "weight": if let weight = weight(value, errors: &errors) { style.weight = weight }
                case "fontFamily": if let family = family(value, errors: &errors) { style.fontFamily = family }
                case "fontSize": if let points = points(value, errors: &errors) { style.fontSize = points }
                case "color": if let color = color(value, errors: &errors) { style.color = color }
                case "background": if let color = color(value, errors: &errors) { style.background = color }
                case "ansi16":
                    guard let named = ANSIColor(rawValue: value.text) else {
                        errors.append(
                            value.leaf.source.error(
                                .unexpected(
                                    expected: ThemeSchema.FieldType.ansi16.rawValue, found: "\"\(value.text)\""),
                                at: value.leaf.node))
                        break
                    }
                    sixteen.named[token] = named
                default:
                    guard let flag = bool(value, errors: &errors) else { break }
                    switch field {
                    case "bold": style.bold = flag
                    case "dim": style.dim = flag
                    case "italic": style.italic = flag
                    case "underline": style.underline = flag
                    default: style.strikethrough = flag
                    }
                }
                styles[token] = style
            }
        }
        // Every leaf path and each of its dotted ancestors, so a required token is one lookup.
        var defined: Set<String> = chain.reduce(into: []) { $0.formUnion($1.mentioned) }
        for path in paths {
            var prefix = Substring(path)
            defined.insert(path)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                guard defined.insert(String(prefix)).inserted else { break }
            }
        }
        for (path, kind) in ThemeSchema.required where checksRequiredTokens && !defined.contains(path) {
            errors.append(
                theme.source.error(
                    .invalid("missing required \(kind.rawValue) token \"\(path)\""), at: theme.rootLocation))
        }
        for kind in annotations.keys.sorted() where leaf("annotation.\(kind).glyph") == nil {
            // At the kind's own key, in the file that brings it in.
            let message = YAMLError.Kind.invalid("annotation.\(kind) has no glyph")
            if let owner = chain.first(where: { $0.annotationKeys[kind] != nil }), let key = owner.annotationKeys[kind]
            {
                errors.append(owner.source.error(message, at: key))
            } else {
                errors.append(theme.source.error(message, at: theme.rootLocation))
            }
        }
        guard errors.isEmpty else { return .failure(ThemeLoadError(name: theme.name, errors: errors)) }
        var resolved = Theme(
            name: theme.name, extends: theme.extends?.node.string, palette: palette, colors: colors,
            styles: styles, annotations: annotations)
        resolved.dimensions = dimensions
        return .success((resolved, sixteen))
    }

    /// The leaf at `path`: the first layer's that sets it.
    func leaf(_ path: String) -> RawTheme.Leaf? {
        for layer in layers { if let leaf = layer[path] { return leaf } }
        return nil
    }

    /// What a leaf's chain of references comes to: a literal, or nothing (already reported).
    private enum Resolution {
        /// The path of the leaf that holds the literal; its text and style are read from there.
        case literal(at: String)
        case failed
    }

    /// Follows `{path}` references to a literal value, reporting unknown and cyclic ones.
    ///
    /// - Complexity: O(1) amortised per leaf: every leaf a walk passes is remembered in `memo`
    ///   with the answer, so no chain is walked twice, and a cycle is found in the one walk
    ///   that closes it. (Each leaf used to walk its whole chain, checking a list of the names
    ///   visited at each step: a chain of 1,000 references took 13 s to lint.)
    private func resolveReference(
        _ path: String, memo: inout [String: Resolution], errors: inout [YAMLError]
    ) -> Value? {
        guard let start = leaf(path) else { return nil }
        let resolution: Resolution
        if let known = memo[path] {
            resolution = known
        } else {
            var chain = [path]
            var position = [path: 0]
            var current = start
            var currentPath = path
            var found: Resolution?
            while found == nil, let text = current.node.string, let target = Self.reference(in: text) {
                if let known = memo[target] {
                    found = known
                } else if let next = leaf(target) {
                    if let first = position[target] {
                        // A cycle: reported once, at its first member in sorted order.
                        let cycle = Array(chain[first...])
                        let lowest = cycle.indices.min { cycle[$0] < cycle[$1] } ?? 0
                        let ordered = Array(cycle[lowest...] + cycle[..<lowest])
                        if let leaf = leaf(ordered[0]) {
                            errors.append(
                                leaf.source.error(
                                    .invalid("reference cycle: \(chainText(ordered + [ordered[0]]))"),
                                    at: leaf.node))
                        }
                        found = .failed
                    } else {
                        position[target] = chain.count
                        chain.append(target)
                        current = next
                        currentPath = target
                    }
                } else {
                    errors.append(current.source.error(.invalid("unknown reference {\(target)}"), at: current.node))
                    found = .failed
                }
            }
            resolution = found ?? (current.node.string != nil ? .literal(at: currentPath) : .failed)
            for name in chain { memo[name] = resolution }
        }
        guard case .literal(let at) = resolution, let literal = leaf(at), let text = literal.node.string else {
            return nil
        }
        return Value(text: text, leaf: start, literal: literal, isPlain: Self.isPlain(literal.node))
    }

    /// A leaf's value once its references are followed.
    private struct Value {
        var text: String
        /// The leaf that asked, where a problem with the value is reported.
        var leaf: RawTheme.Leaf
        /// The leaf the value is written at: the same as `leaf` unless it was reached by a
        /// reference.
        var literal: RawTheme.Leaf
        /// Whether the literal was written plain rather than quoted.
        var isPlain: Bool
    }

    private static func isPlain(_ node: YAMLNode) -> Bool {
        if case .scalar(let scalar) = node.content { return scalar.style == .plain }
        return false
    }

    /// The target of a `{path}` reference, or `nil` when `text` is a literal.
    static func reference(in text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.count > 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// `text.title.color` → group `text`, name `title`, token `text.title`, field `color`.
    /// Leaf paths always have at least two parts; a missing part is empty.
    static func split(_ path: String) -> (group: Substring, name: String, token: String, field: Substring) {
        let utf8 = path.utf8
        let firstDot = utf8.firstIndex(of: UInt8(ascii: ".")) ?? path.endIndex
        let lastDot = utf8.lastIndex(of: UInt8(ascii: ".")) ?? path.endIndex
        let afterFirst = firstDot == path.endIndex ? firstDot : path.index(after: firstDot)
        let nameEnd = path[afterFirst...].utf8.firstIndex(of: UInt8(ascii: ".")) ?? path.endIndex
        let field = lastDot == path.endIndex ? path[...] : path[path.index(after: lastDot)...]
        return (path[..<firstDot], String(path[afterFirst..<nameEnd]), String(path[..<lastDot]), field)
    }

    /// A colour. A bad one written where a colour belongs (a palette entry, say) is reported
    /// there, once, not at every token that refers to it: the fix is made in the file that
    /// wrote it, which may be the user's theme while the references are in the one it extends.
    private func color(_ value: Value, errors: inout [YAMLError]) -> ThemeColor? {
        guard let color = ThemeColor(hex: value.text) else {
            let at = Self.holdsColor(value.literal) ? value.literal : value.leaf
            let error = at.source.error(
                .unexpected(expected: ThemeSchema.FieldType.color.rawValue, found: "\"\(value.text)\""), at: at.node)
            if !errors.contains(error) { errors.append(error) }
            return nil
        }
        return color
    }

    /// Whether `leaf` is a place a colour is written, by its path.
    private static func holdsColor(_ leaf: RawTheme.Leaf) -> Bool {
        leaf.path.map(holdsColor) ?? false
    }

    /// Whether a leaf path is a place a colour is written: a palette or `colors` entry, or a
    /// `color` or `background` field.
    private static func holdsColor(_ path: String) -> Bool {
        let (group, _, _, field) = split(path)
        return group == "palette" || group == "colors" || field == "color" || field == "background"
    }

    /// `true` or `false`, written plain. One rule for themes and tables: a quoted scalar is
    /// a string, so `bold: "true"` is the string "true", not a boolean.
    private func bool(_ value: Value, errors: inout [YAMLError]) -> Bool? {
        switch (value.text, value.isPlain) {
        case ("true", true): return true
        case ("false", true): return false
        case ("true", false), ("false", false):
            errors.append(
                value.leaf.source.error(
                    .unexpected(expected: "true or false, unquoted", found: "the string \"\(value.text)\""),
                    at: value.leaf.node))
            return nil
        default:
            errors.append(
                value.leaf.source.error(
                    .unexpected(expected: "true or false", found: "\"\(value.text)\""), at: value.leaf.node))
            return nil
        }
    }

    /// One of Apple's text styles, with a did-you-mean for a near miss (`titel1`).
    private func typeStyle(_ value: Value, errors: inout [YAMLError]) -> TypeStyle? {
        if let style = TypeStyle(rawValue: value.text) { return style }
        errors.append(unknown("text style", value, among: TypeStyle.allCases.map(\.rawValue)))
        return nil
    }

    /// A weight by Apple's name (`semibold`) or as a number, 100 to 900 (`600`).
    private func weight(_ value: Value, errors: inout [YAMLError]) -> FontWeight? {
        if let weight = FontWeight(rawValue: value.text) { return weight }
        if value.isPlain, let number = Int(value.text), number % 100 == 0,
            let weight = FontWeight(numericValue: Double(number)),
            weight.numericValue == number
        {
            return weight
        }
        errors.append(
            unknown(
                "weight", value, among: FontWeight.allCases.map(\.rawValue), orElse: "100 to 900 in steps of 100"))
        return nil
    }

    /// A value that names none of `names`: "unknown weight "semibld" (did you mean
    /// "semibold"?); expected one of …", at the value.
    private func unknown(
        _ what: String, _ value: Value, among names: [String], orElse alternative: String? = nil
    ) -> YAMLError {
        let hint = NearestName.hint(for: value.text, among: names)
        let expected = names.joined(separator: ", ") + (alternative.map { ", or \($0)" } ?? "")
        return value.leaf.source.error(
            .invalid("unknown \(what) \"\(value.text)\"\(hint); expected one of \(expected)"), at: value.leaf.node)
    }

    /// A font family's name: clean text, not empty.
    private func family(_ value: Value, errors: inout [YAMLError]) -> String? {
        let name = value.text
        guard let first = name.first, let last = name.last, !first.isWhitespace, !last.isWhitespace,
            UntrustedText.isClean(name)
        else {
            errors.append(
                value.leaf.source.error(
                    .unexpected(expected: ThemeSchema.FieldType.fontFamily.rawValue, found: "\"\(value.text)\""),
                    at: value.leaf.node))
            return nil
        }
        return name
    }

    /// A size in points: a plain number greater than 0, at most 1,000.
    private func points(_ value: Value, errors: inout [YAMLError]) -> Double? {
        guard value.isPlain, let number = Double(value.text), number.isFinite, number > 0, number <= 1000 else {
            errors.append(
                value.leaf.source.error(
                    .unexpected(
                        expected: ThemeSchema.FieldType.points.rawValue + ", unquoted",
                        found: value.isPlain ? "\"\(value.text)\"" : "the string \"\(value.text)\""),
                    at: value.leaf.node))
            return nil
        }
        return number
    }

    private func integer(_ value: Value, errors: inout [YAMLError]) -> Int? {
        guard value.isPlain, let number = Int(value.text) else {
            errors.append(
                value.leaf.source.error(
                    .unexpected(
                        expected: "a whole number, unquoted",
                        found: value.isPlain ? "\"\(value.text)\"" : "the string \"\(value.text)\""),
                    at: value.leaf.node))
            return nil
        }
        return number
    }

    private func glyph(_ value: Value, errors: inout [YAMLError]) -> String? {
        if !UntrustedText.isClean(value.text) {
            errors.append(
                value.leaf.source.error(
                    .invalid("a glyph may not hold control or bidi formatting characters"), at: value.leaf.node))
            return nil
        }
        let text = value.text
        guard text.count == 1, let character = text.first, DisplayWidth.of(character) == 1 else {
            errors.append(
                value.leaf.source.error(
                    .unexpected(expected: ThemeSchema.FieldType.glyph.rawValue, found: "\"\(value.text)\""),
                    at: value.leaf.node))
            return nil
        }
        return text
    }
}

/// A theme that could not be loaded, with every problem found.
public struct ThemeLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The theme's name.
    public var name: String
    /// Each problem, with its file:line:column.
    public var errors: [YAMLError]
    /// Each problem of the design token files the theme maps, at its file and JSON path.
    public var findings: [LintFinding]

    /// A theme called `name` that could not be loaded, for `errors` in its YAML and `findings`
    /// in the token files it maps.
    public init(name: String, errors: [YAMLError], findings: [LintFinding] = []) {
        self.name = name
        self.errors = errors
        self.findings = findings
    }

    /// Every problem as a finding, in the one form every tool prints
    /// (`file:line:column: error: message [rule]`, `file: error: $.path: message [rule]`), sorted.
    public var lintFindings: [LintFinding] {
        Array(Set(errors.map(ThemeLinter.finding) + findings)).sorted()
    }

    public var description: String {
        let lines = errors.map(\.description) + findings.map(\.description)
        return lines.isEmpty ? "theme \"\(name)\" could not be loaded" : lines.joined(separator: "\n")
    }
}
