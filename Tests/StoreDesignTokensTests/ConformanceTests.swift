import StoreDesignTokens
import StoreYAML
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Our own conformance cases for the Format, Color and Resolver modules 2025.10, written from
/// the published reports: one valid and one invalid document per rule, each naming its
/// section and, in brackets, the rule an invalid one breaks. The list is the folder's.
@Suite struct ConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DesignTokens/Conformance").path

    static let cases: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()

    /// `[tokens-alias]`, the rule a case's description names.
    static func rule(of file: String) -> String? {
        guard let text = try? String(contentsOfFile: path(folder, file), encoding: .utf8),
            let open = text.firstRange(of: "["), let close = text[open.upperBound...].firstIndex(of: "]")
        else { return nil }
        return String(text[open.upperBound..<close])
    }

    static func path(_ folder: String, _ file: String) -> String { folder + "/" + file }

    @Test func everyRuleHasAValidAndAnInvalidCase() {
        #expect(Self.cases.count >= 2)
        let stems = { (kind: String) in
            Set(Self.cases.filter { $0.contains(".\(kind).") }.map { $0.components(separatedBy: ".\(kind).")[0] })
        }
        #expect(stems("valid") == stems("invalid"))
    }

    @Test(arguments: cases)
    func caseIsJudgedAsItSays(_ file: String) throws {
        var files = TokenFiles()
        let findings = TokenValidation.findings(of: Self.path(Self.folder, file), files: &files)
        let errors = findings.filter { $0.severity == .error }
        if file.contains(".valid.") {
            #expect(errors.isEmpty, "\(errors.map(\.description))")
        } else {
            let rule = try #require(Self.rule(of: file))
            #expect(errors.contains { $0.rule == rule }, "expected [\(rule)]: \(findings.map(\.description))")
            // Every error is at a JSON path of a file, in order.
            #expect(errors.allSatisfy { $0.path != nil || $0.line > 0 })
            #expect(findings == findings.sorted())
        }
    }
}
