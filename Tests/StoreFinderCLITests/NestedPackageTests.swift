import Foundation
import StoreTestSupport
import Testing

/// Packages of their own that depend on this one by path, built as an app builds them: the
/// README's app and the build plugin's fixture. All build into one scratch folder,
/// `.build/nested/shared`, kept between runs (CI's build of `Examples/App` uses it too), so
/// StoreFinder is compiled once for all of them.
///
/// NB: every nested package names StoreFinder by the same path, the checkout's own: SwiftPM
/// 6.3.1 compiles all of StoreFinder again for a package that reaches it by another path (a
/// link to it, say), 55 s here, where the same path costs 4 compiler runs.
enum NestedPackage {
    /// The one scratch folder of every nested package.
    static let scratch = packageRoot.appendingPathComponent(".build/nested/shared")

    /// `swift build` of `package` (of its `target` alone when given), into ``scratch``.
    static func build(_ package: URL, target: String? = nil) async throws -> CommandResult {
        // NB: with the build plan cached, a source file added to StoreFinder (a path dependency)
        // is not seen until a build fails: the cached plan tracks the package's own folders.
        try await StoreFinderBinary.run(
            [
                "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
                "--disable-build-manifest-caching",
            ] + (target.map { ["--target", $0] } ?? []),
            executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// `swift run` of `package`'s built `product`.
    static func run(_ package: URL, product: String) async throws -> CommandResult {
        try await StoreFinderBinary.run(
            [
                "swift", "run", "--skip-build", "--package-path", package.path, "--scratch-path", scratch.path, product,
            ],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
    }
}

/// The nested packages' builds, one after the other: each takes the machine's cores.
@Suite("Packages that depend on StoreFinder build and run as an app's do", .serialized, .temporaryFolders)
struct NestedPackageTests {
    @Test(
        "the build plugin, in an app's build, prints what its build tool prints for the target, at the same places",
        .timeLimit(.minutes(15)))
    func pluginInABuild() async throws {
        let target = "DesignTokens"
        let fixture = BuildPluginDiagnosticsTests.fixture
        // NB: the plugin runs only when its output is missing or older than its inputs.
        try? FileManager.default.removeItem(
            at: NestedPackage.scratch.appendingPathComponent(
                "plugins/outputs/buildplugindiagnostics/\(target)"))
        let built = try await NestedPackage.build(fixture, target: target)
        let direct = try await BuildPluginDiagnosticsTests.compile(target)
        let findings = (direct.stdout + direct.stderr).split(separator: "\n").filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
        #expect(!findings.isEmpty)
        #expect((built.status == 0) == (direct.status == 0), "\(built.stderr.suffix(2000))")
        let output = built.stdout + built.stderr
        for finding in findings { #expect(output.contains(finding), "\(finding)\n\(output.suffix(2000))") }
    }

    @Test("swift build and run: the app's own words reach the row and what VoiceOver says", .timeLimit(.minutes(15)))
    func buildsAndRuns() async throws {
        // NB: written to the same folder each run, in the build folder; the manifest names
        // StoreFinder by the checkout's own path, as every nested package does (see NestedPackage).
        let folder = try StoreFinderBinary.sharedOutput("readme-app")
        let checkout = packageRoot.resolvingSymlinksInPath().path
        let app = folder.appendingPathComponent("MyStoreApp")
        for (path, text) in try ReadmeAppTests.appFiles() {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let written =
                path == "Package.swift"
                ? text.replacingOccurrences(of: "\"../StoreFinder\"", with: "\"\(checkout)\"") : text
            try written.write(to: url, atomically: true, encoding: .utf8)
        }
        let build = try await NestedPackage.build(app)
        #expect(build.status == 0, "\(build.stdout.suffix(3000))\(build.stderr.suffix(3000))")
        // The app's table is clean: its build prints no finding of the plugin's.
        #expect(!build.stdout.contains("warning: ") && !build.stderr.contains("warning: "), "\(build.stdout)")
        guard build.status == 0 else { return }
        let run = try await NestedPackage.run(app, product: "MyStoreApp")
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
