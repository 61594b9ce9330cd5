import StoreDesignTokens
import StoreTheme

/// Where one leaf of a StoreFinder theme (`palette.blue`, `text.title.bold`) sits in a design
/// token document: a token of a type, or a field of the `$extensions` of its token's group,
/// for what the Format module has no type for (italic, a pin's glyph, a terminal stand-in).
package enum TokenLeaf: Hashable {
    /// A token at `path` (`["text", "title", "color"]`).
    case token(path: [String], type: TokenType)
    /// A field of `$extensions["org.storefinder"]` on the group at `group`.
    case extensionField(group: [String], field: String)

    /// The types StoreFinder's leaves take (Format module 2025.10, §8 and §9).
    package enum TokenType: String {
        case color, fontWeight, number, typography, dimension
    }

    /// The fields of a style's type that one `typography` token holds (`text.title.typography`);
    /// the text style is an extension field of that token.
    package static let typographyFields: Set<String> = ["weight", "fontFamily", "fontSize"]

    /// The vendor key of StoreFinder's `$extensions` (Format module §5.2.3: reverse domain
    /// name notation).
    package static let vendor = "org.storefinder"

    /// The document place of a theme leaf, or `nil` for a path the schema does not have.
    package init?(leafPath: String) {
        let parts = leafPath.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return nil }
        switch parts[0] {
        case "palette", "colors":
            // The palette's names are the theme's own; `colors` has the schema's four.
            guard parts.count == 2, parts[0] == "palette" || ThemeSchema.tokens(in: "colors").contains(leafPath)
            else { return nil }
            self = .token(path: parts, type: .color)
        case "annotation":
            guard parts.count == 3 else { return nil }
            switch parts[2] {
            case "color": self = .token(path: parts, type: .color)
            case "priority": self = .token(path: parts, type: .number)
            case "glyph": self = .extensionField(group: Array(parts.prefix(2)), field: "glyph")
            default: return nil
            }
        default:
            let token = Array(parts.dropLast()), field = parts[parts.count - 1]
            if ThemeSchema.kind(of: token.joined(separator: ".")) == .dimension {
                switch field {
                case "value": self = .token(path: token, type: .dimension)
                case "relativeTo": self = .extensionField(group: token, field: field)
                default: return nil
                }
                return
            }
            guard ThemeSchema.kind(of: token.joined(separator: ".")) == .style else { return nil }
            if Self.typographyFields.contains(field) {
                self = .token(path: token + ["typography"], type: .typography)
                return
            }
            if field == "textStyle" {
                self = .extensionField(group: token + ["typography"], field: field)
                return
            }
            switch field {
            case "color", "background": self = .token(path: parts, type: .color)
            case "bold": self = .token(path: token + ["fontWeight"], type: .fontWeight)
            case "dim", "italic", "underline", "strikethrough", "ansi16":
                self = .extensionField(group: token, field: field)
            default: return nil
            }
        }
    }

    /// The theme leaf at a token's path (`text.title.fontWeight` → `text.title.bold`), or `nil`.
    package static func leafPath(ofToken path: [String], type: TokenType) -> String? {
        guard path.count >= 2 else { return nil }
        if type == .typography, path.last == "typography" {
            // The importer reads the composite into the style's fields itself.
            let token = path.dropLast().joined(separator: ".")
            return ThemeSchema.kind(of: token) == .style ? token + ".typography" : nil
        }
        if type == .dimension {
            let token = path.joined(separator: ".")
            return ThemeSchema.kind(of: token) == .dimension ? token + ".value" : nil
        }
        if type == .fontWeight, path.last == "fontWeight" {
            let token = path.dropLast().joined(separator: ".")
            return ThemeSchema.kind(of: token) == .style ? token + ".bold" : nil
        }
        let candidate = path.joined(separator: ".")
        guard let leaf = TokenLeaf(leafPath: candidate), case .token(_, let expected) = leaf, expected == type else {
            return nil
        }
        return candidate
    }

    /// The theme leaf of an extension field on the group at `group`, or `nil`.
    package static func leafPath(ofExtension field: String, group: [String]) -> String? {
        if field == "textStyle", group.last == "typography" {
            let token = group.dropLast().joined(separator: ".")
            return ThemeSchema.kind(of: token) == .style ? token + ".textStyle" : nil
        }
        let candidate = (group + [field]).joined(separator: ".")
        guard case .extensionField = TokenLeaf(leafPath: candidate) else { return nil }
        return candidate
    }
}
