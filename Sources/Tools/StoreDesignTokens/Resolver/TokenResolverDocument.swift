import StoreDomain
import StoreIO
import StoreYAML

/// A resolver document of the Resolver module 2025.10: `sets` of token sources, `modifiers`
/// whose `contexts` each add sources, and the `resolutionOrder` that lays them over one
/// another. Given an input (`{"theme": "dark"}`), it gives one resolved ``TokenSet``.
///
/// ```swift
/// var files = TokenFiles()
/// let primer = TokenResolverDocument(file: "Themes/primer.resolver.json", files: &files)
/// let dark = primer.resolve(["theme": "dark"], files: &files)
/// ```
public struct TokenResolverDocument: Sendable {
    /// A modifier the resolution order uses: the input key it reads, and its contexts.
    public struct Modifier: Sendable, Hashable {
        public var name: String
        public var contexts: [String]
        public var defaultContext: String?
    }

    /// One token source: a file, or a token tree written inline (in the resolver, or at a
    /// pointer into another file).
    enum Source: Sendable {
        case file(String)
        case inline(JSONValue, file: String, jsonPath: String)
    }

    enum Item: Sendable {
        case set([Source])
        case modifier(Modifier, [String: [Source]])
    }

    /// The resolver file.
    public let file: String
    /// The modifiers of the resolution order, in order: what an input names.
    public private(set) var modifiers: [Modifier] = []
    /// What is wrong with the document itself, sorted.
    public private(set) var findings: [LintFinding] = []
    private var order: [Item] = []
    private var root: JSONValue = .null

    static let rootKeys = [
        "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs",
    ]

    /// Reads the resolver document at `file`.
    public init(file: String, files: inout TokenFiles) {
        self.file = file
        switch files.tree(file) {
        case .failure(let finding): findings = [finding]
        case .success(let tree):
            root = tree
            read(files: &files)
        }
        findings.sort()
    }

    private mutating func fail(
        _ path: String, _ rule: String, _ message: String, severity: LintFinding.Severity = .error
    ) {
        findings.append(LintFinding(severity, file: file, path: path, rule: rule, message))
    }

    private mutating func read(files: inout TokenFiles) {
        guard case .object(let members) = root else {
            fail(
                "$", "resolver-structure",
                "expected a resolver document, an object with version and resolutionOrder, found \(root.kindDescription)"
            )
            return
        }
        for key in members.keys.sorted() where !Self.rootKeys.contains(key) {
            fail(
                JSONPathText.member("$", key), "resolver-structure",
                "\"\(key)\" is no property of a resolver document\(NearestName.hint(for: key, among: Self.rootKeys)); expected one of \(Self.rootKeys.joined(separator: ", ")) (R §4.1)"
            )
        }
        switch members["version"] {
        case .string("2025.10")?: break
        case nil: fail("$", "resolver-structure", "expected version, which must be \"2025.10\" (R §4.1.2)")
        case let other?:
            fail(
                "$.version", "resolver-structure",
                "expected \"2025.10\", found \(TokenValues.describe(other)) (R §4.1.2)")
        }
        for key in ["name", "description"] where members[key] != nil && members[key]?.string == nil {
            fail(JSONPathText.member("$", key), "resolver-structure", "expected a string")
        }
        // Every set and modifier is checked, used or not.
        for (name, set) in root["sets"]?.members ?? [] {
            _ = readSet(set, at: JSONPathText.member("$.sets", name), files: &files, visiting: [])
        }
        if let sets = members["sets"], case .object = sets {
        } else if members["sets"] != nil {
            fail("$.sets", "resolver-structure", "expected an object of sets by name (R §4.1.4)")
        }
        for (name, modifier) in root["modifiers"]?.members ?? [] {
            _ = readModifier(modifier, name: name, at: JSONPathText.member("$.modifiers", name), files: &files)
        }
        if let modifiers = members["modifiers"], case .object = modifiers {
        } else if members["modifiers"] != nil {
            fail("$.modifiers", "resolver-structure", "expected an object of modifiers by name (R §4.1.5)")
        }
        guard case .array(let items)? = members["resolutionOrder"], !items.isEmpty else {
            fail("$", "resolver-structure", "expected resolutionOrder, a list of sets and modifiers (R §4.1.6)")
            return
        }
        var names: [String: String] = [:]
        for (index, item) in items.enumerated() {
            let at = "$.resolutionOrder[\(index)]"
            guard case .object(var fields) = item else {
                fail(
                    at, "resolver-structure",
                    "expected a reference object or an inline set or modifier, found \(item.kindDescription)")
                continue
            }
            var name: String
            var kind: String
            var body: JSONValue
            // What the body says is reported where it is written: at the set or modifier a
            // reference names.
            var bodyPath = at
            if let reference = fields["$ref"] {
                guard let text = reference.string,
                    let (kindFound, target) = localTarget(
                        text, at: JSONPathText.member(at, "$ref"), allowModifiers: true)
                else { continue }
                kind = kindFound
                name = target
                // Unless keys beside the reference change it: then it is reported there.
                if fields.count == 1 {
                    bodyPath = JSONPathText.member(kind == "set" ? "$.sets" : "$.modifiers", target)
                }
                guard case .object(var base) = root[kind == "set" ? "sets" : "modifiers"]?[target] ?? .null else {
                    continue
                }
                // Keys beside `$ref` override, shallowly (R §4.2.2).
                fields["$ref"] = nil
                for (key, value) in fields { base[key] = value }
                body = .object(base)
            } else {
                guard let inlineName = fields["name"]?.string, let inlineType = fields["type"]?.string,
                    inlineType == "set" || inlineType == "modifier"
                else {
                    fail(
                        at, "resolver-structure",
                        "an inline set or modifier needs name and type (\"set\" or \"modifier\") (R §4.1.6.1)")
                    continue
                }
                name = inlineName
                kind = inlineType
                fields["name"] = nil
                fields["type"] = nil
                body = .object(fields)
                if let first = names[name] {
                    fail(
                        at, "resolver-structure",
                        "the name \"\(name)\" is used already, at \(first); each item's name is its own (R §4.1.6.1)")
                    continue
                }
            }
            names[name] = names[name] ?? at
            if kind == "set" {
                if let sources = readSet(body, at: bodyPath, files: &files, visiting: []) {
                    order.append(.set(sources))
                }
            } else if let modifier = readModifier(body, name: name, at: bodyPath, files: &files) {
                order.append(.modifier(modifier.0, modifier.1))
                modifiers.append(modifier.0)
            }
        }
    }

