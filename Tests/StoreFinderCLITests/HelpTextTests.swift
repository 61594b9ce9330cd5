import Foundation
import StoreTestSupport
import Testing

/// Help is read at a terminal's 80 columns, wrapped by swift-argument-parser: its prose must
/// be written as paragraphs the parser wraps, not lines broken by hand, which come out cut
/// mid-sentence ("is a" / "complete set").
@Suite("Help text reads well at 80 columns", .temporaryFolders)
struct HelpTextTests {
    static let commands: [[String]] = [
        [], ["render"], ["check"], ["sample"], ["review"], ["route"], ["geocode"], ["zone"], ["plugins"],
        ["strings"], ["strings", "lint"], ["strings", "show"], ["strings", "plural"], ["strings", "dump"],
        ["strings", "export"], ["strings", "import"], ["strings", "stamp"], ["themes"], ["themes", "lint"],
        ["themes", "show"],
    ]

    @Test("no line is wider than 80 columns, and no paragraph breaks a line early", arguments: commands)
    func wrapsWell(command: [String]) async throws {
        let result = try await StoreFinderBinary.run(command + ["--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        for (line, next) in zip(lines, lines.dropFirst()) {
            // The usage line is the parser's own, and it does not wrap.
            if !line.hasPrefix("USAGE:") { #expect(line.count <= 80, "\(line)") }
            // A paragraph line the parser wrapped is full: the next line's first word would not
            // have fitted. Indented lines are lists and tables, laid out by hand on purpose.
            guard let first = line.first, first != " ", !line.hasPrefix("OVERVIEW:"),
                let word = next.split(separator: " ").first,
                next.first != " ", !line.hasSuffix(":")
            else { continue }
            #expect(line.count + 1 + word.count >= 80, "broken early: \"\(line)\" / \"\(next)\"")
        }
    }

    /// The example command lines of a help text: indented lines that start `storefinder `,
    /// with a trailing `\\` joining the next line, as a shell reads them.
    static func examples(in help: String) -> [String] {
        var examples: [String] = []
        var pending: String?
        for line in help.components(separatedBy: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if var command = pending {
                command += " " + text
                pending = command.hasSuffix("\\") ? command.dropLast().trimmingCharacters(in: .whitespaces) : nil
                if pending == nil { examples.append(command) }
            } else if line.hasPrefix(" "), text.hasPrefix("storefinder ") {
                if text.hasSuffix("\\") {
                    pending = text.dropLast().trimmingCharacters(in: .whitespaces)
                } else {
                    examples.append(text)
                }
            }
        }
        return examples
    }

    /// A copy of the package's data of its own: the examples write into it.
    static let root: URL? = DocumentedCommandsTests.packageCopy(named: "help-examples")

    /// A whole-matrix `review` runs on a shard, as the documentation's do.
    @Test("every example in the help runs from the package root and exits 0", arguments: commands)
    func examplesRun(command: [String]) async throws {
        let root = try #require(Self.root)
        let help = try await StoreFinderBinary.run(command + ["--help"], environment: ["COLUMNS": "80"]).stdout
        for example in Self.examples(in: help) {
            let command = DocumentedCommandsTests.running(String(example.dropFirst("storefinder ".count)))
            let result = try await StoreFinderBinary.runTyped(command, in: root)
            #expect(result.status == 0, "\(example): \(result.stderr)")
        }
    }

    @Test("render's help shows an example of every screen its <screen> argument takes")
    func everyScreenHasAnExample() async throws {
        let help = try await StoreFinderBinary.run(["render", "--help"], environment: ["COLUMNS": "80"]).stdout
        // The screens as the argument lists them, which the parser derives from ScreenKind.
        let values = try #require(help.range(of: "(values: ")).upperBound
        let list = help[values...].prefix { $0 != ")" }
        let screens = list.split(separator: ",").map { $0.split(whereSeparator: \.isWhitespace).joined() }
        #expect(screens.count >= 7, "\(screens)")
        let examples = Self.examples(in: help)
        for screen in screens {
            #expect(examples.contains { $0.hasPrefix("storefinder render \(screen)") }, "no example of \(screen)")
        }
    }

    @Test("the help has examples to run")
    func examplesFound() async throws {
        let help = try await StoreFinderBinary.run(["render", "--help"], environment: ["COLUMNS": "80"]).stdout
        let examples = Self.examples(in: help)
        #expect(examples.count >= 10)
        #expect(
            examples.contains(
                "storefinder render details --store ldn-regent --share-url 'https://shop.example/stores/{id}'"))
    }
}
