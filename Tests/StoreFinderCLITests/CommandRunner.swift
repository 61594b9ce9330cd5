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
    ///
    /// The child is waited for on a thread of its own (``OffThePool``): a test waiting for its
    /// process holds none of the few threads Swift Testing runs tests on.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        executable: URL? = nil
    ) async throws -> CommandResult {
        // A command run nowhere in particular runs in a folder of the test's, which goes with it.
        // NB: asked for here, in the test's task, which knows the test's temporary root.
        let directory = try directory ?? TemporaryFolder.make("cwd")
        let executable = executable ?? url
        return try await OffThePool.run {
            try runWaiting(arguments, in: directory, environment: environment, executable: executable)
        }
    }

    /// ``run(_:in:environment:executable:)``, blocking the calling thread until the child ends.
    private static func runWaiting(
        _ arguments: [String], in directory: URL, environment: [String: String], executable: URL
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
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
    static func runTyped(_ commandLine: some StringProtocol, in directory: URL) async throws -> CommandResult {
        // $0 is the built binary.
        try await run(
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

/// Work that blocks until a child process ends, run on a thread of its own rather than on one
/// of the threads Swift Testing runs tests on (as many as the machine has cores): a test that
/// waits there for its child lets the other tests run meanwhile. At most as many children run
/// at once as the machine has cores; the tests waiting for a turn wait on their own threads.
enum OffThePool {
    private static let turns = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount)

    /// `body`'s result, `body` run on a new thread once a turn is free.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                turns.wait()
                defer { turns.signal() }
                continuation.resume(with: Result { try body() })
            }
        }
    }
}
