import StoreTheme
import StoreYAML

/// Checks theme files: every theme in a library must resolve, with no unknown keys,
/// bad colours, broken references or missing tokens.
public struct ThemeLinter: Sendable {
    /// Creates a linter.
    public init() {}

    /// Findings for every theme in `library` whose file is among `files` (all when `nil`).
    public func lint(_ library: ThemeLibrary, files: Set<String>? = nil) -> [LintFinding] {
        var findings: Set<LintFinding> = []
        for name in library.names {
            guard let source = library.sources[name], files?.contains(source.file) ?? true else { continue }
            do {
                _ = try library.resolve(name)
            } catch {
                for problem in error.errors { findings.insert(Self.finding(problem)) }
            }
        }
        return findings.sorted()
    }

    static func finding(_ error: YAMLError) -> LintFinding {
        var finding = LintFinding(error)
        if finding.rule == "structure" {
            let message = error.message
            if message.hasPrefix("unknown") && !message.hasPrefix("unknown reference") { finding.rule = "unknown-key" }
            else if message.hasPrefix("unknown reference") { finding.rule = "reference" }
            else if message.hasPrefix("reference cycle") { finding.rule = "reference-cycle" }
            else if message.hasPrefix("extends") { finding.rule = "extends" }
            else if message.hasPrefix("missing required") { finding.rule = "missing-token" }
            else if message.contains("colour") { finding.rule = "color" }
            else { finding.rule = "type" }
        }
        return finding
    }
}
