import StoreTheme
import StoreYAML

/// What one lint run resolves, each chain in each appearance once.
///
/// A theme's lint resolves its chain in every appearance for contrast, again to read the
/// layers a value came from, and its base's chain for the colours it sets for light only; the
/// next theme of a directory, which extends it, resolves that same base. Kept here, each is
/// resolved once: a directory of themes that extend one another lints in time that grows with
/// the themes, not with the themes times their depth.
final class ChainResolutions {
    /// A chain by its first theme's file and its length (the library does not change during a
    /// run, so these name its themes), with the appearance and whether missing tokens count.
    private struct Key: Hashable {
        var file: String
        var count: Int
        var appearance: Appearance
        var checksRequiredTokens: Bool
    }

    /// Each theme file, parsed and read, by its path: a chain reads the files of the themes it
    /// extends, which the themes above it read too.
    var read: [String: Result<(RawTheme, [YAMLError]), YAMLError>] = [:]
    private var resolvers: [Key: ThemeResolver] = [:]
    private var results: [Key: Result<(theme: Theme, sixteen: SixteenColors), ThemeLoadError>] = [:]

    /// The resolver of `themes` in `appearance`.
    func resolver(_ themes: [RawTheme], _ appearance: Appearance, checksRequiredTokens: Bool = true) -> ThemeResolver {
        let key = Key(
            file: themes.first?.file ?? "", count: themes.count, appearance: appearance,
            checksRequiredTokens: checksRequiredTokens)
        if let known = resolvers[key] { return known }
        let resolver = ThemeResolver(chain: themes, appearance: appearance, checksRequiredTokens: checksRequiredTokens)
        resolvers[key] = resolver
        return resolver
    }

    /// What `themes` come to in `appearance`.
    func resolve(
        _ themes: [RawTheme], _ appearance: Appearance, checksRequiredTokens: Bool = true
    ) -> Result<(theme: Theme, sixteen: SixteenColors), ThemeLoadError> {
        let key = Key(
            file: themes.first?.file ?? "", count: themes.count, appearance: appearance,
            checksRequiredTokens: checksRequiredTokens)
        if let known = results[key] { return known }
        let result = resolver(themes, appearance, checksRequiredTokens: checksRequiredTokens).resolve()
        results[key] = result
        return result
    }
}
