import Foundation
import StoreTheme
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

@Suite("The documentation's lists come from the code")
struct DocumentedListsTests {
    @Test("Theming's token groups are the schema's, every one of them and no other")
    func themingGroups() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Sources/App/StorePresentation/StorePresentation.docc/Theming.md"), encoding: .utf8)
        let start = try #require(text.range(of: "A theme defines these token groups:"))
        let list = text[start.upperBound...].components(separatedBy: "\n\n")[1]
        // Each item's groups: the backticked names before its first colon or parenthesis.
        var named: Set<String> = []
        for item in list.components(separatedBy: "\n- ") {
            let head = item.prefix { $0 != ":" && $0 != "(" }
            for part in head.components(separatedBy: "`").enumerated() where part.offset % 2 == 1 {
                named.insert(String(part.element))
            }
        }
        let schema = Set(ThemeSchema.all.map { String($0.path.split(separator: ".")[0]) })
        #expect(
            named == schema,
            "missing \(schema.subtracting(named).sorted()), extra \(named.subtracting(schema).sorted())")
    }
}
