import StoreIO
import StoreRendering
import StoreTextDiff
import StoreTheme
import StoreThemeTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The review matrix as a static page that opens from the file system and loads nothing from
/// the network: `index.html`, its style sheets, its script, and `cases.js`, the screens.
///
/// ```swift
/// let drawings = runner.draw(cases, warnings: &warnings)
/// let comparison = runner.check(drawings.mapValues(\.text), against: "Review", complete: true)
/// try HTMLReport(cases: cases, drawings: drawings, comparison: comparison, themes: themes,
///                sources: StringSources(catalog: catalog), width: 44).write(to: "review-html")
/// ```
///
/// Each case is one `<article data-case="<theme>/<appearance>/<locale>/<screen>--<subject>"
/// data-status="same|differ|new|stale">`, with its theme and appearance (`data-theme`,
/// `data-appearance`) to filter by, present in the page itself; the screens inside are
/// drawn as they scroll into view. Changed cases come first, with the approved and current
/// screens side by side and the unified diff below.
public struct HTMLReport: Sendable {
    /// How a case compares with its approved file.
    public enum Status: String, Sendable, CaseIterable {
        /// Renders exactly as approved.
        case same
        /// Renders differently from its approved file.
        case differ
        /// Has no approved file yet.
        case new
        /// An approved file no case renders any more.
        case stale

        /// Where the page lists the status's cases: changed first, unchanged last.
        var rank: Int {
            switch self {
            case .differ: 0
            case .new: 1
            case .stale: 2
            case .same: 3
            }
        }
    }

    /// One case of the page.
    struct Entry: Sendable {
        /// `default/dark/en/list--results`: the approved file's path without `.txt`.
        var name: String
        /// The theme, or `spoken` or `timeline`.
        var theme: String
        /// The appearance of a drawing (`dark`); empty for a spoken case or a timeline.
        var appearance: String
        /// The text size of a drawing (`large`, `AX5`); empty for a spoken case or a timeline.
        var textSize: String
        /// The name of the theme the screen is drawn in, which its style sheet is keyed by
        /// (`default, dark`).
        var screenTheme: String
        var locale: String
        var screen: String
        var subject: String
        var status: Status
        /// The current screen as HTML lines, in UTF-8; `nil` for a stale case.
        var html: [UInt8]?
        /// The approved text of a changed or stale case.
        var approved: String?
        /// The unified diff of a changed case.
        var diff: String?
        /// The lines, from 0, a change removed from the approved text and added to the current.
        var removed: [Int] = []
        var added: [Int] = []
        /// Lines tall, for the room a case takes before it is drawn.
        var lines: Int
    }

    let entries: [Entry]
    let themes: [Theme]
    let sources: StringSources
    let width: Int
    /// Where the approved files were read from, as the page names it.
    let approvedDirectory: String

