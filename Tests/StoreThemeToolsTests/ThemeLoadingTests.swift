import StoreIO
import StorePresentation
import StoreShippedYAML
import StoreTestSupport
import StoreTheme
import StoreYAML
import Testing

@testable import StoreThemeTools

/// A broken theme and the finding it must give.
struct ThemeFixture: Sendable, CustomTestStringConvertible {
    let name: String
    let files: [String: String]
    let expected: String
    var testDescription: String { name }
}

private let minimal = """
    name: mini
    extends: default
    """

@Suite("Themes: resolution and validation")
struct ThemeTests {
    @Test("the shipped themes lint clean", arguments: ["default", "dark", "high-contrast"])
    func shipped(name: String) throws {
        let theme = try ThemeLibrary.shipped.resolve(name)
        #expect(theme.name == name)
        #expect(ThemeLinter().lint(.shipped).isEmpty)
    }

    @Test("extends inherits, references resolve through tokens to the palette")
    func inheritance() throws {
        let dark = try ThemeLibrary.shipped.resolve("dark")
        #expect(dark.extends == "default")
        #expect(dark.style(.stock.inStock).color == ThemeColor(hex: "#81C995"))
        #expect(dark.style(.text.title).color == ThemeColor(hex: "#E8EAED"))
        #expect(dark.style(.text.title).bold)
        #expect(dark.annotation(forKind: "flagship").glyph == "★")
        #expect(dark.annotation(forKind: "unknown-kind").glyph == "●")
    }

    @Test("stock styles default to green, orange, red and grey")
    func stockColours() throws {
        let theme = try ThemeLibrary.shipped.resolve("default")
        #expect(theme.style(.stock.inStock).color == theme.palette["green"])
        #expect(theme.style(.stock.lowStock).color == theme.palette["orange"])
        #expect(theme.style(.stock.outOfStock).color == theme.palette["red"])
        #expect(theme.style(.stock.unknown).color == theme.palette["grey"])
    }

    @Test("high-contrast text meets WCAG AAA (7:1) against its background")
    func wcag() throws {
        let theme = try ThemeLibrary.shipped.resolve("high-contrast")
        for (path, style) in theme.styles {
            guard let color = style.color else { continue }
            let background = style.background ?? theme.background
            let ratio = color.contrastRatio(with: background)
            #expect(ratio >= 7, "\(path): \(color) on \(background) is \(ratio)")
        }
    }

