import StoreDisplayText
import StoreIO
import StoreLocalization
import StoreLocalizationTools
import StoreTheme
import StoreThemeTools
import StoreYAML

/// Compiles a target's string tables and themes into Swift, as the `StoreFinderResources`
/// build plugin runs it: typed `Strings` keys, every table compiled, every theme resolved.
///
/// ```swift
/// let compiler = ResourceCompiler(mode: .app, tables: [SourceFile(path: "Sources/App/Localizations/en.yml", text: yaml)], themes: [])
/// let output = try compiler.compile()
/// output.source     // Swift: `enum StoreFinderResources { static let strings … }` and `enum Strings { … }`
/// output.warnings   // lint findings, as file:line:column: warning: …
/// ```
public struct ResourceCompiler: Sendable {
    /// Whose resources these are.
    public enum Mode: Sendable {
        /// StoreFinder's own `Localizations/` and `Themes/`, compiled into StorePresentation.
        case shipped
        /// An app's tables and themes, layered over the shipped ones.
        case app
    }

    /// A file to compile: its path as provenance shows it (from the package root), and its text.
    public struct SourceFile: Sendable, Hashable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The generated Swift, and the lint findings worth a warning.
    public struct Output: Sendable {
        public var source: String
        public var warnings: [String]
    }

