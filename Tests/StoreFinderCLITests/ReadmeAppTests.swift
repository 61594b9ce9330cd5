import Foundation
import StoreBuildSupport
import StoreTestSupport
import Testing

/// The README's "Using StoreFinder in an app" section is a whole app: a manifest, a string
/// table and one source file, each in a block whose first line names its path under
/// `MyStoreApp/`. This test writes those blocks, as they are, beside a link named
/// `StoreFinder` to this package, and builds and runs the app as its team would.
@Suite("The README's app builds and runs from its own text", .temporaryFolders)
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
}
