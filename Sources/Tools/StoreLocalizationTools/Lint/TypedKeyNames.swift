import StoreLocalization
import StoreYAML

/// The Swift names the typed keys (`Strings.Stock.onlyLeft(count:)`) give a table's keys,
/// groups and placeholders, and the keys that would give two things one name, or a name
/// Swift refuses.
///
/// One place for the naming rules, so that `strings lint` and the build plugin's generator
/// agree: a table the linter passes always generates code that compiles, and one it refuses
/// fails the build with the same message, never with a Swift compiler error.
package enum TypedKeyNames {
    /// A Swift identifier for a key segment: `OnlyLeft` → `onlyLeft` (or `OnlyLeft` for types),
    /// other characters become `_`, and keywords get backticks.
    package static func identifier(_ segment: String, upper: Bool) -> String {
        var characters = segment.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        if let first = characters.first, first.isNumber { characters.insert("_", at: 0) }
        guard let first = characters.first else { return "_" }
        var name = String(characters)
        // Lowercase the leading capitals of an acronym too: `URL` → `url`, `XMLFile` → `xmlFile`.
        if !upper, first.isUppercase {
            let prefix = name.prefix { $0.isUppercase }
            let lowered =
                prefix.count > 1 && prefix.count < name.count
                ? prefix.dropLast().lowercased() + String(prefix.last ?? "_") : prefix.lowercased()
            name = lowered + name.dropFirst(prefix.count)
        } else if upper, first.isLowercase {
            name = first.uppercased() + name.dropFirst()
        }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift type name for a key group. `Type` and `Protocol` become `Type_` and `Protocol_`:
    /// with backticks they declare, but `Strings.Type` then means the metatype, not the group.
    package static func typeName(_ segment: String) -> String {
        let name = identifier(segment, upper: true)
        return ["`Type`", "`Protocol`"].contains(name) ? name.dropFirst().dropLast() + "_" : name
    }

    /// The parameters of a key's accessor, in order: its placeholders, and `count` first for
    /// a plural that does not say it.
    package static func parameters(of entry: TableEntry) -> [String] {
        var parameters: [String] = []
        var seen: Set<String> = []
        for name in entry.value.messages.flatMap(\.placeholders) where seen.insert(name).inserted {
            parameters.append(name)
        }
        if case .plural = entry.value, !parameters.contains("count") { parameters.insert("count", at: 0) }
        return parameters
    }

    /// Every key of `table` whose generated name would collide with another's, or would not
    /// be a Swift name at all, as a `typed-keys` error at the key; sorted by position.
    package static func collisions(in table: StringTable) -> [LintFinding] {
        var findings: [LintFinding] = []
        // Keys in file order, so that the second of two colliding names is the one reported.
        let keys = table.keys.compactMap { key in table[key].map { (key, $0) } }
            .sorted {
                ($0.1.keyLocation.line, $0.1.keyLocation.column) < ($1.1.keyLocation.line, $1.1.keyLocation.column)
            }
        // Each group's type name, and each group's members, by the parent group's full key.
        var types: [String: [String: String]] = [:]  // parent → Swift type → the segment that took it
        var members: [String: [String: String]] = [:]  // group → Swift member → the key that took it
        func report(_ entry: TableEntry, _ message: String) {
            findings.append(LintFinding(at: entry.keyLocation, rule: "typed-keys", message))
        }
        for (key, entry) in keys {
            let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var parent = ""
            for segment in segments.dropLast() {
                let type = typeName(segment)
                let group = parent.isEmpty ? segment : parent + "." + segment
                if type == "_" {
                    report(entry, "the group \"\(group)\" has no Swift name for its typed keys; use letters or digits")
                } else if let taken = types[parent]?[type], taken != segment {
                    let other = parent.isEmpty ? taken : parent + "." + taken
                    report(
                        entry,
                        "the groups \"\(other)\" and \"\(group)\" both become the Swift type \(type) in the typed keys; rename one"
                    )
                } else {
                    types[parent, default: [:]][type] = segment
                }
                parent = group
            }
            let member = identifier(segments.last ?? key, upper: false)
            if member == "_" {
                report(entry, "the key \"\(key)\" has no Swift name for its typed key; use letters or digits")
            } else if let taken = members[parent]?[member] {
                report(
                    entry, "the keys \"\(taken)\" and \"\(key)\" both become \(member) in the typed keys; rename one")
            } else {
                members[parent, default: [:]][member] = key
            }
            var labels: [String: String] = [:]
            for placeholder in parameters(of: entry) {
                let label = identifier(placeholder, upper: false)
                if label == "_" {
                    report(
                        entry,
                        "\(key): %{\(placeholder)} has no Swift name for its typed key's parameter; use letters or digits"
                    )
                } else if let taken = labels[label] {
                    report(
                        entry,
                        "\(key): %{\(taken)} and %{\(placeholder)} both become the parameter \(label) of its typed key; "
                            + "name them apart")
                } else {
                    labels[label] = placeholder
                }
            }
        }
        return findings.sorted()
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Any", "Protocol",
    ]
}
