import Foundation
import StoreTestSupport
import Testing

/// Large inputs of the shapes that once blew up: the memory a command takes stays within
/// 100 MB beyond the input's own size, over what it takes for a tiny input of the same kind.
@Suite(
    "Large inputs: memory within 100 MB beyond the input's size", .temporaryFolders,
    .enabled(if: ChildPeak.time != nil || Chromium.isCI, Comment(rawValue: ChildPeak.missing)))
struct InputMemoryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var arguments: [String]
        var tiny: String
        var large: @Sendable () -> String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a theme with a 100,000-link reference cycle, through themes lint", file: "chain.yml",
            arguments: ["themes", "lint"], tiny: "name: chain\nextends: default\n",
            large: {
                var lines = ["name: chain", "extends: default", "palette:"]
                for index in 0..<100_000 { lines.append("  p\(index): \"{palette.p\(index + 1)}\"") }
                lines.append("  p100000: \"{palette.p0}\"")
                return lines.joined(separator: "\n") + "\n"
            }),
        Case(
            name: "a message with 100,000 distinct placeholders, through strings lint", file: "en.yml",
            arguments: ["strings", "lint"], tiny: "en:\n  Big: \"%{p0}\"\n",
            large: { "en:\n  Big: \"" + (0..<100_000).map { "%{p\($0)}" }.joined(separator: " ") + "\"\n" }),
    ]

    @Test("peak memory beyond a tiny input's stays within the input's size and 100 MB", arguments: cases)
    func bounded(_ example: Case) async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let path = folder.appendingPathComponent(example.file).path
        try example.tiny.write(toFile: path, atomically: true, encoding: .utf8)
        let tiny = try await ChildPeak.run(StoreFinderBinary.url.path, example.arguments + [path])
        let text = example.large()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let large = try await ChildPeak.run(StoreFinderBinary.url.path, example.arguments + [path])
        let beyond = large.peakBytes - tiny.peakBytes - text.utf8.count
        // The measure is the command's own: a tiny input takes a few megabytes, not the test
        // process's hundreds (see ``ChildPeak``).
        #expect(tiny.peakBytes < 64 << 20, "\(tiny.peakBytes >> 20) MB for a tiny input")
        #expect(beyond < 100 << 20, "\(beyond >> 20) MB beyond the input's \(text.utf8.count >> 20) MB")
    }
}

/// A child process's own peak resident memory, as GNU time reports it: a measure no other
/// test's process, running at the same time, can disturb.
///
/// NB: not `wait4`'s `ru_maxrss` for a child this process spawns: Linux counts into it the
/// resident memory of the process that spawned it, as it was when the child began (the test
/// process's, hundreds of megabytes by then, and growing while other tests run). GNU time is a
/// small process that forks the command, so what it reports is the command's own.
enum ChildPeak {
    struct Result {
        var status: Int32
        var peakBytes: Int
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// GNU time, where it is installed (Debian's `time` package; `.ci/run` installs it). macOS's
    /// own `/usr/bin/time` takes none of GNU time's options.
    static let time: String? = {
        #if os(Linux)
        let path = "/usr/bin/time"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        #else
        return nil
        #endif
    }()

    /// Why the memory tests are skipped, for the test report.
    static let missing = "GNU time is not installed (apt-get install time): the memory tests are skipped"

    /// Runs `executable` with `arguments` under GNU time, and waits for it on a thread of its own
    /// (``OffThePool``).
    static func run(_ executable: String, _ arguments: [String]) async throws -> Result {
        guard let time else { throw Failure(description: missing) }
        let report = try StoreFinderBinary.temporaryFolder().appendingPathComponent("peak")
        // %M: the command's peak resident set size, in kilobytes.
        let result = try await StoreFinderBinary.run(
            ["-f", "%M", "-o", report.path, executable] + arguments, executable: URL(fileURLWithPath: time))
        let text = try String(contentsOf: report, encoding: .utf8)
        guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) }) else {
            throw Failure(description: "GNU time wrote no peak: \(text) \(result.stderr.suffix(500))")
        }
        return Result(status: result.status, peakBytes: kilobytes * 1024)
    }
}
