/// A fenced code block of a Markdown file: what the snippet compiler compiles (`swift`) and
/// the documentation tests run (`sh`) and compare (`text`).
///
/// ```swift
/// for block in MarkdownCodeBlock.blocks(in: readme) where block.language == "sh" { … }
/// ```
package struct MarkdownCodeBlock: Sendable, Hashable {
    /// The fence's info string: `swift`, `sh`, `text`, or empty.
    package var language: String
    /// The line of the opening fence, from 1.
    package var fenceLine: Int
    /// The block's lines, the fence's indent taken off each.
    package var lines: [String]
    /// The last line before the fence that is not blank, trimmed: where a comment such as
    /// `<!-- not compiled -->` marks the block.
    package var precedingLine: String
    /// Whether only blank lines stand between the previous block's closing fence and this one's
    /// opening: output shown right after a command.
    package var followsPreviousBlock: Bool

    /// The line of the block's first line, from 1.
    package var firstLine: Int { fenceLine + 1 }

    /// Every fenced block of `text`, in order. A block left open runs to the end of the text.
    package static func blocks(in text: String) -> [MarkdownCodeBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [MarkdownCodeBlock] = []
        var index = 0
        var lastClose: Int?
        while index < lines.count {
            let fence = trimmed(lines[index])
            guard fence.hasPrefix("```") else {
                index += 1
                continue
            }
            let indent = lines[index].prefix { $0 == " " }.count
            let preceding = lines[..<index].last { !trimmed($0).isEmpty }.map(trimmed) ?? ""
            let between = lastClose.map { lines[($0 + 1)..<index] }
            var end = index + 1
            while end < lines.count, trimmed(lines[end]) != "```" { end += 1 }
            let body = lines[(index + 1)..<end].map { line in
                trimmed(line).isEmpty ? "" : String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
            }
            found.append(
                MarkdownCodeBlock(
                    language: String(fence.dropFirst(3)), fenceLine: index + 1, lines: body, precedingLine: preceding,
                    followsPreviousBlock: between?.allSatisfy { trimmed($0).isEmpty } ?? false))
            lastClose = end
            index = end + 1
        }
        return found
    }

    private static func trimmed(_ line: String) -> String {
        String(
            line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
