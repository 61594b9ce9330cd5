import Foundation
import Testing

@Suite("The README's Swift snippets")
struct ReadmeSnippetTests {
    @Test("every snippet is in ReadmeSnippets.swift, where it compiles (run Scripts/extract-readme-snippets.py when this fails)")
    func upToDate() throws {
        let script = packageRoot.appendingPathComponent("Scripts/extract-readme-snippets.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--print"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("Tests/StoreFinderProjectTests/ReadmeSnippets.swift"), encoding: .utf8)
        #expect(committed == expected)
        #expect(expected.components(separatedBy: "func readmeSnippet").count - 1 >= 8)
    }
}
