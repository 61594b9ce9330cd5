import StoreDesignTokens
import StoreTheme
import StoreThemeTools
import StoreYAML

extension DTCGImporter {
    /// The theme file `themes import` prints: the light leaves at the top, then each
    /// appearance's section with what it changes.
    static func write(
        _ sections: [String: [String: RoleTokens.Leaf]], name: String, extends: String?, file: String
    ) -> String {
        var lines = [
            "# Imported from \(file) by storefinder themes import (Design Tokens Format and Resolver modules 2025.10).",
            "name: \(YAMLQuoting.quoted(name))",
        ]
        if let extends { lines.append("extends: \(YAMLQuoting.quoted(extends))") }
        append(sections[Appearance.light.name] ?? [:], indent: "", to: &lines)
        for appearance in Appearance.allCases where appearance != .light {
            guard let sectionKey = appearance.sectionKey, let section = sections[appearance.name], !section.isEmpty
            else { continue }
            lines.append("\(sectionKey):")
            append(section, indent: "  ", to: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A leaf's value as YAML writes it.
    private static func text(_ scalar: YAMLScalar) -> String {
        scalar.style == .plain ? scalar.value : YAMLQuoting.quoted(scalar.value)
    }

    /// The leaves as YAML sections: the palette and colours a line each, each style and pin
    /// a flow mapping of its fields on one line.
    private static func append(_ leaves: [String: RoleTokens.Leaf], indent: String, to lines: inout [String]) {
        // Token path → field → value; the palette's and the colours' entries have no field.
        var tokens: [String: [(field: String, value: String)]] = [:]
        for (path, leaf) in leaves {
            let parts = path.split(separator: ".").map(String.init)
            let isColor = parts[0] == "palette" || parts[0] == "colors"
            let token = isColor ? path : parts.dropLast().joined(separator: ".")
            tokens[token, default: []].append((isColor ? "" : parts[parts.count - 1], text(leaf.scalar)))
        }
        var groups: [String: [(name: String?, fields: [(field: String, value: String)])]] = [:]
        for (token, fields) in tokens {
            let parts = token.split(separator: ".", maxSplits: 1).map(String.init)
            groups[parts[0], default: []].append(
                (parts.count > 1 ? parts[1] : nil, fields.sorted { $0.field < $1.field }))
        }
        for group in groupOrder(groups.keys) {
            guard let members = groups[group] else { continue }
            for member in members where member.name == nil {
                // A style that is a group of its own (`today`).
                lines.append("\(indent)\(group): \(flow(member.fields))")
            }
            let named = members.compactMap { member in member.name.map { ($0, member.fields) } }.sorted { $0.0 < $1.0 }
            guard !named.isEmpty else { continue }
            lines.append("\(indent)\(group):")
            for (name, fields) in named {
                let key = yamlKey(name)
                if fields.count == 1, fields[0].field.isEmpty {
                    lines.append("\(indent)  \(key): \(fields[0].value)")
                } else {
                    lines.append("\(indent)  \(key): \(flow(fields))")
                }
            }
        }
    }

    /// A key as written: plain when YAML reads it back as the same string, else quoted.
    private static func yamlKey(_ key: String) -> String {
        let isPlain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
            && !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(key.lowercased())
            && !("0"..."9").contains(key.unicodeScalars.first ?? "a")
        return isPlain ? key : YAMLQuoting.quoted(key)
    }

    private static func flow(_ fields: [(field: String, value: String)]) -> String {
        "{" + fields.map { "\($0.field): \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// The palette, the colours and the pins first, then the style groups in the schema's
    /// order.
    private static func groupOrder(_ names: some Sequence<String>) -> [String] {
        var order = ["palette", "colors", "annotation"]
        for (path, _) in ThemeSchema.required {
            let group = String(path.split(separator: ".")[0])
            if !order.contains(group) { order.append(group) }
        }
        let present = Set(names)
        return order.filter(present.contains) + present.subtracting(order).sorted()
    }
}
