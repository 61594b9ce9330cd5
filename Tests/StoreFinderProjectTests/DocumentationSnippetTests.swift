import Foundation
import Testing

@Suite("The documentation's Swift snippets")
struct DocumentationSnippetTests {
    /// The README and every DocC article, by path from the package root.
    static func documents() throws -> [String] {
        var paths = ["README.md"]
        let sources = packageRoot.appendingPathComponent("Sources")
        for case let path as String in FileManager.default.enumerator(atPath: sources.path) ?? FileManager.default
            .enumerator(atPath: "/")!
        where path.hasSuffix(".md") && path.contains(".docc/") {
            paths.append("Sources/\(path)")
        }
        return paths.sorted()
    }

    @Test("every Swift block of the README and the DocC articles is compiled, unless marked not compiled")
    func everyBlockCompiles() throws {
        var expected: [String] = []
        for path in try Self.documents() {
            let lines = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "```swift" {
                let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                if !previous.trimmingCharacters(in: .whitespaces).hasPrefix("<!-- not compiled") {
                    expected.append("\(path):\(index + 2)")
                }
            }
        }
        #expect(compiledSnippets.sorted() == expected.sorted())
        #expect(expected.count >= 8)
    }
}
