import StoreDomain
import StoreIO
import StoreYAML

/// A resolved token tree: every token of one or more token documents with its type, and its
/// value with aliases followed, each at the file and JSON path it was written at; and every
/// problem found, each at the place of the value itself, in file and JSON path order.
///
/// ```swift
/// var files = TokenFiles()
/// let tokens = TokenSet(file: "primer/fgColor.tokens.json", files: &files)
/// for finding in tokens.findings { print(finding) }
/// let accent = try tokens.token(named: "fgColor.accent").get()  // a colour, at its JSON path
/// ```
public struct TokenSet: Sendable {
    /// The tokens by path.
    public private(set) var tokens: [[String]: DesignToken] = [:]
    /// Every problem, sorted: a token with an error is left out of ``tokens``.
    public private(set) var findings: [LintFinding] = []
    /// Each group's `$extensions`, by the group's path (`[]` for the document's own), those of
    /// a group it extends included.
    public private(set) var groupExtensions: [[String]: TokenExtensions] = [:]
    /// Every token an alias names, whole or inside a composite: a design system's font
    /// families and weights, say, which its typography tokens name.
    public private(set) var referenced: Set<[String]> = []
    /// Every token written, resolved or not, by path.
    public private(set) var written: Set<[String]> = []
    /// The errors among ``findings`` whose value is read regardless, because it has one reading,
    /// each with the member of the value that was wrong: `colorSpace` for a colour with none,
    /// read as sRGB from its hex, the fallback the Color module gives it; `hex` for a colour
    /// whose hex is malformed, read from its components. `themes validate` refuses them; a
    /// brand that reads the file warns of them.
    public private(set) var recovered: [LintFinding: String] = [:]
    /// Each token written: where, and the tokens its value names.
    private var links: [[String]: (place: TokenPlace, targets: [[String]])] = [:]

    /// The errors among ``findings``.
    public var errors: [LintFinding] { findings.filter { $0.severity == .error } }

    /// Every token's name, sorted: `fgColor.accent`.
    public var names: [String] { tokens.values.map(\.name).sorted() }

    /// The token document at `file`, resolved on its own.
    public init(file: String, files: inout TokenFiles) {
        switch files.tree(file) {
        case .success(let tree): self.init(resolving: RawTokens(tree, file: file, files: &files))
        case .failure(let finding):
            var raw = RawTokens()
            raw.findings = [finding]
            self.init(resolving: raw)
        }
    }

    /// `raw`, its sources merged, resolved: group extensions applied, each token's type found,
    /// aliases followed and every value checked against its type.
    public init(resolving raw: RawTokens) {
        var resolution = TokenResolution(raw: raw)
        resolution.run()
        tokens = resolution.resolved
        referenced = resolution.referenced
        written = Set(resolution.tokens.keys)
        recovered = resolution.recovered
        links = resolution.tokens.mapValues { ($0.place, TokenAlias.targets(in: $0.value)) }
        for (path, group) in resolution.raw.groups {
            guard let value = group.extensions else { continue }
            groupExtensions[path] = TokenExtensions(
                value: value,
                place: TokenPlace(
                    file: group.place.file, path: JSONPathText.member(group.place.path, "$extensions")))
        }
        var seen: Set<LintFinding> = []
        findings = (raw.findings + resolution.findings).filter { seen.insert($0).inserted }.sorted()
    }

    /// Where the token called `name` is written, and where each token its value names is,
    /// whole or inside a composite, followed to the end, resolved or not: the places whose
    /// findings concern it.
    public func places(reachedFrom name: String) -> [TokenPlace] {
        var seen: Set<[String]> = []
        var places: [TokenPlace] = []
        var next = [name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)]
        while let path = next.popLast() {
            guard seen.insert(path).inserted, let link = links[path] else { continue }
            places.append(link.place)
            next += link.targets
        }
        return places
    }

    /// The path of the token `finding` is about: the one written where it is, or around it;
    /// `nil` for a finding outside every token (a file that cannot be read, a group's
    /// `$extends`, a resolver's own).
    public func token(holding finding: LintFinding) -> [String]? {
        links.first { $0.value.place.holds(finding) }?.key
    }

    /// The token called `name` (`fgColor.accent`, `color.accent.$root`), or why there is none:
    /// the nearest name it was likely meant to be, or the group it names.
    public func token(named name: String) -> Result<DesignToken, TokenLookupError> {
        let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let token = tokens[path] { return .success(token) }
        if written.contains(path) {
            return .failure(
                TokenLookupError(message: "\(name) has no value: its errors are reported at their JSON paths"))
        }
        if tokens[path + ["$root"]] != nil {
            return .failure(TokenLookupError(message: "{\(name)} names a group; its own token is {\(name).$root}"))
        }
        if tokens.keys.contains(where: { $0.count > path.count && Array($0.prefix(path.count)) == path }) {
            return .failure(TokenLookupError(message: "{\(name)} names a group, not a token"))
        }
        return .failure(TokenLookupError(message: "no token \(name)\(NearestName.hint(for: name, among: names))"))
    }
}

