import Foundation
import StoreDomain
import StoreInputFiles
import StoreShippedYAML
import StoreTestSupport
import StoreTheme
import StoreThemeTokens
import StoreThemeTools
import Testing

/// Themes as design tokens in the DTCG 2025.10 reports: what `themes export` writes is the
/// Format and Resolver modules' shape, and `themes import` reads it back to the same theme in
/// every appearance.
@Suite("Design tokens (DTCG 2025.10): export, import, round trip", .temporaryFolders)
struct DesignTokensTests {
    /// A fresh folder for one test's files.
    static func folder() throws -> URL {
        try TemporaryFolder.make("tokens")
    }

    /// `theme` exported into a folder: the two files' paths.
    static func exported(_ theme: String, library: ThemeLibrary = .shipped) throws -> (tokens: String, resolver: String)
    {
        let export = try DTCGExporter.export(try library.written(theme))
        let folder = try folder()
        let tokens = folder.appendingPathComponent(export.tokensFileName)
        let resolver = folder.appendingPathComponent(export.resolverFileName)
        try export.tokens.write(to: tokens, atomically: true, encoding: .utf8)
        try export.resolver.write(to: resolver, atomically: true, encoding: .utf8)
        return (tokens.path, resolver.path)
    }

    static func json(_ path: String) throws -> JSONValue {
        try InputLoader.decode(JSONValue.self, from: try Data(contentsOf: URL(fileURLWithPath: path)), file: path)
    }

    @Test(
        "export, then import, gives the same resolved theme in every appearance, terminal stand-ins too",
        arguments: ThemeLibrary.shipped.names)
    func roundTrip(theme: String) throws {
        let (tokens, resolver) = try Self.exported(theme)
        let imported = DTCGImporter.import(tokens: tokens, resolver: resolver, name: "imported", over: .shipped)
        #expect(imported.findings.isEmpty, "\(imported.findings)")
        // The YAML it writes, read back, is the same theme as the tokens read directly.
        var library = ThemeLibrary.shipped
        library.add(ThemeLibrary.Source(name: "imported", file: tokens + ".yml", text: imported.yaml))
        var direct = ThemeLibrary.shipped
        direct.add(contentsOf: tokens)
        let original = try ThemeLibrary.shipped.written(theme)
        let copies = [try library.written("imported"), try direct.written(ThemeLibrary.themeName(ofFile: tokens))]
        for copy in copies {
            for appearance in Appearance.allCases {
                var expected = try #require(original.resolved(in: appearance))
                let actual = try #require(copy.resolved(in: appearance))
                (expected.name, expected.extends) = (actual.name, actual.extends)
                #expect(actual == expected, "\(theme) in \(appearance.name)")
                #expect(copy.sixteen[appearance.name] == original.sixteen[appearance.name], "\(appearance.name)")
            }
        }
        // Nothing the import found is a lint finding either.
        #expect(ThemeLinter().lint(direct, files: [tokens]).filter { $0.severity == .error }.isEmpty)
    }

