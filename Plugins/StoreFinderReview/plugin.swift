import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory storefinder-review`: renders the review
/// matrix into the package's `Review/` (approving it). Pass `--check` to compare instead.
@main
struct StoreFinderReview: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        var reviewArguments = ["review", "--approved", root.appending(path: "Review").path(percentEncoded: false)]
        reviewArguments += arguments.contains("--check") ? arguments : ["--approve"] + arguments
        for (flag, folder) in [("--strings", "Localizations"), ("--themes", "Themes")] where !arguments.contains(flag) {
            let directory = root.appending(path: folder)
            // NB: the package's own tables and themes are layered over the shipped ones, so the review
            // shows the working tree even before StoreFinder's embedded copies are regenerated.
            if FileManager.default.fileExists(atPath: directory.path(percentEncoded: false)) {
                reviewArguments += [flag, directory.path(percentEncoded: false)]
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "storefinder").url
        process.arguments = reviewArguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("storefinder review exited with \(process.terminationStatus)")
            throw ReviewFailure()
        }
    }

    struct ReviewFailure: Error, CustomStringConvertible {
        var description: String { "review failed" }
    }
}