    /// A report of `cases` as drawn, compared as `comparison` found. Cases that did not draw
    /// (a warning said why) are left out; stale files are listed after the changed and new.
    public init(
        cases: [ReviewCase], drawings: [String: ScreenDrawing], comparison: ReviewReport, themes: [Theme],
        sources: StringSources, width: Int, approvedDirectory: String = "Review"
    ) {
        let differences = Dictionary(
            comparison.differences.map { ($0.path, $0.diff) }, uniquingKeysWith: { first, _ in first })
        let added = Set(comparison.added)
        var entries: [Entry] = []
        entries.reserveCapacity(cases.count + comparison.stale.count)
        for reviewCase in cases {
            guard let drawing = drawings[reviewCase.path] else { continue }
            let status: Status =
                differences[reviewCase.path] != nil ? .differ : added.contains(reviewCase.path) ? .new : .same
            let isDrawing = reviewCase.isDrawing
            var entry = Entry(
                name: Self.name(of: reviewCase.path), theme: isDrawing ? reviewCase.theme : reviewCase.folder,
                appearance: isDrawing ? reviewCase.appearance.name : "",
                textSize: isDrawing ? reviewCase.textSize.name : "",
                screenTheme: Theme.drawnName(reviewCase.theme, in: reviewCase.appearance), locale: reviewCase.locale,
                screen: reviewCase.screen.rawValue,
                subject: reviewCase.subject, status: status, html: drawing.htmlUTF8, lines: Self.lineCount(drawing.text)
            )
            if status == .differ, let approved = comparison.approvedText[reviewCase.path] {
                entry.approved = approved
                entry.diff = differences[reviewCase.path]
                (entry.removed, entry.added) = UnifiedDiff.changedLines(old: approved, new: drawing.text)
                entry.lines = max(entry.lines, Self.lineCount(approved))
            }
            entries.append(entry)
        }
        for path in comparison.stale {
            let name = Self.name(of: path)
            // theme/appearance/locale/file for a drawing (under its text size's folder unless
            // Large); spoken/locale/file or timeline/locale/file.
            var parts = name.split(separator: "/").map(String.init)
            let size = parts.count == 5 ? TextSize(name: parts[0]) : nil
            if size != nil { parts.removeFirst() }
            let file = parts.last ?? name
            let screen = file.components(separatedBy: "--").first ?? file
            let theme = parts.count >= 3 ? parts[0] : ""
            let appearance = parts.count == 4 ? parts[1] : ""
            let approved = comparison.approvedText[path] ?? ""
            entries.append(
                Entry(
                    name: name, theme: theme, appearance: appearance,
                    textSize: appearance.isEmpty ? "" : (size ?? .large).name,
                    screenTheme: Appearance(name: appearance).map { Theme.drawnName(theme, in: $0) } ?? theme,
                    locale: parts.count >= 3 ? parts[parts.count - 2] : "", screen: screen,
                    subject: String(file.dropFirst(min(file.count, screen.count + 2))), status: .stale,
                    approved: approved, lines: Self.lineCount(approved)))
        }
        // Changed first, then new, then stale, then the rest, each in matrix order.
        self.entries = entries.enumerated().sorted {
            ($0.element.status.rank, $0.offset) < ($1.element.status.rank, $1.offset)
        }.map(\.element)
        self.themes = themes
        self.sources = sources
        self.width = width
        self.approvedDirectory = approvedDirectory
    }

    /// How many cases have each status.
    public var counts: [Status: Int] {
        entries.reduce(into: [:]) { $0[$1.status, default: 0] += 1 }
    }

    /// The page's files by name: `index.html`, `report.css`, `themes.css`, `report.js` and `cases.js`.
    public func files() -> [String: String] {
        fileBytes().mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes the page's files into `directory`, each atomically (a temporary file, then a
    /// rename), so a browser never reads half a report. Other files there are left alone.
    public func write(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, bytes) in fileBytes() {
            try Data(bytes).write(to: URL(fileURLWithPath: FileName.join(directory, name)), options: .atomic)
        }
    }

    /// The files as UTF-8. NB: `cases.js` is built as bytes and written as they are, never
    /// decoded into a string: it is megabytes.
    private func fileBytes() -> [String: [UInt8]] {
        [
            "index.html": Array(page().utf8),
            "report.css": Array(ReportAssets.text("report.css").utf8),
            "report.js": Array(ReportAssets.text("report.js").utf8),
            "themes.css": Array((ThemeStyleSheet.screenCSS + themes.map(ThemeStyleSheet.css(for:)).joined()).utf8),
            "cases.js": caseData(),
        ]
    }

    /// `default/light/en/list--results.txt` → `default/light/en/list--results`.
    static func name(of path: String) -> String {
        path.hasSuffix(".txt") ? String(path.dropLast(4)) : path
    }

    static func lineCount(_ text: String) -> Int {
        func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var lines = 0
            for byte in bytes where byte == 0x0A { lines += 1 }
            return lines
        }
        return text.utf8.withContiguousStorageIfAvailable(count) ?? Array(text.utf8).withUnsafeBufferPointer(count)
    }
}
