import Foundation
import PackagePlugin

/// `swift package storefinder-lint`: lints the package's string tables and themes, exactly as
/// `storefinder strings lint` and `storefinder themes lint` do. Exits non-zero on any error.
@main
struct StoreFinderLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "storefinder").url
        // The package's own folders, then any a target keeps beside its sources.
        let roots =
            [context.package.directoryURL]
            + context.package.targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL }
        var failed = false
        for root in roots {
            for (verb, folder) in [("strings", "Localizations"), ("themes", "Themes")] {
                failed =
                    try lint(tool: tool, verb: verb, directory: root.appending(path: folder), arguments: arguments)
                    || failed
            }
        }
        if failed {
            Diagnostics.error("storefinder-lint found problems")
            throw LintFailure()
        }
    }

    /// Runs one lint; returns whether it failed.
    private func lint(tool: URL, verb: String, directory: URL, arguments: [String]) throws -> Bool {
        guard FileManager.default.fileExists(atPath: directory.path(percentEncoded: false)) else { return false }
        print("storefinder \(verb) lint \(directory.path(percentEncoded: false))")
        let process = Process()
        process.executableURL = tool
        process.arguments = [verb, "lint", directory.path(percentEncoded: false)] + arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus != 0
    }

    struct LintFailure: Error, CustomStringConvertible {
        var description: String { "lint failed" }
    }
}
