import Foundation
import StoreTestSupport
import Testing

/// A `--strings` or `--themes` folder that is not there is refused, as a stores file that is
/// not there is: it would otherwise render with the shipped tables and a passing warning.
@Suite("A folder flag that names no folder is refused", .temporaryFolders)
struct MissingFolderTests {
    @Test(
        "every command that takes the folder refuses a path with nothing there, naming the flag",
        arguments: [
            ["render", "list", "--strings", "/nonexistent"],
            ["render", "list", "--themes", "/nonexistent"],
            ["review", "--check", "--strings", "/nonexistent"],
            ["strings", "show", "StoreFinder.Title", "--strings", "/nonexistent"],
            ["strings", "export", "--strings", "/nonexistent"],
            ["themes", "show", "default", "--themes", "/nonexistent"],
        ])
    func refused(arguments: [String]) async throws {
        let result = try await StoreFinderBinary.run(arguments)
        let flag = arguments[arguments.count - 2]
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("\(flag): no folder at \"/nonexistent\""), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
