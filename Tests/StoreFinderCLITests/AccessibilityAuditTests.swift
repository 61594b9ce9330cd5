import Foundation
import StoreTheme
import Testing

/// axe-core, from PyPI's axe-playwright-python wheel (`Scripts/fetch-axe.sh`).
enum Axe {
    static let source = packageRoot.appendingPathComponent("Tests/StoreFinderCLITests/axe/axe.min.js")

    /// axe-core beside `page`, where ``loadScript`` finds it: copied once, as the report is
    /// written (``BrowserReports``), before any audit of it starts.
    static func copy(beside page: URL) throws {
        try FileManager.default.copyItem(
            at: source, to: page.deletingLastPathComponent().appendingPathComponent("axe.min.js"))
    }

    /// A script body that loads axe-core into the report's frame, `doc`.
    static let loadScript = """
        await new Promise((resolve, reject) => {
          const script = doc.createElement('script');
          script.src = 'axe.min.js';
          script.onload = resolve;
          script.onerror = () => reject(new Error('axe.min.js did not load'));
          doc.head.appendChild(script);
        });
        """

    /// Runs axe-core on `page` (with `fragment`) after `prepare` (a script body of `win` and
    /// `doc`, like ``Chromium/evaluate(_:in:fragment:width:height:)``'s), and returns every
    /// violation as "rule: target, target …".
    static func violations(in page: URL, fragment: String = "", prepare: String = "") async throws -> [String] {
        let result = try await Chromium.evaluate(
            """
            \(prepare)
            \(loadScript)
            const results = await win.axe.run(doc, { resultTypes: ['violations'] });
            return { version: win.axe.version,
                     violations: results.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')) };
            """, in: page, fragment: fragment)
        let object = try #require(result as? [String: Any])
        #expect(object["version"] as? String == "4.12.1")
        return object["violations"] as? [String] ?? []
    }

    /// Runs axe-core on `page` once for each of `fragments`, in one browser: the page loads
    /// once, and each fragment is followed as a reader's click on a filter link is (the
    /// page's `hashchange`), then audited. Each fragment's violations, as ``violations(in:fragment:prepare:)``
    /// gives them. (A browser for each fragment took 9 s each, most of it the page's load.)
    static func violations(in page: URL, fragments: [String]) async throws -> [String: [String]] {
        let list = String(data: try JSONSerialization.data(withJSONObject: fragments), encoding: .utf8) ?? "[]"
        let result = try await Chromium.evaluate(
            """
            \(loadScript)
            const found = {};
            for (const fragment of \(list)) {
              const followed = new Promise((resolve) => win.addEventListener('hashchange', resolve, { once: true }));
              win.location.hash = fragment;
              await followed;
              await sleep(200);
              const results = await win.axe.run(doc, { resultTypes: ['violations'] });
              found[fragment] = results.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', '));
            }
            return { version: win.axe.version, found };
            """, in: page)
        let object = try #require(result as? [String: Any])
        #expect(object["version"] as? String == "4.12.1")
        return object["found"] as? [String: [String]] ?? [:]
    }
}

/// The audits of ``AccessibilityAuditTests/filtered(fragment:)``, made once, in one browser.
enum FilteredAudits {
    static let fragments =
        Appearance.allCases.map { "#?appearance=\($0.name)" } + ["#?theme=spoken", "#?locale=ar", "#?screen=map"]

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// NB: a task, started by the first test that asks, in its scope (the browser's profile is
    /// one of its temporary folders), and awaited by each.
    static var violations: Result<[String: [String]], Failure> {
        get async { await task.value }
    }
    private static let task = Task {
        do {
            return Result<[String: [String]], Failure>.success(
                try await Axe.violations(in: try await BrowserReports.audited.get(), fragments: fragments))
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }
}

@Suite(
    "The HTML review report passes axe-core", .temporaryFolders,
    .enabled(if: Chromium.executable != nil, Comment(rawValue: Chromium.missing)))
struct AccessibilityAuditTests {
    @Test("as it opens: the first screens drawn")
    func opened() async throws {
        let violations = try await Axe.violations(in: try BrowserReports.audited.get())
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("the audited shard holds every theme, appearance, locale and screen of the whole report")
    func auditedShardCoversTheReport() async throws {
        /// A case's folders and its screen: `default/dark/ar/map--sample` → default, dark, ar, map.
        func facets(_ names: [String]) -> Set<String> {
            Set(
                names.flatMap { name in
                    let parts = name.components(separatedBy: "/")
                    return parts.dropLast() + [parts[parts.count - 1].components(separatedBy: "--")[0]]
                })
        }
        let whole = facets(try BrowserReports.caseNames(of: try await BrowserReports.sample.get()))
        let shard = facets(try BrowserReports.caseNames(of: try await BrowserReports.audited.get()))
        #expect(whole.count > Appearance.allCases.count)
        #expect(
            whole.subtracting(shard).isEmpty,
            "the shard \(BrowserReports.auditShard) lacks \(whole.subtracting(shard).sorted())")
    }

    @Test(
        "filtered to each appearance and to the spoken transcripts, right to left too",
        arguments: FilteredAudits.fragments)
    func filtered(fragment: String) async throws {
        let violations = try #require(
            try await FilteredAudits.violations.get()[fragment], "\(fragment) was not audited")
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("with differences: the diff, approved beside current")
    func differences() async throws {
        let page = try await BrowserReports.auditedEdited.get()
        let index = try String(contentsOf: page, encoding: .utf8)
        #expect(
            index.contains(#/<article [^>]*data-status="differ"/#), "the audited shard shows no differing case to audit"
        )
        let violations = try await Axe.violations(in: page)
        #expect(violations.isEmpty, "\(violations)")
    }
}