    /// A table or theme that cannot be compiled: each message names the file, line and column.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var messages: [String]
        public var description: String { messages.joined(separator: "\n") }
    }

    /// Whose resources these are.
    public var mode: Mode
    /// The target's string tables.
    public var tables: [SourceFile]
    /// The target's themes.
    public var themes: [SourceFile]
    /// StoreFinder's own tables, which an app's layer over (``Mode/app`` only): the base that
    /// lint checks the app's placeholders against, and whose keys `Strings` names.
    public var shippedTables: [SourceFile]
    /// StoreFinder's own themes, which an app's may extend (``Mode/app`` only).
    public var shippedThemes: [SourceFile]

    /// A compiler of `tables` and `themes`; an app's are compiled over `shippedTables` and
    /// `shippedThemes`, the YAML of StoreFinder's `Localizations/` and `Themes/`.
    public init(
        mode: Mode, tables: [SourceFile], themes: [SourceFile], shippedTables: [SourceFile] = [],
        shippedThemes: [SourceFile] = []
    ) {
        self.mode = mode
        self.tables = tables
        self.themes = themes
        self.shippedTables = shippedTables
        self.shippedThemes = shippedThemes
    }

    /// The Swift source, or every problem that stops it.
    public func compile() throws(Failure) -> Output {
        var problems: [String] = []
        let compiled = loadTables(&problems)
        let resolved = resolveThemes(&problems)
        let base = keyBase(compiled)
        // Refused here, at the key, with lint's message: never as a Swift compiler error.
        problems += TypedKeyNames.collisions(in: base).map {
            "\($0.file):\($0.line):\($0.column): error: \($0.message)"
        }
        switch mode {
        case .shipped:
            guard problems.isEmpty else { throw Failure(messages: problems) }
            return Output(source: shippedSource(compiled, resolved, base: base), warnings: [])
        case .app:
            // What `strings lint --overrides` and `themes lint` find in the app's files, all of
            // it in one build: what would show a raw placeholder, lose a word or make text
            // unreadable fails the build; the rest are warnings, printed with the errors.
            let findings = lintTables() + lintThemes()
            let warnings = findings.filter { $0.severity == .warning }.map(\.description)
            let errors = Self.merged(problems, with: findings.filter { $0.severity == .error })
            guard errors.isEmpty else { throw Failure(messages: errors + warnings) }
            return Output(source: appSource(compiled, resolved, base: base), warnings: warnings)
        }
    }

    /// Lint's errors, and the problems compiling found that lint did not report at the same
    /// place (a theme that does not resolve, a key clash in the merged base): lint reads every
    /// file itself, so a YAML error or a duplicate key is reported once, in lint's words.
    static func merged(_ problems: [String], with errors: [LintFinding]) -> [String] {
        let places = Set(errors.map { "\($0.file):\($0.line):\($0.column):" })
        let others = problems.filter { problem in !places.contains { problem.hasPrefix($0) } }
        return errors.map(\.description) + others
    }

    /// The table whose keys `Strings` names: the shipped `en`, with an app's own `en` on top.
    private func keyBase(_ tables: [StringTable]) -> StringTable {
        let empty = StringTable(locale: "en", file: "Localizations/en.yml", entries: [:])
        let own = tables.first { $0.locale == "en" }
        guard mode == .app else { return own ?? empty }
        var base = shippedEnglish() ?? empty
        if let own { base.entries.merge(own.entries) { _, app in app } }
        return base
    }

    /// The tables by locale; two files of one locale are merged, the later file's keys winning.
    private func loadTables(_ problems: inout [String]) -> [StringTable] {
        var byLocale: [String: StringTable] = [:]
        let loader = StringTableLoader()
        for file in tables.sorted(by: { $0.path < $1.path }) {
            do {
                let table = try loader.loadFile(file.text, path: file.path)
                if var existing = byLocale[table.locale] {
                    existing.entries.merge(table.entries) { _, later in later }
                    byLocale[table.locale] = existing
                } else {
                    byLocale[table.locale] = table
                }
            } catch {
                problems.append("\(error.location): error: \(error.message)")
            }
        }
        return byLocale.keys.sorted().compactMap { byLocale[$0] }
    }

    /// The target's themes, resolved against the shipped ones (for an app) so `extends: dark` works.
    private func resolveThemes(_ problems: inout [String]) -> [Theme] {
        var library = ThemeLibrary()
        if mode == .app {
            for file in shippedThemes {
                library.add(
                    ThemeLibrary.Source(
                        name: ThemeLibrary.themeName(ofFile: file.path), file: file.path, text: file.text))
            }
        }
        for file in themes {
            library.add(
                ThemeLibrary.Source(name: ThemeLibrary.themeName(ofFile: file.path), file: file.path, text: file.text))
        }
        var resolved: [Theme] = []
        for name in themes.map({ ThemeLibrary.themeName(ofFile: $0.path) }).sorted() {
            do {
                resolved.append(try library.resolve(name))
            } catch {
                problems += error.errors.map { "\($0.location): error: \($0.message)" }
            }
        }
        return resolved
    }

    /// The app's tables, linted as an override layer over the shipped `en` (`strings lint
    /// --overrides`): its own `en` may add keys; an override keeps the placeholders of the key
    /// it overrides.
    private func lintTables() -> [LintFinding] {
        StringTableLinter().lint(files: tables.map { ($0.path, $0.text) }, fallbackBase: shippedEnglish())
    }

    /// The app's themes, linted over the shipped ones they may extend (`themes lint`):
    /// contrast, terminal colours and names.
    private func lintThemes() -> [LintFinding] {
        guard !themes.isEmpty else { return [] }
        var library = ThemeLibrary()
        for file in shippedThemes + themes {
            library.add(
                ThemeLibrary.Source(name: ThemeLibrary.themeName(ofFile: file.path), file: file.path, text: file.text))
        }
        return ThemeLinter().lint(library, files: Set(themes.map(\.path)))
    }

    /// StorePresentation's `ShippedResources`, its `Strings` and the theme token accessors.
    private func shippedSource(_ tables: [StringTable], _ themes: [Theme], base: StringTable) -> String {
        var lines = header("StoreFinder's Localizations/ and Themes/")
        lines += [
            "enum ShippedResources {", "    /// Every shipped table, compiled.",
            "    static let tables: [StringTable] = [",
        ]
        lines += tables.map { "        " + TableCompiler.expression(for: $0) + "," }
        lines += ["    ]", "", "    /// Every shipped theme, resolved."]
        lines += Self.themesLiteral(named: "themes", themes)
        lines += ["}", ""]
        return lines.joined(separator: "\n") + "\n" + keys(base, sourceName: "Localizations/en.yml")
            + "\n" + TokenAccessorGenerator().source().replacing("import StoreTheme\n", with: "")
    }

    /// An app's `StoreFinderResources`: the shipped catalog with the app's layer on top, the
    /// shipped themes with the app's, and `Strings` for every key the app can show.
    private func appSource(_ tables: [StringTable], _ themes: [Theme], base: StringTable) -> String {
        var lines = header("the target's Localizations/ and Themes/")
        lines += [
            "import StorePresentation",
            "",
            "/// The target's string tables and themes, compiled at build time over StoreFinder's own.",
            "enum StoreFinderResources {",
            "    /// StoreFinder's shipped tables, with this target's as the `app` layer on top.",
            "    static let strings: StringCatalog = {",
            "        var catalog = StringCatalog.shipped",
            "        catalog.addLayer(StringLayer(name: \"app\", tables: Dictionary(appTables.map { ($0.locale, $0) }, uniquingKeysWith: { _, last in last })))",
            "        return catalog",
            "    }()",
            "",
            "    /// This target's tables, compiled.",
            "    static let appTables: [StringTable] = [",
        ]
        lines += tables.map { "        " + TableCompiler.expression(for: $0) + "," }
        lines += [
            "    ]",
            "",
            "    /// The shipped themes and this target's, by name; a theme of the target replaces a shipped one of the same name.",
            "    static let themes: [String: Theme] = Theme.shipped.merging(appThemes) { _, app in app }",
            "",
            "    /// This target's themes, resolved.",
        ]
        lines += Self.themesLiteral(named: "appThemes", themes)
        lines += ["}", ""]
        // Keys for everything the app can look up: the shipped base with the app's own on top.
        return lines.joined(separator: "\n") + "\n" + keys(base, sourceName: "en.yml, shipped and the target's")
    }

    /// `static let <name>: [String: Theme]`, the themes by name: `[:]` for none, as a target
    /// with tables and no themes has.
    private static func themesLiteral(named name: String, _ themes: [Theme]) -> [String] {
        guard !themes.isEmpty else { return ["    static let \(name): [String: Theme] = [:]"] }
        return ["    static let \(name): [String: Theme] = ["]
            + themes.map {
                "        \(SwiftLiteral.string($0.name)): " + ThemeCompiler.expression(for: $0, indent: "        ")
                    + ","
            } + ["    ]"]
    }

    /// StoreFinder's own `en` table, the base an app's tables layer over; `nil` when none was
    /// given or it does not load (the shipped tables are linted in StoreFinder's own CI).
    private func shippedEnglish() -> StringTable? {
        guard let file = shippedTables.first(where: { FileName.stem(of: $0.path) == "en" }) else { return nil }
        return try? StringTableLoader().loadFile(file.text, path: file.path)
    }

    private func header(_ what: String) -> [String] {
        [
            "// GENERATED by the StoreFinderResources plugin from \(what). Do not edit.",
            "// Edit the YAML instead; the next build regenerates this file.",
            "",
            "import StoreLocalization",
            "import StoreTheme",
        ]
    }

    private func keys(_ base: StringTable, sourceName: String) -> String {
        StringKeyGenerator().source(for: base, sourceName: sourceName)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("//") && $0 != "import StoreLocalization" }
            .joined(separator: "\n")
    }
}