    static let fixtures: [ThemeFixture] = [
        ThemeFixture(
            name: "bad hex colour", files: ["bad.yml": "\(minimal)\npalette:\n  green: \"#12345\"\n"],
            expected:
                "bad.yml:4:10: error: expected a colour (#RGB, #RRGGBB or #RRGGBBAA) or a {reference}, found \"#12345\" [color]"
        ),
        ThemeFixture(
            name: "extends cycle", files: ["a.yml": "name: a\nextends: b\n", "b.yml": "name: b\nextends: a\n"],
            expected: "a.yml:2:10: error: extends cycle: a → b → a [extends]"),
        ThemeFixture(
            name: "unknown parent", files: ["a.yml": "name: a\nextends: nope\n"],
            expected:
                "a.yml:2:10: error: extends unknown theme \"nope\"; known themes: a, dark, default, high-contrast [extends]"
        ),
        ThemeFixture(
            name: "reference cycle",
            files: ["c.yml": "\(minimal)\ncolors:\n  text: \"{colors.muted}\"\n  muted: \"{colors.text}\"\n"],
            expected: "c.yml:5:10: error: reference cycle: colors.muted → colors.text → colors.muted [reference-cycle]"),
        ThemeFixture(
            name: "unknown reference", files: ["r.yml": "\(minimal)\ntoday: {color: \"{palette.gren}\"}\n"],
            expected: "r.yml:3:16: error: unknown reference {palette.gren} [reference]"),
        ThemeFixture(
            name: "missing required token", files: ["m.yml": "name: m\npalette:\n  a: \"#000\"\n"],
            expected: "m.yml:1:1: error: missing required style token \"text.title\" [missing-token]"),
        ThemeFixture(
            name: "duplicate key", files: ["d.yml": "\(minimal)\npalette:\n  red: \"#F00\"\n  red: \"#E00\"\n"],
            expected: "d.yml:5:3: error: duplicate key \"red\" (first defined at 4:3) [duplicate-key]"),
        ThemeFixture(
            name: "wrong type", files: ["w.yml": "\(minimal)\ntoday: {bold: yes}\n"],
            expected: "w.yml:3:15: error: expected true or false, found \"yes\" [type]"),
        ThemeFixture(
            name: "wrong shape", files: ["s.yml": "\(minimal)\ntext:\n  title: bold\n"],
            expected:
                "s.yml:4:10: error: expected a mapping of ansi16, background, bold, color, dim, fontFamily, fontSize, italic, strikethrough, textStyle, underline, weight, found a scalar [type]"
        ),
        ThemeFixture(
            name: "unknown key", files: ["u.yml": "\(minimal)\ntext:\n  titel: {bold: true}\n"],
            expected:
                "u.yml:4:3: error: unknown token \"text.titel\" (did you mean \"text.title\"?); expected one of text.title, text.body, text.secondary, text.caption [unknown-key]"
        ),
        ThemeFixture(
            name: "unknown field", files: ["f.yml": "\(minimal)\ntoday: {colour: \"#000\"}\n"],
            expected:
                "f.yml:3:9: error: unknown field \"colour\" in today (did you mean \"color\"?); expected one of ansi16, background, bold, color, dim, fontFamily, fontSize, italic, strikethrough, textStyle, underline, weight [unknown-key]"
        ),
        ThemeFixture(
            name: "unknown ANSI colour name",
            files: ["a16.yml": "\(minimal)\nstock:\n  lowStock: {color: \"#C25E00\", ansi16: orange}\n"],
            expected:
                "a16.yml:4:40: error: expected one of the 16 ANSI colour names (black, red, green, yellow, blue, magenta, cyan, white, brightBlack … brightWhite), found \"orange\" [color]"
        ),
        ThemeFixture(
            name: "states that collapse at 16 colours",
            files: ["pale.yml": "\(minimal)\nstock:\n  lowStock: {color: \"#C25E00\", ansi16: red}\n"],
            expected:
                "pale.yml:4:40: warning: stock.lowStock and stock.outOfStock both show as red in 16-colour terminals; give them different ansi16 colours [state-colors]"
        ),
        ThemeFixture(
            name: "states that collapse at 256 colours",
            files: ["same.yml": "\(minimal)\nstock:\n  unknown: {color: \"#1E7B35\", ansi16: white}\n"],
            expected:
                "same.yml:4:20: warning: stock.inStock and stock.unknown both show as xterm colour 29 in 256-colour terminals; move their colours further apart [state-colors]"
        ),
        ThemeFixture(
            name: "a name that is not the file's", files: ["brand.yml": "name: brnd\nextends: default\n"],
            expected:
                "brand.yml:1:7: warning: the theme is named \"brnd\" but its file is \"brand.yml\"; --theme and extends: find it as \"brand\" [theme-name]"
        ),
        ThemeFixture(
            name: "wide glyph",
            files: ["g.yml": "\(minimal)\nannotation:\n  store: {color: \"#000\", glyph: \"店\", priority: 1}\n"],
            expected: "g.yml:4:33: error: expected one character one column wide, found \"店\" [type]"),
        ThemeFixture(
            name: "an annotation kind without a glyph, at its own key",
            files: ["k.yml": "\(minimal)\nannotation:\n  mykind: {color: \"#000\", priority: 1}\n"],
            expected: "k.yml:4:3: error: annotation.mykind has no glyph [type]"),
        // One rule for themes and tables: a quoted scalar is a string.
        ThemeFixture(
            name: "a quoted boolean is a string", files: ["q.yml": "\(minimal)\ntoday: {bold: \"true\"}\n"],
            expected: "q.yml:3:15: error: expected true or false, unquoted, found the string \"true\" [type]"),
        ThemeFixture(
            name: "a quoted priority is a string",
            files: ["p.yml": "\(minimal)\nannotation:\n  store: {color: \"#000\", glyph: \"*\", priority: \"1\"}\n"],
            expected: "p.yml:4:48: error: expected a whole number, unquoted, found the string \"1\" [type]"),
        ThemeFixture(
            name: "a control character in a glyph",
            files: ["cg.yml": "\(minimal)\nannotation:\n  store: {color: \"#000\", glyph: \"\\e\", priority: 1}\n"],
            expected: "cg.yml:4:33: error: a glyph may not hold control or bidi formatting characters [type]"),
        ThemeFixture(
            name: "a control character in a name", files: ["cn.yml": "name: \"cn\\e]0;x\\a\"\nextends: default\n"],
            expected: "cn.yml:1:7: error: a theme's name may not hold control or bidi formatting characters [type]"),
        // Type: a size under iOS's smallest, a text style misspelt, a weight that is not one.
        ThemeFixture(
            name: "a size under 11 pt", files: ["tiny.yml": "\(minimal)\ntoday: {fontSize: 9}\n"],
            expected: "tiny.yml:3:19: warning: today is 9 pt at Large, under iOS's smallest, 11 pt [small-type]"),
        ThemeFixture(
            name: "an unknown text style", files: ["ts.yml": "\(minimal)\ntoday: {textStyle: headlin}\n"],
            expected:
                "ts.yml:3:20: error: unknown text style \"headlin\" (did you mean \"headline\"?); expected one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2 [type]"
        ),
        ThemeFixture(
            name: "an unknown weight", files: ["w.yml": "\(minimal)\ntoday: {weight: semibld}\n"],
            expected:
                "w.yml:3:17: error: unknown weight \"semibld\" (did you mean \"semibold\"?); expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black, or 100 to 900 in steps of 100 [type]"
        ),
        ThemeFixture(
            name: "a size that is not a number", files: ["fs.yml": "\(minimal)\ntoday: {fontSize: \"18\"}\n"],
            expected:
                "fs.yml:3:19: error: expected a size in points, a number greater than 0, unquoted, found the string \"18\" [type]"
        ),
        ThemeFixture(
            name: "a spacing token that scales with no text style",
            files: ["sp.yml": "\(minimal)\nspacing:\n  rowPadding: {value: 12, relativeTo: bodyy}\n"],
            expected:
                "sp.yml:4:39: error: unknown text style \"bodyy\" (did you mean \"body\"?); expected one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2 [type]"
        ),
    ]

