import Foundation
import StoreTestSupport
import Testing

/// A themes folder with no theme in it, an empty theme and an unknown theme name each get one
/// clear error, as their `strings` counterparts do.
@Suite("Nothing to check, or no such theme, is one clear error", .temporaryFolders)
struct NothingToCheckTests {
    @Test("themes lint on a folder with no theme fails, as strings lint does")
    func emptyFolder() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["themes", "strings"] {
            let result = try await StoreFinderBinary.run([command, "lint", folder.path])
            #expect(result.status == 1, "\(command): \(result.stdout)\(result.stderr)")
            #expect((result.stdout + result.stderr).contains("found here [structure]"), "\(command)")
        }
    }

    @Test("an empty theme file is one error, not one per token it lacks")
    func emptyTheme() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("blank.yml"))
        let result = try await StoreFinderBinary.run(["themes", "lint", folder.path])
        let errors = (result.stdout + result.stderr).split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(result.status == 1)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("blank.yml:1:1: error: expected a mapping") == true, "\(errors)")
    }

    @Test("themes show of an unknown name says so, and names the themes there are")
    func unknownTheme() async throws {
        let result = try await StoreFinderBinary.run(["themes", "show", "nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: unknown theme \"nonexistent\"; known themes: "), "\(result.stderr)")
        #expect(!result.stderr.contains("nonexistent:1:1"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
