import StoreDesignTokens
import StoreDisplayText
import StoreIO
import StoreInputFiles
import StoreThemeTools
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One design token file read as a theme: its import, or why it could not be read.
public struct DesignTokensTheme: Sendable {
    /// The `.tokens.json` file.
    public var file: String
    /// The theme read from it, with its warnings and the JSON path of each YAML line.
    public var imported: DTCGImporter.Imported?
    /// Why it could not be read: errors at JSON paths.
    public var error: InputError?

    /// The theme in the token file at `file` (``DTCGImporter/importTheme(file:)``), or why not.
    public init(reading file: String) {
        self.file = file
        switch Result(catching: { () throws(InputError) in try DTCGImporter.importTheme(file: file) }) {
        case .success(let imported): self.imported = imported
        case .failure(let error): self.error = error
        }
    }
}

extension DesignTokensTheme {
    /// What a lint of this file says: why it could not be read, or what reading it warned of
    /// and `linted`'s findings in it, each at the JSON path its value came from.
    public func findings(linted: [LintFinding]) -> [LintFinding] {
        func finding(_ severity: LintFinding.Severity, _ problem: InputWarning, rule: String) -> LintFinding {
            LintFinding(
                severity, at: FilePosition(file: problem.file, line: 0, column: 0), rule: rule,
                "\(problem.path): \(problem.message)")
        }
        guard let imported else {
            let errors: [InputError]
            switch error {
            case .several(let list): errors = list
            case let other?: errors = [other]
            case nil: errors = []
            }
            return errors.map { error in
                switch error {
                case .json(let file, let path, let message):
                    return finding(.error, InputWarning(file: file, path: path, message: message), rule: "tokens")
                case .jsonSyntax(let file, let line, let column, let message):
                    return LintFinding(at: FilePosition(file: file, line: line, column: column), rule: "json", message)
                default:
                    return LintFinding(at: FilePosition(file: file, line: 0, column: 0), rule: "tokens", "\(error)")
                }
            }
        }
        return imported.warnings.map { finding(.warning, $0, rule: "tokens") }
            + linted.compactMap { imported.relocated($0) }
    }
}

extension DTCGImporter.Imported {
    /// `finding`, about a line of this theme's YAML, at the JSON path the line came from;
    /// `nil` for a finding in another file.
    public func relocated(_ finding: LintFinding) -> LintFinding? {
        guard finding.file == file else { return nil }
        guard let source = sources[finding.line] else {
            return LintFinding(
                finding.severity, at: FilePosition(file: file, line: 0, column: 0), rule: finding.rule, finding.message)
        }
        return LintFinding(
            finding.severity, at: FilePosition(file: source.file, line: 0, column: 0), rule: finding.rule,
            "\(source.path): \(finding.message)")
    }
}

extension DTCGImporter {
    /// The theme in the token file at `path` (`Themes/brand.tokens.json`), named by its file
    /// (`brand`), with the `.resolver.json` of the same name beside it when there is one: a
    /// `.tokens.json` in a folder of themes, as the build plugin and the tools read it.
    public static func importTheme(file path: String) throws(InputError) -> Imported {
        let resolver = String(path.dropLast(".tokens.json".count)) + ".resolver.json"
        return try self.import(
            tokens: path, resolver: FileManager.default.fileExists(atPath: resolver) ? resolver : nil,
            name: ThemeLibrary.themeName(ofFile: path))
    }
}

extension ThemeLibrary {
    /// The design token files at `path`: the file, when it is one, or each `.tokens.json`
    /// directly in the directory, sorted.
    public static func designTokenFiles(at path: String) -> [String] {
        if path.hasSuffix(".tokens.json") { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".tokens.json") }.sorted().map { FileName.join(path, $0) }
    }

    /// Adds each design token file at `path` (``designTokenFiles(at:)``) as a theme, as a
    /// `.yml` beside it would be, and returns what reading each found.
    public mutating func addDesignTokens(at path: String) -> [DesignTokensTheme] {
        Self.designTokenFiles(at: path).map { file in
            let tokens = DesignTokensTheme(reading: file)
            if let imported = tokens.imported {
                add(Source(name: Self.themeName(ofFile: file), file: file, text: imported.yaml))
            }
            return tokens
        }
    }
}