    @Test("a role with a size of its own and no text style to scale with is an error, at the size's line")
    func fixedSize() throws {
        // A theme of its own (extending nothing), as the default is but for one role.
        let shipped = try #require(ThemeLibrary.shipped.sources["default"]?.text)
        let line = "today: {color: \"{colors.text}\", bold: true, textStyle: body}"
        #expect(shipped.contains(line))
        let text = shipped.replacingOccurrences(of: "name: default", with: "name: fixed")
            .replacingOccurrences(of: line, with: "today: {color: \"{colors.text}\", bold: true, fontSize: 15}")
        var library = ThemeLibrary.shipped
        library.add(ThemeLibrary.Source(name: "fixed", file: "fixed.yml", text: text))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.hasPrefix("today: {") })
        let (number, column) = (
            index + 1, try #require(lines[index].range(of: "15}")).lowerBound.utf16Offset(in: lines[index]) + 1
        )
        let findings = ThemeLinter().lint(library, files: ["fixed.yml"]).map(\.description)
        #expect(
            findings.contains(
                "fixed.yml:\(number):\(column): error: today has a fixed size (15 pt) and no text style to scale with, so it stays that size at every text size the user picks; give it a textStyle (\(TypeStyle.allCases.map(\.rawValue).joined(separator: ", "))) [fixed-size]"
            ), "\(findings)")
        // The same size with a text style scales, and is clean.
        var scaled = ThemeLibrary.shipped
        scaled.add(
            ThemeLibrary.Source(
                name: "fixed", file: "fixed.yml",
                text: text.replacingOccurrences(of: "fontSize: 15}", with: "fontSize: 15, textStyle: body}")))
        #expect(ThemeLinter().lint(scaled, files: ["fixed.yml"]).filter { $0.severity == .error }.isEmpty)
    }

    @Test("each broken theme fails lint at the right position", arguments: fixtures)
    func brokenTheme(_ fixture: ThemeFixture) {
        var library = ThemeLibrary.shipped
        for (file, text) in fixture.files {
            library.add(ThemeLibrary.Source(name: FileName.stem(of: file), file: file, text: text))
        }
        let findings = ThemeLinter().lint(library, files: Set(fixture.files.keys)).map(\.description)
        #expect(findings.contains(fixture.expected), "\(findings)")
    }

    @Test("one lint run reports every error: an unknown field does not hide a bad colour or a missing token")
    func everyError() {
        var library = ThemeLibrary.shipped
        library.add(
            ThemeLibrary.Source(
                name: "many", file: "many.yml",
                text: "name: many\ntoday: {colour: \"#000\"}\npalette:\n  red: \"#12\"\ntext:\n  title: {bold: maybe}\n"
            ))
        let findings = ThemeLinter().lint(library, files: ["many.yml"]).map(\.description)
        #expect(
            findings.contains { $0.hasPrefix("many.yml:2:9: error: unknown field \"colour\" in today (did you mean") },
            "\(findings)")
        #expect(findings.contains { $0.hasPrefix("many.yml:4:8: error: expected a colour") }, "\(findings)")
        #expect(
            findings.contains { $0.hasPrefix("many.yml:6:17: error: expected true or false, found \"maybe\"") },
            "\(findings)")
        #expect(
            findings.contains { $0.hasPrefix("many.yml:1:1: error: missing required style token \"stock.inStock\"") },
            "\(findings)")
        // `today` was written, if with a misspelt field: it is not also reported missing.
        #expect(!findings.contains { $0.contains("missing required style token \"today\"") }, "\(findings)")
    }

    @Test(
        "every shipped theme keeps its stock states apart at 16 and 256 colours",
        arguments: ["default", "dark", "high-contrast"])
    func statesApart(name: String) throws {
        let theme = try ThemeLibrary.shipped.resolve(name)
        let standIns = ThemeLibrary.shipped.sixteenColors(of: name)
        #expect(ThemeLinter.collapsedStates(theme, sixteen: standIns).map(\.message) == [])
        let sixteen = ThemeSchema.stateTokens.compactMap { standIns.foreground(of: ThemeToken(path: $0), in: theme) }
        #expect(Set(sixteen).count == 4, "\(sixteen)")
    }

    @Test("a theme that fails to load falls back to the last good one, or default")
    func fallback() throws {
        var library = ThemeLibrary.shipped
        library.add(
            ThemeLibrary.Source(
                name: "broken", file: "broken.yml", text: "name: broken\nextends: default\ntoday: {bold: maybe}\n"))
        let dark = try library.resolve("dark")
        let withLastGood = library.theme("broken", fallback: dark)
        #expect(withLastGood.theme == dark)
        #expect(withLastGood.problems?.errors.first?.location.line == 3)
        #expect(library.theme("broken").theme.name == "default")
        #expect(library.theme("no-such-theme").theme.name == "default")
    }

    @Test("a dropped-in theme needs no code")
    func droppedIn() throws {
        var library = ThemeLibrary.shipped
        library.add(
            ThemeLibrary.Source(
                name: "brand", file: "brand.yml", text: "name: brand\nextends: dark\npalette:\n  blue: \"#FF00FF\"\n"))
        #expect(try library.resolve("brand").style(.button.secondary).color == ThemeColor(hex: "#FF00FF"))
    }
}

