import StoreDisplayText
import StoreDomain
import StoreIO
import StorePresentation
import StoreRendering
import StoreTheme
import StoreThemeTools
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What each screen earns of the App Store's Accessibility Nutrition Labels that a
/// presentation layer decides, in an app's own tables and theme: a row per screen, a cell per
/// label, each pass or fail with the evidence counted (`0 cut in 234 cases`).
///
/// ```swift
/// let audit = AccessibilityAudit.run(inputs: inputs, subjects: subjects, theme: "brand")
/// print(audit.table)
/// if !audit.passed { exit(1) }
/// ```
///
/// Each screen is drawn from every subject the review draws it with, in every locale asked for:
/// - **VoiceOver**: every element the transcript says has a label with words in it, and no
///   glyph of the drawing (`■`, `▸`, a box's edge) is read aloud;
/// - **Voice Control**: every element a user acts on (buttons, rows, pins, tiles, chips, tabs)
///   has input labels, and the first of each is distinct within the screen;
/// - **Larger Text**: drawn at AX5, no essential text is cut and every line fits the narrower
///   screen: the layout reflows;
/// - **Dark Interface**: the theme has a dark appearance, and every role the screen uses has a
///   colour in it;
/// - **Differentiate Without Color Alone**: each state shown in colour (a stock level, open or
///   closed, a filter on or off, the selected pin) differs from the others of its kind in
///   words or in shape too: no words are drawn in two states' colours, and no state draws
///   only what another draws;
/// - **Sufficient Contrast**: no role the screen uses fails WCAG 2.2's contrast in any
///   appearance (lint's `contrast` rule).
public struct AccessibilityAudit: Sendable {
    /// The labels a presentation layer decides, in the order App Store Connect lists them.
    public enum Label: String, Sendable, CaseIterable {
        case voiceOver = "VoiceOver"
        case voiceControl = "Voice Control"
        case largerText = "Larger Text"
        case darkInterface = "Dark Interface"
        case differentiateWithoutColor = "Differentiate Without Color Alone"
        case sufficientContrast = "Sufficient Contrast"
    }

    /// One label for one screen.
    public struct Cell: Sendable, Hashable {
        /// What was counted, whatever the outcome: `0 cut in 234 cases`.
        public var evidence: String
        /// What fails, each said once; empty when the cell passes.
        public var failures: [String]

        public var passed: Bool { failures.isEmpty }
    }

    /// One screen's cells.
    public struct Row: Sendable {
        public var screen: ScreenKind
        public var cells: [Label: Cell]
    }

    /// A row per screen audited, in ``StorePresentation/ScreenKind/allCases`` order.
    public var rows: [Row]
    /// The theme audited.
    public var theme: String
    /// The locales audited.
    public var locales: [String]
    /// What did not stop the audit: a subject that did not draw, a theme that fell back.
    public var warnings: [String]

    /// Whether every cell passes.
    public var passed: Bool { rows.allSatisfy { $0.cells.values.allSatisfy(\.passed) } }

    /// The text size Larger Text is audited at: the largest.
    public static let largestSize = TextSize.accessibility5

    /// Audits each screen of `subjects` (the review's), in `locales`, drawn in `theme` of
    /// `inputs`' library with `inputs`' tables and mappers.
    public static func run(
        inputs: ReviewInputs, subjects: [ScreenKind: [String]], theme: String,
        locales: [String] = ReviewMatrix.locales
    ) -> AccessibilityAudit {
        let runner = ReviewRunner(inputs: inputs)
        var warnings: [String] = []
        let contrast = contrastFindings(inputs.themes, theme: theme)
        let loaded = inputs.themes.theme(theme).theme
        var rows: [Row] = []
        for screen in ScreenKind.allCases {
            let names = subjects[screen] ?? []
            guard !names.isEmpty else { continue }
            func cases(_ appearance: Appearance, size: TextSize = .large, spoken: Bool = false) -> [ReviewCase] {
                locales.flatMap { locale in
                    names.map { subject in
                        var reviewCase = ReviewCase(
                            screen: screen, subject: subject, locale: locale, theme: theme, appearance: appearance,
                            isSpoken: spoken)
                        reviewCase.textSize = size
                        return reviewCase
                    }
                }
            }
            let light = cases(.light), dark = cases(.dark), said = cases(.light, spoken: true)
            // NB: one call, so a case at AX5 and a spoken one are drawn from the mapping at Large.
            let drawn = runner.draw(light + dark + cases(.light, size: largestSize) + said, warnings: &warnings)
            let spoken = said.compactMap { drawn[$0.path] }
            let views = runner.viewData(light, warnings: &warnings)
            let large = light.compactMap { drawn[$0.path] }
            let styles = large.reduce(into: Set<ThemeToken>()) { $0.formUnion($1.styles) }
            var cells: [Label: Cell] = [:]
            cells[.voiceOver] = voiceOver(spoken.map(\.text), glyphs: glyphs(in: large))
            cells[.voiceControl] = voiceControl(
                light.compactMap { reviewCase in views[reviewCase.path].map { (reviewCase, $0) } })
            cells[.largerText] = largerText(
                cases(.light, size: largestSize).compactMap { reviewCase in
                    drawn[reviewCase.path].map { (reviewCase, $0) }
                },
                columns: RenderOptions(width: inputs.width, textSize: largestSize).columns(for: loaded))
            cells[.darkInterface] = darkInterface(
                loaded, styles: dark.compactMap { drawn[$0.path] }.reduce(into: styles) { $0.formUnion($1.styles) })
            cells[.differentiateWithoutColor] = differentiate(large + dark.compactMap { drawn[$0.path] })
            cells[.sufficientContrast] = sufficientContrast(contrast, styles: styles, theme: loaded)
            rows.append(Row(screen: screen, cells: cells))
        }
        var seen: Set<String> = []
        return AccessibilityAudit(
            rows: rows, theme: theme, locales: locales, warnings: warnings.filter { seen.insert($0).inserted })
    }

