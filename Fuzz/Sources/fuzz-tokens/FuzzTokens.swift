import FuzzSupport
import StoreDesignTokens
import StoreDomain
import StoreYAML

/// Whether an object in `value` still has a `$ref`.
func holdsPointer(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let members): members["$ref"] != nil || members.values.contains(where: holdsPointer)
    case .array(let items): items.contains(where: holdsPointer)
    default: false
    }
}

/// A design token document, or a resolver document, a designer sent: read by the Format and
/// Resolver modules' reader as `themes validate` reads it, resolved with every input a
/// resolver can be given.
///
/// Invariants: every finding is at a JSON path of a file (or, for JSON that is not JSON, a
/// line and column within the input) and is inert; every token resolved has a value of its
/// type's shape, with no alias left in it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    guard let text = text(data, size) else { return 0 }
    let lines = text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    func check(_ findings: [LintFinding]) {
        for finding in findings {
            Invariant.check(
                finding.path != nil || (finding.line >= 1 && finding.line <= lines && finding.column >= 1),
                "a finding with no place: \(finding)")
            Invariant.inert(finding.description, "a finding")
        }
    }
    func check(_ set: TokenSet) {
        check(set.findings)
        for token in set.tokens.values {
            Invariant.check(!holdsPointer(token.value), "a pointer left in \(token.name): \(token.value)")
            if case .string(let alias) = token.value {
                Invariant.check(
                    !(alias.hasPrefix("{") && alias.hasSuffix("}")), "an alias left in \(token.name): \(alias)")
            }
        }
    }
    for file in ["fuzz.tokens.json", "fuzz.resolver.json"] {
        var files = TokenFiles()
        files.add(text: text, as: file)
        if file.hasSuffix(".resolver.json") {
            let resolver = TokenResolverDocument(file: file, files: &files)
            check(resolver.findings)
            for input in resolver.everyInput(limit: 8) { check(resolver.resolve(input, files: &files)) }
        } else {
            check(TokenSet(file: file, files: &files))
        }
    }
    return 0
}
