import StoreDisplayText
import StoreIO
import StoreLocalization
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks string tables against the base locale and CLDR, so a translation that drops a
/// placeholder or a plural form is caught before it ships.
///
/// Rules: `yaml`, `duplicate-key`, `structure`, `root-locale`, `missing-key`, `missing-own-key`, `extra-key`,
/// `placeholders`, `plural-categories`, `plural-shape`, `malformed-placeholder`, `bidi-control`,
/// `typed-keys` (base-locale keys that would generate clashing or impossible Swift names), and, for a
/// directory with a ``TranslationRecord``, `stale-translation`.
///
/// ```swift
/// let findings = StringTableLinter().lint(files: [("Localizations/de.yml", text)], base: shippedEnglish)
/// ```
public struct StringTableLinter: Sendable {
    /// The base locale: `en`.
    public var baseLocale: String
    /// The loader, with its YAML limits.
    public var loader: StringTableLoader

    /// Creates a linter.
    public init(baseLocale: String = "en", loader: StringTableLoader = StringTableLoader()) {
        self.baseLocale = baseLocale
        self.loader = loader
    }

    /// The rules that are warnings in an override layer: what they find does not put a raw
    /// placeholder or a missing word on a screen. A misspelt key leaves StoreFinder's own
    /// wording in place; a missing plural form falls back to `other`; a bidi control is
    /// removed before the text is shown; a root key that names another locale moves the table
    /// to that locale. Everything else (a placeholder the key does not supply or one it
    /// drops, a plural where text is expected, a malformed placeholder, YAML that does not
    /// load, keys whose typed accessors would not compile) is an error.
    public static let overrideLayerWarnings: Set<String> = [
        "extra-key", "plural-categories", "bidi-control", "root-locale",
    ]

    /// Lints `files` (path and text).
    ///
    /// Without `fallbackBase` the files are a complete set: the base-locale table among
    /// them is the reference, and every other table must have all its keys. With
    /// `fallbackBase` (the shipped base) they are an app's override layer, as the
    /// `StoreFinderResources` build plugin compiles it: the layer's own base-locale table is
    /// checked against `fallbackBase`, and may add keys of its own (a key within two edits of
    /// a shipped one is taken for a misspelling of it); its other tables are checked against
    /// `fallbackBase` with the layer's own base on top. Keys a layer lacks are fine, and the
    /// rules in ``overrideLayerWarnings`` are warnings.
    public func lint(files: [(path: String, text: String)], fallbackBase: StringTable? = nil) -> [LintFinding] {
        var findings: [LintFinding] = []
        var tables: [(path: String, table: StringTable)] = []
        // Tables read past a problem: their good keys are checked, but not for missing ones.
        var partial: Set<String> = []
        for file in files {
            let (table, problems) = loader.loadNotingProblems(file.text, file: file.path)
            if let table, !problems.isEmpty {
                findings += problems.map(LintFinding.init)
                tables.append((file.path, table))
                partial.insert(file.path)
            } else if let table {
                tables.append((file.path, table))
            } else if let duplicate = problems.first(where: { if case .duplicateKey = $0.kind { true } else { false } })
            {
                let (table, recovered) = recovered(from: duplicate, file: file)
                findings += (problems + recovered.filter { !problems.contains($0) }).map(LintFinding.init)
                if let table { tables.append((file.path, table)) }
            } else {
                findings += problems.map(LintFinding.init)
            }
        }
        let isOverrideLayer = fallbackBase != nil
        let ownBase = tables.first { $0.table.locale == baseLocale }?.table
        var layered = fallbackBase
        if let ownBase { layered?.entries.merge(ownBase.entries) { _, own in own } }
        for (path, table) in tables {
            findings += lintRoot(table, path: path)
            findings += lintMessages(table)
            if table.locale == baseLocale { findings += TypedKeyNames.collisions(in: table) }
            if let fallbackBase, let layered {
                let isOwnBase = table.locale == baseLocale
                findings += compare(
                    table, with: isOwnBase ? fallbackBase : layered, reportMissing: false, mayAddKeys: isOwnBase)
                // The app's own keys (its base adds them; nothing ships them) in each of its
                // locales. A near miss of a shipped key is a misspelling, said once, in its base.
                if !isOwnBase, let ownBase {
                    for key in ownBase.keys.sorted()
                    where fallbackBase[key] == nil && table[key] == nil
                        && NearestName.closest(to: key, among: fallbackBase.keys) == nil
                    {
                        let at = ownBase[key]?.keyLocation ?? ownBase.rootLocation
                        findings.append(
                            LintFinding(
                                .warning, at: table.rootLocation, rule: "missing-own-key",
                                "\(key), the app's own key (\(at.file):\(at.line):\(at.column)), is missing from "
                                    + "\(table.locale): its users see the \(ownBase.locale) text, as nothing ships one")
                        )
                    }
                }
            } else if let ownBase {
                guard table.locale != ownBase.locale else {
                    findings += lintPluralCategories(table, locale: table.locale)
                    continue
                }
                findings += compare(table, with: ownBase, reportMissing: !partial.contains(path), mayAddKeys: false)
            }
        }
        if isOverrideLayer {
            for index in findings.indices where Self.overrideLayerWarnings.contains(findings[index].rule) {
                findings[index].severity = .warning
            }
        }
        return findings.sorted()
    }