    // MARK: - The labels

    /// Every element said has words, and none says a glyph the screens draw.
    package static func voiceOver(_ transcripts: [String], glyphs: Set<Character>) -> Cell {
        var elements = 0
        var failures: [String] = []
        for transcript in transcripts {
            for line in transcript.split(separator: "\n") {
                // "role: label"; a role is a word or two, never a colon.
                guard let colon = line.firstIndex(of: ":") else { continue }
                elements += 1
                let label = line[line.index(after: colon)...].dropFirst()
                if !label.contains(where: { $0.isLetter || $0.isNumber }) {
                    failures.append("a \(line[..<colon]) says no words: \"\(label)\"")
                } else if let glyph = label.first(where: { glyphs.contains($0) }) {
                    failures.append("\"\(label)\" reads the glyph \(glyph) aloud")
                }
            }
        }
        return Cell(evidence: "\(elements) labels in \(transcripts.count) cases", failures: unique(failures))
    }

    /// The glyphs the drawings draw that are not words: markers, frames, shading.
    static func glyphs(in drawings: [ScreenDrawing]) -> Set<Character> {
        var glyphs: Set<Character> = []
        for drawing in drawings {
            for character in drawing.text where Self.isGlyph(character) { glyphs.insert(character) }
        }
        return glyphs
    }

