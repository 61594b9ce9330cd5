import StoreDesignTokens
import StoreDomain
import StoreIO
import StoreTheme
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A design token file laid out as StoreFinder's roles (what `themes export` writes, or a
/// designer's file built on it) read into a theme's leaves in every appearance, straight from
/// the resolved token tree: no YAML text is written or parsed in between. The resolver
/// document beside it gives the appearances: each modifier whose contexts are appearances
/// (`light`, `dark`, `light-increased-contrast`, `dark-increased-contrast`) is given the
/// appearance drawn.
package struct RoleTokens: Sendable {
    /// One leaf of the theme: its value as a theme file writes it, and where it came from.
    package struct Leaf: Sendable, Equatable {
        package var scalar: YAMLScalar
        /// The file and JSON path of the value.
        package var place: TokenPlace
    }

    /// The leaves, by appearance name and leaf path (`text.title.color`).
    package var leaves: [String: [String: Leaf]] = [:]
    /// The theme the file extends (`$extensions["org.storefinder"].extends`), if it names one.
    package var extends: String?
    /// What reading found: the token files' problems, tokens a theme has no place for, colours
    /// converted into sRGB. Sorted.
    package var findings: [LintFinding] = []

    /// The rule of the one finding a file none of whose tokens names a role gives.
    package static let noRoles = "no-roles"

    /// The token file `file` (its text `text`, when the caller holds it) with the resolver
    /// document `resolver`, when there is one.
    package init(tokens file: String, text: String? = nil, resolver: String?, files: inout TokenFiles) {
        if let text { files.add(text: text, as: file) }
        var found: Set<LintFinding> = []
        var sets: [(Appearance, TokenSet)] = []
        if let resolver {
            let document = TokenResolverDocument(file: resolver, files: &files)
            let appearanceModifiers = document.modifiers.filter { modifier in
                Appearance.allCases.contains { modifier.contexts.contains($0.name) }
            }
            if appearanceModifiers.isEmpty, !document.modifiers.isEmpty {
                found.insert(
                    LintFinding(
                        .warning, file: resolver, path: "$.modifiers", rule: "tokens",
                        "no modifier has the appearances as its contexts (\(Appearance.allCases.map(\.name).joined(separator: ", "))); every appearance takes each modifier's default"
                    ))
            }
            // The token file is the base, unless the resolver names it among its sources.
            var base = RawTokens()
            switch files.tree(file) {
            case .success(let tree) where !document.sourceFiles.contains(file):
                base = RawTokens(tree, file: file, files: &files)
            case .success: break
            case .failure(let finding): found.insert(finding)
            }
            for appearance in Appearance.allCases {
                var inputs: [String: String] = [:]
                for modifier in appearanceModifiers {
                    if let context = appearance.fallbacks.map(\.name).first(where: modifier.contexts.contains) {
                        inputs[modifier.name] = context
                    }
                }
                var raw = base
                raw.overlay(document.rawTokens(inputs, files: &files))
                sets.append((appearance, TokenSet(resolving: raw)))
            }
        } else {
            let set = TokenSet(file: file, files: &files)
            sets = Appearance.allCases.map { ($0, set) }
        }
        let root = sets.first?.1.groupExtensions[[]]?.value[TokenLeaf.vendor]
        extends = root?["extends"]?.string
        var unplaced: [DesignToken] = []
        for (appearance, set) in sets {
            found.formUnion(set.findings)
            var reading = Reading(set: set)
            leaves[appearance.name] = reading.leaves()
            found.formUnion(reading.findings)
            if appearance == .light { unplaced = reading.unplaced }
        }
        // Whether any token, read or not, is written where a theme has a place.
        let light = sets.first?.1
        let namesARole =
            leaves.values.contains { !$0.isEmpty }
            || (light?.written ?? []).contains { Reading.expectedType(of: $0) != nil }
        // A file that could not be read as tokens at all says so, and nothing more.
        let unread = found.contains { $0.rule == "tokens-draft" || $0.rule == "json" || $0.rule == "file" }
        if !namesARole, !unread {
            found.insert(
                LintFinding(
                    file: file, path: "$", rule: RoleTokens.noRoles,
                    "no token here names a StoreFinder role (palette.*, colors.*, text.title.color …), so it makes no theme; "
                        + "to brand StoreFinder with a designer's own tokens, map the roles onto them with tokens: in a theme "
                        + "(storefinder themes import \(FileName.lastComponent(of: file)) --suggest prints a start)"))
        } else if let first = unplaced.first {
            let names = unplaced.prefix(3).map(\.name).joined(separator: ", ") + (unplaced.count > 3 ? ", …" : "")
            found.insert(
                LintFinding(
                    .warning, file: first.declaredAt.file, path: first.declaredAt.path, rule: "tokens-roles",
                    unplaced.count == 1
                        ? "a StoreFinder theme has no place for \(names); left out"
                        : "\(unplaced.count) tokens have no place in a StoreFinder theme (\(names)); left out"))
        }
        findings = found.sorted()
    }

    /// One appearance's token tree read into leaves.
    private struct Reading {
        let set: TokenSet
        var findings: [LintFinding] = []
        var unplaced: [DesignToken] = []

        init(set: TokenSet) { self.set = set }

        mutating func fail(_ place: TokenPlace, _ message: String, severity: LintFinding.Severity = .error) {
            findings.append(LintFinding(severity, file: place.file, path: place.path, rule: "tokens-roles", message))
        }

        mutating func leaves() -> [String: Leaf] {
            var leaves: [String: Leaf] = [:]
            var typography: [String: (font: Typography, place: TokenPlace)] = [:]
            for token in set.tokens.values.sorted(by: { $0.declaredAt < $1.declaredAt }) {
                guard let type = TokenLeaf.TokenType(rawValue: token.type.rawValue),
                    let path = TokenLeaf.leafPath(ofToken: token.path, type: type)
                else {
                    if let expected = Self.expectedType(of: token.path) {
                        fail(
                            TokenPlace(file: token.declaredAt.file, path: token.declaredAt.path),
                            "\(token.name) is a \(expected.rawValue) token in a StoreFinder theme, not \(token.type.rawValue)"
                        )
                    } else if !set.referenced.contains(token.path) {
                        unplaced.append(token)
                    }
                    continue
                }
                let place = token.valuePlace
                switch type {
                case .color:
                    // A reference to another of the theme's colours stays a reference.
                    if let target = token.aliasChain.first, TokenLeaf.leafPath(ofToken: target, type: .color) != nil {
                        leaves[path] = Leaf(
                            scalar: YAMLScalar("{\(target.joined(separator: "."))}", style: .doubleQuoted), place: place
                        )
                        continue
                    }
                    guard let read = token.srgb else { continue }
                    leaves[path] = Leaf(scalar: YAMLScalar(read.color.description, style: .doubleQuoted), place: place)
                    if let from = read.convertedFrom, token.aliasChain.isEmpty {
                        findings.append(
                            LintFinding(
                                .warning, file: place.file, path: place.path, rule: "tokens-color",
                                "converted from \(from) to sRGB \(read.color.description)"
                                    + (read.clipped ? ", clipped to sRGB's gamut" : "")))
                    }
                case .fontWeight:
                    guard let weight = token.weight else { continue }
                    leaves[path] = Leaf(scalar: YAMLScalar(weight >= 600 ? "true" : "false"), place: place)
                case .typography:
                    guard let font = Typography(token) else { continue }
                    typography[String(path.dropLast(".typography".count))] = (font, place)
                case .dimension:
                    guard let points = token.points else { continue }
                    leaves[path] = Leaf(scalar: .number(points), place: place)
                case .number:
                    guard let number = token.value.number, number == number.rounded(), abs(number) < 1e9 else {
                        fail(place, "expected a whole number (a pin's priority), found \(token.value.kindDescription)")
                        continue
                    }
                    leaves[path] = Leaf(scalar: YAMLScalar(String(Int(number))), place: place)
                }
            }
            // What the format has no type for: StoreFinder's fields of a group's, or a token's,
            // $extensions.
            var extensions: [([String], TokenExtensions)] = set.groupExtensions.map { ($0.key, $0.value) }
            for token in set.tokens.values {
                guard let value = token.extensions else { continue }
                let at = TokenPlace(
                    file: token.declaredAt.file, path: JSONPathText.member(token.declaredAt.path, "$extensions"))
                extensions.append((token.path, TokenExtensions(value: value, place: at)))
            }
            for (group, entry) in extensions.sorted(by: { $0.1.place < $1.1.place }) {
                guard let fields = entry.value[TokenLeaf.vendor] else { continue }
                let vendorPlace = JSONPathText.member(entry.place.path, TokenLeaf.vendor)
                for (field, value) in fields.members where !(group.isEmpty && field == "extends") {
                    let place = TokenPlace(file: entry.place.file, path: JSONPathText.member(vendorPlace, field))
                    guard let path = TokenLeaf.leafPath(ofExtension: field, group: group) else {
                        fail(
                            place, "a StoreFinder theme has no \(field) on \(group.joined(separator: ".")); left out",
                            severity: .warning)
                        continue
                    }
                    if let scalar = extensionScalar(field, value, at: place) {
                        leaves[path] = Leaf(scalar: scalar, place: place)
                    }
                }
            }
            for (token, entry) in typography.sorted(by: { $0.key < $1.key }) {
                let bold = leaves["\(token).bold"]?.scalar.value == "true"
                for (field, scalar) in entry.font.fields(
                    textStyle: leaves["\(token).textStyle"]?.scalar.value, bold: bold)
                {
                    leaves["\(token).\(field)"] = Leaf(scalar: scalar, place: entry.place)
                }
            }
            return leaves
        }

        /// A StoreFinder extension field's value as the theme writes it, or a finding.
        private mutating func extensionScalar(_ field: String, _ value: JSONValue, at place: TokenPlace) -> YAMLScalar?
        {
            let strings = ["glyph", "ansi16", "textStyle", "relativeTo"]
            switch (field, value) {
            case ("ansi16", .string(let name)):
                guard ANSIColor(rawValue: name) != nil else {
                    fail(
                        place,
                        "expected one of the 16 ANSI colour names (\(ANSIColor.allCases.map(\.rawValue).joined(separator: ", "))), found \"\(name)\""
                    )
                    return nil
                }
                return YAMLScalar(name, style: .doubleQuoted)
            case ("glyph", .string(let glyph)):
                return YAMLScalar(glyph, style: .doubleQuoted)
            case ("textStyle", .string(let name)), ("relativeTo", .string(let name)):
                guard TypeStyle(rawValue: name) != nil else {
                    fail(
                        place,
                        "expected one of Apple's text styles (\(TypeStyle.allCases.map(\.rawValue).joined(separator: ", "))), found \"\(name)\""
                    )
                    return nil
                }
                return YAMLScalar(name)
            case (_, .bool(let flag)) where !strings.contains(field):
                return YAMLScalar(flag ? "true" : "false")
            default:
                fail(
                    place,
                    "expected \(strings.contains(field) ? "a string" : "true or false"), found \(value.kindDescription)"
                )
                return nil
            }
        }

        /// The type a theme's leaf at a token path takes, when the schema has the path.
        static func expectedType(of path: [String]) -> TokenLeaf.TokenType? {
            for type in [TokenLeaf.TokenType.color, .fontWeight, .number, .typography, .dimension]
            where TokenLeaf.leafPath(ofToken: path, type: type) != nil {
                return type
            }
            return nil
        }
    }
}
