import StoreDesignTokens
import StoreInputFiles
import StoreTheme
import StoreYAML

extension DTCGImporter {
    /// The theme file: the light leaves at the top, then each appearance's section with what
    /// it changes from what it would fall back to (dark with increased contrast → dark →
    /// light), so that the file resolves to the tokens' values in every appearance.
    static func write(_ leaves: [String: [String: Leaf]], name: String, extends: String?, file: String) -> Imported {
        var lines = [
            "# Imported from \(file) by storefinder themes import (Design Tokens Format and Resolver modules 2025.10).",
            "name: \(YAMLQuoting.quoted(name))",
        ]
        if let extends { lines.append("extends: \(YAMLQuoting.quoted(extends))") }
        var sources: [Int: InputWarning] = [:]
        let light = leaves[Appearance.light.name] ?? [:]
        append(light, indent: "", to: &lines, sources: &sources)
        var written: [String: [String: Leaf]] = [Appearance.light.name: light]
        for appearance in Appearance.allCases where appearance != .light {
            guard let sectionKey = appearance.sectionKey, let full = leaves[appearance.name] else { continue }
            var section: [String: Leaf] = [:]
            for (path, leaf) in full {
                let fallback = appearance.fallbacks.dropFirst().lazy.compactMap { written[$0.name]?[path] }.first
                if fallback?.scalar != leaf.scalar { section[path] = leaf }
            }
            written[appearance.name] = section
            guard !section.isEmpty else { continue }
            lines.append("\(sectionKey):")
            append(section, indent: "  ", to: &lines, sources: &sources)
        }
        return Imported(yaml: lines.joined(separator: "\n") + "\n", warnings: [], sources: sources, file: file)
    }

    /// The leaves as YAML sections: the palette and colours a line each, each style and pin
    /// a flow mapping of its fields on one line.
    private static func append(
        _ leaves: [String: Leaf], indent: String, to lines: inout [String], sources: inout [Int: InputWarning]
    ) {
        // Token path → field → leaf; the palette's and the colours' entries have no field.
        var tokens: [String: [(field: String, leaf: Leaf)]] = [:]
        for (path, leaf) in leaves {
            let parts = path.split(separator: ".").map(String.init)
            let isColor = parts[0] == "palette" || parts[0] == "colors"
            let token = isColor ? path : parts.dropLast().joined(separator: ".")
            tokens[token, default: []].append((isColor ? "" : parts[parts.count - 1], leaf))
        }
        var groups: [String: [(name: String?, fields: [(field: String, leaf: Leaf)])]] = [:]
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
                sources[lines.count] = member.fields.first?.leaf.source
            }
            let named = members.filter { $0.name != nil }.sorted { $0.name! < $1.name! }
            guard !named.isEmpty else { continue }
            lines.append("\(indent)\(group):")
            for member in named {
                let key = yamlKey(member.name ?? "")
                if member.fields.count == 1, member.fields[0].field.isEmpty {
                    lines.append("\(indent)  \(key): \(member.fields[0].leaf.scalar)")
                } else {
                    lines.append("\(indent)  \(key): \(flow(member.fields))")
                }
                sources[lines.count] = member.fields.first?.leaf.source
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

    private static func flow(_ fields: [(field: String, leaf: Leaf)]) -> String {
        "{" + fields.map { "\($0.field): \($0.leaf.scalar)" }.joined(separator: ", ") + "}"
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