    /// A box-drawing, block, geometric-shape, arrow or dingbat character.
    static func isGlyph(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2190...0x21FF, 0x2300...0x23FF, 0x2500...0x25FF, 0x2600...0x27BF, 0x27F0...0x27FF: return true
        default: return false
        }
    }

    /// Every object of the view data that a user acts on, by the `inputLabels` and `action`
    /// its JSON carries: labels present, and first labels distinct within each screen.
    static func voiceControl(_ screens: [(ReviewCase, ScreenViewData)]) -> Cell {
        var actions = 0
        var failures: [String] = []
        let encoder = JSONEncoder()
        for (reviewCase, view) in screens {
            guard let data = try? encoder.encode(view), let json = try? JSONDecoder().decode(JSONValue.self, from: data)
            else { continue }
            var firsts: [String: Int] = [:]
            func walk(_ node: JSONValue) {
                switch node {
                case .object(let object):
                    let labels = object["inputLabels"]
                    if labels != nil || object["action"] != nil {
                        actions += 1
                        if case .array(let items) = labels, case .string(let first) = items.first, !first.isEmpty {
                            firsts[first.lowercased(), default: 0] += 1
                        } else {
                            failures.append("\(reviewCase.path): an element that acts has no input label")
                        }
                    }
                    for value in object.values { walk(value) }
                case .array(let items):
                    for value in items { walk(value) }
                default:
                    break
                }
            }
            walk(json)
            for (label, count) in firsts.sorted(by: { $0.key < $1.key }) where count > 1 {
                failures.append("\(reviewCase.path): \(count) elements are called \"\(label)\"")
            }
        }
        return Cell(evidence: "\(actions) actions in \(screens.count) cases", failures: unique(failures))
    }

    /// At AX5: no essential text cut, every line within the columns there.
    static func largerText(_ drawings: [(ReviewCase, ScreenDrawing)], columns: Int) -> Cell {
        var cuts = 0
        var failures: [String] = []
        for (reviewCase, drawing) in drawings {
            cuts += drawing.essentialCuts.count
            if !drawing.essentialCuts.isEmpty {
                failures.append(
                    "\(reviewCase.path) cuts \(drawing.essentialCuts.map(\.path).joined(separator: ", "))")
            }
            let screen = drawing.text.components(separatedBy: "\n── styles")[0]
            let widest = screen.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
            if widest > columns { failures.append("\(reviewCase.path) is \(widest) columns wide, not \(columns)") }
        }
        return Cell(evidence: "\(cuts) cut in \(drawings.count) cases", failures: unique(failures))
    }

    /// The theme has a dark appearance of its own (a dark section, or one it extends), which
    /// every role the screen uses is resolved in: its colour there, or the dark text colour.
    static func darkInterface(_ theme: Theme, styles: Set<ThemeToken>) -> Cell {
        let roles = styles.filter { $0.annotationKind == nil }
        guard let variant = theme.appearances[Appearance.dark.name], !variant.isEmpty else {
            return Cell(evidence: "\(roles.count) roles", failures: ["the theme \(theme.name) has no dark appearance"])
        }
        let dark = theme.resolved(for: .dark)
        let failures = roles.sorted().compactMap { role in
            dark.style(role).color ?? dark.colors["text"] == nil ? "\(role.path) has no colour in dark" : nil
        }
        return Cell(evidence: "\(roles.count) roles in dark", failures: failures)
    }

    /// Each state shown in colour differs from the others of its kind in what it draws: a state
    /// whose words and marks are all another's is told apart by colour alone.
    static func differentiate(_ drawings: [ScreenDrawing]) -> Cell {
        var texts: [ThemeToken: Set<String>] = [:]
        for drawing in drawings { texts.merge(drawing.stateTexts) { $0.union($1) } }
        var groups = ThemeSchema.stateGroups.map { $0.map { ThemeToken(path: $0) } }
        // The selected pin against every other pin the screens draw.
        let pins = texts.keys.filter { $0.annotationKind != nil && $0 != .annotation.selected }.sorted()
        if texts[.annotation.selected] != nil { groups += pins.map { [.annotation.selected, $0] } }
        var states: Set<ThemeToken> = []
        var failures: [String] = []
        for group in groups {
            let shown = group.filter { texts[$0] != nil }
            states.formUnion(shown)
            for (index, one) in shown.enumerated() {
                for other in shown[(index + 1)...] {
                    let (a, b) = (texts[one] ?? [], texts[other] ?? [])
                    // The same words in two states' colours, or a state with nothing of its own.
                    let shared = a.intersection(b).filter { $0.contains { $0.isLetter || $0.isNumber } }
                    if !shared.isEmpty || a.isSubset(of: b) || b.isSubset(of: a) {
                        let same = shared.isEmpty ? a.intersection(b) : shared
                        failures.append(
                            "\(one.path) and \(other.path) draw the same (\(same.sorted().joined(separator: ", "))): only colour tells them apart"
                        )
                    }
                }
            }
        }
        return Cell(evidence: "\(states.count) states", failures: unique(failures))
    }

    /// No role the screen uses fails contrast in any appearance.
    static func sufficientContrast(_ findings: [LintFinding], styles: Set<ThemeToken>, theme: Theme) -> Cell {
        let paths = Set(styles.map(\.path))
        let failures = findings.filter { finding in
            // "stock.lowStock is …" or "in dark: stock.lowStock is …".
            var message = Substring(finding.message)
            if message.hasPrefix("in "), let colon = message.firstIndex(of: ":") {
                message = message[message.index(after: colon)...].dropFirst()
            }
            return paths.contains(String(message.prefix { $0 != " " }))
        }.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
        return Cell(
            evidence: "\(paths.count) roles in \(Appearance.allCases.count) appearances", failures: unique(failures))
    }

    /// Lint's contrast errors for `theme`'s file.
    static func contrastFindings(_ library: ThemeLibrary, theme: String) -> [LintFinding] {
        let file = library.sources[theme]?.file ?? theme
        return ThemeLinter().lint(library, files: [file]).filter { $0.rule == "contrast" && $0.severity == .error }
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }

    // MARK: - The table

    /// A row per screen and a column per label, each cell `pass` or `FAIL` with its evidence;
    /// then each failure, under its screen and label.
    public var table: String {
        let header = ["screen"] + Label.allCases.map(\.rawValue)
        let body = rows.map { row in
            [row.screen.rawValue]
                + Label.allCases.map { label in
                    guard let cell = row.cells[label] else { return "-" }
                    return (cell.passed ? "pass " : "FAIL ") + "(\(cell.evidence))"
                }
        }
        let widths = header.indices.map { column in
            ([header] + body).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            var text = zip(cells, widths).map { TextLayout.pad($0, to: $1) }.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        var lines = [line(header)] + body.map(line)
        for row in rows {
            for label in Label.allCases {
                for failure in row.cells[label]?.failures.prefix(20) ?? [] {
                    lines.append("\(row.screen.rawValue) · \(label.rawValue): \(UntrustedText.sanitized(failure))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
