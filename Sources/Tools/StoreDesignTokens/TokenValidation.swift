import StoreDomain
import StoreYAML

/// Checks token and resolver documents against the Format and Resolver modules 2025.10 alone,
/// with no StoreFinder roles involved: what `storefinder themes validate` runs.
public enum TokenValidation {
    /// Whether the file at `path` is a resolver document: named `.resolver.json`, or an object
    /// with `resolutionOrder` at its top.
    public static func isResolver(_ path: String, files: inout TokenFiles) -> Bool {
        if path.hasSuffix(".resolver.json") { return true }
        guard case .success(let tree) = files.tree(path) else { return false }
        return tree["resolutionOrder"] != nil
    }

    /// Every problem of the document at `path`, sorted by file and JSON path. A resolver is
    /// checked itself and resolved with every input it can be given (each combination of its
    /// modifiers' contexts, up to 256), so a token only one context breaks is found.
    public static func findings(of path: String, files: inout TokenFiles) -> [LintFinding] {
        guard isResolver(path, files: &files) else { return TokenSet(file: path, files: &files).findings }
        let resolver = TokenResolverDocument(file: path, files: &files)
        var found = Set(resolver.findings)
        for input in resolver.everyInput() {
            found.formUnion(resolver.resolve(input, files: &files).findings)
        }
        return found.sorted()
    }
}
