import StoreDesignTokens
import StoreTheme
import StoreThemeTools
import StoreYAML

/// A design token file laid out as StoreFinder's roles (what `themes export` writes), with its
/// resolver document, read into a theme's YAML, for `themes import`: the light values at the
/// top, and under `dark:`, `increasedContrast:` and `darkIncreasedContrast:` what each
/// appearance changes.
///
/// ```swift
/// let imported = DTCGImporter.import(
///     tokens: "brand.tokens.json", resolver: "brand.resolver.json", name: "brand", over: .shipped)
/// for finding in imported.findings { print(finding) }     // at JSON paths
/// if !imported.hasErrors { print(imported.yaml) }
/// ```
///
/// The tokens are read as a theme in a folder is read, through the one resolved token tree,
/// and linted as `themes lint` lints it, in every appearance: YAML is written only for the
/// file the user asks for. A designer's own tokens, which name no role, are not a theme: map
/// the roles onto them with `tokens:` in a theme instead (``BrandSuggestion`` prints a start).
public enum DTCGImporter {
    /// A theme read from tokens.
    public struct Imported: Sendable {
        /// The theme file's text; empty when there are errors.
        public var yaml: String
        /// Every problem and warning, sorted: at the file and JSON path of each value.
        public var findings: [LintFinding]

        /// Whether any finding is an error, so that no theme is written.
        public var hasErrors: Bool { findings.contains { $0.severity == .error } }
    }

    /// Reads the token file at `tokens`, with the resolver document at `resolver` when given,
    /// into a theme called `name` that extends `extends`, if given, else the theme the token
    /// file's `$extensions["org.storefinder"].extends` names, if any: linted over `library`, the
    /// themes it may extend.
    public static func `import`(
        tokens: String, resolver: String? = nil, name: String, extends: String? = nil, over library: ThemeLibrary
    ) -> Imported {
        var files = TokenFiles()
        let roles = RoleTokens(tokens: tokens, resolver: resolver, files: &files)
        // A file that is not tokens, or whose tokens name no role, is that, not one finding a
        // role it lacks.
        let unread = roles.findings.filter { ["json", "file", "tokens-draft", RoleTokens.noRoles].contains($0.rule) }
        if !unread.isEmpty { return Imported(yaml: "", findings: unread) }
        var library = library
        library.add(roles, name: name, file: tokens, extends: extends)
        // Lint says the token file's own findings too, with the theme's.
        let findings = ThemeLinter().lint(library, files: [tokens])
        let imported = Imported(yaml: "", findings: findings)
        guard !imported.hasErrors else { return imported }
        return Imported(
            yaml: write(roles.sections, name: name, extends: extends ?? roles.extends, file: tokens), findings: findings
        )
    }
}
