import ArgumentParser
import StoreSamples
import Testing

@testable import storefinder

/// `render` reads its usual command lines without ArgumentParser (`RenderCommand.directLine`).
/// These hold that reader to ArgumentParser: a line it takes gives the command ArgumentParser
/// gives, property by property, and a line it cannot read the same way is left to
/// ArgumentParser, so every error and help text stays ArgumentParser's.
@Suite("render's direct command-line reader agrees with ArgumentParser")
struct RenderDirectLineTests {
    /// Lines the direct reader takes: every option at least once, in both spellings.
    static let taken: [[String]] = [
        ["list"],
        ["list", "--now", "2026-11-20T17:30:00Z", "--color", "never"],
        ["--locale", "ru", "list", "--scenario", "next-page-failed", "--width", "32"],
        ["list", "--locale=en_GB", "--width=60", "--color=always"],
        ["list", "--filter", "open-now", "--filter", "service:pharmacy", "--filter=tag:eco"],
        ["details", "--store", "ldn-regent", "--share-url", "https://shop.example/stores/{id}"],
        ["details", "--store", "ldn-regent", "--locale", "ar", "--color", "always", "--show-keys"],
        ["map", "--scenario", "map-selected", "--plugin", "brand-glyphs", "--plugin", "brand-glyphs"],
        ["specials", "--currency", "GBP", "--width", "60", "--specials", "response.json"],
        ["cities", "--location", "51.5155,-0.141", "--geocode", "london.json", "--permission", "allowed"],
        ["cities", "--cities", "cities.yml", "--zones", "zones.geojson"],
        ["hours", "--store", "ldn-regent", "--format", "html", "--theme", "dark"],
        ["list", "--stores", "s.json", "--product", "p.json", "--availability", "a.json"],
        ["list", "--strings", "Strings", "--themes", "Themes", "--format", "spoken", "--permission", "denied"],
    ]

    /// Lines the direct reader leaves to ArgumentParser, and why.
    static let left: [(line: [String], reason: String)] = [
        ([], "no screen"),
        (["--help"], "help"),
        (["list", "-h"], "a short flag"),
        (["list", "--version"], "the version"),
        (["list", "--bogus"], "an unknown option"),
        (["nope"], "a screen that does not exist"),
        (["list", "details"], "a second positional argument"),
        (["list", "--locale"], "a missing value"),
        (["list", "--locale", "--width", "32"], "a flag where a value goes"),
        (["list", "--store", ""], "an empty value"),
        (["list", "--location", "-33.9,151.2"], "a value that starts with a dash"),
        (["list", "--", "details"], "the end of options"),
        (["list", "--show-keys=true"], "a value given to a flag"),
        (["list", "--locale", "en", "--locale", "ru"], "an option given twice"),
        (["list", "--width", "10"], "a value the option's transform refuses"),
        (["list", "--format", "nope"], "a value its type does not take"),
        (["details", "--filter", "open-now"], "a line validate() refuses"),
        (["list", "--plugin", "nope"], "a plugin validate() refuses"),
        (["list", "--generate-completion-script", "bash"], "a completion script"),
    ]

    @Test("a line it takes gives ArgumentParser's command", arguments: taken)
    func agrees(line: [String]) throws {
        let direct = try #require(RenderCommand.directLine.command(for: line))
        let parsed = try #require(try RenderCommand.parseAsRoot(line) as? RenderCommand)
        #expect(Self.values(of: direct) == Self.values(of: parsed))
    }

    @Test("a line it cannot read alike is left to ArgumentParser", arguments: left)
    func leaves(line: [String], reason: String) {
        #expect(RenderCommand.directLine.command(for: line) == nil, "\(reason): \(line)")
    }

    @Test("storefinder runs a taken line through the direct reader, and any other through ArgumentParser")
    func dispatch() throws {
        #expect(try StoreFinderCommand.command(for: ["render", "list", "--width", "32"]) is RenderCommand)
        #expect(throws: (any Error).self) { try StoreFinderCommand.command(for: ["render", "list", "--width", "10"]) }
    }

    /// Values each option takes, as a user writes them; `--show-keys` takes none.
    static let samples: [(option: String, values: [String])] = [
        ("--stores", ["s.json"]), ("--product", ["p.json"]), ("--availability", ["a.json"]),
        ("--scenario", ["results", "mine.yml"]), ("--cities", ["c.yml"]), ("--zones", ["z.geojson"]),
        ("--specials", ["s.json"]), ("--currency", ["GBP", "JPY"]), ("--geocode", ["g.json"]),
        ("--store", ["ldn-regent", "list"]), ("--filter", ["open-now", "service:pharmacy", "tag:eco"]),
        ("--share-url", ["https://shop.example/stores/{id}"]), ("--locale", ["ru", "en_GB", "ar-XB"]),
        ("--theme", ["dark", "high-contrast"]), ("--strings", ["Strings"]), ("--themes", ["Themes"]),
        ("--plugin", ["brand-glyphs", "quantity-stock"]), ("--width", ["24", "44", "120"]),
        ("--now", ["2026-11-20T17:30:00Z"]), ("--location", ["51.5155,-0.141", "59.93,30.33"]),
        ("--permission", ["denied", "allowed"]), ("--color", ["never", "always", "auto"]),
        ("--format", ["text", "json", "html", "spoken"]), ("--show-keys", []),
    ]

    /// 800 seeded lines: a screen and up to six options, each spelled either way, in any
    /// order, the screen anywhere among them.
    static func generatedLines() -> [[String]] {
        var random = SplitMix64(seed: 36)
        let screens = ["list", "details", "hours", "map", "specials", "cities"]
        return (0..<800).map { _ in
            var words: [[String]] = (0..<random.next(below: 7)).map { _ in
                let sample = samples[random.next(below: samples.count)]
                guard !sample.values.isEmpty else { return [sample.option] }
                let value = sample.values[random.next(below: sample.values.count)]
                return random.next(below: 2) == 0 ? [sample.option, value] : ["\(sample.option)=\(value)"]
            }
            words.insert([screens[random.next(below: screens.count)]], at: random.next(below: words.count + 1))
            return words.flatMap { $0 }
        }
    }

    @Test("over generated lines, every one it takes gives ArgumentParser's command")
    func agreesOnGeneratedLines() throws {
        var taken = 0
        for line in Self.generatedLines() {
            guard let direct = RenderCommand.directLine.command(for: line) else { continue }
            taken += 1
            let parsed = try #require(try RenderCommand.parseAsRoot(line) as? RenderCommand, "\(line)")
            #expect(Self.values(of: direct) == Self.values(of: parsed), "\(line)")
        }
        // Most lines are refused by validate() or repeat an option; enough are left to mean it.
        #expect(taken >= 400, "only \(taken) of 800 lines were read directly")
    }

    /// Every parsed value of `command`, option groups included, as text: the property
    /// wrappers' stored values, which a property left unset shows as its definition.
    static func values(of command: RenderCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }
}
