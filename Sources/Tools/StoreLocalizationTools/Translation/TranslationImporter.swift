import StoreDisplayText
import StoreIO
import StoreLocalization
import StoreYAML

/// Reads translations back into a directory of YAML tables: only what changed is written,
/// each value where it stands (``TableEditor``), and every text is held to lint's rules first.
///
/// ```swift
/// var importer = try TranslationImporter(directory: "Localizations", catalog: catalog, record: record)
/// let result = importer.plan(try XLIFFReader().read(data, file: "de.xliff"))
/// try result.write()
/// ```
public struct TranslationImporter: Sendable {
    /// The directory whose tables are edited.
    public var directory: String
    /// The tables a lookup reads, the directory's among them: the base texts, and each
    /// locale's current text.
    public var catalog: StringCatalog
    /// The base table's own text, for the order new keys are written in.
    public var baseText: String
    /// The record of what each translation was made from, updated as units are taken.
    public var record: TranslationRecord
    /// The base table a directory without its own is checked against, as the build plugin
    /// checks an app's tables; `nil` when the directory has its own base table.
    public var fallbackBase: StringTable?
    public var linter = StringTableLinter()

    public init(
        directory: String, catalog: StringCatalog, baseText: String, record: TranslationRecord,
        fallbackBase: StringTable?
    ) {
        self.directory = directory
        self.catalog = catalog
        self.baseText = baseText
        self.record = record
        self.fallbackBase = fallbackBase
    }

    /// What an import found and would write.
    public struct Result: Sendable {
        /// Per locale: how many units were new, changed, unchanged and refused.
        public var summary: [String: Summary] = [:]
        /// Every refusal and warning, at its place in the imported file.
        public var findings: [ImportFinding] = []
        /// The files to write, by path: the edited tables and the record.
        public var files: [String: String] = [:]

        /// Whether any unit was refused: the command exits 1.
        public var hasRefusals: Bool { findings.contains { $0.severity == .error } }

