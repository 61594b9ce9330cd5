import Foundation
import StoreTheme
import Testing

/// axe-core, from PyPI's axe-playwright-python wheel (`Scripts/fetch-axe.sh`).
enum Axe {
    static let source = packageRoot.appendingPathComponent("Tests/StoreFinderCLITests/axe/axe.min.js")

    /// Runs axe-core on `page` (with `fragment`) after `prepare` (a script body of `win` and
    /// `doc`, like ``Chromium/evaluate(_:in:fragment:width:height:)``'s), and returns every
    /// violation as "rule: target, target …".
    static func violations(in page: URL, fragment: String = "", prepare: String = "") throws -> [String] {
        let copy = page.deletingLastPathComponent().appendingPathComponent("axe.min.js")
        if !FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.copyItem(at: source, to: copy)
        }
        let result = try Chromium.evaluate(
            """
            \(prepare)
            await new Promise((resolve, reject) => {
              const script = doc.createElement('script');
              script.src = 'axe.min.js';
              script.onload = resolve;
              script.onerror = () => reject(new Error('axe.min.js did not load'));
              doc.head.appendChild(script);
            });
            const results = await win.axe.run(doc, { resultTypes: ['violations'] });
            return { version: win.axe.version,
                     violations: results.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')) };
            """, in: page, fragment: fragment)
        let object = try #require(result as? [String: Any])
        #expect(object["version"] as? String == "4.12.1")
        return object["violations"] as? [String] ?? []
    }
}

@Suite(
    "The HTML review report passes axe-core", .serialized,
    .enabled(if: Chromium.executable != nil, Comment(rawValue: Chromium.missing)))
struct AccessibilityAuditTests {
    @Test("as it opens: the first screens drawn")
    func opened() throws {
        let violations = try Axe.violations(in: try BrowserReports.sample.get())
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(
        "filtered to each appearance and to the spoken transcripts, right to left too",
        arguments: Appearance.allCases.map { "#?appearance=\($0.name)" } + [
            "#?theme=spoken", "#?locale=ar", "#?screen=map",
        ])
    func filtered(fragment: String) throws {
        let violations = try Axe.violations(in: try BrowserReports.sample.get(), fragment: fragment)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("with differences: the diff, approved beside current")
    func differences() throws {
        let violations = try Axe.violations(in: try BrowserReports.edited.get())
        #expect(violations.isEmpty, "\(violations)")
    }
}
