import Foundation
import StoreTestSupport
import Testing

/// What one run of the `storefinder` binary printed.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built `storefinder` binary, as a user would, from a given directory.
enum StoreFinderBinary {
    /// The products folder that holds both the test bundle and the binary.
    static var url: URL {
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("storefinder")
    }

    /// Runs the binary with `arguments`, or `executable` (such as `/bin/sh`) instead.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        executable: URL? = nil
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable ?? url
        process.arguments = arguments
        // A command run nowhere in particular runs in a folder of the test's, which goes with it.
        process.currentDirectoryURL = try directory ?? TemporaryFolder.make("cwd")
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // NB: both pipes are read before waiting, and at once: a child that fills one while
        // the other is being read to its end would stall, and so would the test.
        let errors = PipeReader(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.wait()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `commandLine`, the words after `storefinder` as a reader types them, through
    /// `/bin/sh`, so quotes and backslashes read as in a reader's shell.
    static func runTyped(_ commandLine: some StringProtocol, in directory: URL) throws -> CommandResult {
        // $0 is the built binary.
        try run(
            ["-c", "exec \"$0\" " + commandLine, url.path], in: directory,
            executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// A fresh temporary folder for one test, removed when the test ends (``TemporaryFolder``).
    static func temporaryFolder(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        try TemporaryFolder.make("storefinder", sourceLocation: sourceLocation)
    }

    /// The folder under `.build/test-output/` of what several tests share and one writes once a
    /// run (the review reports the browser opens, the documentation's package copy): in the
    /// build folder, which git ignores, never in `/tmp`.
    static func sharedOutputFolder(_ name: String) -> URL {
        packageRoot.appendingPathComponent(".build/test-output/\(name)")
    }

    /// ``sharedOutputFolder(_:)``, emptied for this run's writer.
    static func sharedOutput(_ name: String) throws -> URL {
        let url = sharedOutputFolder(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `storefinder-compile`, the build tool of the `StoreFinderResources` build plugin, beside
    /// the `storefinder` binary.
    static var compiler: URL {
        url.deletingLastPathComponent().appendingPathComponent("storefinder-compile")
    }
}

/// The bytes of a pipe, read to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    /// Starts reading `handle` to its end on a new thread.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe gave, once it is closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