        /// Writes every file, each atomically.
        public func write() throws {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) { try AtomicFile.write(text, to: path) }
        }
    }

    /// The counts of one locale's units.
    public struct Summary: Sendable, Hashable, CustomStringConvertible {
        public var new = 0
        public var changed = 0
        public var unchanged = 0
        public var refused = 0
        /// Units with no translation in the file, which leave the table as it is.
        public var untranslated = 0

        public var description: String {
            "\(new) new, \(changed) changed, \(unchanged) unchanged, \(refused) refused"
                + (untranslated > 0 ? " (\(untranslated) not translated yet)" : "")
        }
    }

    /// A unit checked and ready to write.
    private struct Taken {
        var unit: ImportedUnit
        var file: String
        var key: String
        var form: PluralSelector?
        var value: String
        var isNew: Bool
    }

    /// Checks every unit of `files` and works out the edits, writing nothing.
    public func plan(_ files: [ImportedFile]) -> Result {
        var result = Result()
        var record = record
        for imported in files {
            let locale = LocaleTag.canonical(imported.locale.replacing("_", with: "-")) ?? imported.locale
            var summary = result.summary[locale] ?? Summary()
            guard locale != catalog.baseLocale else {
                result.findings.append(
                    ImportFinding(
                        .warning, file: imported.file, place: imported.units.first?.place ?? "1:1",
                        "\(locale) is the base locale, whose texts are the source: its units are not imported"))
                continue
            }
            var taken: [Taken] = []
            var confirmed: [(String, TableValue)] = []
            let needed = PluralRules(locale: locale).categories
            var formsSeen: [String: Set<PluralSelector>] = [:]
            for unit in imported.units {
                switch check(unit, in: imported, locale: locale, needed: needed) {
                case .refused(let message):
                    summary.refused += 1
                    result.findings.append(ImportFinding(.error, file: imported.file, place: unit.place, message))
                case .warned(let message):
                    result.findings.append(ImportFinding(.warning, file: imported.file, place: unit.place, message))
                case .untranslated:
                    summary.untranslated += 1
                case .unchanged(let key, let base, let form):
                    summary.unchanged += 1
                    if let form { formsSeen[key, default: []].insert(form) }
                    if unit.state == TranslationState.translated.rawValue || unit.state == "final"
                        || unit.state == "signed-off"
                    {
                        confirmed.append((key, base))
                    }
                case .take(let key, let form, let value, let isNew):
                    if let form { formsSeen[key, default: []].insert(form) }
                    taken.append(
                        Taken(unit: unit, file: imported.file, key: key, form: form, value: value, isNew: isNew))
                }
            }
            // A plural the file translated must have every form the locale needs.
            for (key, forms) in formsSeen.sorted(by: { $0.key < $1.key }) {
                let own = Self.forms(of: catalog.entry(for: key, locale: locale), locale: locale)
                let missing = needed.map(PluralSelector.category).filter { !forms.contains($0) && !own.contains($0) }
                if !missing.isEmpty,
                    let unit = imported.units.first(where: { TranslationUnit.parse(id: $0.id)?.key == key })
                {
                    result.findings.append(
                        ImportFinding(
                            .warning, file: imported.file, place: unit.place,
                            "\(key) (\(locale)) has no \(missing.map(\.description).joined(separator: ", ")) form, "
                                + "which \(locale) needs: those numbers show the other form"))
                }
            }
            let (path, written, refusals) = apply(taken, locale: locale)
            for refusal in refusals {
                summary.refused += 1
                result.findings.append(refusal)
            }
            let kept = taken.filter { take in !refusals.contains { $0.place == take.unit.place && $0.file == take.file }
            }
            if let path, let written, !kept.isEmpty { result.files[path] = written }
            for take in kept {
                if take.isNew { summary.new += 1 } else { summary.changed += 1 }
                if let base = catalog.entry(for: take.key, locale: catalog.baseLocale)?.entry.value {
                    record.record(take.key, locale: locale, from: TranslationRecord.sourceText(of: base))
                }
            }
            for (key, base) in confirmed {
                record.record(key, locale: locale, from: TranslationRecord.sourceText(of: base))
            }
            result.summary[locale] = summary
        }
        if record != self.record {
            result.files[FileName.join(directory, TranslationRecord.fileName)] = record.encoded()
        }
        result.findings.sort()
        return result
    }

    private enum Check {
        case refused(String)
        case warned(String)
        case untranslated
        case unchanged(key: String, base: TableValue, form: PluralSelector?)
        case take(key: String, form: PluralSelector?, value: String, isNew: Bool)
    }

    /// One unit against the base: its key, its form, its arguments.
    private func check(
        _ unit: ImportedUnit, in file: ImportedFile, locale: String, needed: Set<PluralCategory>
    ) -> Check {
        if let problem = unit.problem { return .refused("\(unit.id): \(problem)") }
        guard let (key, form) = TranslationUnit.parse(id: unit.id) else {
            return .refused("\(unit.id) is not a unit id: expected KEY or KEY|==|plural.FORM")
        }
        guard let base = catalog.entry(for: key, locale: catalog.baseLocale)?.entry.value else {
            return .refused(
                "\(key) is not a key of \(catalog.baseLocale)\(NearestName.hint(for: key, among: catalog.baseKeys))")
        }
        let label = form.map { "\(key) [\($0)] (\(locale))" } ?? "\(key) (\(locale))"
        guard let text = unit.text, !text.isEmpty else { return .untranslated }
        if unit.state == TranslationState.new.rawValue || unit.state == "needs-translation" { return .untranslated }
        switch (base, form) {
        case (.text, .some): return .refused("\(label): \(key) is text in \(catalog.baseLocale), not a plural")
        case (.plural, nil):
            return .refused("\(label): \(key) is a plural in \(catalog.baseLocale); expected one unit per form")
        default: break
        }
        if case .category(let category)? = form, !needed.contains(category) {
            return .warned(
                "\(label): \(locale) never uses the \(category) form (CLDR's are "
                    + "\(needed.sorted().map(\.rawValue).joined(separator: ", "))); left out")
        }
        let order = XCStringsExporter.argumentOrder(base)
        let value: String
        do {
            value = try XcodeArguments.tableText(text, order: order)
        } catch {
            return .refused("\(label): \(error.message)")
        }
        let current = catalog.entry(for: key, locale: locale).flatMap { $0.locale == locale ? $0.entry.value : nil }
        let currentText: String?
        switch (current, form) {
        case (.text(let message)?, nil): currentText = message.source
        case (.plural(let forms)?, let form?): currentText = forms[form]?.source
        default: currentText = nil
        }
        if currentText == value { return .unchanged(key: key, base: base, form: form) }
        return .take(key: key, form: form, value: value, isNew: currentText == nil)
    }

    /// The forms a locale's entry has.
    private static func forms(
        of found: (entry: TableEntry, locale: String, layer: String, file: String)?, locale: String
    ) -> Set<PluralSelector> {
        guard let found, found.locale == locale, case .plural(let variants) = found.entry.value else { return [] }
        return Set(variants.keys)
    }

    /// Edits the locale's table with `taken`, refusing what lint or reading back refuses: the
    /// path, its new text, and the refusals.
    private func apply(_ taken: [Taken], locale: String) -> (String?, String?, [ImportFinding]) {
        guard !taken.isEmpty else { return (nil, nil, []) }
        let path = FileName.join(directory, "\(locale).yml")
        let original = (try? StringTableLoader().parser.readText(contentsOf: path))
        var refused: [ImportFinding] = []
        var remaining = taken
        // Each pass drops what the last refused; two passes settle every case but one where
        // dropping a unit exposes another's error, which the third catches.
        // The base's order is read once, not once a pass.
        let order: KeyOrder
        do {
            order = try KeyOrder(baseText: baseText, file: FileName.join(directory, "\(catalog.baseLocale).yml"))
        } catch {
            return (nil, nil, remaining.map { ImportFinding(.error, file: $0.file, place: $0.unit.place, "\(error)") })
        }
        for _ in 0..<3 {
            var text: String
            var failed: [ImportFinding] = []
            var applied: [Taken] = []
            if let original {
                do {
                    var editor = try TableEditor(text: original, file: path, order: order)
                    for take in remaining {
                        do {
                            try editor.set(take.key, form: take.form, to: take.value)
                            applied.append(take)
                        } catch {
                            failed.append(
                                ImportFinding(.error, file: take.file, place: take.unit.place, "\(take.key): \(error)"))
                        }
                    }
                    text = editor.text
                } catch {
                    return (
                        nil, nil,
                        remaining.map {
                            ImportFinding(
                                .error, file: $0.file, place: $0.unit.place, "\(path) cannot be edited: \(error)")
                        }
                    )
                }
            } else {
                var values: [String: [PluralSelector?: String]] = [:]
                for take in remaining { values[take.key, default: [:]][take.form] = take.value }
                text = TableEditor.newTable(locale: locale, values: values, order: order)
                applied = remaining
            }
            failed += lintRefusals(applied, text: text, path: path)
            if failed.isEmpty { return (path, text, refused) }
            refused += failed
            remaining.removeAll { take in failed.contains { $0.place == take.unit.place && $0.file == take.file } }
            if remaining.isEmpty { return (nil, nil, refused) }
        }
        return (
            nil, nil,
            refused
                + remaining.map { ImportFinding(.error, file: $0.file, place: $0.unit.place, "\($0.key): not written") }
        )
    }

    /// The units whose values lint finds an error at, or that do not read back as written.
    private func lintRefusals(_ applied: [Taken], text: String, path: String) -> [ImportFinding] {
        let table: StringTable
        do {
            table = try linter.loader.loadFile(text, path: path)
        } catch {
            return applied.map {
                ImportFinding(
                    .error, file: $0.file, place: $0.unit.place, "\($0.key): the edited table does not read: \(error)")
            }
        }
        var files = [(path: path, text: text)]
        let basePath = FileName.join(directory, "\(catalog.baseLocale).yml")
        if fallbackBase == nil { files.insert((basePath, baseText), at: 0) }
        let errors = linter.lint(files: files, fallbackBase: fallbackBase).filter {
            $0.severity == .error && $0.file == path
        }
        var refusals: [ImportFinding] = []
        for take in applied {
            guard let entry = table[take.key] else {
                refusals.append(
                    ImportFinding(.error, file: take.file, place: take.unit.place, "\(take.key): not read back"))
                continue
            }
            let location: FilePosition
            let readBack: String?
            switch (entry.value, take.form) {
            case (.text(let message), nil):
                location = entry.location
                readBack = message.source
            case (.plural(let forms), let form?):
                location = entry.variantLocations[form] ?? entry.location
                readBack = forms[form]?.source
            default:
                location = entry.location
                readBack = nil
            }
            let label = take.form.map { "\(take.key) [\($0)]" } ?? take.key
            let found = errors.filter { $0.line == location.line }
            if !found.isEmpty {
                // Lint's messages name the key and form already.
                let reasons = found.map { "\($0.message) [\($0.rule)]" }.joined(separator: "; ")
                refusals.append(ImportFinding(.error, file: take.file, place: take.unit.place, reasons))
            } else if readBack != take.value {
                refusals.append(
                    ImportFinding(
                        .error, file: take.file, place: take.unit.place, "\(label): did not read back as written"))
            }
        }
        return refusals
    }
}

