import Foundation
import StoreTestSupport
import StoreTheme
import Testing

/// Reports the browser tests open, each written once by the `storefinder` binary and shared,
/// into the build folder (`.build/test-output/`), never the repository or `/tmp`: the last
/// run's reports stay there to open.
///
/// NB: each is a task, started by the first test that asks and awaited by every one: a test
/// waiting for a report holds no thread that other tests could run on.
enum BrowserReports {
    struct Failure: Error, CustomStringConvertible, Sendable { var description: String }

    /// `review --check --html` over the whole matrix, against the committed approved files:
    /// the one whole-matrix check of a test run, which `review --check` passing reads too.
    static var sampleRun: Result<CommandResult, Failure> {
        get async { await sampleTask.value }
    }
    private static let sampleTask = Task { await make("sample", extra: [], expectStatus: 0) }

    /// The page of ``sampleRun``.
    static var sample: Result<URL, Failure> {
        get async { await sampleRun.map { _ in output("sample") } }
    }

    /// The same after one German string is edited: `StoreDetails.OpeningTimes.Title`.
    static var edited: Result<URL, Failure> {
        get async { await editedTask.value }
    }
    private static let editedTask = Task {
        do {
            let strings = try editedStrings()
            return await make("edited", extra: ["--strings", strings.path], expectStatus: 1)
                .map { _ in output("edited") }
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    /// The shard of the matrix axe-core audits: axe walks every element of a page, and the
    /// whole report's 30,000 take it 8 s a pass, where this shard's 1,300 take 1 s. The shard
    /// holds every theme, appearance, locale and screen of the whole report, as
    /// ``AccessibilityAuditTests`` proves, so every kind of element and colour is audited.
    static let auditShard = "1/37"

    /// `review --check --html` over ``auditShard``.
    static var audited: Result<URL, Failure> {
        get async { await auditedTask.value }
    }
    private static let auditedTask = Task {
        await make("audited", extra: ["--shard", auditShard], expectStatus: 0, audited: true)
            .map { _ in output("audited") }
    }

    /// ``auditShard`` after the German edit of ``edited``, which changes some of its cases.
    static var auditedEdited: Result<URL, Failure> {
        get async { await auditedEditedTask.value }
    }
    private static let auditedEditedTask = Task {
        do {
            let strings = try editedStrings()
            return await make(
                "audited-edited", extra: ["--shard", auditShard, "--strings", strings.path], expectStatus: 1,
                audited: true
            )
            .map { _ in output("audited-edited") }
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    /// The case names of the report at `page`, from its `cases.js`.
    static func caseNames(of page: URL) throws -> [String] {
        let script = try String(
            contentsOf: page.deletingLastPathComponent().appendingPathComponent("cases.js"), encoding: .utf8)
        return script.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("'"), let end = line.dropFirst().firstIndex(of: "'") else { return nil }
            return String(line[line.index(after: line.startIndex)..<end])
        }
    }

    /// The folder of the one edited German table, written once.
    private static let editedStringsFolder: Result<URL, Failure> = {
        do {
            let strings = try StoreFinderBinary.sharedOutput("edited-strings")
            try "de:\n  StoreDetails:\n    OpeningTimes:\n      Title: Geschäftszeiten\n"
                .write(to: strings.appendingPathComponent("de.yml"), atomically: true, encoding: .utf8)
            return .success(strings)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    private static func editedStrings() throws -> URL { try editedStringsFolder.get() }

    /// The index page of the report called `name`.
    private static func output(_ name: String) -> URL {
        StoreFinderBinary.sharedOutputFolder(name).appendingPathComponent("report/index.html")
    }

    /// The report `name`, written by `review --check --html` with `extra`; with axe-core beside
    /// it when it is `audited` (``Axe``).
    private static func make(
        _ name: String, extra: [String], expectStatus: Int32, audited: Bool = false
    ) async -> Result<CommandResult, Failure> {
        do {
            let folder = try StoreFinderBinary.sharedOutput(name).appendingPathComponent("report")
            let result = try await StoreFinderBinary.run(
                ["review", "--check", "--html", folder.path] + extra, in: packageRoot)
            guard result.status == expectStatus else {
                return .failure(
                    Failure(
                        description:
                            "review exited \(result.status): \(result.stderr.suffix(1000))\n\(result.stdout.prefix(2000))"
                    ))
            }
            if audited { try Axe.copy(beside: output(name)) }
            return .success(result)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }
}

/// Where the screenshots go: the build folder, which git ignores, never the repository.
let screenshotFolder = packageRoot.appendingPathComponent(".build/test-output/report-screenshots")

@Suite(
    "The HTML review report, in headless Chromium", .temporaryFolders,
    .enabled(if: Chromium.executable != nil, Comment(rawValue: Chromium.missing)))
struct HTMLReportBrowserTests {
    /// The matrix's size: one approved file per case, as `review --check` proves elsewhere.
    static let total: Int = files(under: "Review")
    /// The spoken cases: a screen reader's transcript of each screen, subject and locale.
    static let spoken: Int = files(under: "Review/spoken")
    /// The timelines: each state of a screen over a span, read as text.
    static let timelines: Int = files(under: "Review/timeline")
    /// The cases drawn at AX5, the largest text size: the light appearance, in a few locales.
    static let largeText: Int = files(under: "Review/AX5")
    /// The locales drawn at AX5.
    static let largeTextLocales: Int =
        (try? FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Review/AX5/default/light").path))?.count ?? 0
    /// The drawn cases at Large text: the default theme in each of its appearances.
    static var drawn: Int { total - spoken - timelines - largeText }
    /// The appearances each drawing is made in.
    static let appearances = Appearance.allCases.map(\.name)
    /// The locales reviewed: one folder of transcripts each.
    static let locales: Int =
        (try? FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Review/spoken").path))?.count ?? 0

    static func files(under folder: String) -> Int {
        approvedFiles(under: folder).count
    }

    /// The approved files under `folder`, relative to it.
    static func approvedFiles(under folder: String) -> [String] {
        let path = packageRoot.appendingPathComponent(folder).path
        let files = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".txt") }
    }

    /// The approved files of one locale whose text contains `text`, as `data-case` names them.
    static func approvedCases(locale: String, containing text: String) throws -> Set<String> {
        var names = Set<String>()
        let review = packageRoot.appendingPathComponent("Review")
        for file in approvedFiles(under: "Review") {
            let parts = file.split(separator: "/")
            guard parts.count >= 3, parts[parts.count - 2] == locale else { continue }
            let contents = try String(contentsOf: review.appendingPathComponent(file), encoding: .utf8)
            if contents.contains(text) { names.insert(String(file.dropLast(4))) }
        }
        return names
    }

    @Test("every case of the matrix is one element with its name and status once the script has run, within 2 s")
    func everyCase() async throws {
        let page = try await BrowserReports.sample.get()
        let result = try await #require(
            try Chromium.evaluate(
                """
                const cases = Array.from(doc.querySelectorAll('[data-case]'));
                await sleep(500);
                return { count: cases.length, unique: new Set(cases.map((c) => c.dataset.case)).size,
                         statuses: Array.from(new Set(cases.map((c) => c.dataset.status))),
                         first: cases[0].dataset.case, setupMs: Number(doc.documentElement.dataset.setupMs),
                         title: doc.title, drawn: doc.querySelectorAll('[data-drawn]').length,
                         loadMs: Math.round(win.performance.getEntriesByType('navigation')[0].loadEventEnd) };
                """, in: page) as? [String: Any])
        #expect(Self.total > 3000)
        // One transcript per drawn case of the default theme in light, in each of its locales.
        #expect(Self.spoken == Self.files(under: "Review/default/light"))
        #expect(Self.drawn == Self.spoken * Self.appearances.count)
        #expect(result["count"] as? Int == Self.total)
        #expect(result["unique"] as? Int == Self.total)
        #expect(result["statuses"] as? [String] == ["same"])
        // The matrix opens with the list, its sample scenarios in name order.
        let scenarios = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Examples/Scenarios").path)
        let first = try #require(scenarios.map { String($0.split(separator: ".")[0]) }.sorted().first)
        #expect(result["first"] as? String == "default/light/en/list--\(first)")
        #expect(result["title"] as? String == "StoreFinder review: 0 differ, 0 new, 0 stale of \(Self.total) cases")
        // Lazily drawn: the first screens, not all of them.
        let drawn = try #require(result["drawn"] as? Int)
        #expect(drawn > 0 && drawn < 200, "\(drawn) cases drawn at once")
        let setup = try #require(result["setupMs"] as? Int)
        #expect(setup < 2000, "the page's script took \(setup) ms")
        // From navigation to the load event: the HTML, the style sheets, 10 MB of cases.js and
        // the script. Wall time, so the best of up to three loads: the other suites share the
        // machine's two cores with this one.
        var load = try #require(result["loadMs"] as? Int)
        for _ in 0..<2 where load >= 2000 {
            let again = try await Chromium.evaluate(
                "return Math.round(win.performance.getEntriesByType('navigation')[0].loadEventEnd);", in: page)
            load = min(load, again as? Int ?? load)
        }
        #expect(load < 2000, "the page took \(load) ms to load, at best of three")
        print("report: \(load) ms to load, \(setup) ms of script, \(drawn) cases drawn at first")
    }

    /// Each filter with the count it shows, and the count once narrowed further: to French for
    /// a theme or an appearance, to Arabic for a text size, else to light with increased
    /// contrast (one of the appearances' drawings). Russian and French have no AX5 cases.
    static var filterCases: [(name: String, value: String, expected: Int, narrowed: Int)] {
        [
            ("locale", "ru", (total - largeText) / locales, drawn / appearances.count / locales),
            ("theme", "default", drawn + largeText, drawn / locales),
            ("appearance", "dark", drawn / appearances.count, drawn / appearances.count / locales),
            ("theme", "spoken", spoken, spoken / locales), ("theme", "timeline", 3 * locales, 3),
            ("textSize", "AX5", largeText, largeText / largeTextLocales),
            (
                "screen", "delivery-city", 17 * locales * (appearances.count + 1) + 17 * largeTextLocales,
                17 * locales
            ),
            ("subject", "ldn-regent", 2 * locales * (appearances.count + 1) + 2 * largeTextLocales, 2 * locales),
            ("status", "same", total, drawn / appearances.count),
        ]
    }

    /// The narrower URL a filter case is followed to.
    static func narrowing(_ name: String, _ value: String) -> String {
        "#?\(name)=\(value)&"
            + (name == "theme" || name == "appearance"
                ? "locale=fr" : name == "textSize" ? "locale=ar" : "appearance=light-increased-contrast")
    }

    @Test(
        "a filter hides exactly the other cases and is kept in the URL; its URL, narrowed, shows the narrower set",
        arguments: filterCases)
    func filters(name: String, value: String, expected: Int, narrowed: Int) async throws {
        let result = try #require(
            try await FilterProbe.outcomes.get()["\(name)=\(value)"], "\(name)=\(value) was not tried")
        #expect(result.shown == expected)
        #expect(result.matching)
        #expect(result.hash == "#?\(name)=\(value)")
        #expect(result.label == "Showing \(expected) of \(Self.total) cases")
        #expect(result.narrowed == narrowed)
    }

    @Test("a filtered URL opens filtered")
    func filteredURLOpens() async throws {
        let page = try await BrowserReports.sample.get()
        let shown = try await #require(
            try Chromium.evaluate(
                """
                return Array.from(doc.querySelectorAll('article[data-case]')).filter((a) => !a.hidden).length;
                """, in: page, fragment: "#?locale=ru&appearance=light-increased-contrast") as? Int)
        #expect(shown == Self.drawn / Self.appearances.count / Self.locales)
    }

    @Test("at 900 px the filters fit one line, each select whole within the page, the count below them")
    func filtersAt900() async throws {
        let page = try await BrowserReports.sample.get()
        let result = try await #require(
            try Chromium.evaluate(
                """
                const form = doc.getElementById('filters').getBoundingClientRect();
                const boxes = Array.from(doc.querySelectorAll('#filters select')).map((s) => s.getBoundingClientRect());
                const shown = doc.getElementById('shown').getBoundingClientRect();
                return { count: boxes.length, tops: new Set(boxes.map((b) => Math.round(b.top))).size,
                         inside: boxes.every((b) => b.left >= form.left && b.right <= form.right && b.width >= 90),
                         below: shown.top >= Math.max(...boxes.map((b) => b.bottom)),
                         scrolls: doc.documentElement.scrollWidth > win.innerWidth };
                """, in: page, width: 900) as? [String: Any])
        // Every filter the page has, one to a field of the URL's query (screen, subject, locale, …).
        #expect((result["count"] as? Int ?? 0) >= 7)
        #expect(result["tops"] as? Int == 1, "the selects sit on more than one line")
        #expect(result["inside"] as? Bool == true)
        #expect(result["below"] as? Bool == true)
        #expect(result["scrolls"] as? Bool == false)
    }

    @Test(
        "an edited string table marks exactly the affected cases differ, changed first, approved beside current, with the diff"
    )
    func editedTable() async throws {
        let page = try await BrowserReports.edited.get()
        // Every case whose opening-times section the edit renames: eleven stores' opening
        // times, and their details but Paddington's, which has no such section (its status
        // says "Öffnungszeiten nicht verfügbar", which the edit leaves), in every appearance and spoken.
        let expected = try Self.approvedCases(locale: "de", containing: "Öffnungszeiten")
            .filter { !$0.hasSuffix("/details--ldn-paddington") }
        #expect(expected.count == 21 * (Self.appearances.count + 1))
        let result = try await #require(
            try Chromium.evaluate(
                """
                const cases = Array.from(doc.querySelectorAll('[data-case]'));
                const differ = cases.filter((c) => c.dataset.status === 'differ');
                const first = differ[0];
                first.scrollIntoView();
                await sleep(300);
                return { differ: differ.map((c) => c.dataset.case), leading: cases.slice(0, differ.length).every((c) => c.dataset.status === 'differ'),
                         count: cases.length, title: doc.title,
                         figures: Array.from(first.querySelectorAll('figcaption')).map((f) => f.textContent),
                         changed: Array.from(first.querySelectorAll('.l.chg')).map((l) => l.textContent.trim()),
                         diff: first.querySelector('pre.diff') ? first.querySelector('pre.diff').textContent : '' };
                """, in: page) as? [String: Any])
        #expect(Set(result["differ"] as? [String] ?? []) == expected)
        #expect(result["leading"] as? Bool == true)
        #expect(result["count"] as? Int == Self.total)
        #expect(
            result["title"] as? String
                == "StoreFinder review: \(expected.count) differ, 0 new, 0 stale of \(Self.total) cases")
        #expect(result["figures"] as? [String] == ["Approved", "Current"])
        #expect(result["changed"] as? [String] == ["Öffnungszeiten", "Geschäftszeiten"])
        let diff = try #require(result["diff"] as? String)
        #expect(diff.contains("\n-Öffnungszeiten\n+Geschäftszeiten\n"))
    }

