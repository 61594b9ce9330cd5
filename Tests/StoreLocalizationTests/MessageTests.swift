import Testing

@testable import StoreLocalization

@Suite("Messages parse into literal runs and placeholders")
struct MessageTests {
    /// A readable form of segments: literals quoted, placeholders in braces.
    static func render(_ segments: [Message.Segment]) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): return "\"\(text)\""
            case .placeholder(let name): return "{\(name)}"
            }
        }.joined(separator: " ")
    }

    @Test(
        "segments and problems",
        arguments: [
            ("Only %{count} left", #""Only " {count} " left""#, [Int]()),
            ("%{name}%{count}", "{name} {count}", []),
            ("50%% off", #""50% off""#, []),
            ("%%%{count}%%", #""%" {count} "%""#, []),
            ("100%", #""100%""#, [3]),
            ("%{bad name} x", #""%{bad name} x""#, [0]),
            ("a %{open", #""a %{open""#, [2]),
            ("Shop\u{1B}[31m %{name}\tnow", #""Shop[31m " {name} " now""#, []),
            ("Ünïcode %{x} €", #""Ünïcode " {x} " €""#, []),
            ("Ünï 5% %{x}", #""Ünï 5% " {x}"#, [5]),
            ("plain", #""plain""#, []),
            ("", "", []),
            ("\u{202E}", "", []),
        ])
    func parse(source: String, segments: String, problemOffsets: [Int]) {
        let message = Message(parsing: source)
        #expect(Self.render(message.segments) == segments)
        #expect(message.problems.map(\.offset) == problemOffsets)
        #expect(message.source == source)
    }

    @Test("placeholders are listed once each, in order of first use")
    func placeholders() {
        #expect(Message(parsing: "%{b} %{a} %{b} %%{c}").placeholders == ["b", "a"])
    }

    @Test(
        "interpolation fills placeholders between the literal runs",
        arguments: [
            ("Only %{count} left", "Only 3 left"), ("50%% off %{count}", "50% off 3"), ("%{count}", "3"),
            ("plain", "plain"), ("Tab\there %{count}", "Tab here 3"), ("%{count}%% €", "3% €"),
        ])
    func interpolation(source: String, expected: String) throws {
        var catalog = StringCatalog()
        catalog.override("K", with: source, locale: "en")
        #expect(Localizer(catalog: catalog, locale: "en").string("K", ["count": 3]) == expected)
    }
}
