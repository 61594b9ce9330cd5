import StoreDesignTokens
import StoreDomain
import StoreInputFiles
import StoreTheme
import StoreThemeTools
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A token document of the Design Tokens Community Group's 2025.10 reports, with its resolver
/// document's `appearance` modifier, read into a StoreFinder theme's YAML: the light values
/// at the top, and under `dark:`, `increasedContrast:` and `darkIncreasedContrast:` what
/// each appearance changes.
///
/// ```swift
/// let imported = try DTCGImporter.import(tokens: "brand.tokens.json", resolver: "brand.resolver.json", name: "brand")
/// print(imported.yaml)
/// for warning in imported.warnings { print("warning: \(warning)") }
/// ```
///
/// A token a StoreFinder theme has no place for is reported at its JSON path and left out;
/// a colour outside sRGB is converted, with a warning; a wrong type or value is an error at
/// its JSON path, and every error is reported, not the first.
public enum DTCGImporter {
    /// A theme read from tokens.
    public struct Imported: Sendable {
        /// The theme file's text.
        public var yaml: String
        /// What was left out or converted.
        public var warnings: [InputWarning]
        /// The JSON path each line of ``yaml`` came from, by line number (from 1).
        public var sources: [Int: InputWarning]
        /// The token file, which the YAML's problems are reported in.
        public var file: String