    @Test("right-to-left locales draw with dir=rtl, the rest with dir=ltr; j moves case to case from the keyboard")
    func direction() async throws {
        let page = try await BrowserReports.sample.get()
        let result = try await #require(
            try Chromium.evaluate(
                """
                const visible = () => Array.from(doc.querySelectorAll('article[data-case]')).filter((a) => !a.hidden);
                const directions = {};
                let moved = 0;
                await sleep(500);
                doc.querySelector('article[data-case]:not([hidden])').focus();
                for (const article of visible()) {
                  const active = doc.activeElement;
                  const screen = active.querySelector('.sf-screen');
                  directions[active.dataset.case] = screen ? screen.getAttribute('dir') : 'undrawn';
                  active.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'j', bubbles: true }));
                  if (doc.activeElement !== active) moved += 1;
                }
                return { directions, moved, total: visible().length };
                """, in: page, fragment: "#?appearance=dark") as? [String: Any])
        let directions = try #require(result["directions"] as? [String: String])
        #expect(directions.count == Self.drawn / Self.appearances.count)
        #expect(result["moved"] as? Int == Self.drawn / Self.appearances.count - 1)
        for (name, dir) in directions {
            let locale = name.split(separator: "/")[2]
            #expect(dir == (locale == "ar" || locale == "ar-XB" ? "rtl" : "ltr"), "\(name)")
        }
    }

    @Test("a string's key, locale and file:line show on focus, reached from its case with Enter and the arrows")
    func provenance() async throws {
        let page = try await BrowserReports.sample.get()
        let result = try await #require(
            try Chromium.evaluate(
                """
                const article = doc.getElementById('default/light/de/opening-times--ldn-regent');
                article.focus();
                article.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
                const first = doc.activeElement;
                const tip = doc.getElementById('tip');
                const shown = { key: first.dataset.k, tip: tip.textContent, hidden: tip.hidden, describedBy: first.getAttribute('aria-describedby') };
                first.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
                const second = doc.activeElement.dataset.k;
                doc.activeElement.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
                return Object.assign(shown, { second, back: doc.activeElement === article });
                """, in: page, fragment: "#default/light/de/opening-times--ldn-regent") as? [String: Any])
        #expect(result["hidden"] as? Bool == false)
        #expect(result["describedBy"] as? String == "tip")
        let key = try #require(result["key"] as? String)
        let tip = try #require(result["tip"] as? String)
        #expect(tip.hasPrefix("\(key) · de · Localizations/de.yml:"), "\(tip)")
        #expect(result["second"] as? String != nil)
        #expect(result["back"] as? Bool == true)
    }

    @Test("the page's own text meets WCAG AA contrast: 4.5:1 against what is behind it")
    func contrast() async throws {
        let page = try await BrowserReports.edited.get()
        let result = try await #require(
            try Chromium.evaluate(
                """
                const first = doc.querySelector('article[data-status="differ"]');
                first.scrollIntoView(); await sleep(300);
                const parse = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
                const luminance = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
                  .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
                const background = (el) => { for (; el; el = el.parentElement) { const c = parse(win.getComputedStyle(el).backgroundColor); if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3); } return [255, 255, 255]; };
                const selectors = ['h1', '.summary', '.keys', 'kbd', '#filters label', '#filters select', '#shown', 'h2', '.case h3 a', '.meta',
                  '.badge[data-status="same"]', '.badge[data-status="differ"]', '.badge[data-status="new"]', '.badge[data-status="stale"]', 'figcaption', '.diff', '.diff .add', '.diff .del', 'summary'];
                const ratios = {};
                for (const selector of selectors) {
                  const el = doc.querySelector(selector);
                  if (!el) { ratios[selector] = 0; continue; }
                  const [a, b] = [luminance(parse(win.getComputedStyle(el).color)), luminance(background(el))].sort((x, y) => y - x);
                  ratios[selector] = (a + 0.05) / (b + 0.05);
                }
                return ratios;
                """, in: page) as? [String: Double])
        #expect(result.count == 19)
        for (selector, ratio) in result {
            #expect(ratio >= 4.5, "\(selector): \(ratio):1")
        }
    }

    @Test("one case per appearance draws a screenshot that is not blank", arguments: appearances)
    func screenshot(appearance: String) async throws {
        let page = try await BrowserReports.sample.get()
        try FileManager.default.createDirectory(at: screenshotFolder, withIntermediateDirectories: true)
        // The case alone, and the same page with no case shown (details has no "results"), to
        // tell the screen's pixels from the page's own.
        let shots = [
            ("details-ldn-regent", "screen=details&subject=ldn-regent"), ("none", "screen=details&subject=results"),
        ]
        var stats: [(colours: Int, ink: Double)] = []
        for (name, filter) in shots {
            let file = screenshotFolder.appendingPathComponent("\(appearance)-\(name).png")
            let url = try #require(URL(string: page.absoluteString + "#?appearance=\(appearance)&locale=en&" + filter))
            // Tall enough for the case's screen below the filters, which take two lines.
            try await Chromium.screenshot(url, to: file, height: 1200)
            await stats.append(try Chromium.imageStats(try Data(contentsOf: file)))
        }
        let (screen, empty) = (stats[0], stats[1])
        #expect(
            screen.colours > empty.colours,
            "\(screenshotFolder.path): \(screen.colours) colours against \(empty.colours) with no case")
        #expect(
            screen.ink - empty.ink > 0.03,
            "\(screenshotFolder.path): \(screen.ink) of the pixels drawn against \(empty.ink) with no case")
    }
}

