import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Temporary folders that a test cannot leave behind: each test case of a suite marked
/// `.temporaryFolders` gets a root of its own in the system's temporary folder, and the root,
/// with whatever the test wrote in it, is removed when the case ends, passed or failed.
///
/// ```swift
/// @Suite("…", .temporaryFolders)
/// struct ExportTests {
///     @Test func writes() throws {
///         let folder = try TemporaryFolder.make()       // removed after the test
///         try "x".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
///     }
/// }
/// ```
///
/// A folder asked for outside such a test is an issue the test records: no test writes a file
/// nothing will remove.
public enum TemporaryFolder {
    /// The root of the running test case's folders.
    @TaskLocal static var root: URL?

    /// A fresh, empty folder under the running test case's root, named `prefix-UUID`.
    public static func make(
        _ prefix: String = "folder", sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> URL {
        guard let root else {
            Issue.record(
                "a temporary folder was asked for outside a test marked .temporaryFolders, so nothing would remove it",
                sourceLocation: sourceLocation)
            throw CancellationError()
        }
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `body` with a root of its own, removed afterwards.
    static func scoped(_ body: @Sendable () async throws -> Void) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storefinder-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try await $root.withValue(root) { try await body() }
    }
}

/// Gives each test case of the suite or test it marks a temporary root, removed when the case
/// ends: see ``TemporaryFolder``.
public struct TemporaryFoldersTrait: TestTrait, SuiteTrait, TestScoping {
    /// Every test of a marked suite, and of its suites, gets its own root.
    public var isRecursive: Bool { true }

    /// A scope for each test case: one root a case.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TemporaryFolder.scoped(function)
    }
}

extension Trait where Self == TemporaryFoldersTrait {
    /// Each test case gets temporary folders of its own, removed when it ends.
    public static var temporaryFolders: Self { TemporaryFoldersTrait() }
}
