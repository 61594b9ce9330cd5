import Foundation
import StoreTestSupport
import Testing

@Suite("storefinder themes, end to end", .temporaryFolders)
struct ThemesCommandTests {
    @Test("the shipped themes lint clean")
    func lintShipped() async throws {
        let result = try await StoreFinderBinary.run(["themes", "lint"])
        #expect(result.status == 0)
    }

    @Test("a dropped-in directory is linted with positions; a broken theme exits 1")
    func lintDirectory() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "name: brand\nextends: dark\npalette:\n  blue: \"#XYZ\"\n".write(
            to: folder.appendingPathComponent("brand.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["themes", "lint", folder.path])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "\(folder.path)/brand.yml:4:9: error: expected a colour (#RGB, #RRGGBB or #RRGGBBAA) or a {reference}, found \"#XYZ\" [color]"
            ))
    }

    @Test(
        "a chain of extends: show and lint of the theme at the end of 300 succeed, reading the themes beside it; one past the bound is refused, naming the chain"
    )
    func deepChain() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let length = 1_002  // two past the 1,000 a theme may extend
        for level in 1...length {
            try
                "name: t\(level)\nextends: \(level == 1 ? "default" : "t\(level - 1)")\ncolors:\n  accent: \"#1A5FB4\"\n"
                .write(to: folder.appendingPathComponent("t\(level).yml"), atomically: true, encoding: .utf8)
        }
        let show = try await StoreFinderBinary.run(["themes", "show", "t300", "--themes", folder.path])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.hasPrefix("theme t300 (extends t299)"))
        let lint = try await StoreFinderBinary.run(["themes", "lint", "t300.yml"], in: folder)
        #expect(lint.status == 0, "\(lint.stdout)")
        let refused = try await StoreFinderBinary.run(["themes", "show", "t\(length)", "--themes", folder.path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix(
                "error: \(folder.path)/t\(length).yml:2:10: extends goes more than 1000 themes deep "
                    + "(t1002 → t1001 → t1000 → … 996 more … → t3 → t2 → t1); a theme may extend at most 1000, one after another"
            ),
            "\(refused.stderr)")
    }

    @Test("lint takes a single theme file, as show does, and finds every problem in it at once")
    func lintOneFile() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        try "name: brand\nextends: default\ncolors:\n  accnt: \"#FF0000\"\npalette:\n  a: \"#111\"\n  a: \"#222\"\n"
            .write(
                to: folder.appendingPathComponent("brand.yml"), atomically: true, encoding: .utf8)
        let result = try await StoreFinderBinary.run(["themes", "lint", "brand.yml"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                brand.yml:4:3: error: unknown token "colors.accnt" (did you mean "colors.accent"?); expected one of colors.background, colors.text, colors.muted, colors.accent [unknown-key]
                brand.yml:7:3: error: duplicate key "a" (first defined at 6:3) [duplicate-key]

                """)
        #expect(result.stderr == "2 errors\n")
    }

    @Test("show prints resolved tokens without escapes under --color never and NO_COLOR")
    func showPlain() async throws {
        for run in await [
            try StoreFinderBinary.run(["themes", "show", "high-contrast", "--color", "never"]),
            try StoreFinderBinary.run(["themes", "show", "high-contrast"], environment: ["NO_COLOR": "1"]),
        ] {
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("theme high-contrast (extends default)\n"))
            #expect(run.stdout.contains("stock.inStock color #00591B"))
            #expect(!run.stdout.contains("\u{1B}"))
        }
    }

    @Test("show with --color always draws swatches in colour")
    func showColour() async throws {
        let result = try await StoreFinderBinary.run(
            ["themes", "show", "default", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(result.stdout.contains("\u{1B}[38;2;30;123;52m██\u{1B}[0m"))
    }
}
