import Foundation
import StoreTestSupport
import Testing

@Suite("What a screen reader says, reviewed: Review/spoken holds words, in every locale", .temporaryFolders)
struct SpokenReviewTests {
    /// The renderer's marks and the separators shown text uses, none of which a label may say.
    static let marks: Set<Character> = [
        "·", "–", "—", "•", "▸", "◂", "■", "●", "★", "◉", "○", "✓", "✗", "⇢", "⌕", "⚠", "◆", "▲", "◎", "⟳", "│", "─",
    ]

    /// The shipped locales.
    static let locales = ["en", "en-GB", "de", "fr", "ru", "ar", "ja"]

    /// Every spoken review file of the shipped locales (the pseudo-locales pad with dots on purpose).
    static let files: [(name: String, text: String)] = {
        let folder = packageRoot.appendingPathComponent("Review/spoken")
        var files: [(String, String)] = []
        for locale in locales {
            let directory = folder.appendingPathComponent(locale)
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() {
                let text = (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
                files.append(("\(locale)/\(file)", text))
            }
        }
        return files
    }()

    @Test("every screen, state and shipped locale has a transcript: one for each drawn case")
    func present() throws {
        let drawn = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Review/default/light/en").path)
        #expect(!drawn.isEmpty)
        for locale in Self.locales {
            let spoken = Self.files.filter { $0.name.hasPrefix(locale + "/") }.map {
                String($0.name.dropFirst(locale.count + 1))
            }
            #expect(Set(spoken) == Set(drawn), "\(locale)")
        }
        #expect(Self.files.allSatisfy { !$0.text.isEmpty })
    }

    @Test("no label says a separator or a glyph, and every line has a role and words")
    func words() {
        for (name, text) in Self.files {
            for line in text.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else {
                    Issue.record("\(name): a line with no role: \(line)")
                    continue
                }
                let label = line[line.index(after: colon)...]
                #expect(!label.trimmingCharacters(in: .whitespaces).isEmpty, "\(name): \(line)")
                #expect(!label.contains(where: Self.marks.contains), "\(name): \(line)")
            }
        }
    }

    @Test("no approved screen, drawn or spoken, shows a raw placeholder")
    func noRawPlaceholder() throws {
        let review = packageRoot.appendingPathComponent("Review")
        let walker = try #require(FileManager.default.enumerator(atPath: review.path))
        var checked = 0
        for case let path as String in walker where path.hasSuffix(".txt") {
            let text = try String(contentsOf: review.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("%{"), "\(path)")
            checked += 1
        }
        #expect(checked > Self.files.count)
    }

    @Test("units are spelt out: no label says mi, km, m, ft or yd after a number")
    func units() throws {
        let abbreviated = try Regex(#"\d\s?(mi|km|m|ft|yd|м|км|ми|كم|ميل)(?=[,،、\s]|$)"#)
        for (name, text) in Self.files {
            for line in text.split(separator: "\n") where line.contains(abbreviated) {
                Issue.record("\(name): \(line)")
            }
        }
    }

    @Test("render --format spoken prints the transcript, data sanitized")
    func render() async throws {
        let result = try await StoreFinderBinary.run([
            "render", "details", "--store", "ldn-regent", "--locale", "en-GB", "--format", "spoken", "--now",
            "2026-12-18T12:00:00Z",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("heading: Regent Street Flagship\n"))
        #expect(result.stdout.contains("text: Today, Friday, 09:00 to 21:00\n"))
        #expect(result.stdout.contains("text: Open, closes at 21:00\n"))
        #expect(result.stdout.contains("text: Christmas Day, Friday 25 December, closed\n"))
    }
}