    /// `#/sets/name` or `#/modifiers/name`: its kind and name; a finding for any other pointer.
    private mutating func localTarget(_ text: String, at path: String, allowModifiers: Bool) -> (String, String)? {
        guard text.hasPrefix("#"), let segments = JSONPointer.segments(text.dropFirst()) else { return nil }
        if segments.first == "resolutionOrder" {
            fail(path, "resolver-pointer", "a reference may not point into resolutionOrder (R §4.2.1)")
            return nil
        }
        guard segments.count == 2, segments[0] == "sets" || segments[0] == "modifiers" else {
            fail(path, "resolver-pointer", "expected #/sets/… or #/modifiers/…, found \"\(text)\" (R §4.1.6)")
            return nil
        }
        if segments[0] == "modifiers", !allowModifiers {
            fail(
                path, "resolver-pointer",
                "only resolutionOrder may refer to a modifier; a set or modifier may not (R §4.2.1)")
            return nil
        }
        guard root[segments[0]]?[segments[1]] != nil else {
            let known = root[segments[0]]?.members.map(\.key) ?? []
            fail(
                path, "resolver-pointer",
                "\"\(text)\" names nothing\(NearestName.hint(for: segments[1], among: known)) (R §4.2)")
            return nil
        }
        return (segments[0] == "sets" ? "set" : "modifier", segments[1])
    }

    private mutating func readSet(
        _ set: JSONValue, at path: String, files: inout TokenFiles, visiting: [String]
    ) -> [Source]? {
        guard case .object(let members) = set else {
            fail(path, "resolver-structure", "expected a set, an object with sources (R §4.1.4)")
            return nil
        }
        for key in members.keys.sorted() where !["sources", "description", "$extensions"].contains(key) {
            fail(
                JSONPathText.member(path, key), "resolver-structure",
                "\"\(key)\" is no property of a set; expected sources, description, $extensions (R §4.1.4)")
        }
        guard case .array(let items)? = members["sources"] else {
            fail(path, "resolver-structure", "a set needs sources, a list of token files and inline tokens (R §4.1.4)")
            return nil
        }
        return readSources(items, at: JSONPathText.member(path, "sources"), files: &files, visiting: visiting)
    }

