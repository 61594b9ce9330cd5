import StoreLocalization
import StoreLocalizationTools
import StoreShippedYAML
import Testing

@testable import StoreResourceCompiler

@Suite("Generating typed string keys")
struct StringKeyGeneratorTests {
    let table = try! StringTableLoader().load(
        """
        en:
          Stock:
            InStock: In stock
            OnlyLeft:
              one: Only %{count} left
              other: Only %{count} left
          StoreFinder.Error.Location.Title: Location is off
          StoreDetails.Call: Call %{phone}
          Promo:
            Banner: Free delivery over %{amount} until %{date}
            Points:
              one: One point
              other: Points
          Kind:
            default: Default
            2go: To go
        """, file: "en.yml")

    var source: String { StringKeyGenerator().source(for: table, sourceName: "en.yml") }

    @Test("nested keys become nested enums and leaves become lowerCamelCase members")
    func nesting() {
        #expect(source.contains("internal enum Strings {"))
        #expect(
            source.contains(
                "        internal enum Error {\n            internal enum Location {\n                /// `StoreFinder.Error.Location.Title`: Location is off\n                internal static var title: LocalizedKey { LocalizedKey(\"StoreFinder.Error.Location.Title\") }"
            ))
    }

    @Test("placeholders become labelled parameters, in order of first use")
    func placeholders() {
        #expect(
            source.contains(
                "internal static func call(phone: MessageArgument) -> LocalizedKey {\n            LocalizedKey(\"StoreDetails.Call\", [\"phone\": phone])"
            ))
        #expect(
            source.contains(
                "internal static func banner(amount: MessageArgument, date: MessageArgument) -> LocalizedKey {"))
    }

    @Test("plural keys take a count, even when no form prints it")
    func plurals() {
        #expect(source.contains("internal static func onlyLeft(count: MessageArgument) -> LocalizedKey {"))
        #expect(source.contains("internal static func points(count: MessageArgument) -> LocalizedKey {"))
    }

    @Test("keywords and names that cannot start an identifier are escaped")
    func identifiers() {
        #expect(source.contains("internal static var `default`: LocalizedKey"))
        #expect(source.contains("internal static var _2go: LocalizedKey"))
        #expect(StringKeyGenerator.identifier("URLScheme", upper: false) == "urlScheme")
        #expect(StringKeyGenerator.identifier("InStock", upper: false) == "inStock")
        #expect(StringKeyGenerator.identifier("in-store", upper: true) == "In_store")
    }

    @Test(
        "groups named Type and Protocol get a trailing _, since Strings.Type is the metatype",
        arguments: [
            ("Type", "Type_"), ("Protocol", "Protocol_"), ("Self", "`Self`"), ("protocol", "Protocol_"),
            ("Stock", "Stock"),
        ])
    func typeNames(segment: String, name: String) {
        #expect(StringKeyGenerator.typeName(segment) == name)
    }

    @Test("output is stable, and changes when the table does")
    func stable() throws {
        #expect(source == StringKeyGenerator().source(for: table, sourceName: "en.yml"))
        var edited = table
        edited.entries["Stock.Extra"] = TableEntry(value: .text(Message(parsing: "x")), location: table.rootLocation)
        #expect(
            StringKeyGenerator().source(for: edited, sourceName: "en.yml").contains("static var extra: LocalizedKey"))
    }

    @Test("public access for library targets")
    func publicAccess() {
        #expect(
            StringKeyGenerator(accessLevel: "public").source(for: table, sourceName: "en.yml").contains(
                "public enum Strings {"))
    }

    @Test("every key of the shipped base table gets an accessor")
    func shipped() throws {
        let base = try #require(ShippedTables.catalog.layers.first?.tables["en"])
        let generated = StringKeyGenerator().source(for: base, sourceName: "en.yml")
        for key in base.keys { #expect(generated.contains("LocalizedKey(\"\(key)\""), "\(key)") }
    }
}

@Suite("The build plugin refuses a table whose typed keys would not compile")
struct TypedKeyRefusalTests {
    @Test(
        "the compiler fails with lint's message at the key, not with Swift that cannot compile",
        arguments: [
            (
                "en:\n  protocol:\n    A: a\n  Protocol:\n    B: b\n",
                "Sources/App/Localizations/en.yml:5:5: error: the groups \"protocol\" and \"Protocol\" both become the Swift type Protocol_ in the typed keys; rename one"
            ),
            (
                "en:\n  _: nothing\n",
                "Sources/App/Localizations/en.yml:2:3: error: the key \"_\" has no Swift name for its typed key; use letters or digits"
            ),
            (
                "en:\n  Msg: \"%{Type} and %{type}\"\n",
                "Sources/App/Localizations/en.yml:2:3: error: Msg: %{Type} and %{type} both become the parameter type of its typed key; name them apart"
            ),
        ])
    func refuses(table: String, expected: String) {
        let compiler = ResourceCompiler(
            mode: .app, tables: [.init(path: "Sources/App/Localizations/en.yml", text: table)], themes: [])
        #expect(throws: ResourceCompiler.Failure.self) { try compiler.compile() }
        do {
            _ = try compiler.compile()
        } catch {
            // In lint's words, rule and all: the build says what `strings lint` says.
            #expect(error.messages == [expected + " [typed-keys]"])
        }
    }

    @Test("one build reports every finding lint reports: a duplicate key, a placeholder and a misspelt key together")
    func everyFinding() throws {
        let shipped = ShippedTables.paths.compactMap { path in
            ShippedTables.text(at: path).map { ResourceCompiler.SourceFile(path: path, text: $0) }
        }
        let table =
            "en:\n  Stock:\n    InStock: \"Got it %{qty}\"\n    InSotck: x\n  Collect.ReadyToday: a\n  Collect.ReadyToday: b\n"
        let file = "Sources/App/Localizations/en.yml"
        let compiler = ResourceCompiler(
            mode: .app, tables: [.init(path: file, text: table)], themes: [], shippedTables: shipped)
        let lint = StringTableLinter().lint(
            files: [(file, table)], fallbackBase: ShippedTables.catalog.layers.first?.tables["en"]
        ).map(\.description)
        #expect(lint.count == 3, "\(lint)")
        do {
            _ = try compiler.compile()
            Issue.record("the build should fail")
        } catch {
            #expect(Set(error.messages) == Set(lint), "\(error.messages)")
            #expect(error.messages.contains { $0.contains("[duplicate-key]") })
            #expect(error.messages.contains { $0.contains("[placeholders]") })
            #expect(error.messages.contains { $0.contains("warning:") && $0.contains("[extra-key]") })
        }
    }
}

@Suite("What the build plugin generates for an app")
struct AppSourceTests {
    @Test("an app with tables and no themes gets an empty dictionary of its themes, which compiles")
    func noThemes() throws {
        let compiler = ResourceCompiler(
            mode: .app, tables: [.init(path: "Sources/App/Localizations/en.yml", text: "en:\n  A: a\n")], themes: [])
        let source = try compiler.compile().source
        #expect(source.contains("static let appThemes: [String: Theme] = [:]"))
        #expect(!source.contains("static let appThemes: [String: Theme] = [\n    ]"))
    }
}