        /// `message`, a problem of the YAML (`brand.tokens.json:12:5: error: …`), at the JSON
        /// path its line came from (`brand.tokens.json: error: $.palette.blue: …`), as a
        /// compiler prints a diagnostic with no line.
        public func located(_ message: String) -> String {
            message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard line.hasPrefix(file + ":") else { return String(line) }
                let rest = line.dropFirst(file.count + 1)
                let numbers = rest.prefix { $0.isNumber || $0 == ":" }
                let parts = numbers.split(separator: ":")
                guard parts.count >= 2, let number = Int(parts[0]), let source = sources[number] else {
                    return String(line)
                }
                let said = rest.dropFirst(numbers.count).drop { $0 == " " }
                for severity in ["error: ", "warning: "] where said.hasPrefix(severity) {
                    return "\(source.file): \(severity)\(source.path): " + said.dropFirst(severity.count)
                }
                return "\(source.file): \(source.path): " + said
            }.joined(separator: "\n")
        }
    }

    /// Reads the token file at `tokens`, and the resolver document at `resolver` when given
    /// (its `appearance` modifier's contexts, inline or by `$ref` beside it), into a theme
    /// called `name` that extends `extends`, if given, else the theme the token file's
    /// `$extensions["org.storefinder"].extends` names, if any.
    public static func `import`(
        tokens: String, resolver: String? = nil, name: String, extends: String? = nil
    ) throws(InputError) -> Imported {
        let baseTree = try InputLoader.decode(JSONValue.self, from: try InputLoader.read(tokens), file: tokens)
        let base = DTCGDocument(baseTree, file: tokens)
        var problems = base.errors
        // The theme a token file extends may be named in the file itself, for a build plugin
        // that reads it with no flags.
        let extends = extends ?? baseTree["$extensions"]?[TokenLeaf.vendor]?["extends"]?.string
        var appearances: [String: DTCGDocument] = [Appearance.light.name: base]
        var warnings: [InputWarning] = []
        if let resolver {
            let tree = try InputLoader.decode(JSONValue.self, from: try InputLoader.read(resolver), file: resolver)
            for (appearance, sources) in try contexts(in: tree, file: resolver, warnings: &warnings) {
                var merged = base
                for source in sources { merged = merged.overlaid(with: source) }
                problems += sources.flatMap(\.errors)
                appearances[appearance.name] = merged
            }
        }
        var leaves: [String: [String: Leaf]] = [:]
        for appearance in Appearance.allCases {
            guard let document = appearances[appearance.name] else { continue }
            leaves[appearance.name] = read(document, problems: &problems, warnings: &warnings)
        }
        guard problems.isEmpty else {
            throw .several(problems.map { .json(file: $0.file, path: $0.path, message: $0.message) })
        }
        var imported = write(leaves, name: name, extends: extends, file: tokens)
        // Each warning once: a token is read in every appearance that holds it.
        var seen: Set<InputWarning> = []
        imported.warnings = warnings.filter { seen.insert($0).inserted }
        return imported
    }

    /// The token document at `path`, read flat.
    private static func document(at path: String) throws(InputError) -> DTCGDocument {
        DTCGDocument(try InputLoader.decode(JSONValue.self, from: try InputLoader.read(path), file: path), file: path)
    }

    /// The sources of each appearance's context in a resolver document: the modifier called
    /// `appearance`, else the one modifier whose contexts are appearances.
    private static func contexts(
        in tree: JSONValue, file: String, warnings: inout [InputWarning]
    ) throws(InputError) -> [(Appearance, [DTCGDocument])] {
        let modifiers = tree["modifiers"]?.members ?? []
        let names = Set(Appearance.allCases.map(\.name))
        guard
            let modifier = modifiers.first(where: { $0.key == DTCGExporter.modifier })
                ?? modifiers.first(where: { $0.value["contexts"]?.members.contains { names.contains($0.key) } ?? false }
                )
        else {
            throw .json(
                file: file, path: "$.modifiers",
                message:
                    "expected a modifier called \(DTCGExporter.modifier) whose contexts are \(Appearance.allCases.map(\.name).joined(separator: ", "))"
            )
        }
        let modifierPath = DTCGDocument.jsonPath("$.modifiers", key: modifier.key)
        for other in modifiers where other.key != modifier.key {
            warnings.append(
                InputWarning(
                    file: file, path: DTCGDocument.jsonPath("$.modifiers", key: other.key),
                    message: "only the appearance modifier is read; this one is left out"))
        }
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        var result: [(Appearance, [DTCGDocument])] = []
        for (context, sources) in modifier.value["contexts"]?.members ?? [] {
            let contextPath = DTCGDocument.jsonPath(modifierPath + ".contexts", key: context)
            guard let appearance = Appearance(name: context) else {
                warnings.append(
                    InputWarning(
                        file: file, path: contextPath,
                        message:
                            "not an appearance (\(Appearance.allCases.map(\.name).joined(separator: ", "))); left out"))
                continue
            }
            guard case .array(let items) = sources else {
                throw .json(
                    file: file, path: contextPath,
                    message: "expected an array of sources, found \(sources.kindDescription)")
            }
            var documents: [DTCGDocument] = []
            for (index, item) in items.enumerated() {
                let itemPath = "\(contextPath)[\(index)]"
                if let reference = item["$ref"] {
                    guard let target = reference.string, !target.hasPrefix("#"), !target.contains("#") else {
                        throw .json(
                            file: file, path: itemPath + ".$ref",
                            message: "expected the path of a token file beside the resolver, with no JSON pointer")
                    }
                    documents.append(try document(at: directory.appendingPathComponent(target).path))
                } else {
                    documents.append(DTCGDocument(item, file: file, jsonPath: itemPath))
                }
            }
            result.append((appearance, documents))
        }
        return result
    }

    /// One leaf of the theme: its YAML scalar and where it came from.
    struct Leaf: Equatable {
        var scalar: String
        var source: InputWarning
    }

    /// The theme's leaves from one appearance's tokens.
    private static func read(
        _ document: DTCGDocument, problems: inout [InputWarning], warnings: inout [InputWarning]
    ) -> [String: Leaf] {
        var leaves: [String: Leaf] = [:]
        var typography: [String: (font: Typography, source: InputWarning)] = [:]
        func problem(_ token: DTCGDocument.Token, _ suffix: String = "", _ message: String) -> InputWarning {
            InputWarning(file: token.file, path: token.jsonPath + suffix, message: message)
        }
        // Tokens other tokens refer to (a design system's font families and weights, which a
        // typography token names) are read through those, not warned of.
        let referenced = Set(document.tokens.values.flatMap { aliasTargets(in: $0.value) })
        var hexStrings: [String: [InputWarning]] = [:]
        for token in document.tokens.values.sorted(by: { $0.jsonPath < $1.jsonPath }) {
            let dotted = token.path.joined(separator: ".")
            guard let type = token.type ?? aliasType(token, in: document) else {
                problems.append(problem(token, "", "has no $type, on it or on a group around it"))
                continue
            }
            guard let tokenType = TokenLeaf.TokenType(rawValue: type),
                let path = TokenLeaf.leafPath(ofToken: token.path, type: tokenType)
            else {
                if let expected = expectedType(of: token.path) {
                    problems.append(
                        problem(
                            token, ".$type",
                            "\(dotted) is a \(expected.rawValue) token in a StoreFinder theme, not \(type)"))
                } else if !referenced.contains(token.path) {
                    warnings.append(
                        problem(token, "", "a StoreFinder theme has no token \(dotted) (\(type)); left out"))
                }
                continue
            }
            let source = problem(token, "", "")
            switch literal(token, in: document, keepingThemeAliases: tokenType == .color) {
            case .failure(let message):
                problems.append(problem(token, ".$value", message.text))
            case .success(let value):
                switch tokenType {
                case .color:
                    if let alias = value.string, alias.hasPrefix("{") {
                        leaves[path] = Leaf(scalar: YAMLQuoting.quoted(alias), source: source)
                    } else {
                        switch color(value) {
                        case .failure(let message): problems.append(problem(token, ".$value", message.text))
                        case .success(let (hex, warning)):
                            leaves[path] = Leaf(scalar: YAMLQuoting.quoted(hex), source: source)
                            if value.string != nil {
                                hexStrings[token.file, default: []].append(problem(token, ".$value", ""))
                            } else if let warning {
                                warnings.append(problem(token, ".$value", warning))
                            }
                        }
                    }
                case .fontWeight:
                    guard let bold = isBold(value) else {
                        problems.append(
                            problem(
                                token, ".$value",
                                "expected a font weight (a number from 1 to 1000, or a name such as bold), found \(value.kindDescription)"
                            ))
                        continue
                    }
                    leaves[path] = Leaf(scalar: bold ? "true" : "false", source: source)
                case .typography:
                    switch Typography.read(value, resolving: { literalValue($0, in: document) }) {
                    case .failure(let message): problems.append(problem(token, ".$value", message.text))
                    case .success(let font):
                        typography[String(path.dropLast(".typography".count))] = (font, source)
                    }
                case .dimension:
                    switch Typography.points(value) {
                    case .failure(let message): problems.append(problem(token, ".$value", message.text))
                    case .success(let points):
                        leaves[path] = Leaf(scalar: Typography.number(points), source: source)
                    }
                case .number:
                    guard let number = value.number, number == number.rounded(), abs(number) < 1e9 else {
                        problems.append(
                            problem(
                                token, ".$value",
                                "expected a whole number (a pin's priority), found \(value.kindDescription)"))
                        continue
                    }
                    leaves[path] = Leaf(scalar: String(Int(number)), source: source)
                }
            }
        }
        // Style Dictionary and Tokens Studio still write a colour as a hex string: one warning a
        // file, at its first, not one a token.
        for (file, places) in hexStrings.sorted(by: { $0.key < $1.key }) {
            guard let first = places.first else { continue }
            let count =
                places.count == 1
                ? "a colour is written as a hex string" : "\(places.count) colours are written as hex strings"
            warnings.append(
                InputWarning(
                    file: file, path: first.path,
                    message:
                        "\(count), an older draft's form (Style Dictionary and Tokens Studio write it), read as sRGB; "
                        + "2025.10 writes a colour object"))
        }
        for (group, fields) in document.extensions {
            for (field, entry) in fields.sorted(by: { $0.key < $1.key }) {
                let source = InputWarning(file: entry.file, path: entry.jsonPath, message: "")
                guard let path = TokenLeaf.leafPath(ofExtension: field, group: group) else {
                    warnings.append(
                        InputWarning(
                            file: entry.file, path: entry.jsonPath,
                            message: "a StoreFinder theme has no \(field) on \(group.joined(separator: ".")); left out")
                    )
                    continue
                }
                switch (field, entry.value) {
                case ("glyph", .string(let glyph)), ("ansi16", .string(let glyph)):
                    if field == "ansi16", ANSIColor(rawValue: glyph) == nil {
                        problems.append(
                            InputWarning(
                                file: entry.file, path: entry.jsonPath,
                                message:
                                    "expected one of the 16 ANSI colour names (\(ANSIColor.allCases.map(\.rawValue).joined(separator: ", "))), found \"\(glyph)\""
                            ))
                        continue
                    }
                    leaves[path] = Leaf(scalar: YAMLQuoting.quoted(glyph), source: source)
                case ("textStyle", .string(let name)), ("relativeTo", .string(let name)):
                    guard TypeStyle(rawValue: name) != nil else {
                        problems.append(
                            InputWarning(
                                file: entry.file, path: entry.jsonPath,
                                message:
                                    "expected one of Apple's text styles (\(TypeStyle.allCases.map(\.rawValue).joined(separator: ", "))), found \"\(name)\""
                            ))
                        continue
                    }
                    leaves[path] = Leaf(scalar: name, source: source)
                case (_, .bool(let flag)) where !["glyph", "ansi16", "textStyle", "relativeTo"].contains(field):
                    leaves[path] = Leaf(scalar: flag ? "true" : "false", source: source)
                default:
                    let expected =
                        ["glyph", "ansi16", "textStyle", "relativeTo"].contains(field) ? "a string" : "true or false"
                    problems.append(
                        InputWarning(
                            file: entry.file, path: entry.jsonPath,
                            message: "expected \(expected), found \(entry.value.kindDescription)"))
                }
            }
        }
        for (token, entry) in typography.sorted(by: { $0.key < $1.key }) {
            let bold = leaves["\(token).bold"]?.scalar == "true"
            for (field, scalar) in entry.font.fields(textStyle: leaves["\(token).textStyle"]?.scalar, bold: bold) {
                leaves["\(token).\(field)"] = Leaf(scalar: scalar, source: entry.source)
            }
        }
        return leaves
    }

    /// Every path an alias in `value` names, inside a composite too.
    private static func aliasTargets(in value: JSONValue) -> [[String]] {
        if let target = aliasTarget(value) { return [target] }
        return value.members.flatMap { aliasTargets(in: $0.value) }
    }

    /// `value` with its aliases followed to a literal; `nil` for one that names no token or
    /// goes round.
    private static func literalValue(_ value: JSONValue, in document: DTCGDocument) -> JSONValue? {
        var value = value
        var seen: [[String]] = []
        while let target = aliasTarget(value) {
            guard !seen.contains(target), let next = document.tokens[target] else { return nil }
            seen.append(target)
            value = next.value
        }
        return value
    }

    /// The type a theme's leaf at a token path takes, when the schema has the path.
    private static func expectedType(of path: [String]) -> TokenLeaf.TokenType? {
        for type in [TokenLeaf.TokenType.color, .fontWeight, .number, .typography, .dimension]
        where TokenLeaf.leafPath(ofToken: path, type: type) != nil {
            return type
        }
        return nil
    }

    /// The type of the token an alias names, for a token that gives none.
    private static func aliasType(_ token: DTCGDocument.Token, in document: DTCGDocument) -> String? {
        var current = token
        for _ in 0..<64 {
            if let type = current.type { return type }
            guard let target = aliasTarget(current.value), let next = document.tokens[target] else { return nil }
            current = next
        }
        return nil
    }

    /// The path an alias (`"{palette.blue}"`) names.
    private static func aliasTarget(_ value: JSONValue) -> [String]? {
        guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// A token's value with its aliases followed: to a literal, or to an alias of a token the
    /// theme has, kept as the theme's reference when `keepingThemeAliases`.
    private static func literal(
        _ token: DTCGDocument.Token, in document: DTCGDocument, keepingThemeAliases: Bool
    ) -> Result<JSONValue, Message> {
        var value = token.value
        var seen: [[String]] = [token.path]
        while let target = aliasTarget(value) {
            guard let next = document.tokens[target] else {
                return .failure(Message("\(value.string ?? "") names no token of the document"))
            }
            if keepingThemeAliases, let type = next.type ?? aliasType(next, in: document),
                TokenLeaf.TokenType(rawValue: type) == .color,
                TokenLeaf.leafPath(ofToken: target, type: .color) != nil
            {
                return .success(value)
            }
            guard !seen.contains(target) else {
                return .failure(
                    Message(
                        "aliases go round: \((seen + [target]).map { $0.joined(separator: ".") }.joined(separator: " → "))"
                    ))
            }
            seen.append(target)
            value = next.value
        }
        return .success(value)
    }

    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// A colour value: its hex, and a warning when it was converted or clipped, or written in
    /// an older draft's string form.
    private static func color(_ value: JSONValue) -> Result<(String, String?), Message> {
        if let text = value.string {
            guard let color = ThemeColor(hex: text) else {
                return .failure(Message("expected a colour object (colorSpace, components, alpha), found \"\(text)\""))
            }
            return .success(
                (color.description, "a colour as a hex string is an older draft's form; 2025.10 writes a colour object")
            )
        }
        guard case .object = value else {
            return .failure(
                Message("expected a colour object (colorSpace, components, alpha), found \(value.kindDescription)"))
        }
        guard let space = value["colorSpace"]?.string else {
            return .failure(Message("expected colorSpace, one of \(DTCGColor.spaces.joined(separator: ", "))"))
        }
        guard case .array(let items) = value["components"] ?? .null, items.count == 3 else {
            return .failure(Message("expected components, an array of three numbers"))
        }
        var components: [Double] = []
        for item in items {
            // "none" is a missing component, which CSS Color 4 reads as 0.
            if item.string == "none" {
                components.append(0)
            } else if let number = item.number {
                components.append(number)
            } else {
                return .failure(
                    Message("expected each component to be a number or \"none\", found \(item.kindDescription)"))
            }
        }
        let alpha = value["alpha"]?.number ?? 1
        guard (0...1).contains(alpha) else { return .failure(Message("expected alpha from 0 to 1, found \(alpha)")) }
        guard let read = DTCGColor.color(space: space, components: components, alpha: alpha) else {
            return .failure(
                Message("unknown colorSpace \"\(space)\"; expected one of \(DTCGColor.spaces.joined(separator: ", "))"))
        }
        let hex = read.color.description
        guard let from = read.convertedFrom else {
            return .success((hex, read.clipped ? "outside sRGB's range; clipped to \(hex)" : nil))
        }
        return .success(
            (hex, "converted from \(from) to sRGB \(hex)" + (read.clipped ? ", clipped to sRGB's gamut" : "")))
    }

    /// Whether a font weight is bold: 600 and above, or a name of such a weight.
    private static func isBold(_ value: JSONValue) -> Bool? {
        if let number = value.number, (1...1000).contains(number) { return number >= 600 }
        guard let name = value.string?.lowercased() else { return nil }
        let bold = [
            "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black",
            "ultra-black",
        ]
        let light = ["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium"]
        if bold.contains(name) { return true }
        return light.contains(name) ? false : nil
    }
}
