import Foundation
import StoreTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Large inputs of the shapes that once blew up: the memory a command takes stays within
/// 100 MB beyond the input's own size, over what it takes for a tiny input of the same kind.
@Suite("Large inputs: memory within 100 MB beyond the input's size", .temporaryFolders)
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
    func bounded(_ example: Case) throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let path = folder.appendingPathComponent(example.file).path
        try example.tiny.write(toFile: path, atomically: true, encoding: .utf8)
        let tiny = try ChildPeak.run(StoreFinderBinary.url.path, example.arguments + [path])
        let text = example.large()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let large = try ChildPeak.run(StoreFinderBinary.url.path, example.arguments + [path])
        let beyond = large.peakBytes - tiny.peakBytes - text.utf8.count
        #expect(beyond < 100 << 20, "\(beyond >> 20) MB beyond the input's \(text.utf8.count >> 20) MB")
    }
}

/// A child process's own peak resident memory, from `wait4`: a measure no other test's
/// process, running at the same time, can disturb.
enum ChildPeak {
    struct Result {
        var status: Int32
        var peakBytes: Int
    }

    struct SpawnError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
    }

    /// Runs `executable` with `arguments`, its output sent to /dev/null.
    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw SpawnError(code: code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        // ru_maxrss is in kilobytes on Linux, bytes on Darwin.
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        return Result(status: (status >> 8) & 0xFF, peakBytes: peak)
    }
}
