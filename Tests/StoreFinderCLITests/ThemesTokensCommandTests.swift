import Foundation
import StoreTestSupport
import StoreTheme
import Testing

@Suite("storefinder themes export and import: design tokens (DTCG 2025.10), end to end", .temporaryFolders)
struct ThemesTokensCommandTests {
    @Test(
        "a theme exported and imported again draws as the theme did, in every appearance",
        arguments: Appearance.allCases.map(\.name))
    func roundTrip(appearance: String) async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let tokens = folder.appendingPathComponent("tokens")
        let export = try await StoreFinderBinary.run([
            "themes", "export", "--format", "dtcg", "default", "--out", tokens.path,
        ])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tokens.path).sorted() == [
                "default.resolver.json", "default.tokens.json",
            ])
        let imported = try await StoreFinderBinary.run([
            "themes", "import", tokens.appendingPathComponent("default.tokens.json").path, "--resolver",
            tokens.appendingPathComponent("default.resolver.json").path, "--name", "copy",
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.isEmpty, "\(imported.stderr)")
        let theme = folder.appendingPathComponent("copy.yml")
        try imported.stdout.write(to: theme, atomically: true, encoding: .utf8)
        await #expect(try StoreFinderBinary.run(["themes", "lint", theme.path]).status == 0)
        for screen in ["list", "details"] {
            let drawn = try await StoreFinderBinary.run([
                "render", screen, "--theme", theme.path, "--appearance", appearance, "--format", "ansi", "--color",
                "always",
            ])
            let shipped = try await StoreFinderBinary.run([
                "render", screen, "--appearance", appearance, "--format", "ansi", "--color", "always",
            ])
            #expect(drawn.status == 0, "\(drawn.stderr)")
            #expect(drawn.stdout == shipped.stdout, "\(screen) in \(appearance)")
        }
    }

    @Test("an import that would not draw says why at the JSON path, prints nothing and exits 1")
    func importFails() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let file = folder.appendingPathComponent("faint.tokens.json")
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "palette": {"orange": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.8, 0.6], "alpha": 1}}},
         "colors": {"accent": {"$type": "dimension", "$value": "4px"}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let typed = try await StoreFinderBinary.run(
            ["themes", "import", "faint.tokens.json", "--name", "faint"], in: folder)
        #expect(typed.status == 1)
        #expect(typed.stdout.isEmpty)
        #expect(
            typed.stderr.hasPrefix(
                #"faint.tokens.json: error: $.colors.accent["$value"]: expected a dimension, {"value": a number, "unit": "px" or "rem"}, found a string [tokens-value]"#
                    + "\n"), "\(typed.stderr)")
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "palette": {"orange": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.8, 0.6], "alpha": 1}}}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let faint = try await StoreFinderBinary.run(
            ["themes", "import", "faint.tokens.json", "--name", "faint"], in: folder)
        #expect(faint.status == 1)
        #expect(faint.stdout.isEmpty)
        #expect(
            faint.stderr.contains(
                #"faint.tokens.json: error: $.palette.orange["$value"]: stock.lowStock is #FFCC99 on #FFFFFF, 1.46:1; WCAG 2.2 SC 1.4.3 asks at least 4.5:1 for text [contrast]"#
            ), "\(faint.stderr)")
        #expect(
            faint.stderr.hasSuffix(
                "error: faint.tokens.json does not make a theme StoreFinder can draw; nothing written\n"))
    }

    @Test(
        "a folder of themes may hold design tokens: lint says each finding at its JSON path, render draws them by name"
    )
    func tokensInAFolder() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let examples = packageRoot.appendingPathComponent("Examples/Tokens")
        for file in ["brand.tokens.json", "brand.resolver.json"] {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        try """
        {"$extensions": {"org.storefinder": {"extends": "default"}},
         "palette": {"orange": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.8, 0.6], "alpha": 1}}}}
        """.write(to: folder.appendingPathComponent("faint.tokens.json"), atomically: true, encoding: .utf8)
        let lint = try await StoreFinderBinary.run(["themes", "lint", "."], in: folder)
        #expect(lint.status == 1)
        #expect(
            lint.stdout.contains(
                #"./faint.tokens.json: error: $.palette.orange["$value"]: stock.lowStock is #FFCC99 on #FFFFFF, 1.46:1; "#
                    + "WCAG 2.2 SC 1.4.3 asks at least 4.5:1 for text [contrast]\n"), "\(lint.stdout)")
        #expect(
            lint.stdout.contains(
                "./brand.tokens.json: warning: $.spacing.small: a StoreFinder theme has no place for spacing.small; "
                    + "left out [tokens-roles]\n"), "\(lint.stdout)")
        // The brand itself is readable in every appearance.
        #expect(!lint.stdout.contains("brand.tokens.json: error"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("brand.resolver.json: error"), "\(lint.stdout)")
        let render = try await StoreFinderBinary.run(
            ["render", "list", "--themes", ".", "--theme", "brand", "--appearance", "dark", "--format", "html"],
            in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        // Its dark accent, #B388FF, on the primary button.
        #expect(render.stdout.contains("#B388FF") || render.stdout.contains("#b388ff"), "\(render.stdout.prefix(600))")
    }

    @Test("export refuses a theme it does not know, and says which it knows")
    func exportUnknown() async throws {
        let result = try await StoreFinderBinary.run(["themes", "export", "--format", "dtcg", "brnad"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: unknown theme \"brnad\"; known themes: dark, default, high-contrast"))
    }
}
