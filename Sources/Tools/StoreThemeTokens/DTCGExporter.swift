import StoreDesignTokens
import StoreDomain
import StoreTheme
import StoreThemeTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A theme as design tokens in the Design Tokens Community Group's 2025.10 reports: its light
/// values as a token document (Format module), and a resolver document (Resolver module) with
/// one `appearance` modifier whose four contexts hold what each appearance changes.
///
/// ```swift
/// let export = try DTCGExporter.export(try ThemeLibrary.shipped.written("default"))
/// // export.tokens: default.tokens.json; export.resolver: default.resolver.json
/// ```
///
/// References stay references, in the Format module's alias form (`"{palette.blue}"`). What
/// the Format module has no type for (italic, a pin's glyph, a terminal stand-in) is in each
/// group's `$extensions["org.storefinder"]`; bold is a `fontWeight` token (700 or 400).
///
/// A role's type is a `typography` token (`text.title.typography`): its font family
/// (`system-ui` for the system font), its size at Large in `px` (a point each), its weight,
/// no letter spacing and a line height of 1.2, with Apple's text style it scales with in the
/// token's `$extensions["org.storefinder"].textStyle`. A length beside text (`spacing.*`) is a
/// `dimension` token in `px`, with the text style it scales with as `relativeTo`.
public enum DTCGExporter {
    /// The two documents, as JSON text.
    public struct Export: Sendable, Hashable {
        /// `THEME.tokens.json`: every token, with its light value.
        public var tokens: String
        /// `THEME.resolver.json`: the token document as its one set, and the `appearance`
        /// modifier.
        public var resolver: String
        public var tokensFileName: String
        public var resolverFileName: String
    }

    /// The resolver document's version, and the reports the documents follow.
    public static let version = "2025.10"

    /// The name of the modifier that holds the appearances.
    public static let modifier = "appearance"

    /// `theme` as a token document and a resolver document.
    public static func export(_ theme: WrittenTheme) throws -> Export {
        let tokensFile = "\(theme.name).tokens.json", resolverFile = "\(theme.name).resolver.json"
        let light = values(of: theme, in: .light)
        var base = TokenTree(properties: [
            "$description": .string(
                "The StoreFinder theme \(theme.name), light appearance. \(resolverFile) holds the others.")
        ])
        add(light, to: &base)
        var contexts: [String: JSONValue] = [:]
        for appearance in Appearance.allCases {
            let changed = values(of: theme, in: appearance).filter { light[$0.key] != $0.value }
            var context = TokenTree()
            add(changed, to: &context)
            contexts[appearance.name] = .array(context.isEmpty ? [] : [context.json])
        }
        let resolver: JSONValue = .object([
            "name": .string(theme.name),
            "version": .string(version),
            "description": .string(
                "The StoreFinder theme \(theme.name) in its four appearances: light, dark, and each with increased contrast."
            ),
            "sets": .object([theme.name: .object(["sources": .array([.object(["$ref": .string(tokensFile)])])])]),
            "modifiers": .object([
                modifier: .object([
                    "description": .string(
                        "What an app's light or dark appearance and its Increase Contrast setting choose."),
                    "contexts": .object(contexts),
                    "default": .string(Appearance.light.name),
                ])
            ]),
            "resolutionOrder": .array([
                .object(["$ref": .string("#/sets/\(theme.name)")]),
                .object(["$ref": .string("#/modifiers/\(modifier)")]),
            ]),
        ])
        return Export(
            tokens: try text(base.json), resolver: try text(resolver), tokensFileName: tokensFile,
            resolverFileName: resolverFile)
    }

    /// Pretty JSON with sorted keys, so that an export diffs cleanly, ending in a newline.
    static func text(_ tree: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(tree), as: UTF8.self) + "\n"
    }

    /// What each leaf of `appearance` is written as: a token's `$type` and `$value`, or an
    /// extension field's value.
    private static func values(of theme: WrittenTheme, in appearance: Appearance) -> [String: JSONValue] {
        guard let resolved = theme.resolved(in: appearance) else { return [:] }
        let sixteen = theme.sixteen[appearance.name] ?? SixteenColors()
        var values: [String: JSONValue] = [:]
        for (path, text) in theme.leaves(in: appearance) {
            guard let leaf = TokenLeaf(leafPath: path) else { continue }
            let token = path.split(separator: ".").dropLast().joined(separator: ".")
            let style = resolved.styles[token] ?? .plain
            let name = path.split(separator: ".").dropFirst().first.map(String.init) ?? ""
            let pin = resolved.annotations[name]
            switch leaf {
            case .token(_, .color):
                if text.hasPrefix("{"), text.hasSuffix("}") {
                    values[path] = .string(text)
                } else if let color = ThemeColor(hex: text) {
                    values[path] = DTCGColor.object(color)
                }
            case .token(_, .fontWeight): values[path] = .number(style.bold ? 700 : 400)
            case .token(_, .number): values[path] = pin.map { .number(Double($0.priority)) }
            case .token(_, .typography):
                // One composite for the role's type, whichever of its fields the theme wrote.
                values["\(token).fontSize"] = typography(style)
            case .token(_, .dimension):
                values[path] = resolved.dimensions[token].map { dimension($0.value) }
            case .extensionField(_, "textStyle"):
                values["\(token).fontSize"] = typography(style)
                values[path] = style.textStyle.map { .string($0.rawValue) }
            case .extensionField(_, "relativeTo"):
                values[path] = resolved.dimensions[token].map { .string($0.relativeTo.rawValue) }
            case .extensionField(_, let field):
                switch field {
                case "dim": values[path] = .bool(style.dim)
                case "italic": values[path] = .bool(style.italic)
                case "underline": values[path] = .bool(style.underline)
                case "strikethrough": values[path] = .bool(style.strikethrough)
                case "ansi16": values[path] = sixteen.named[token].map { .string($0.rawValue) }
                default: values[path] = pin.map { .string($0.glyph) }
                }
            }
        }
        return values
    }

    /// A role's type as a `typography` token's value (Format module 2025.10, §9.7): every
    /// field the module requires, the family `system-ui` where the theme names none.
    static func typography(_ style: TextStyle) -> JSONValue {
        let font = ThemeFont(style, at: .large)
        return .object([
            "fontFamily": .string(font.family ?? systemFontFamily),
            "fontSize": dimension(font.sizeAtLarge),
            "fontWeight": .number(Double(font.weight.numericValue)),
            "letterSpacing": dimension(0),
            "lineHeight": .number(1.2),
        ])
    }

    /// The family a typography token names for the system font: CSS's generic `system-ui`.
    static let systemFontFamily = "system-ui"

    /// A length in points as a `dimension` value: `{"value": 12, "unit": "px"}`, a CSS pixel
    /// being a point.
    static func dimension(_ points: Double) -> JSONValue {
        .object(["value": .number(points), "unit": .string("px")])
    }

    /// Adds each leaf's value to `tree`, in path order.
    private static func add(_ values: [String: JSONValue], to tree: inout TokenTree) {
        for (path, value) in values.sorted(by: { $0.key < $1.key }) {
            switch TokenLeaf(leafPath: path) {
            case .token(let tokenPath, let type):
                tree.set("$type", to: .string(type.rawValue), at: tokenPath)
                tree.set("$value", to: value, at: tokenPath)
            case .extensionField(let group, let field):
                tree.setExtension(field, to: value, vendor: TokenLeaf.vendor, at: group)
            case nil: break
            }
        }
    }
}