    /// A table read again past its duplicate keys, so that one run reports them and every
    /// other problem: each duplicate is an error at its line, the first pair written stands,
    /// and the rest of the table is checked. Any other error ends the file, as before.
    private func recovered(
        from error: YAMLError, file: (path: String, text: String)
    ) -> (table: StringTable?, problems: [YAMLError]) {
        guard case .duplicateKey = error.kind,
            let (document, duplicates) = try? loader.parser.parseNotingDuplicates(file.text, file: file.path),
            !duplicates.isEmpty
        else { return (nil, [error]) }
        do {
            return (try loader.load(document), duplicates)
        } catch {
            return (nil, duplicates + (duplicates.contains(error) ? [] : [error]))
        }
    }

    /// Lints every `.yml`/`.yaml` file in `directory`.
    public func lint(directory: String, fallbackBase: StringTable? = nil) -> [LintFinding] {
        let paths = (try? YAMLFiles.paths(in: directory)) ?? []
        var files: [(path: String, text: String)] = []
        var findings: [LintFinding] = []
        for path in paths {
            do {
                files.append((path, try loader.parser.readText(contentsOf: path)))
            } catch {
                findings.append(LintFinding(error))
            }
        }
        if paths.isEmpty {
            findings.append(
                LintFinding(
                    at: FilePosition(file: directory, line: 1, column: 1), rule: "structure",
                    "no string tables (.yml) found here"))
        }
        do {
            let record = try TranslationRecord.load(directory: directory)
            findings += staleTranslations(files: files, fallbackBase: fallbackBase, record: record)
        } catch {
            findings.append(
                LintFinding(
                    at: FilePosition(file: FileName.join(directory, TranslationRecord.fileName), line: 0, column: 0),
                    rule: "translation-record", "\(error)"))
        }
        return (findings + lint(files: files, fallbackBase: fallbackBase)).sorted()
    }