/// Why a name names no token: `no token fgColor.acent (did you mean "fgColor.accent"?)`.
public struct TokenLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The steps of ``TokenSet/init(resolving:)``, in the order the Format module gives them.
struct TokenResolution {
    var raw: RawTokens
    var tokens: [[String]: RawTokens.Token]
    var resolved: [[String]: DesignToken] = [:]
    var findings: [LintFinding] = []
    var recovered: [LintFinding: String] = [:]
    var referenced: Set<[String]> = []
    private var types: [[String]: TokenType?] = [:]
    private var values: [[String]: Result<(value: JSONValue, place: TokenPlace, chain: [[String]]), Failed>] = [:]
    struct Failed: Error {}

    init(raw: RawTokens) {
        self.raw = raw
        tokens = raw.tokens
    }

    mutating func run() {
        applyExtensions()
        for path in tokens.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) { resolve(path) }
        for (file, hex) in raw.hexStrings.sorted(by: { $0.key < $1.key }) {
            let count =
                hex.count == 1
                ? "a colour is written as a hex string" : "\(hex.count) colours are written as hex strings"
            findings.append(
                LintFinding(
                    .warning, file: file, path: hex.first, rule: "tokens-legacy-hex",
                    "\(count), an older draft's form (Style Dictionary and Tokens Studio write it), read as sRGB; "
                        + "2025.10 writes a colour object (Color §4.1)"))
        }
    }

    @discardableResult
    private mutating func fail(
        _ place: TokenPlace, _ rule: String, _ message: String, severity: LintFinding.Severity = .error
    ) -> LintFinding {
        let finding = LintFinding(severity, file: place.file, path: place.path, rule: rule, message)
        findings.append(finding)
        return finding
    }

    private static func isInside(_ path: [String], _ group: [String]) -> Bool {
        path.count > group.count && Array(path.prefix(group.count)) == group
    }

    // MARK: $extends (§6.4)

    private mutating func applyExtensions() {
        var done: Set<[String]> = []
        for group in raw.groups.keys.sorted(by: { $0.lexicographicallyPrecedes($1) })
        where raw.groups[group]?.extends != nil {
            extend(group, visiting: [], done: &done)
        }
    }

    private mutating func extend(_ group: [String], visiting: [[String]], done: inout Set<[String]>) {
        guard !done.contains(group), let extends = raw.groups[group]?.extends else { return }
        let target = extends.target
        let name = { (path: [String]) in path.joined(separator: ".") }
        if visiting.contains(target) || Self.isInside(group, target) || Self.isInside(target, group) || group == target
        {
            let chain = (visiting + [group, target]).map(name)
            fail(extends.place, "tokens-cycle", "group extensions go round: \(chainText(chain)) (§6.4.4)")
            done.insert(group)
            return
        }
        done.insert(group)
        if tokens[target] != nil {
            fail(
                extends.place, "tokens-extends",
                "$extends names the token {\(name(target))}; it must name a group (§6.4)")
            return
        }
        guard raw.groups[target] != nil || tokens.keys.contains(where: { Self.isInside($0, target) }) else {
            let groups = raw.groups.keys.filter { !$0.isEmpty }.map(name)
            fail(
                extends.place, "tokens-extends",
                "$extends names {\(name(target))}, which is no group\(NearestName.hint(for: name(target), among: groups)) (§6.4)"
            )
            return
        }
        // What the target (or a group inside it) extends comes first.
        for inner in raw.groups.keys
        where (inner == target || Self.isInside(inner, target)) && raw.groups[inner]?.extends != nil {
            extend(inner, visiting: visiting + [group], done: &done)
        }
        for (path, inner) in raw.groups where path == target || Self.isInside(path, target) {
            let own = group + path.dropFirst(target.count)
            if raw.groups[own] == nil { raw.groups[own] = RawTokens.Group(place: inner.place) }
            if raw.groups[own]?.extensions == nil { raw.groups[own]?.extensions = inner.extensions }
        }
        for (path, token) in tokens where Self.isInside(path, target) {
            let own = group + path.dropFirst(target.count)
            guard tokens[own] == nil else { continue }  // the whole token is replaced (§6.4.3)
            var copy = token
            copy.path = own
            copy.inheritedFrom = token.inheritedFrom ?? path
            tokens[own] = copy
        }
    }

    // MARK: Types (§5.2.2, §6.7.3)

    /// A group's type: its own `$type`, the type of the group it extends, then its parent's.
    private func groupType(_ group: [String], visiting: Set<[String]> = []) -> TokenType? {
        var prefix = group
        while true {
            if let info = raw.groups[prefix] {
                if let type = info.type { return type }
                if let target = info.extends?.target, !visiting.contains(target),
                    let type = groupType(target, visiting: visiting.union([prefix]))
                {
                    return type
                }
            }
            guard !prefix.isEmpty else { return nil }
            prefix.removeLast()
        }
    }

    /// A token's type: its `$type`, the type of the token its alias names, then its group's.
    private mutating func type(of path: [String], visiting: [[String]] = []) -> TokenType? {
        if let known = types[path] { return known }
        guard let token = tokens[path], !visiting.contains(path) else { return nil }
        var type = token.type
        if type == nil, let target = TokenAlias.target(token.value), tokens[target] != nil {
            type = self.type(of: target, visiting: visiting + [path])
        }
        if type == nil { type = groupType(Array((token.inheritedFrom ?? path).dropLast())) }
        if type == nil, token.inheritedFrom != nil { type = groupType(Array(path.dropLast())) }
        types[path] = type
        return type
    }

    // MARK: Aliases (§7)

    private func deprecation(of path: [String]) -> String? {
        if let own = tokens[path]?.deprecation {
            if case .yes(let reason) = own { return reason ?? "deprecated" }
            return nil
        }
        var prefix = Array(path.dropLast())
        while true {
            if let group = raw.groups[prefix]?.deprecation {
                if case .yes(let reason) = group { return reason ?? "deprecated" }
                return nil
            }
            guard !prefix.isEmpty else { return nil }
            prefix.removeLast()
        }
    }

    /// Why an alias names no token, with the nearest name.
    private func unknown(_ target: [String]) -> String {
        let name = target.joined(separator: ".")
        if tokens[target + ["$root"]] != nil {
            return "{\(name)} names a group; its own token is {\(name).$root} (§6.2)"
        }
        if tokens.keys.contains(where: { Self.isInside($0, target) }) {
            return "{\(name)} names a group; a reference names a token (§7.1.1)"
        }
        let names = tokens.keys.map { $0.joined(separator: ".") }
        return "{\(name)} names no token\(NearestName.hint(for: name, among: names)) (§7.1.1)"
    }

    /// The value at the end of `path`'s alias chain, with the place it is written at.
    private mutating func followAliases(
        from path: [String]
    ) -> Result<(value: JSONValue, place: TokenPlace, chain: [[String]]), Failed> {
        if let known = values[path] { return known }
        guard let start = tokens[path] else { return .failure(Failed()) }
        var chain: [[String]] = []
        var current = start
        var result: Result<(value: JSONValue, place: TokenPlace, chain: [[String]]), Failed>?
        while result == nil, let target = TokenAlias.target(current.value) {
            if let first = ([path] + chain).firstIndex(of: target) {
                let cycle = Array(([path] + chain)[first...]) + [target]
                // Reported once, at the member whose name sorts first.
                let members = Set(cycle.map { $0.joined(separator: ".") })
                if path.joined(separator: ".") == members.min() {
                    fail(
                        start.place, "tokens-cycle",
                        "aliases go round: \(chainText(cycle.map { $0.joined(separator: ".") })) (§7.2.3)"
                    )
                }
                result = .failure(Failed())
            } else if tokens[target] == nil {
                fail(current.place, "tokens-alias", unknown(target))
                result = .failure(Failed())
            } else if let known = values[target] {
                referenced.insert(target)
                result = known.map { ($0.value, $0.place, chain + [target] + $0.chain) }
            } else {
                chain.append(target)
                referenced.insert(target)
                current = tokens[target] ?? current
            }
        }
        let final = result ?? .success((current.value, current.place, chain))
        values[path] = final
        return final
    }

    /// Aliases inside a composite's sub-values, each to a token of the sub-value's type.
    private mutating func followInnerAliases(_ value: JSONValue, type: TokenType, at place: TokenPlace) -> JSONValue? {
        func inner(_ member: JSONValue, expected: TokenType, at sub: String) -> JSONValue? {
            guard let target = TokenAlias.target(member) else { return member }
            let subPlace = TokenPlace(file: place.file, path: sub)
            referenced.insert(target)
            guard tokens[target] != nil else {
                fail(subPlace, "tokens-alias", unknown(target))
                return nil
            }
            guard case .success(let followed) = followAliases(from: target), let targetType = self.type(of: target)
            else { return nil }
            guard targetType == expected else {
                fail(
                    subPlace, "tokens-type",
                    "{\(target.joined(separator: "."))} is a \(targetType.rawValue) token; here a \(expected.rawValue) belongs (§9)"
                )
                return nil
            }
            return followInnerAliases(followed.value, type: expected, at: followed.place) ?? nil
        }
        let valuePath = JSONPathText.member(place.path, "$value")
        switch (type, value) {
        case (.shadow, .array(let layers)), (.gradient, .array(let layers)):
            var result: [JSONValue] = []
            for (index, layer) in layers.enumerated() {
                let at = "\(valuePath)[\(index)]"
                if TokenAlias.target(layer) != nil {
                    guard let read = inner(layer, expected: type, at: at) else { return nil }
                    result.append(read)
                    continue
                }
                guard case .object(var members) = layer else {
                    result.append(layer)
                    continue
                }
                let subTypes: [String: TokenType] =
                    type == .gradient
                    ? ["color": .color, "position": .number]
                    : Dictionary(uniqueKeysWithValues: TokenType.shadow.subValues.map { ($0.name, $0.type) })
                for (key, expected) in subTypes {
                    guard let member = members[key] else { continue }
                    guard let read = inner(member, expected: expected, at: JSONPathText.member(at, key)) else {
                        return nil
                    }
                    members[key] = read
                }
                result.append(.object(members))
            }
            return .array(result)
        case (_, .object(var members)) where !type.subValues.isEmpty:
            for sub in type.subValues {
                guard let member = members[sub.name] else { continue }
                guard let read = inner(member, expected: sub.type, at: JSONPathText.member(valuePath, sub.name))
                else { return nil }
                members[sub.name] = read
            }
            return .object(members)
        default:
            return value
        }
    }

    // MARK: One token

    private mutating func resolve(_ path: [String]) {
        guard let token = tokens[path] else { return }
        guard let type = type(of: path) else {
            if let target = TokenAlias.target(token.value), tokens[target] == nil {
                fail(token.place, "tokens-alias", unknown(target))
            } else if TokenAlias.target(token.value) == nil {
                fail(
                    token.place, "tokens-type",
                    "has no $type, on it, on a group around it, or on the token it aliases; a tool may not guess one (§5.2.2)"
                )
            } else {
                _ = followAliases(from: path)
            }
            return
        }
        guard case .success(let followed) = followAliases(from: path) else { return }
        if let target = followed.chain.first, let targetType = self.type(of: target), token.type != nil,
            targetType != type
        {
            fail(
                token.place, "tokens-type",
                "its $type is \(type.rawValue), but {\(target.joined(separator: "."))} is a \(targetType.rawValue) token (§7.4.5)"
            )
            return
        }
        if let target = followed.chain.first, let reason = deprecation(of: target) {
            fail(
                token.place, "tokens-deprecated",
                "refers to {\(target.joined(separator: "."))}, which is deprecated: \(reason)",
                severity: .warning)
        }
        guard let value = followInnerAliases(followed.value, type: type, at: followed.place) else { return }
        let problems = TokenValues.problems(value, as: type)
        let valuePath = JSONPathText.member(followed.place.path, "$value")
        // A colour whose every problem leaves it one reading is read, and its problems stay errors.
        let isRecovered = type == .color && !problems.isEmpty && problems.allSatisfy(\.recovered)
        for problem in problems {
            let at = problem.at.reduce(valuePath) { path, part in
                Int(part) != nil ? "\(path)[\(part)]" : JSONPathText.member(path, part)
            }
            let finding = fail(TokenPlace(file: followed.place.file, path: at), "tokens-value", problem.message)
            if isRecovered { recovered[finding] = problem.at.last ?? "" }
        }
        guard problems.isEmpty || isRecovered else { return }
        let read = isRecovered ? TokenValues.recoveredColor(value) : value
        if type == .color, TokenValues.isHexString(value), followed.chain.isEmpty {
            let file = followed.place.file
            let first = raw.hexStrings[file].map { min($0.first, valuePath) } ?? valuePath
            raw.hexStrings[file] = (first, (raw.hexStrings[file]?.count ?? 0) + 1)
        }
        resolved[path] = DesignToken(
            path: path, type: type, value: read, place: followed.place, declaredAt: token.place,
            aliasChain: followed.chain, deprecation: deprecation(of: path), extensions: token.extensions)
    }
}