    private mutating func readModifier(
        _ modifier: JSONValue, name: String, at path: String, files: inout TokenFiles
    ) -> (Modifier, [String: [Source]])? {
        guard case .object(let members) = modifier else {
            fail(path, "resolver-structure", "expected a modifier, an object with contexts (R §4.1.5)")
            return nil
        }
        for key in members.keys.sorted() where !["contexts", "description", "default", "$extensions"].contains(key) {
            fail(
                JSONPathText.member(path, key), "resolver-structure",
                "\"\(key)\" is no property of a modifier\(NearestName.hint(for: key, among: ["contexts"])); expected contexts, default, description, $extensions (R §4.1.5)"
            )
        }
        guard case .object(let contexts)? = members["contexts"], !contexts.isEmpty else {
            fail(path, "resolver-structure", "a modifier needs contexts, at least one and better two (R §4.1.5.1)")
            return nil
        }
        if contexts.count == 1 {
            fail(
                JSONPathText.member(path, "contexts"), "resolver-structure",
                "a modifier of one context is a set; a modifier should have two or more (R §4.1.5.1)",
                severity: .warning)
        }
        var sources: [String: [Source]] = [:]
        for (context, list) in contexts.sorted(by: { $0.key < $1.key }) {
            let contextPath = JSONPathText.member(JSONPathText.member(path, "contexts"), context)
            guard case .array(let items) = list else {
                fail(contextPath, "resolver-structure", "expected a list of sources, found \(list.kindDescription)")
                continue
            }
            sources[context] = readSources(items, at: contextPath, files: &files, visiting: []) ?? []
        }
        var defaultContext: String?
        if let value = members["default"] {
            if let text = value.string, contexts[text] != nil {
                defaultContext = text
            } else {
                fail(
                    JSONPathText.member(path, "default"), "resolver-structure",
                    "default must be one of its contexts (\(contexts.keys.sorted().joined(separator: ", "))), found \(TokenValues.describe(value)) (R §4.1.5.3)"
                )
            }
        }
        return (Modifier(name: name, contexts: contexts.keys.sorted(), defaultContext: defaultContext), sources)
    }

    private mutating func readSources(
        _ items: [JSONValue], at path: String, files: inout TokenFiles, visiting: [String]
    ) -> [Source]? {
        var sources: [Source] = []
        for (index, item) in items.enumerated() {
            let at = "\(path)[\(index)]"
            guard case .object(let fields) = item else {
                fail(
                    at, "resolver-structure",
                    "expected a reference object or inline tokens, found \(item.kindDescription)")
                continue
            }
            guard let reference = fields["$ref"] else {
                sources.append(.inline(item, file: file, jsonPath: at))
                continue
            }
            guard let text = reference.string else {
                fail(
                    JSONPathText.member(at, "$ref"), "resolver-pointer",
                    "expected a reference, a file's path or a JSON Pointer"
                )
                continue
            }
            if text.hasPrefix("#") {
                guard let segments = JSONPointer.segments(text.dropFirst()) else {
                    fail(
                        JSONPathText.member(at, "$ref"), "resolver-pointer",
                        "expected a JSON Pointer such as #/sets/base, found \"\(text)\"")
                    continue
                }
                if segments.first == "sets", segments.count == 2 {
                    guard !visiting.contains(segments[1]) else {
                        fail(
                            JSONPathText.member(at, "$ref"), "resolver-cycle",
                            "sets refer round: \(chainText(visiting + [segments[1]])) (R §4.2)")
                        continue
                    }
                    guard let set = root["sets"]?[segments[1]] else {
                        _ = localTarget(text, at: JSONPathText.member(at, "$ref"), allowModifiers: false)
                        continue
                    }
                    sources +=
                        readSet(
                            set, at: JSONPathText.member("$.sets", segments[1]), files: &files,
                            visiting: visiting + [segments[1]]) ?? []
                    continue
                }
                if segments.first == "modifiers" || segments.first == "resolutionOrder" {
                    _ = localTarget(text, at: JSONPathText.member(at, "$ref"), allowModifiers: false)
                    continue
                }
                guard let tree = JSONPointer.value(at: segments, in: root) else {
                    fail(JSONPathText.member(at, "$ref"), "resolver-pointer", "\"\(text)\" names nothing in \(file)")
                    continue
                }
                sources.append(.inline(tree, file: file, jsonPath: JSONPointer.jsonPath(segments, in: root)))
                continue
            }
            let hash = text.firstIndex(of: "#") ?? text.endIndex
            let target = FileName.resolve(String(text[..<hash]), besides: file)
            switch files.tree(target) {
            case .failure(let finding):
                fail(
                    JSONPathText.member(at, "$ref"), "resolver-pointer",
                    "\"\(text)\" could not be read: \(finding.description)"
                )
            case .success(let tree):
                guard hash != text.endIndex else {
                    sources.append(.file(target))
                    continue
                }
                guard let segments = JSONPointer.segments(text[text.index(after: hash)...]),
                    let part = JSONPointer.value(at: segments, in: tree)
                else {
                    fail(JSONPathText.member(at, "$ref"), "resolver-pointer", "\"\(text)\" names nothing in \(target)")
                    continue
                }
                sources.append(.inline(part, file: target, jsonPath: JSONPointer.jsonPath(segments, in: tree)))
            }
        }
        return sources
    }
}

