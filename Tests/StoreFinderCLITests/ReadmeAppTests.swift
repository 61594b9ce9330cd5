import Foundation
import StoreBuildSupport
import Testing

/// The README's "Using StoreFinder in an app" section is a whole app: a manifest, a string
/// table and one source file, each in a block whose first line names its path under
/// `MyStoreApp/`. This test writes those blocks, as they are, beside a link named
/// `StoreFinder` to this package, and builds and runs the app as its team would.
@Suite("The README's app builds and runs from its own text")
struct ReadmeAppTests {
    /// The README's files of the app, by path under the app's folder, without the line naming it.
    static func appFiles() throws -> [String: String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var files: [String: String] = [:]
        for block in MarkdownCodeBlock.blocks(in: readme) {
            guard let first = block.lines.first, first.hasPrefix("// MyStoreApp/") || first.hasPrefix("# MyStoreApp/"),
                let path = first.split(separator: " ", maxSplits: 1).last
            else { continue }
            files[String(path.dropFirst("MyStoreApp/".count))] = block.lines.dropFirst().joined(separator: "\n") + "\n"
        }
        return files
    }

    @Test("the section holds the manifest, a table and the app's code")
    func sectionIsWhole() throws {
        let files = try Self.appFiles()
        #expect(
            Set(files.keys) == [
                "Package.swift", "Sources/MyStoreApp/Localizations/en.yml", "Sources/MyStoreApp/main.swift",
            ])
        #expect(files["Package.swift"]?.hasPrefix("// swift-tools-version:") == true)
    }

    @Test("swift build and run: the app's own words reach the row and what VoiceOver says", .timeLimit(.minutes(15)))
    func buildsAndRuns() throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("StoreFinder"), withDestinationURL: packageRoot)
        let app = folder.appendingPathComponent("MyStoreApp")
        for (path, text) in try Self.appFiles() {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        // A scratch folder of the package's own, kept between runs, so a second run only relinks.
        let scratch = packageRoot.appendingPathComponent(".build/readme-app").path
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let build = try StoreFinderBinary.run(
            ["swift", "build", "--package-path", app.path, "--scratch-path", scratch], executable: swift)
        #expect(build.status == 0, "\(build.stdout.suffix(3000))\(build.stderr.suffix(3000))")
        guard build.status == 0 else { return }
        let run = try StoreFinderBinary.run(
            ["swift", "run", "--skip-build", "--package-path", app.path, "--scratch-path", scratch, "MyStoreApp"],
            executable: swift)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Regent Street · Ready for you today"), "\(run.stdout)")
        // What VoiceOver says follows the replaced mapper's text: no stored copy says "In stock".
        let spoken = run.stdout.split(separator: "\n").first { $0.hasPrefix("VoiceOver: ") } ?? ""
        #expect(spoken.hasPrefix("VoiceOver: Regent Street. ") && spoken.hasSuffix("Ready for you today"), "\(spoken)")
        // A store open every day says when its status next moves, within the day.
        let changes = run.stdout.split(separator: "\n").first { $0.hasPrefix("changes at: ") } ?? ""
        #expect(changes.hasPrefix("changes at: 20") && changes.hasSuffix("+0000"), "\(changes)")
    }
}