@Suite("The browser the HTML tests need", .temporaryFolders)
struct BrowserAvailabilityTests {
    @Test("under CI (CI=true) Chromium must be installed: the browser tests may not be skipped there")
    func presentUnderCI() async {
        if Chromium.isCI {
            #expect(Chromium.executable != nil, "\(Chromium.missing), and CI=true")
        }
    }
}

/// What each of ``HTMLReportBrowserTests/filterCases`` shows, tried in one browser: the page
/// loads once, and each filter is chosen in the form, then its narrower URL followed, as a
/// reader does. (A browser for each case took 9 s each, most of it the page's load.)
enum FilterProbe {
    struct Outcome: Sendable {
        var shown: Int
        var matching: Bool
        var hash: String
        var label: String
        var narrowed: Int
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// NB: a task, started by the first test that asks, in its scope (the browser's profile is
    /// one of its temporary folders), and awaited by each.
    static var outcomes: Result<[String: Outcome], Failure> {
        get async { await task.value }
    }
    private static let task = Task { () -> Result<[String: Outcome], Failure> in
        do {
            let cases = HTMLReportBrowserTests.filterCases.map { item in
                [item.name, item.value, HTMLReportBrowserTests.narrowing(item.name, item.value)]
            }
            let list = String(data: try JSONSerialization.data(withJSONObject: cases), encoding: .utf8) ?? "[]"
            let result = try await Chromium.evaluate(
                """
                const form = doc.getElementById('filters');
                const visible = () => Array.from(doc.querySelectorAll('article[data-case]')).filter((a) => !a.hidden);
                const out = {};
                for (const [name, value, narrower] of \(list)) {
                  form.querySelectorAll('select').forEach((s) => { s.value = ''; });
                  form.dispatchEvent(new win.Event('change', { bubbles: true }));
                  const select = form.querySelector(`select[name="${name}"]`);
                  select.value = value;
                  select.dispatchEvent(new win.Event('change', { bubbles: true }));
                  const shown = visible();
                  const entry = { shown: shown.length, matching: shown.every((a) => a.dataset[name] === value),
                                  hash: decodeURIComponent(win.location.hash), label: doc.getElementById('shown').textContent };
                  const followed = new Promise((resolve) => win.addEventListener('hashchange', resolve, { once: true }));
                  win.location.hash = narrower;
                  await followed;
                  entry.narrowed = visible().length;
                  out[`${name}=${value}`] = entry;
                }
                return out;
                """, in: try await BrowserReports.sample.get())
            let object = result as? [String: [String: Any]] ?? [:]
            return .success(
                object.mapValues { entry in
                    Outcome(
                        shown: entry["shown"] as? Int ?? -1, matching: entry["matching"] as? Bool ?? false,
                        hash: entry["hash"] as? String ?? "", label: entry["label"] as? String ?? "",
                        narrowed: entry["narrowed"] as? Int ?? -1)
                })
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }
}
