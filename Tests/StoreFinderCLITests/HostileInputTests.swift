import Foundation
import StoreTestSupport
import Testing

/// Text that came from input, printed anywhere (an error, a listing, a log line), never
/// reaches the terminal as a control sequence; and every refusal says why, and where.
@Suite("Hostile input, end to end: inert output, positioned errors, documented exit codes", .temporaryFolders)
struct HostileInputTests {
    /// An OSC sequence that would retitle the terminal, and a CSI one that would clear it.
    static let retitle = "\u{1B}]0;pwned\u{07}", clear = "\u{1B}[2J"
    /// The same, as YAML escapes inside a double-quoted scalar: libyaml refuses raw control
    /// characters, but a file can still spell them.
    static let yamlRetitle = "\\e]0;pwned\\a", yamlClear = "\\e[2J"

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String] = [:]
        var arguments: [String]
        var status: Int32
        /// Text the diagnostics must hold, with the control characters gone.
        var mentions: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a time zone in a stores file, through check",
            files: ["stores.json": storesFile(timeZone: "Europe/London" + retitle)],
            arguments: ["check", "--stores", "stores.json"], status: 1, mentions: "Europe/London]0;pwned"),
        Case(
            name: "a scenario's mode, through render",
            files: ["s.yml": "name: s\nsteps:\n  - mode: \"shop\(yamlRetitle)\"\n"],
            arguments: ["render", "list", "--scenario", "s.yml"], status: 1, mentions: "shop]0;pwned"),
        Case(
            name: "libyaml's echo of the offending source line",
            files: ["en.yml": "en:\n  A: \"ok\(clear)\n  B: [\n"],
            arguments: ["strings", "dump", "en.yml"], status: 1, mentions: "en.yml:"),
        Case(
            name: "a theme's name, through themes show",
            files: ["t.yml": "name: \"brand\(yamlRetitle)\"\nextends: default\n"],
            arguments: ["themes", "show", "t.yml"], status: 1, mentions: "a theme's name may not hold control"),
        Case(
            name: "a missing key, echoed by strings show and its log line",
            arguments: ["strings", "show", "Missing\(clear)"], status: 0, mentions: "missing key Missing[2J"),
        Case(
            name: "a flag's value, echoed by ArgumentParser",
            arguments: ["render", "list", "--now", "2026\(retitle)"], status: 64, mentions: "2026]0;pwned"),
        Case(
            name: "an enum flag's value, echoed by ArgumentParser",
            arguments: ["render", "list", "--format", "x\(clear)"], status: 64, mentions: "x[2J"),
        Case(
            name: "a glyph in a theme, through themes lint",
            files: ["themes/g.yml": "name: g\nextends: default\nannotation:\n  selected: {glyph: \"\(yamlClear)\"}\n"],
            arguments: ["themes", "lint", "themes"], status: 1,
            mentions: "themes/g.yml:4:21: error: a glyph may not hold control"),
    ]

    @Test("control sequences from input never reach the terminal", arguments: cases)
    func inert(_ testCase: Case) async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        for (name, text) in testCase.files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try await StoreFinderBinary.run(testCase.arguments, in: folder)
        #expect(result.status == testCase.status, "\(result.stderr)")
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let controls = text.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }
            #expect(
                controls.isEmpty,
                "\(stream) holds \(controls.map { String($0.value, radix: 16) }): \(text.debugDescription)")
        }
        #expect((result.stdout + result.stderr).contains(testCase.mentions), "\(result.stderr)")
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]?
        var arguments: [String]
        var message: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "a table with a control character, at its line and column",
            bytes: Array("en:\n  A: \"ok\"\n  B: \"bad \u{01} here\"\n".utf8), arguments: ["strings", "dump", "f.yml"],
            message: "error: f.yml:3:11: control characters are not allowed (found U+0001)"),
        Refusal(
            name: "a table that is not UTF-8, at the bad byte",
            bytes: Array("en:\n  B: \"caf".utf8) + [0xE9, 0x22, 0x0A], arguments: ["strings", "dump", "f.yml"],
            message: "error: f.yml:2:10: the file is not UTF-8 text"),
        Refusal(
            name: "a scenario that is not UTF-8, at the bad byte",
            bytes: Array("name: s\nnow: \"".utf8) + [0xFF, 0x22, 0x0A],
            arguments: ["render", "list", "--scenario", "f.yml"],
            message: "error: f.yml:2:7: the file is not UTF-8 text"),
        Refusal(
            name: "a scenario whose step names no store, by its file",
            bytes: Array("name: s\nsteps:\n  - select: nope\n".utf8),
            arguments: ["render", "list", "--scenario", "f.yml"],
            message: "error: scenario \"s\": f.yml: steps[0]: no store with id \"nope\""),
        Refusal(
            name: "a table that does not exist, without Foundation's internals",
            bytes: nil, arguments: ["strings", "dump", "missing.yml"],
            message: "error: missing.yml:1:1: cannot read the file (No such file or directory)"),
        Refusal(
            name: "/dev/null, as what it is",
            bytes: nil, arguments: ["strings", "dump", "/dev/null"],
            message: "error: /dev/null:1:1: cannot read the file: it is a character device, not a regular file"),
        Refusal(
            name: "an exact plural form that is not =N",
            bytes: Array("en:\n  Stock:\n    OnlyLeft:\n      \"=1.5\": x\n      other: y\n".utf8),
            arguments: ["strings", "lint", "."],
            message: "./f.yml:4:7: error: expected an exact plural form: = and a whole number"),
    ]

    @Test("every refusal says why, and where", arguments: refusals)
    func refusal(_ refusal: Refusal) async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        if let bytes = refusal.bytes { try Data(bytes).write(to: folder.appendingPathComponent("f.yml")) }
        let result = try await StoreFinderBinary.run(refusal.arguments, in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect((result.stderr + result.stdout).contains(refusal.message), "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("CocoaError") && !result.stderr.contains("Permission denied"))
    }

    @Test("themes lint reports the theme files it cannot read: not UTF-8, cut mid-character, a FIFO")
    func unreadableThemes() async throws {
        let folder = try StoreFinderBinary.temporaryFolder()
        let themes = folder.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data(Array("name: latin\n# caf".utf8) + [0xE9, 0x0A]).write(to: themes.appendingPathComponent("latin.yml"))
        try Data(Array("name: \"cut ".utf8) + [0xE2, 0x82]).write(to: themes.appendingPathComponent("cut.yml"))
        #expect(mkfifo(themes.appendingPathComponent("pipe.yml").path, 0o600) == 0)
        let lint = try await StoreFinderBinary.run(["themes", "lint", "themes"], in: folder)
        #expect(lint.status == 1)
        #expect(
            lint.stdout == """
                themes/cut.yml:1:12: error: the file is not UTF-8 text: the bytes here are not a UTF-8 character [file]
                themes/latin.yml:2:6: error: the file is not UTF-8 text: the bytes here are not a UTF-8 character [file]
                themes/pipe.yml:1:1: error: cannot read the file: it is a FIFO (named pipe), not a regular file [file]

                """)
        let render = try await StoreFinderBinary.run(["render", "list", "--themes", "themes"], in: folder)
        #expect(render.status == 0)
        #expect(
            render.stderr.contains(
                "warning: themes/pipe.yml:1:1: cannot read the file: it is a FIFO (named pipe), not a regular file (left out)"
            ))
    }

    @Test(
        "exit status: 0 done, 1 bad input, 64 bad usage",
        arguments: [
            (["render", "list"], Int32(0)),
            (["render", "list", "--stores", "missing.json"], 1),
            (["render", "list", "--width", "0"], 64),
            (["review", "--shard", "1//2"], 64),
            (["render", "list", "--location", "0x10,0"], 64),
            (["render", "list", "--now", "2026-02-30T00:00:00Z"], 64),
            (["render", "list", "--no-such-flag"], 64),
        ] as [([String], Int32)])
    func exitStatus(arguments: [String], status: Int32) async throws {
        #expect(try await StoreFinderBinary.run(arguments).status == status)
    }

    @Test("--help documents the exit statuses")
    func helpDocumentsExitStatus() async throws {
        let help = try await StoreFinderBinary.run(["--help"]).stdout
        #expect(help.contains("Exit status:\n  0   the command did what it was asked\n  1   bad input"))
        #expect(help.contains("  64  bad usage"))
    }

    static func storesFile(timeZone: String) -> String {
        let escaped = timeZone.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }
            .joined()
        return """
            [{"id": "a", "name": "A", "address": {"lines": ["1 High Street"], "city": "London", "country": "GB", "postcode": "W1B 5BD"},
              "coordinate": {"latitude": 51.5, "longitude": -0.14},
              "openingHours": {"timeZone": "\(escaped)", "week": {"monday": ["09:00-17:00"]}}}]
            """
    }
}