    /// A warning for each translation made from a base text that has changed since, as
    /// `record` says (rule `stale-translation`): `de: StoreFinder.Title was translated from
    /// "Stores", which is now "Shops"`, at the translation. The base is the files' own base
    /// table over `fallbackBase`.
    public func staleTranslations(
        files: [(path: String, text: String)], fallbackBase: StringTable? = nil, record: TranslationRecord
    ) -> [LintFinding] {
        guard !record.sources.isEmpty else { return [] }
        let tables = files.compactMap { try? loader.load($0.text, file: $0.path) }
        var base = fallbackBase?.entries ?? [:]
        for table in tables where table.locale == baseLocale { base.merge(table.entries) { _, own in own } }
        var findings: [LintFinding] = []
        for table in tables where table.locale != baseLocale {
            for key in table.keys {
                guard let current = base[key]?.value, let entry = table[key],
                    let old = record.staleSource(of: key, locale: table.locale, current: current)
                else { continue }
                let now = TranslationRecord.sourceText(of: current)
                findings.append(
                    LintFinding(
                        .warning, at: entry.location, rule: "stale-translation",
                        "\(table.locale): \(key) was translated from \"\(old)\", which is now \"\(now)\"; "
                            + "translate it again, or run strings stamp if it still holds"))
            }
        }
        return findings
    }

    /// Lints the one table file at `path`.
    public func lint(file path: String, fallbackBase: StringTable? = nil) -> [LintFinding] {
        do {
            return lint(files: [(path, try loader.parser.readText(contentsOf: path))], fallbackBase: fallbackBase)
        } catch {
            return [LintFinding(error)]
        }
    }

    private func lintRoot(_ table: StringTable, path: String) -> [LintFinding] {
        let name = FileName.stem(of: path)
        guard name != table.locale else { return [] }
        return [
            LintFinding(
                at: table.rootLocation, rule: "root-locale",
                "the root key \"\(table.locale)\" does not match the file name \"\(name)\"")
        ]
    }

    private func lintMessages(_ table: StringTable) -> [LintFinding] {
        var findings: [LintFinding] = []
        for key in table.keys {
            guard let entry = table[key] else { continue }
            for (selector, message) in Self.forms(entry.value) {
                let location = selector.flatMap { entry.variantLocations[$0] } ?? entry.location
                for problem in message.problems {
                    var at = location
                    at.column += problem.offset
                    findings.append(LintFinding(at: at, rule: "malformed-placeholder", "\(key): \(problem.message)"))
                }
                for control in Set(UntrustedText.bidiControls(in: message.source)) {
                    let code = String(control.value, radix: 16, uppercase: true)
                    findings.append(
                        LintFinding(
                            at: location, rule: "bidi-control",
                            "\(key): contains the bidi control U+\(code); StoreFinder isolates placeholder values itself, so translations must not carry their own"
                        ))
                }
            }
        }
        return findings
    }

    /// `table` against `base`: the keys base has and table lacks (when `reportMissing`), the
    /// keys table has and base lacks (unless `mayAddKeys` and the key is no near miss of one of
    /// base's), and each shared key's placeholders and plural shape.
    private func compare(
        _ table: StringTable, with base: StringTable, reportMissing: Bool, mayAddKeys: Bool
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        if reportMissing {
            for key in base.keys where table[key] == nil {
                findings.append(
                    LintFinding(
                        at: table.rootLocation, rule: "missing-key",
                        "\(key) is in \(base.locale) but missing from \(table.locale)"))
            }
        }
        for key in table.keys {
            guard let entry = table[key] else { continue }
            guard let baseEntry = base[key] else {
                let nearest = NearestName.closest(to: key, among: base.keys)
                // A key of the layer's own base that is no near miss of a shipped key is the
                // app's own key, which its typed accessors name.
                if mayAddKeys, nearest == nil { continue }
                let hint = nearest.map { "; did you mean \($0)?" } ?? "; is it misspelt?"
                findings.append(
                    LintFinding(
                        at: entry.keyLocation, rule: "extra-key", "\(key) is not a key of \(base.locale)\(hint)"))
                continue
            }
            findings += comparePlaceholders(key, entry, baseEntry, base: base.locale, locale: table.locale)
        }
        findings += lintPluralCategories(table, locale: table.locale)
        return findings
    }