@Suite("Compiled themes equal the themes the tools resolve from YAML")
struct CompiledThemeTests {
    @Test(
        "every shipped theme compiled into StorePresentation equals the one resolved live",
        arguments: ["default", "dark", "high-contrast"])
    func shipped(name: String) throws {
        let compiled = try #require(Theme.shipped[name])
        #expect(compiled == (try ThemeLibrary.shipped.resolve(name)))
    }

    @Test("the shipped themes are the three on disk, and `default` is the light one")
    func names() {
        #expect(Theme.shipped.keys.sorted() == ThemeLibrary.shipped.names)
        #expect(Theme.default.name == "default")
    }

    @Test("every style, annotation and dimension token of the schema has a generated accessor, and nothing else does")
    func accessors() {
        let schema = ThemeSchema.all.filter { $0.kind != .color }.map(\.path).sorted()
        #expect(ThemeToken.allGenerated.map(\.path) == schema)
        #expect(ThemeToken.stock.lowStock.path == "stock.lowStock")
        #expect(ThemeToken.annotation.selected == ThemeToken(annotationKind: "selected"))
    }
}

@Suite("Theme references resolve in linear time")
struct ThemeReferenceCostTests {
    /// A theme whose palette is a chain of `length` references, `p0 → p1 → … → literal`, and
    /// optionally a cycle of the same length.
    static func chain(_ length: Int, cycle: Bool) -> String {
        var lines = ["name: chain", "extends: default", "palette:"]
        for index in 0..<length { lines.append("  p\(index): \"{palette.p\(index + 1)}\"") }
        lines.append(cycle ? "  p\(length): \"{palette.p0}\"" : "  p\(length): \"#123456\"")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a long chain of references, and a long cycle, lint in linear time", arguments: [false, true])
    func linear(cycle: Bool) {
        let growth = CostGrowth.perUnitRatio(small: 100, large: 1_000) { length in
            var library = ThemeLibrary.shipped
            library.add(ThemeLibrary.Source(name: "chain", file: "chain.yml", text: Self.chain(length, cycle: cycle)))
            _ = ThemeLinter().lint(library, files: ["chain.yml"])
        }
        #expect(growth < 3, "per-reference cost grew \(growth)× from 100 to 1,000")
    }

    @Test(
        "a cycle is reported once, from its first member in sorted order; a long one by its ends and a count",
        arguments: [
            (3, "palette.p0 → palette.p1 → palette.p2 → palette.p3 → palette.p0"),
            (1_000, "palette.p0 → palette.p1 → palette.p2 → … 996 more … → palette.p999 → palette.p1000 → palette.p0"),
        ])
    func cycleOnce(length: Int, quoted: String) {
        var library = ThemeLibrary.shipped
        library.add(ThemeLibrary.Source(name: "chain", file: "chain.yml", text: Self.chain(length, cycle: true)))
        let findings = ThemeLinter().lint(library, files: ["chain.yml"]).map(\.description)
        #expect(
            findings.filter { $0.contains("reference cycle") } == [
                "chain.yml:4:7: error: reference cycle: \(quoted) [reference-cycle]"
            ])
    }
}

