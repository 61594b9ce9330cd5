import Foundation
import StorePresentation
import StoreTestSupport
import Testing

/// What every command prints when asked for help or its version, or given a flag it does not
/// take, is kept in `Usage/<command>.txt`, one file per command, as a reader sees it at a
/// terminal, so a change to a command's options shows in review.
///
/// To accept a change on purpose, record the files again and read the diff:
/// `STOREFINDER_RECORD_SNAPSHOTS=1 swift test --filter UsageTextTests`.
@Suite("Usage, help and errors read the same from every command", .temporaryFolders)
struct UsageTextTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Usage")

    /// The command lines each file holds, after the command's own words.
    static let asks: [[String]] = [["--help"], ["-h"], ["--version"], ["--bogus"]]

    /// Command lines with an error past the flags, each kept under its command's file name.
    static let errors: [String: [[String]]] = [
        "render": [
            ["render", "list", "--format", "nope"], ["render", "nope"], ["render", "list", "--locale"],
            ["render", "details", "--timeline", "2026-11-20"],
        ],
        "strings": [["strings", "nope"]],
        "strings-show": [["strings", "show"]],
        "review": [["review", "--check", "--approved"]],
    ]

    /// What `storefinder` prints for `arguments`, as a transcript: the command line, the exit
    /// status when it is not 0, then standard output and standard error.
    static func transcript(_ arguments: [String]) async throws -> String {
        let result = try await StoreFinderBinary.run(arguments, environment: ["COLUMNS": "80"])
        var text = "$ " + (["storefinder"] + arguments).joined(separator: " ") + "\n"
        if result.status != 0 { text += "[exit \(result.status)]\n" }
        return text + result.stdout + result.stderr + "\n"
    }

    @Test("help, version and a bad flag print what the file holds", arguments: HelpTextTests.commands)
    func readsAsRecorded(command: [String]) async throws {
        let name = command.isEmpty ? "storefinder" : command.joined(separator: "-")
        var lines = Self.asks.map { command + $0 }
        lines += Self.errors[name] ?? []
        var transcript = ""
        for line in lines { transcript += try await Self.transcript(line) }
        let failure = SnapshotFile(named: name, in: Self.folder).failure(comparing: transcript)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("a completion script comes from the root, whichever command is named first")
    func completionScript() async throws {
        let root = try await StoreFinderBinary.run(["--generate-completion-script", "bash"])
        let named = try await StoreFinderBinary.run(["render", "--generate-completion-script", "bash"])
        #expect(root.status == 0)
        #expect(root.stdout.hasPrefix("#!/bin/bash"))
        #expect(named.status == 0)
        #expect(named.stdout == root.stdout)
    }

    @Test("the tool's overview names every screen or none: no list of some that a new screen makes stale")
    func overviewScreens() async throws {
        let overview = try await StoreFinderBinary.run(["--help"]).stdout.components(separatedBy: "\n\n")[0]
            .lowercased()
        let named = ScreenKind.allCases.filter {
            overview.contains($0.rawValue.replacingOccurrences(of: "-", with: " "))
        }
        #expect(named.isEmpty || named.count == ScreenKind.allCases.count, "\(overview) names \(named)")
    }

    @Test("every command the root lists has a file")
    func everyCommandKept() async throws {
        let help = try await StoreFinderBinary.run(["--help"], environment: ["COLUMNS": "80"]).stdout
        let listed =
            help.components(separatedBy: "SUBCOMMANDS:").last?
            .split(separator: "\n").compactMap { line -> String? in
                // A command's line: two spaces, its name in lower case, then its abstract.
                guard line.hasPrefix("  "), line.dropFirst(2).first?.isLowercase == true,
                    let word = line.split(separator: " ").first, line.contains("\(word)  ")
                else { return nil }
                return String(word)
            } ?? []
        #expect(listed.count >= 10)
        for command in listed {
            #expect(HelpTextTests.commands.contains([command]), "\(command) is not in HelpTextTests.commands")
        }
    }
}