/// A refusal or a warning of an import, at its place in the imported file: `de.xliff:14:9:`
/// for XLIFF, or a JSON path for a String Catalog.
public struct ImportFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var severity: LintFinding.Severity
    public var file: String
    /// `14:9`, or `$.strings["Stock.InStock"].localizations.de.stringUnit.value`.
    public var place: String
    public var message: String

    public init(_ severity: LintFinding.Severity, file: String, place: String, _ message: String) {
        self.severity = severity
        self.file = file
        self.place = place
        self.message = message
    }

    /// `FILE:LINE:COL: error: message`, or `FILE: error: PATH: message`, sanitized: it quotes
    /// the imported text.
    public var description: String {
        let text =
            place.first == "$"
            ? "\(file): \(severity.rawValue): \(place): \(message)"
            : "\(file):\(place): \(severity.rawValue): \(message)"
        return UntrustedText.sanitized(text)
    }

    /// By file, then place in it (line and column as numbers), then message.
    public static func < (lhs: ImportFinding, rhs: ImportFinding) -> Bool {
        func key(_ finding: ImportFinding) -> (String, [Int], String, String) {
            let numbers = finding.place.split(separator: ":").compactMap { Int($0) }
            return (finding.file, numbers, finding.place, finding.message)
        }
        let (a, b) = (key(lhs), key(rhs))
        if a.0 != b.0 { return a.0 < b.0 }
        if a.1 != b.1 { return a.1.lexicographicallyPrecedes(b.1) }
        return (a.2, a.3) < (b.2, b.3)
    }
}