    @Test("the token document is the Format module's: a $type and a $value on every token, colours as colour objects")
    func formatModule() throws {
        let (tokens, _) = try Self.exported("default")
        let document = try Self.json(tokens)
        var count = 0
        func walk(_ node: JSONValue, _ path: [String]) {
            if let value = node["$value"] {
                count += 1
                let type = node["$type"]?.string
                #expect(["color", "number", "fontWeight", "typography", "dimension"].contains(type ?? ""), "\(path)")
                if type == "typography" {
                    // Every field the Format module requires, the sizes as dimensions.
                    #expect(
                        Set(value.members.map(\.key))
                            == ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], "\(path)")
                    #expect(value["fontSize"]?["unit"] == .string("px") && value["fontSize"]?["value"]?.number != nil)
                    #expect((1...1000).contains(value["fontWeight"]?.number ?? 0), "\(path)")
                    // The text style it scales with, for a StoreFinder theme.
                    #expect(node["$extensions"]?["org.storefinder"]?["textStyle"]?.string != nil, "\(path)")
                }
                if type == "dimension" {
                    #expect(value["unit"] == .string("px") && (value["value"]?.number ?? -1) >= 0, "\(path)")
                }
                if type == "color", case .object = value {
                    #expect(value["colorSpace"] == .string("srgb"), "\(path)")
                    guard case .array(let components) = value["components"] ?? .null else {
                        Issue.record("\(path): no components")
                        return
                    }
                    #expect(components.count == 3 && components.allSatisfy { (0...1).contains($0.number ?? -1) })
                    let hex = value["hex"]?.string ?? ""
                    let bytes = components.map { String(format: "%02x", Int((($0.number ?? 0) * 255).rounded())) }
                    #expect(hex == "#" + bytes.joined(), "\(path)")
                    #expect(value["alpha"]?.number == 1)
                } else if type == "color" {
                    // An alias in the brace form, to a token of the document.
                    let alias = value.string ?? ""
                    #expect(alias.hasPrefix("{") && alias.hasSuffix("}"), "\(path)")
                    let target = alias.dropFirst().dropLast().split(separator: ".").map(String.init)
                    let named = target.reduce(Optional(document)) { node, key in node?[key] }
                    #expect(named?["$value"] != nil, "\(alias)")
                }
                return
            }
            for (key, child) in node.members where !key.hasPrefix("$") { walk(child, path + [key]) }
        }
        walk(document, [])
        // Every leaf of the theme's light appearance is a token or an extension field; a role's
        // type fields are one typography token.
        let leaves = try ThemeLibrary.shipped.written("default").leaves(in: .light)
        let fields = ["dim", "italic", "underline", "strikethrough", "ansi16", "glyph", "relativeTo"]
        let type = ["textStyle", "weight", "fontFamily", "fontSize"]
        func field(_ path: String) -> String { String(path.split(separator: ".").last ?? "") }
        let typed = Set(leaves.keys.filter { type.contains(field($0)) }.map { $0.split(separator: ".").dropLast() })
        #expect(!typed.isEmpty)
        #expect(
            count
                == leaves.keys.filter { !fields.contains(field($0)) && !type.contains(field($0)) }.count + typed.count)
    }

    @Test("the resolver document is the Resolver module's: one set, one appearance modifier with four contexts")
    func resolverModule() throws {
        let (tokens, resolver) = try Self.exported("default")
        let document = try Self.json(resolver)
        #expect(document["version"] == .string("2025.10"))
        #expect(
            document["sets"]?["default"]?["sources"] == .array([.object(["$ref": .string("default.tokens.json")])]))
        let modifier = try #require(document["modifiers"]?["appearance"])
        #expect(modifier["default"] == .string("light"))
        #expect(Set(modifier["contexts"]?.members.map(\.key) ?? []) == Set(Appearance.allCases.map(\.name)))
        #expect(modifier["contexts"]?["light"] == .array([]))
        #expect(
            document["resolutionOrder"]
                == .array([
                    .object(["$ref": .string("#/sets/default")]),
                    .object(["$ref": .string("#/modifiers/appearance")]),
                ]))
        // The token file the set names is the one written beside it.
        #expect(FileManager.default.fileExists(atPath: tokens))
    }

    @Test(
        "a colour outside sRGB is converted, with a warning at its JSON path",
        arguments: [
            ("hsl", [120.0, 100, 25], "#008000", false),
            ("display-p3", [0.5, 0.5, 0.5], "#808080", false),
            ("oklab", [1.0, 0, 0], "#FFFFFF", false),
            ("display-p3", [1.0, 0, 0], "#FF0000", true),
            // CSS Color 4's a98-rgb transfer is x^(563/256), not x²: #303030, as a browser draws it.
            ("a98-rgb", [0.2, 0.2, 0.2], "#303030", false),
            ("srgb-linear", [0.21586, 0.21586, 0.21586], "#808080", false),
        ])
    func converted(space: String, components: [Double], hex: String, clipped: Bool) throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("p3.tokens.json")
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "palette": {"blue": {"$type": "color", "$value": {"colorSpace": "\(space)", "components": \(components), "alpha": 1}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = DTCGImporter.import(tokens: file.path, name: "p3", over: .shipped)
        var library = ThemeLibrary.shipped
        library.add(contentsOf: file.path)
        #expect(try library.resolve("p3").palette["blue"]?.description == hex)
        let warnings = imported.findings.filter { $0.rule == "tokens-color" }
        #expect(warnings.count == (space == "srgb" ? 0 : 1))
        guard let warning = warnings.first else { return }
        #expect(warning.path == #"$.palette.blue["$value"]"#)
        #expect(warning.message.hasPrefix("converted from \(space) to sRGB \(hex)"))
        #expect(warning.message.hasSuffix("clipped to sRGB's gamut") == clipped)
    }

    @Test(
        "colours written as hex strings, as Style Dictionary and Tokens Studio write them, are read, with one warning a file at the first"
    )
    func hexStrings() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("hex.tokens.json")
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "palette": {"blue": {"$type": "color", "$value": "#123456"}, "red": {"$type": "color", "$value": "#AA0000"}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = DTCGImporter.import(tokens: file.path, name: "hex", over: .shipped)
        #expect(imported.yaml.contains("palette:\n  blue: \"#123456\"\n  red: \"#AA0000\"\n"), "\(imported.yaml)")
        #expect(
            imported.findings.filter { $0.rule.hasPrefix("tokens") }.map(\.description) == [
                "\(file.path): warning: $.palette.blue[\"$value\"]: 2 colours are written as hex strings, an older draft's "
                    + "form (Style Dictionary and Tokens Studio write it), read as sRGB; 2025.10 writes a colour object "
                    + "(Color §4.1) [tokens-legacy-hex]"
            ])
    }

    @Test("the draft before $ (value and type) is refused with one error that names the form")
    func preDollarDraft() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("old.tokens.json")
        try """
        {"palette": {"blue": {"type": "color", "value": "#123456"}, "red": {"type": "color", "value": "#AA0000"}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = DTCGImporter.import(tokens: file.path, name: "old", over: .shipped)
        #expect(imported.hasErrors && imported.yaml.isEmpty)
        let errors = imported.findings.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.rule == "tokens-draft" && errors.first?.path == "$.palette.blue")
    }

    @Test("a designer's own tokens, which name no role, are refused in one sentence that points at tokens:")
    func noRoles() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("primer.tokens.json")
        try """
        {"fgColor": {"$type": "color", "accent": {"$value": "#0969da"}, "default": {"$value": "#1f2328"},
                     "muted": {"$value": "#59636e"}}, "bgColor": {"default": {"$type": "color", "$value": "#ffffff"}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = DTCGImporter.import(tokens: file.path, name: "primer", over: .shipped)
        #expect(imported.findings.count == 1)
        #expect(imported.findings.first?.message.contains("map the roles onto them with tokens: in a theme") == true)
        // --suggest: a brand mapping each colour role to the token whose name is nearest.
        let suggestion = BrandSuggestion.suggest(source: file.path, as: "primer.tokens.json", name: "primer")
        #expect(suggestion.yaml.contains("tokens:\n  file: \"primer.tokens.json\"\ncolors:\n"), "\(suggestion.yaml)")
        for line in [
            #"  text: "{tokens.fgColor.default}""#, #"  muted: "{tokens.fgColor.muted}""#,
            #"  accent: "{tokens.fgColor.accent}""#, #"  background: "{tokens.bgColor.default}""#,
        ] {
            #expect(suggestion.yaml.contains(line + "\n"), "\(suggestion.yaml)")
        }
        // Saved beside the tokens, the suggestion is a brand that loads.
        try suggestion.yaml.write(to: folder.appendingPathComponent("primer.yml"), atomically: true, encoding: .utf8)
        var library = ThemeLibrary.shipped
        library.addDirectory(folder.path)
        #expect(try library.resolve("primer").colors["accent"]?.description == "#0969DA")
    }

    @Test(
        "a token the schema does not know is one warning for the file; a wrong type or value an error at its JSON path")
    func problems() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("bad.tokens.json")
        try """
        {"palette": {"blue": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}},
         "spacing": {"small": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}},
         "text": {"title": {"fontWeight": {"$type": "fontWeight", "$value": true}, "color": {"$type": "color", "$value": "{palette.nope}"}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let bad = DTCGImporter.import(tokens: file.path, name: "bad", over: .shipped).findings.map(\.description)
        #expect(
            bad.contains(
                "\(file.path): error: $.palette.blue: palette.blue is a color token in a StoreFinder theme, not dimension [tokens-roles]"
            ), "\(bad)")
        #expect(
            bad.contains { $0.contains(#"$.text.title.fontWeight["$value"]: expected a weight from 1 to 1000"#) },
            "\(bad)")
        #expect(bad.contains { $0.contains("$.text.title.color: {palette.nope} names no token") }, "\(bad)")
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "spacing": {"small": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "tiny": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}},
         "colors": {"black": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
         "palette": {"blue": {"$type": "color", "$value": "{palette.ink}"}, "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = DTCGImporter.import(tokens: file.path, name: "bad", over: .shipped)
        #expect(
            imported.findings.filter { $0.rule.hasPrefix("tokens") }.map(\.description) == [
                // colors.black is no role: a name the colours do not have is left out, as any other.
                "\(file.path): warning: $.colors.black: 3 tokens have no place in a StoreFinder theme (colors.black, spacing.small, spacing.tiny); left out [tokens-roles]"
            ])
    }

    @Test(
        "a designer's typography is a role's type: the family, the size at Large and the weight, the text style nearest its size, and it scales"
    )
    func designerTypography() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("brand.tokens.json")
        // As a design tool exports it: a font palette the composite names by alias, sizes in px
        // and rem, no StoreFinder extensions at all.
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "font": {"family": {"brand": {"$type": "fontFamily", "$value": ["Avenir Next", "system-ui"]}},
                  "weight": {"demi": {"$type": "fontWeight", "$value": "demi-bold"}}},
         "text": {"title": {"typography": {"$type": "typography", "$value": {
             "fontFamily": "{font.family.brand}", "fontSize": {"value": 1.25, "unit": "rem"},
             "fontWeight": "{font.weight.demi}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}},
                  "body": {"typography": {"$type": "typography", "$value": {
             "fontFamily": "system-ui", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400,
             "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}}},
         "spacing": {"rowPadding": {"$type": "dimension", "$value": {"value": 14, "unit": "px"}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = DTCGImporter.import(tokens: file.path, name: "brand", over: .shipped)
        // The font palette is read through the composite that names it: no warning.
        #expect(imported.findings.isEmpty, "\(imported.findings)")
        var library = ThemeLibrary.shipped
        library.add(contentsOf: file.path)
        let theme = try library.resolve("brand")
        let title = theme.font(for: .text.title)
        // 20 px is title3's size at Large, so title scales as title3 does.
        #expect(title.family == "Avenir Next" && title.sizeAtLarge == 20 && title.textStyle == .title3)
        #expect(title.weight == .semibold)
        #expect(
            theme.font(for: .text.title, at: .accessibility3).pointSize
                == TypeStyle.title3.pointSize(at: .accessibility3))
        // Body is the system font at body's own size: nothing written but the style.
        #expect(theme.styles["text.body"]?.fontFamily == nil && theme.styles["text.body"]?.fontSize == nil)
        #expect(theme.dimension(.spacing.rowPadding) == 14)
        #expect(ThemeLinter().lint(library, files: [file.path]).filter { $0.severity == .error }.isEmpty)
    }

    @Test("a group that $extends another takes the tokens it does not set; one that goes round is an error")
    func groupExtension() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("extends.tokens.json")
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "brand": {"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1], "alpha": 1}},
                   "blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.6], "alpha": 1}}},
         "palette": {"$extends": "{brand}",
                     "blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.2, 0.6], "alpha": 1}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = DTCGImporter.import(tokens: file.path, name: "extends", over: .shipped)
        #expect(imported.yaml.contains("palette:\n  blue: \"#003399\"\n  ink: \"#1A1A1A\"\n"), "\(imported.yaml)")
        try """
        {"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}, "palette": {"$type": "color", "ink": {"$value": "#000000"}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let cycle = DTCGImporter.import(tokens: file.path, name: "extends", over: .shipped).findings.map(\.description)
        #expect(cycle.contains { $0.contains(#"group extensions go round: a → b → a"#) }, "\(cycle)")
    }

    @Test("a problem lint finds in a token file's theme is said at the JSON path of the value, with no YAML between")
    func located() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("faint.tokens.json")
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "palette": {"orange": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.8, 0.6], "alpha": 1}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        var library = ThemeLibrary.shipped
        library.add(contentsOf: file.path)
        let findings = ThemeLinter().lint(library, files: [file.path]).filter { $0.rule == "contrast" }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding.description.hasPrefix("\(file.path): error: $.palette.orange[\"$value\"]: "), "\(finding)")
            #expect(finding.message.contains(" is #FFCC99 on #FFFFFF, 1.46:1;"), "\(finding)")
        }
        // The import says the same, at the same places.
        #expect(
            DTCGImporter.import(tokens: file.path, name: "faint", over: .shipped).findings.filter {
                $0.rule == "contrast"
            } == findings)
    }

    @Test("every value a resolver's context sets is kept: dark's primary button, not a warning that it is light only")
    func contextValuesKept() throws {
        let folder = try Self.folder()
        func color(_ hex: String) -> String { #"{"$type": "color", "$value": "\#(hex)"}"# }
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "button": {"primary": {"background": \(color("#6A00FF"))}}}
        """.write(to: folder.appendingPathComponent("brand.tokens.json"), atomically: true, encoding: .utf8)
        try """
        {"version": "2025.10", "sets": {"brand": {"sources": [{"$ref": "brand.tokens.json"}]}},
         "modifiers": {"appearance": {"contexts": {
            "light": [], "dark": [{"button": {"primary": {"background": \(color("#D0BCFF"))}}}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/brand"}, {"$ref": "#/modifiers/appearance"}]}
        """.write(to: folder.appendingPathComponent("brand.resolver.json"), atomically: true, encoding: .utf8)
        let tokens = folder.appendingPathComponent("brand.tokens.json").path
        let imported = DTCGImporter.import(
            tokens: tokens, resolver: folder.appendingPathComponent("brand.resolver.json").path, name: "brand",
            over: .shipped)
        #expect(
            imported.yaml.contains("dark:\n  button:\n    primary: {background: \"#D0BCFF\"}\n"), "\(imported.yaml)")
        // Light with increased contrast keeps default's there, which lint says; dark is the brand's.
        let warnings = imported.findings.filter { $0.message.hasPrefix("button.primary.background is set") }
        #expect(
            warnings.allSatisfy {
                $0.message.hasPrefix("button.primary.background is set for light and dark only")
                    && !$0.message.contains(" dark (")
            }, "\(warnings)")
        var library = ThemeLibrary.shipped
        library.add(contentsOf: tokens)
        let theme = try library.resolve("brand")
        #expect(theme.styles["button.primary"]?.background?.description == "#6A00FF")
        #expect(theme.resolved(for: .dark).styles["button.primary"]?.background?.description == "#D0BCFF")
    }
}