    private func comparePlaceholders(
        _ key: String, _ entry: TableEntry, _ baseEntry: TableEntry, base: String, locale: String
    ) -> [LintFinding] {
        switch (entry.value, baseEntry.value) {
        case (.text, .plural):
            return [
                LintFinding(
                    at: entry.location, rule: "plural-shape",
                    "\(key) is a plural in \(base) and needs plural forms here")
            ]
        case (.plural, .text):
            return [
                LintFinding(at: entry.location, rule: "plural-shape", "\(key) is plain text in \(base), not a plural")
            ]
        default:
            break
        }
        let expected = Set(baseEntry.value.messages.flatMap(\.placeholders))
        var findings: [LintFinding] = []
        for (selector, message) in Self.forms(entry.value) {
            let location = selector.flatMap { entry.variantLocations[$0] } ?? entry.location
            let found = Set(message.placeholders)
            let label = selector.map { "\(key) [\($0)]" } ?? key
            for unknown in found.subtracting(expected).sorted() {
                findings.append(
                    LintFinding(
                        at: location, rule: "placeholders", "\(label) uses %{\(unknown)}, which \(base) does not have"))
            }
            // NB: a form for a single number may spell the number out instead of %{count}: "=0",
            // and a category that holds one number in the locale ("one" is 1 in English). In
            // Russian "one" is also 21, 31, 101…, and "Осталась одна" would be wrong for 21.
            let mayOmitCount: Bool = {
                switch selector {
                case .exact?: return true
                case .category(let category)?: return Self.holdsOneNumber(category, locale: locale)
                case nil: return false
                }
            }()
            for dropped in expected.subtracting(found).sorted() where !(dropped == "count" && mayOmitCount) {
                var message = "\(label) drops %{\(dropped)}, which \(base) has"
                if dropped == "count", case .category(let category)? = selector, [.zero, .one, .two].contains(category)
                {
                    let numbers = Self.integers(in: category, locale: locale)
                    if !numbers.isEmpty {
                        let shown = numbers.prefix(4).map(String.init).joined(separator: ", ")
                        message +=
                            "; in \(locale) the \(category) form is used for \(shown)\(numbers.count > 4 ? ", …" : ""), "
                            + "so it must say the number"
                    }
                }
                findings.append(LintFinding(at: location, rule: "placeholders", message))
            }
        }
        return findings
    }

    /// The whole numbers 0 to 1,000 that fall in `category` in `locale`.
    static func integers(in category: PluralCategory, locale: String) -> [Int] {
        let rules = PluralRules(locale: locale)
        return (0...1000).filter { rules.category(for: $0) == category }
    }

    /// Whether `category` holds a single whole number in `locale`, so a form may write it out.
    static func holdsOneNumber(_ category: PluralCategory, locale: String) -> Bool {
        integers(in: category, locale: locale).count == 1
    }

    private func lintPluralCategories(_ table: StringTable, locale: String) -> [LintFinding] {
        let needed = PluralRules(locale: locale).categories
        var findings: [LintFinding] = []
        for key in table.keys {
            guard let entry = table[key], case .plural(let variants) = entry.value else { continue }
            let present = Set(
                variants.keys.compactMap { selector -> PluralCategory? in
                    if case .category(let category) = selector { return category }
                    return nil
                })
            for missing in needed.subtracting(present).sorted() {
                findings.append(
                    LintFinding(
                        at: entry.location, rule: "plural-categories",
                        "\(key) has no \(missing) form, which \(locale) needs"))
            }
            for unused in present.subtracting(needed).sorted() {
                let location = entry.variantLocations[.category(unused)] ?? entry.location
                findings.append(
                    LintFinding(
                        at: location, rule: "plural-categories",
                        "\(key) has a \(unused) form, which \(locale) never uses"))
            }
        }
        return findings
    }

    private static func forms(_ value: TableValue) -> [(PluralSelector?, Message)] {
        switch value {
        case .text(let message): return [(nil, message)]
        case .plural(let variants): return variants.map { ($0.key, $0.value) }
        }
    }
}
