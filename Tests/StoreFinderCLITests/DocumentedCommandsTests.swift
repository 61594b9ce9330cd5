import Foundation
import StoreBuildSupport
import StoreTestSupport
import Testing

/// The `swift run storefinder …` lines of one shell block of the README or a DocC article,
/// run in order (a block may write a file its next line reads), and the output shown after
/// the block, if any.
struct DocumentedCommand: Sendable, CustomTestStringConvertible {
    /// The file, and the line of the block's first command.
    var file: String
    var line: Int
    /// The arguments after `swift run storefinder`, as a shell reads them, one per command.
    var commands: [String]
    /// The exit status each command is documented with: a trailing `# exits 1` says 1; else 0.
    var statuses: [Int32] = []
    /// The ```text block that follows the block: what its last command prints.
    var shownOutput: String?
    var testDescription: String { "\(file):\(line): \(commands.count) command(s), from storefinder \(commands[0])" }

    /// Every command in the README and the articles, in the order written.
    ///
    /// A shell block's lines that start `swift run storefinder` are commands (a trailing
    /// `#` comment is the shell's; `# exits 1` says the status the command ends with). When a
    /// ```text block follows the shell block, with only blank lines between, it is what the
    /// block's last command prints; a last line `…` means the output goes on. A shown output
    /// whose lines are findings (`error:`, `FILE: warning: …`) is what the block's commands
    /// print, each line among theirs on either stream, in order (an error's excerpt lines between).
    static func all() -> [DocumentedCommand] {
        return (["README.md"] + articles).flatMap(commands(in:))
    }