extension TokenResolverDocument {
    /// What is wrong with `inputs` (R §6.1): a modifier it names that the document has not, a
    /// context a modifier has not, a modifier with no default that it leaves out. Keys and
    /// contexts are matched without regard to case (R §5.1).
    public func inputProblems(_ inputs: [String: String]) -> [String] {
        var problems: [String] = []
        for key in inputs.keys.sorted() where !modifiers.contains(where: { $0.name.lowercased() == key.lowercased() }) {
            problems.append(
                "unknown modifier \"\(key)\"\(NearestName.hint(for: key, among: modifiers.map(\.name))); the resolver's are \(modifiers.map(\.name).joined(separator: ", "))"
            )
        }
        for modifier in modifiers {
            guard let given = inputs.first(where: { $0.key.lowercased() == modifier.name.lowercased() })?.value else {
                if modifier.defaultContext == nil {
                    problems.append(
                        "missing modifier \"\(modifier.name)\", which has no default; its contexts are \(modifier.contexts.joined(separator: ", "))"
                    )
                }
                continue
            }
            if !modifier.contexts.contains(where: { $0.lowercased() == given.lowercased() }) {
                problems.append(
                    "invalid context \"\(given)\" for modifier \"\(modifier.name)\"\(NearestName.hint(for: given, among: modifier.contexts)); its contexts are \(modifier.contexts.joined(separator: ", "))"
                )
            }
        }
        return problems
    }

    /// The tokens for `inputs`: each item of the resolution order in turn, a modifier's chosen
    /// context (or its default), each source over the ones before, aliases followed last
    /// (R §6). The document's own findings come with the set's.
    public func resolve(_ inputs: [String: String], files: inout TokenFiles) -> TokenSet {
        TokenSet(resolving: rawTokens(inputs, files: &files))
    }

    /// The token files the document names, in any set or context: its sources, which are
    /// never documents of their own to a tool that reads the resolver.
    public var sourceFiles: Set<String> {
        var found: Set<String> = []
        for item in order {
            let lists: [[Source]]
            switch item {
            case .set(let sources): lists = [sources]
            case .modifier(_, let contexts): lists = Array(contexts.values)
            }
            for case .file(let path) in lists.joined() { found.insert(path) }
        }
        return found
    }

    /// The sources for `inputs`, merged in order and not yet resolved, with the document's own
    /// findings: what ``resolve(_:files:)`` resolves, for a reader that lays its own over them.
    public func rawTokens(_ inputs: [String: String], files: inout TokenFiles) -> RawTokens {
        var raw = RawTokens()
        raw.findings = findings
        func add(_ sources: [Source]) {
            for source in sources {
                switch source {
                case .file(let path):
                    switch files.tree(path) {
                    case .success(let tree): raw.overlay(RawTokens(tree, file: path, files: &files))
                    case .failure(let finding): raw.findings.append(finding)
                    }
                case .inline(let tree, let file, let jsonPath):
                    raw.overlay(RawTokens(tree, file: file, jsonPath: jsonPath, files: &files))
                }
            }
        }
        for item in order {
            switch item {
            case .set(let sources): add(sources)
            case .modifier(let modifier, let contexts):
                let given = inputs.first { $0.key.lowercased() == modifier.name.lowercased() }?.value
                let context = given.flatMap { given in modifier.contexts.first { $0.lowercased() == given.lowercased() }
                }
                if let chosen = context ?? modifier.defaultContext { add(contexts[chosen] ?? []) }
            }
        }
        return raw
    }

    /// Every input the document can be given: each combination of its modifiers' contexts,
    /// at most `limit` of them (the first, in order).
    public func everyInput(limit: Int = 256) -> [[String: String]] {
        var inputs: [[String: String]] = [[:]]
        for modifier in modifiers {
            inputs = inputs.flatMap { input in
                modifier.contexts.map { context in input.merging([modifier.name: context]) { _, new in new } }
            }
            if inputs.count > limit { inputs = Array(inputs.prefix(limit)) }
        }
        return inputs
    }
}
