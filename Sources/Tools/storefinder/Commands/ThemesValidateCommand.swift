import ArgumentParser
import StoreDesignTokens
import StoreIO
import StoreYAML

/// `storefinder themes validate FILE…`.
struct ThemesValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check design token and resolver documents against the DTCG 2025.10 Format and Resolver modules.",
        discussion: """
            Each file is checked on its own terms, with no StoreFinder roles involved: names, \
            properties, $type (inherited from groups and through $extends), aliases and $ref \
            JSON Pointers (followed, and refused when they go round), every value against its type \
            (a colour's components in its space's ranges), and a resolver's sets, modifiers and \
            resolutionOrder, resolved with every input it can be given. Every problem is printed \
            at once, by file and JSON path: FILE: error: PATH: message [rule]. Exits 0 when every \
            file is valid, 1 otherwise.

            Example:
              storefinder themes validate Themes/primer.resolver.json Themes/brand.tokens.json
            """
    )

    @Argument(
        help: ArgumentHelp("Token documents (.tokens.json) and resolver documents (.resolver.json).", valueName: "file")
    )
    var files: [String]

    func run() throws {
        var cache = TokenFiles()
        var findings: [LintFinding] = []
        for file in files { findings += TokenValidation.findings(of: file, files: &cache) }
        findings = Array(Set(findings)).sorted()
        for finding in findings { printError(finding.description) }
        let errors = findings.filter { $0.severity == .error }
        guard errors.isEmpty else {
            // Counted by the files the errors are in: a resolver's sources are files of their own.
            let inFiles = Set(errors.map(\.file)).count
            printError("\(counted(errors.count, "error")) in \(counted(inFiles, "file"))")
            throw ExitCode(1)
        }
        printError(
            "\(files.count) \(files.count == 1 ? "file is" : "files are") valid (DTCG 2025.10 Format and Resolver modules)"
        )
    }
}
