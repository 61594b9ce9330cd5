import StoreIO
import StoreTheme
import StoreYAML

/// A theme as written, in every appearance: what each leaf (`palette.blue`, `text.title.color`)
/// says there, a literal or a `{reference}`, with the theme's chain and fallbacks applied, and
/// the theme each appearance resolves to. What an exporter writes a theme from, so that
/// references stay references.
public struct WrittenTheme: Sendable {
    /// The theme's name.
    public var name: String
    /// The text of each leaf in each appearance, by ``Appearance/name`` and leaf path.
    public var leaves: [String: [String: String]]
    /// Each appearance resolved, flat, by ``Appearance/name``.
    public var resolved: [String: Theme]
    /// The terminal stand-ins of each appearance, by ``Appearance/name``.
    public var sixteen: [String: SixteenColors]

    /// The leaves of `appearance`.
    public func leaves(in appearance: Appearance) -> [String: String] { leaves[appearance.name] ?? [:] }

    /// `appearance` resolved.
    public func resolved(in appearance: Appearance) -> Theme? { resolved[appearance.name] }
}

extension ThemeLibrary {
    /// The name a theme file gives its theme: `Themes/brand.yml` and `Themes/brand.tokens.json`
    /// (design tokens) are both `brand`.
    public static func themeName(ofFile path: String) -> String {
        let file = FileName.lastComponent(of: path)
        return file.hasSuffix(".tokens.json") ? String(file.dropLast(".tokens.json".count)) : FileName.stem(of: path)
    }

    /// The theme called `nameOrPath` (or the file at that path) as written, in every
    /// appearance, or every problem that stops it resolving.
    public func written(_ nameOrPath: String) throws(ThemeLoadError) -> WrittenTheme {
        let chain = chain(of: nameOrPath)
        var written = WrittenTheme(name: chain.name, leaves: [:], resolved: [:], sixteen: [:])
        var problems: [YAMLError] = []
        for appearance in Appearance.allCases {
            let resolver = chain.resolver(appearance)
            switch chain.resolve(with: resolver) {
            case .success(let (theme, sixteen)):
                var paths: Set<String> = []
                for layer in resolver.layers { paths.formUnion(layer.keys) }
                var leaves: [String: String] = [:]
                for path in paths {
                    if let text = resolver.leaf(path)?.node.string { leaves[path] = text }
                }
                written.leaves[appearance.name] = leaves
                written.resolved[appearance.name] = theme
                written.sixteen[appearance.name] = sixteen
            case .failure(let error):
                // Every problem, in any appearance, once.
                problems += error.errors.filter { !problems.contains($0) }
            }
        }
        guard problems.isEmpty else { throw ThemeLoadError(name: chain.name, errors: problems) }
        return written
    }
}
