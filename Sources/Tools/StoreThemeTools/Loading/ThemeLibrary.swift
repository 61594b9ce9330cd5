import StoreDesignTokens
import StoreDisplayText
import StoreIO
import StoreTheme
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The themes that can be used by name: the shipped ones (`ThemeLibrary.shipped`, in
/// StoreShippedYAML), plus any dropped into a directory.
///
/// ```swift
/// var library = ThemeLibrary.shipped
/// library.addDirectory("MyApp/Themes")
/// let theme = try library.resolve("brand")       // brand.yml, which may `extends: dark`
/// ```
public struct ThemeLibrary: Sendable {
    /// One theme file's text.
    public struct Source: Sendable, Hashable {
        public var name: String
        public var file: String
        public var text: String

        /// A theme called `name` (how others `extends` it), read from `file`.
        public init(name: String, file: String, text: String) {
            self.name = name
            self.file = file
            self.text = text
        }
    }

    /// Theme files by name (the file name without `.yml`).
    public private(set) var sources: [String: Source]
    /// Themes already resolved, by name, such as the compiled `Theme.shipped`: used as they
    /// are. A source of the same name takes their place.
    public private(set) var resolved: [String: Theme]
    /// The YAML parser and its limits.
    public var parser: YAMLParser
    /// Themes read already, by name: a token file read with a resolver of another name.
    private var prebuilt: [String: RawTheme] = [:]

    /// Creates a library from sources, and themes already resolved.
    public init(sources: [Source] = [], resolved: [String: Theme] = [:], parser: YAMLParser = YAMLParser()) {
        self.sources = Dictionary(sources.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        self.resolved = resolved
        self.parser = parser
    }

    /// Adds every `.yml` file in `directory`; a same-named file replaces a shipped theme.
    /// Returns why each file that could not be read was not (not UTF-8, at the bad byte; a
    /// FIFO; the system's reason), so that lint and render can say so.
    @discardableResult
    public mutating func addDirectory(_ directory: String) -> [YAMLError] {
        var unreadable: [YAMLError] = []
        let paths: [String]
        do {
            paths = try YAMLFiles.paths(in: directory)
        } catch {
            return [
                YAMLError(
                    .unreadable("cannot list the directory (\(SystemErrorText.describe(error)))"),
                    at: FilePosition(file: directory, line: 1, column: 1))
            ]
        }
        for path in paths {
            do {
                add(Source(name: FileName.stem(of: path), file: path, text: try parser.readText(contentsOf: path)))
            } catch {
                unreadable.append(error)
            }
        }
        // A design token file laid out as StoreFinder's roles is a theme too, unless a theme's
        // `tokens:` names it, or a resolver a theme names does: then it is that brand's source.
        let sources = tokenSourceFiles(in: directory)
        let tokenFiles = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".tokens.json") }.sorted().map { FileName.join(directory, $0) }
        for path in tokenFiles where !sources.contains(path) {
            do {
                add(Source(name: Self.themeName(ofFile: path), file: path, text: try parser.readText(contentsOf: path)))
            } catch {
                unreadable.append(error)
            }
        }
        return unreadable
    }

    /// The token files the themes of `directory` map with `tokens:`: each `file:`, and each file
    /// a `resolver:` names, with the resolver itself.
    private func tokenSourceFiles(in directory: String) -> Set<String> {
        var files = TokenFiles()
        var found: Set<String> = []
        for source in sources.values where source.file.hasPrefix(directory) && source.text.contains("tokens:") {
            // Only what `tokens:` names: the brand itself is resolved when it is used.
            guard case .success(let raw) = parse(source), let spec = raw.0.tokenSource else { continue }
            let path = FileName.resolve(spec.path, besides: source.file)
            found.insert(path)
            if spec.isResolver {
                found.formUnion(TokenResolverDocument(file: path, files: &files).sourceFiles)
            }
        }
        return found
    }

    /// Adds every theme file in `path` when it is a directory, or the one theme file at
    /// `path` (a `.yml`, or a `.tokens.json` laid out as StoreFinder's roles); a same-named file
    /// replaces a shipped theme. Returns why what could not be read
    /// was not, as ``addDirectory(_:)`` does.
    @discardableResult
    public mutating func add(contentsOf path: String) -> [YAMLError] {
        guard !YAMLFiles.isDirectory(path) else { return addDirectory(path) }
        do {
            add(Source(name: Self.themeName(ofFile: path), file: path, text: try parser.readText(contentsOf: path)))
            return []
        } catch {
            return [error]
        }
    }

    /// Adds one theme source: YAML, or a design token file's JSON (a file named `.tokens.json`),
    /// with the `.resolver.json` of the same name beside it, when there is one.
    public mutating func add(_ source: Source) {
        sources[source.name] = source
        resolved[source.name] = nil
        prebuilt[source.name] = nil
    }

    /// Adds the theme `roles` make, called `name`, read from the token file `file`, extending
    /// `extends` when given (else what the file names).
    package mutating func add(_ roles: RoleTokens, name: String, file: String, extends: String? = nil) {
        add(Source(name: name, file: file, text: ""))
        prebuilt[name] = RawTheme(roles: roles, name: name, file: file, extends: extends)
    }

    /// The theme names, sorted.
    public var names: [String] { Set(sources.keys).union(resolved.keys).sorted() }

    /// Resolves the theme called `name`, or loads the file at that path.
    public func resolve(_ nameOrPath: String) throws(ThemeLoadError) -> Theme {
        if let theme = resolved[nameOrPath] { return theme }
        return try resolveWithTerminalColors(nameOrPath).theme
    }

    /// The colours the theme called `name` (or the file at that path) names for terminals with
    /// only the sixteen ANSI colours; none for a theme that does not load, or that the library
    /// holds already resolved.
    public func sixteenColors(of nameOrPath: String, in appearance: Appearance = .light) -> SixteenColors {
        guard appearance != .light else {
            return (try? resolveWithTerminalColors(nameOrPath).sixteen) ?? SixteenColors()
        }
        return (try? chain(of: nameOrPath).resolve(appearance).get().sixteen) ?? SixteenColors()
    }

    /// The theme and its terminal stand-ins, from the YAML of it and of what it extends.
    func resolveWithTerminalColors(
        _ nameOrPath: String
    ) throws(ThemeLoadError) -> (theme: Theme, sixteen: SixteenColors) {
        try chain(of: nameOrPath).resolve().get()
    }

    /// The YAML of a theme and of what it extends, each file parsed once, with the problems
    /// found on the way: what a render resolves, and what lint resolves and reads positions from.
    struct Chain {
        /// The theme's name: the file's stem for a path.
        var name: String
        /// The theme first, then what it extends, as far as it could be read.
        var themes: [RawTheme]
        var errors: [YAMLError]
        /// Whether `extends` names no theme or goes round.
        var brokenExtends: Bool

        /// What the chain's token sources found, at JSON paths: errors and warnings.
        var tokenFindings: [LintFinding] {
            Array(Set(themes.flatMap(\.tokenFindings))).sorted()
        }

        /// The errors among ``tokenFindings``: a token source with one does not make a theme.
        var tokenErrors: [LintFinding] { tokenFindings.filter { $0.severity == .error } }

        /// The theme with every appearance, or every problem: the chain's own and the
        /// resolver's, in any appearance.
        func resolve(
            caching cache: ChainResolutions? = nil
        ) -> Result<(theme: Theme, sixteen: SixteenColors), ThemeLoadError> {
            var problems = errors
            var light: (theme: Theme, sixteen: SixteenColors)?
            for appearance in appearances {
                switch resolve(appearance, caching: cache) {
                case .success(let resolved):
                    guard let base = light else {
                        light = resolved
                        continue
                    }
                    let variant = ThemeVariant(resolved.theme, from: base.theme)
                    if !variant.isEmpty { light?.theme.appearances[appearance.name] = variant }
                case .failure(let error):
                    problems += error.errors.filter { !problems.contains($0) }
                }
            }
            let tokenErrors = self.tokenErrors
            guard problems.isEmpty, tokenErrors.isEmpty, let light else {
                return .failure(ThemeLoadError(name: name, errors: problems, findings: tokenErrors))
            }
            return .success(light)
        }

        /// The appearances the chain resolves: light, and the other three when any theme of
        /// the chain has an appearance section (each falls back to light otherwise). A theme
        /// that is one appearance of its base (`appearance: dark`, the deprecated names) is
        /// that appearance alone, as it was before appearances: an app draws the others from
        /// the base, and its first screen builds no variants it will not use.
        var appearances: [Appearance] {
            guard themes.first?.asAppearance == nil else { return [.light] }
            return themes.contains { !$0.appearanceLeaves.isEmpty } ? Appearance.allCases : [.light]
        }

        /// The theme as `appearance` draws it, flat, or the problems of that appearance.
        func resolve(
            _ appearance: Appearance, caching cache: ChainResolutions? = nil
        ) -> Result<(theme: Theme, sixteen: SixteenColors), ThemeLoadError> {
            guard let cache else { return resolve(with: resolver(appearance)) }
            guard !themes.isEmpty else { return .failure(ThemeLoadError(name: name, errors: errors)) }
            return withChainErrors(cache.resolve(themes, appearance, checksRequiredTokens: checksRequiredTokens))
        }

        /// What resolves the chain in `appearance`.
        func resolver(_ appearance: Appearance) -> ThemeResolver {
            ThemeResolver(chain: themes, appearance: appearance, checksRequiredTokens: checksRequiredTokens)
        }

        /// Whether a token none of the chain sets is an error. A theme that is no mapping (an
        /// empty file) is that one error, as a broken `extends` is.
        var checksRequiredTokens: Bool { !brokenExtends && themes.allSatisfy(\.isMapping) }

        /// The theme as `resolver` resolves it, or its problems with the chain's own.
        func resolve(with resolver: ThemeResolver) -> Result<(theme: Theme, sixteen: SixteenColors), ThemeLoadError> {
            // NB: the chain read so far is resolved even after a problem, so that one run reports
            // every error: a misspelt field does not hide a bad colour or a missing token.
            guard !themes.isEmpty else { return .failure(ThemeLoadError(name: name, errors: errors)) }
            return withChainErrors(resolver.resolve())
        }

        /// A resolution, failed when the chain itself had problems, which come first.
        private func withChainErrors(
            _ resolution: Result<(theme: Theme, sixteen: SixteenColors), ThemeLoadError>
        ) -> Result<(theme: Theme, sixteen: SixteenColors), ThemeLoadError> {
            switch resolution {
            case .success(let resolved):
                guard errors.isEmpty else { return .failure(ThemeLoadError(name: name, errors: errors)) }
                return .success(resolved)
            case .failure(let error):
                return .failure(
                    ThemeLoadError(name: name, errors: errors + error.errors.filter { !errors.contains($0) }))
            }
        }

        /// Whether the theme, or the nearest theme it extends that says, declares `contrast: high`.
        var isHighContrast: Bool { themes.lazy.compactMap(\.isHighContrast).first ?? false }
    }

    /// How many themes a theme may extend, one after another. A brand, a sub-brand, a season
    /// and an appearance are four; this is far beyond any design system, and low enough that
    /// a generated chain stops at once. A deeper chain is refused with one error at the
    /// theme's `extends:`.
    public static let maximumExtendsDepth = 1_000

    /// The chain of `nameOrPath`: a theme of the library, or the file at that path.
    func chain(of nameOrPath: String, caching cache: ChainResolutions? = nil) -> Chain {
        var library = self
        var name = nameOrPath
        if sources[nameOrPath] == nil, FileManager.default.fileExists(atPath: nameOrPath) {
            let text: String
            do {
                text = try parser.readText(contentsOf: nameOrPath)
            } catch {
                return Chain(
                    name: Self.themeName(ofFile: nameOrPath), themes: [], errors: [error], brokenExtends: false)
            }
            name = Self.themeName(ofFile: nameOrPath)
            library.add(Source(name: name, file: nameOrPath, text: text))
        }
        var chain: [RawTheme] = []
        var errors: [YAMLError] = []
        var current = name
        var seen: [String] = []
        var seenNames: Set<String> = []  // NB: `seen`, for a lookup that does not grow with the chain
        // When `extends` names no theme or goes round, the tokens it would have given are
        // unknown: that one error is the problem, not every token missing for want of it.
        var brokenExtends = false
        while true {
            guard let source = library.sources[current] else {
                if let child = chain.last, let extends = child.extends {
                    brokenExtends = true
                    errors.append(
                        extends.source.error(
                            .invalid(
                                "extends unknown theme \"\(current)\"; known themes: \(library.names.joined(separator: ", "))"
                            ), at: extends.node))
                } else {
                    errors.append(
                        YAMLError(
                            .invalid(
                                "no theme named \"\(current)\"; known themes: \(library.names.joined(separator: ", "))"),
                            at: FilePosition(file: current, line: 1, column: 1)))
                }
                break
            }
            if seenNames.contains(current), let first = seen.firstIndex(of: current) {
                // Reported once for the whole cycle, whichever member is resolved: from its
                // lowest name, at that theme's `extends:`.
                let members = Array(seen[first...])
                let lowest = members.indices.min { members[$0] < members[$1] } ?? 0
                let ordered = Array(members[lowest...] + members[..<lowest])
                if let extends = chain[first + lowest].extends {
                    errors.append(
                        extends.source.error(
                            .invalid("extends cycle: \(chainText(ordered + [ordered[0]]))"),
                            at: extends.node))
                }
                brokenExtends = true
                break
            }
            if chain.count > Self.maximumExtendsDepth, let extends = chain.first?.extends {
                // Named by its first and last few, at the theme's own `extends:`: the file to fix.
                errors.append(
                    extends.source.error(
                        .invalid(
                            "extends goes more than \(Self.maximumExtendsDepth) themes deep "
                                + "(\(chainText(seen + [current]))); "
                                + "a theme may extend at most \(Self.maximumExtendsDepth), one after another"),
                        at: extends.node))
                brokenExtends = true
                break
            }
            seen.append(current)
            seenNames.insert(current)
            let read = cache?.read[source.file] ?? read(source)
            cache?.read[source.file] = read
            switch read {
            case .success(let (raw, problems)):
                errors += problems
                chain.append(raw)
            case .failure(let error):
                errors.append(error)
            }
            guard case .success(let (raw, _)) = read, let parent = raw.extends?.node.string else { break }
            current = parent
        }
        return Chain(name: name, themes: chain, errors: errors, brokenExtends: brokenExtends)
    }

    /// A theme's file, parsed and read, with the problems found.
    private func read(_ source: Source) -> Result<(RawTheme, [YAMLError]), YAMLError> {
        if let raw = prebuilt[source.name], raw.file == source.file { return .success((raw, [])) }
        if source.file.hasSuffix(".tokens.json") {
            // No YAML here: the token tree is read into the theme's leaves.
            var files = TokenFiles()
            let resolver = String(source.file.dropLast(".tokens.json".count)) + ".resolver.json"
            let roles = RoleTokens(
                tokens: source.file, text: source.text.isEmpty ? nil : source.text,
                resolver: FileManager.default.fileExists(atPath: resolver) ? resolver : nil, files: &files)
            return .success((RawTheme(roles: roles, name: source.name, file: source.file), []))
        }
        return parse(source).map { parsed in
            var (raw, problems) = parsed
            TokenBrand.apply(to: &raw, errors: &problems)
            return (raw, problems)
        }
    }

    /// A YAML theme file, parsed and read, its `tokens:` not yet followed.
    private func parse(_ source: Source) -> Result<(RawTheme, [YAMLError]), YAMLError> {
        do {
            let (document, duplicates) = try parser.parseNotingDuplicates(source.text, file: source.file)
            var problems: [YAMLError] = duplicates
            let raw = RawTheme(document: document, fileName: source.name, errors: &problems)
            return .success((raw, problems))
        } catch {
            return .failure(error)
        }
    }

    /// Whether the theme called `name`, or the nearest theme it extends that says, declares
    /// `contrast: high`.
    func isHighContrast(_ name: String) -> Bool { chain(of: name).isHighContrast }

    /// The theme called `name`; when it fails to load, the problems and `fallback`
    /// (the last good theme), or the library's `default`. A bad theme never stops a render.
    public func theme(_ name: String, fallback: Theme? = nil) -> (theme: Theme, problems: ThemeLoadError?) {
        do {
            return (try resolve(name), nil)
        } catch {
            if let fallback { return (fallback, error) }
            if name != "default", let libraryDefault = try? resolve("default") { return (libraryDefault, error) }
            return (Theme.minimal, error)
        }
    }
}

extension Theme {
    /// A last-resort theme with no colour, used only if even the shipped default cannot load.
    static let minimal = Theme(
        name: "minimal", palette: [:], colors: ["background": .white, "text": .black], styles: [:],
        annotations: ["default": AnnotationStyle(color: .black, glyph: "*", priority: 0)])
}
