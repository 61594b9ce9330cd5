import Foundation
import Testing

/// Help is read at a terminal's 80 columns, wrapped by swift-argument-parser: its prose must
/// be written as paragraphs the parser wraps, not lines broken by hand, which come out cut
/// mid-sentence ("is a" / "complete set").
@Suite("Help text reads well at 80 columns")
struct HelpTextTests {
    static let commands: [[String]] = [
        [], ["render"], ["check"], ["sample"], ["review"], ["route"], ["geocode"], ["zone"], ["plugins"],
        ["strings"], ["strings", "lint"], ["strings", "show"], ["strings", "plural"], ["strings", "dump"],
        ["strings", "export"], ["themes"], ["themes", "lint"], ["themes", "show"],
    ]

    @Test("no line is wider than 80 columns, and no paragraph breaks a line early", arguments: commands)
    func wrapsWell(command: [String]) throws {
        let result = try StoreFinderBinary.run(command + ["--help"], environment: ["COLUMNS": "80"])
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
}
