import Foundation
import Testing

/// Headless Chromium, from Debian's `chromium` package, for the tests of what ends up in a
/// browser. `.ci/run` installs it; elsewhere the browser tests are skipped when it is missing,
/// unless `CI=true`, where its absence fails the run (see ``BrowserAvailabilityTests``).
enum Chromium {
    /// The browser's path: `$CHROMIUM`, else the first of the usual names on `PATH`.
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }()

    /// Why the browser tests are skipped, for the test report.
    static let missing =
        "Chromium is not installed (apt-get install chromium, or set CHROMIUM): the browser tests are skipped"

    /// Whether the run is CI's, where a missing browser is a failure rather than a skip.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"]?.lowercased() == "true" }

    /// Runs the browser headless on `url` with `arguments`, in a profile of its own (tests run
    /// in parallel), and returns what it printed on standard output. A browser that hangs is
    /// killed after `seconds`.
    static func run(_ arguments: [String], url: URL, seconds: Int = 120) async throws -> String {
        guard let executable else { throw BrowserError.missing }
        let profile = try StoreFinderBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: profile) }
        // coreutils' timeout kills a browser that hangs; where there is none, the browser runs bare.
        let timeout = ["/usr/bin/timeout", "/bin/timeout"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let result = try await StoreFinderBinary.run(
            (timeout == nil ? [] : ["\(seconds)", executable]) + [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--no-first-run", "--disable-extensions", "--user-data-dir=\(profile.path)",
            ] + arguments + [url.absoluteString],
            executable: URL(fileURLWithPath: timeout ?? executable))
        guard result.status == 0 else { throw BrowserError.failed(status: result.status) }
        return result.stdout
    }

    /// Opens `page` (a report, with its fragment) in a frame of a harness page, waits until its
    /// script is ready, runs `script` (the body of an async function of `win` and `doc`, the
    /// frame's window and document) and returns the JSON it resolves to.
    ///
    /// NB: the harness and the report are both files; `--allow-file-access-from-files` lets the
    /// harness reach into the frame, as a test of a page's own behaviour needs.
    static func evaluate(
        _ script: String, in page: URL, fragment: String = "", width: Int = 1200, height: Int = 900
    ) async throws -> Any {
        let harness = page.deletingLastPathComponent().appendingPathComponent("harness-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: harness) }
        let source = """
            <!doctype html><html><body><pre id="result">pending</pre>
            <iframe id="frame" width="\(width)" height="\(height)" src="\(page.lastPathComponent)\(fragment)"></iframe>
            <script>
            const frame = document.getElementById('frame');
            const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
            async function test(win, doc) {
            \(script)
            }
            frame.addEventListener('load', async () => {
              const out = document.getElementById('result');
              try {
                const win = frame.contentWindow, doc = frame.contentDocument;
                for (let i = 0; i < 200 && doc.documentElement.dataset.ready !== 'true'; i++) await sleep(50);
                out.textContent = JSON.stringify({ ok: await test(win, doc) });
              } catch (error) {
                out.textContent = JSON.stringify({ error: String(error && error.stack || error) });
              }
            });
            </script></body></html>
            """
        try source.write(to: harness, atomically: true, encoding: .utf8)
        let dom = try await run(
            [
                "--allow-file-access-from-files", "--virtual-time-budget=30000",
                "--window-size=\(width + 40),\(height + 80)", "--dump-dom",
            ],
            url: harness)
        guard let start = dom.range(of: "<pre id=\"result\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            throw BrowserError.noResult(dom: String(dom.prefix(500)))
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        if let error = object?["error"] as? String { throw BrowserError.script(error) }
        guard let result = object?["ok"] else { throw BrowserError.noResult(dom: text) }
        return result
    }

    /// A PNG of `url` at `width` × `height`, as the browser draws it.
    static func screenshot(_ url: URL, to file: URL, width: Int = 900, height: Int = 900) async throws {
        _ = try await run(
            ["--virtual-time-budget=5000", "--window-size=\(width),\(height)", "--screenshot=\(file.path)"], url: url)
    }
}

enum BrowserError: Error, CustomStringConvertible {
    case missing
    case failed(status: Int32)
    case noResult(dom: String)
    case script(String)

    var description: String {
        switch self {
        case .missing: Chromium.missing
        case .failed(let status): "chromium exited with status \(status)"
        case .noResult(let dom): "the harness printed no result: \(dom)"
        case .script(let error): "the page's test script failed: \(error)"
        }
    }
}

extension Chromium {
    /// How many distinct colours a PNG has, and the share of its pixels that differ from its
    /// top-left pixel (the page's background): a blank screenshot has one colour and no ink.
    static func imageStats(_ png: Data) async throws -> (colours: Int, ink: Double) {
        let folder = try StoreFinderBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("image.html")
        let source = """
            <!doctype html><html><body><pre id="result">pending</pre>
            <img id="image" src="data:image/png;base64,\(png.base64EncodedString())">
            <script>
            const image = document.getElementById('image');
            function measure() {
              const canvas = document.createElement('canvas');
              canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
              const context = canvas.getContext('2d');
              context.drawImage(image, 0, 0);
              const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
              const colours = new Set(); let ink = 0;
              for (let i = 0; i < pixels.length; i += 4) {
                colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
                if (pixels[i] !== pixels[0] || pixels[i + 1] !== pixels[1] || pixels[i + 2] !== pixels[2]) ink += 1;
              }
              document.getElementById('result').textContent = colours.size + ' ' + (ink / (pixels.length / 4));
            }
            if (image.complete) measure(); else image.addEventListener('load', measure);
            </script></body></html>
            """
        try source.write(to: page, atomically: true, encoding: .utf8)
        let dom = try await run(["--virtual-time-budget=5000", "--dump-dom"], url: page)
        guard let start = dom.range(of: "<pre id=\"result\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            throw BrowserError.noResult(dom: String(dom.prefix(300)))
        }
        let parts = dom[start.upperBound..<end.lowerBound].split(separator: " ")
        guard parts.count == 2, let colours = Int(parts[0]), let ink = Double(parts[1]) else {
            throw BrowserError.noResult(dom: String(parts.joined()))
        }
        return (colours, ink)
    }
}