    /// Every article of every DocC catalogue, the app's and the tool's, by path from the root.
    static var articles: [String] {
        let sources = packageRoot.appendingPathComponent("Sources").path
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: sources)) ?? []
        return paths.filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.sorted().map { "Sources/" + $0 }
    }

    static func commands(in file: String) -> [DocumentedCommand] {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8) else {
            return []
        }
        let blocks = MarkdownCodeBlock.blocks(in: text)
        var found: [DocumentedCommand] = []
        for (index, block) in blocks.enumerated() where block.language == "sh" {
            let commands = block.lines.enumerated().filter { $0.element.hasPrefix("swift run storefinder") }
            guard let first = commands.first else { continue }
            var documented = DocumentedCommand(
                file: file, line: block.firstLine + first.offset,
                commands: commands.map {
                    $0.element.dropFirst("swift run storefinder".count).trimmingCharacters(in: .whitespaces)
                },
                statuses: commands.map { Self.documentedStatus(of: $0.element) })
            // Output shown right after the commands, with only blank lines between.
            if index + 1 < blocks.count, blocks[index + 1].language == "text", blocks[index + 1].followsPreviousBlock {
                documented.shownOutput = blocks[index + 1].lines.joined(separator: "\n")
            }
            found.append(documented)
        }
        return found
    }

    /// The status after `# exits` in a command's trailing comment, else 0.
    static func documentedStatus(of line: String) -> Int32 {
        guard let range = line.range(of: "# exits ") else { return 0 }
        return Int32(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }

    /// Whether the shown output is diagnostics, which go to standard error: lines that start
    /// `error:` or `warning:`, or that are findings (`FILE: warning: PATH: …`,
    /// `FILE:LINE:COLUMN: error: …`).
    var showsDiagnostics: Bool {
        shownOutput?.components(separatedBy: "\n").allSatisfy { line in
            line.hasPrefix("error: ") || line.hasPrefix("warning: ")
                || line.firstRange(of: #/^\S+: (error|warning): /#) != nil
        } ?? false
    }
}

/// The README's and the articles' commands are the tool's: each runs, from the package root,
/// and prints what the page shows after it.
@Suite("Every documented command runs and prints what the documentation shows", .temporaryFolders)
struct DocumentedCommandsTests {
    /// A copy of what the commands read and write (Review/, Examples/, Localizations/,
    /// Themes/), so that `review --approve` and `--out` write nowhere that matters: in the
    /// build folder, made once a run (``StoreFinderBinary/sharedOutput(_:)``).
    static let root: URL? = packageCopy(named: "documented")

    /// A fresh copy of the package's data folders, without the example app, in the build
    /// folder's `test-output/name`. On Linux the
    /// approved files are linked, not copied: every write replaces a file through a rename, so
    /// the package's own are never written.
    static func packageCopy(named name: String) -> URL? {
        guard let folder = try? StoreFinderBinary.sharedOutput(name),
            let examples = try? FileManager.default.contentsOfDirectory(
                atPath: packageRoot.appendingPathComponent("Examples").path),
            (try? FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Examples"), withIntermediateDirectories: false)) != nil
        else { return nil }
        // Examples/App is a package of its own, with its build folder: the commands need none of it.
        // Its themes are read: the brand over GitHub Primer's export.
        let appThemes = "Examples/App/Sources/StoreFinderExampleApp"
        guard
            (try? FileManager.default.createDirectory(
                at: folder.appendingPathComponent(appThemes), withIntermediateDirectories: true)) != nil
        else { return nil }
        let sources =
            ["Review", "Localizations", "Themes"].map { ($0, "") }
            + examples.filter { $0 != "App" }.map { ("Examples/" + $0, "Examples") }
            + [(appThemes + "/Themes", appThemes)]
        for (name, into) in sources {
            let copy = Process()
            copy.executableURL = URL(fileURLWithPath: "/bin/cp")
            #if os(Linux)
            let flags = name == "Review" ? "-Rl" : "-R"
            #else
            let flags = "-R"
            #endif
            copy.arguments = [
                flags, packageRoot.appendingPathComponent(name).path, folder.appendingPathComponent(into).path,
            ]
            guard (try? copy.run()) != nil else { return nil }
            copy.waitUntilExit()
            guard copy.terminationStatus == 0 else { return nil }
        }
        return folder
    }

    /// The shard a documented `review` runs on, unless it names one: the whole matrix is CI's
    /// own `review --check`, and the browser tests' report; here what matters is that the
    /// command runs as written.
    static let reviewShard = "1/40"

    /// `command` as the test runs it: a whole-matrix `review` on one shard.
    static func running(_ command: String) -> String {
        guard command.hasPrefix("review"), !command.contains("--shard") else { return command }
        guard let comment = command.range(of: " #") else { return command + " --shard \(reviewShard)" }
        return command[..<comment.lowerBound] + " --shard \(reviewShard)" + command[comment.lowerBound...]
    }

    @Test("the documentation has commands, and outputs shown after some of them")
    func found() {
        let commands = DocumentedCommand.all()
        #expect(commands.map(\.commands.count).reduce(0, +) >= 30, "\(commands)")
        #expect(commands.contains { $0.file == "README.md" && $0.shownOutput != nil })
    }

    @Test("every output an article shows follows the commands that print it, so the test below runs them")
    func everyOutputIsReached() throws {
        for file in ["README.md"] + DocumentedCommand.articles {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            let blocks = MarkdownCodeBlock.blocks(in: text)
            for (index, block) in blocks.enumerated() {
                if block.language == "text" {
                    #expect(
                        index > 0 && blocks[index - 1].language == "sh" && block.followsPreviousBlock,
                        "\(file):\(block.fenceLine): output with no command before it")
                }
                // A command is shown in a shell block, which the test runs, or not at all.
                if block.language != "sh" {
                    let commands = block.lines.filter {
                        $0.hasPrefix("swift run storefinder ") || $0.hasPrefix("storefinder ")
                    }
                    #expect(commands.isEmpty, "\(file):\(block.fenceLine): a command outside a shell block")
                }
            }
            // An indented code block shows nothing the test could reach: fence it.
            var previous = ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let isFenceContent = blocks.contains {
                    number + 1 > $0.fenceLine && number + 1 <= $0.fenceLine + $0.lines.count
                }
                if !isFenceContent, previous.isEmpty, line.hasPrefix("    "),
                    !line.trimmingCharacters(in: .whitespaces).isEmpty
                {
                    Issue.record("\(file):\(number + 1): an indented code block")
                }
                previous = line.trimmingCharacters(in: .whitespaces)
            }
        }
    }

    @Test(
        "each documented block of commands exits as written, and prints the output shown after it",
        arguments: DocumentedCommand.all())
    func runs(_ documented: DocumentedCommand) async throws {
        let root = try #require(Self.root)
        var last: CommandResult?
        var diagnostics: [String] = []
        for (command, status) in zip(documented.commands, documented.statuses) {
            let result = try await StoreFinderBinary.runTyped(Self.running(command), in: root)
            #expect(result.status == status, "storefinder \(command): \(result.stderr)")
            // `themes lint` prints its findings as its output; a render, beside its output.
            diagnostics += result.stdout.components(separatedBy: "\n") + result.stderr.components(separatedBy: "\n")
            last = result
        }
        guard let result = last else { return }
        guard let shown = documented.shownOutput else { return }
        if documented.showsDiagnostics {
            // Each line shown is printed, in the order shown.
            var rest = diagnostics[...]
            for line in shown.components(separatedBy: "\n") {
                guard let at = rest.firstIndex(of: line) else {
                    Issue.record("not printed, in this order: \(line)\n\(diagnostics.joined(separator: "\n"))")
                    return
                }
                rest = rest[(at + 1)...]
            }
            return
        }
        var expected = shown.components(separatedBy: "\n")
        var printed = result.stdout.components(separatedBy: "\n")
        if printed.last == "" { printed.removeLast() }
        if expected.last == "…" {
            expected.removeLast()
            printed = Array(printed.prefix(expected.count))
        }
        #expect(printed == expected)
    }
}