@Suite("A chain of extends: linear time, and a bounded depth")
struct ThemeExtendsChainCostTests {
    /// `length` themes, `t1` extending `default` and each `tN` extending `t(N-1)`, each setting
    /// its own light accent and, every other one, its own dark accent: so each level asks
    /// whether what it extends changes the accent for dark.
    static func chain(_ length: Int) -> ThemeLibrary {
        var library = ThemeLibrary.shipped
        for level in 1...length {
            var text = "name: t\(level)\nextends: \(level == 1 ? "default" : "t\(level - 1)")\n"
            text += "colors:\n  accent: \"#\(hex(level))\"\n"
            if level.isMultiple(of: 2) { text += "dark:\n  colors:\n    accent: \"#\(hex(level + 1))\"\n" }
            library.add(ThemeLibrary.Source(name: "t\(level)", file: "t\(level).yml", text: text))
        }
        return library
    }

    static func hex(_ number: Int) -> String {
        let digits = String(number % 0x1000, radix: 16, uppercase: true)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }

    static var deepest: Int { ThemeLibrary.maximumExtendsDepth }

    @Test("a theme at the end of 300 extends resolves in every appearance, and lints, in under a second of CPU time")
    func longChain() throws {
        let library = Self.chain(300)
        let start = CostGrowth.threadCPUNanoseconds()
        for appearance in Appearance.allCases {
            let resolved = try library.chain(of: "t300").resolve(appearance).get()
            if appearance == .light || appearance == .dark {
                // t300's own accents: its light one, and under dark: its dark one.
                #expect(
                    resolved.theme.colors["accent"] == ThemeColor(hex: "#" + Self.hex(appearance.isDark ? 301 : 300)))
            }
        }
        let findings = ThemeLinter().lint(library, files: ["t300.yml"])
        let seconds = Double(CostGrowth.threadCPUNanoseconds() - start) / 1e9
        #expect(findings.allSatisfy { $0.file == "t300.yml" && ($0.rule == "contrast" || $0.rule == "appearance") })
        #expect(seconds < 1, "took \(seconds) s")
    }

    @Test("a chain deeper than a theme may extend is refused at the theme's extends:, once, naming the chain")
    func tooDeep() {
        let length = Self.deepest + 2
        let library = Self.chain(length)
        guard case .failure(let error) = library.chain(of: "t\(length)").resolve() else {
            Issue.record("t\(length) resolved")
            return
        }
        // The chain from the theme asked for to the deepest, t1: its ends, and how many between.
        let names = (0..<3).map { "t\(length - $0)" } + ["… \(length - 6) more …"] + [3, 2, 1].map { "t\($0)" }
        #expect(
            error.errors.map { "\($0.location): \($0.message)" } == [
                "t\(length).yml:2:10: extends goes more than \(Self.deepest) themes deep "
                    + "(\(names.joined(separator: " → "))); a theme may extend at most \(Self.deepest), one after another"
            ])
        // One theme shallower is fine.
        #expect(throws: Never.self) { try library.chain(of: "t\(length - 2)").resolve().get() }
    }

    @Test("the cost of a theme grows with its chain, linearly, not as its square or faster")
    func growth() throws {
        let growth = try CostGrowth.perUnitRatio(small: 30, large: 300) { length in
            _ = try Self.chain(length).chain(of: "t\(length)").resolve(.dark).get()
        }
        #expect(growth < 3, "per-level cost grew \(growth)× from 30 to 300 levels")
    }
}
