import StoreYAML

extension LintFinding {
    /// A finding at the place `leaf` was written: its line in a YAML theme, or its file and
    /// JSON path for a value read from a design token file.
    init(_ severity: Severity = .error, at leaf: RawTheme.Leaf, rule: String, _ message: String) {
        if let path = leaf.source.jsonPath(of: leaf.node.location) {
            self.init(severity, file: leaf.node.location.file, path: path, rule: rule, message)
        } else {
            self.init(severity, at: leaf.node.location, rule: rule, message)
        }
    }
}
