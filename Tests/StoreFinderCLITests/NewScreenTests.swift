import Foundation
import StoreTestSupport
import Testing

/// A screen is one conformance a side, and the compiler keeps the checklist: a new screen that
/// lacks a layer does not compile, and the error names what it lacks. Each test adds the
/// imaginary screen `giftCards` to copies of a module's sources and compiles them with the
/// module's own command, as SwiftPM ran it for this build.
@Suite("A new screen does not compile until it is whole, and the compiler names what it lacks", .temporaryFolders)
struct NewScreenTests {
    /// The screen's case, as a contributor adds it to `ScreenKind.Known`.
    static let knownCase = "        case giftCards = \"gift-cards\"\n"

    @Test("the app side: first the registry names the screen, then its view data each requirement it lacks")
    func appSide() async throws {
        let module = try ModuleCompile("StorePresentation")
        let begun = """
            /// The gift cards screen, begun: its view data, and the conformance declared.
            public struct GiftCardsScreenViewData: Sendable, Encodable {
                public var title = "Gift cards"
            }

            extension GiftCardsScreenViewData: PresentedScreen {}
            """
        // The case alone: the one switch over the closed set names it.
        let first = try await module.run(.typecheck, editing: ["Screens/ScreenKind.swift": Self.addingKnownCase])
        #expect(first.status != 0)
        #expect(first.stderr.contains("Screens/ScreenViewData.swift"), "\(first.stderr)")
        #expect(first.stderr.contains("switch must be exhaustive"), "\(first.stderr)")
        #expect(first.stderr.contains("'.giftCards'"), "\(first.stderr)")
        // Named there, its view data: each requirement it lacks.
        let second = try await module.run(
            .typecheck,
            editing: [
                "Screens/ScreenKind.swift": Self.addingKnownCase,
                "Screens/ScreenViewData.swift": Self.registering(
                    "        case .giftCards: GiftCardsScreenViewData.self\n"),
            ],
            adding: ["GiftCards/GiftCardsScreenViewData.swift": begun])
        #expect(second.status != 0)
        #expect(second.stderr.contains("does not conform to protocol 'PresentedScreen'"), "\(second.stderr)")
        let requirements = try Requirements.of(
            "PresentedScreen", in: "Sources/App/StorePresentation/Screens/ScreenViewData.swift")
        #expect(requirements.count >= 6, "\(requirements)")
        for requirement in requirements {
            #expect(second.stderr.contains("'\(requirement)'"), "the compiler does not name \(requirement)")
        }
    }

    @Test("the tool side: first the registry names the screen, then its definition each requirement it lacks")
    func toolSide() async throws {
        // The app side of the screen, whole, as a module the tool side imports.
        let modules = try StoreFinderBinary.temporaryFolder()
        let emitted = try await ModuleCompile("StorePresentation").run(
            .emitModule(into: modules),
            editing: [
                "Screens/ScreenKind.swift": Self.addingKnownCase,
                "Screens/ScreenViewData.swift": { text in
                    Self.registering("        case .giftCards: GiftCardsScreenViewData.self\n")(text)
                        .replacingOccurrences(
                            of: "    case bookingSearch(BookingSearchScreenViewData)\n",
                            with:
                                "    case bookingSearch(BookingSearchScreenViewData)\n    case giftCards(GiftCardsScreenViewData)\n"
                        )
                        .replacingOccurrences(
                            of: "        case .bookingSearch(let screen): screen\n",
                            with:
                                "        case .bookingSearch(let screen): screen\n        case .giftCards(let screen): screen\n"
                        )
                },
            ],
            adding: ["GiftCards/GiftCardsScreenViewData.swift": Self.wholeViewData])
        try #require(emitted.status == 0, "the app side of the screen does not compile:\n\(emitted.stderr)")

        let screens = try ModuleCompile("StoreScreens")
        // The app side alone: the tool side's one switch names the screen.
        let first = try await screens.run(.typecheck, modules: modules)
        #expect(first.status != 0)
        #expect(first.stderr.contains("StoreScreens/ScreenDefinitions.swift"), "\(first.stderr)")
        #expect(first.stderr.contains("switch must be exhaustive"), "\(first.stderr)")
        #expect(first.stderr.contains("'.giftCards'"), "\(first.stderr)")
        // Named there, its definition: the types it must name first, then each member it lacks.
        let registered: [String: @Sendable (String) -> String] = [
            "ScreenDefinitions.swift": { text in
                text.replacingOccurrences(
                    of: "        case .bookingSearch: BookingSearchScreen.self\n",
                    with:
                        "        case .bookingSearch: BookingSearchScreen.self\n        case .giftCards: GiftCardsScreen.self\n"
                )
            }
        ]
        let files = [
            ("ScreenDefinition", "Sources/Tools/StoreScreens/ScreenDefinition.swift"),
            ("ScreenLayout", "Sources/Tools/StoreRendering/ScreenLayout.swift"),
        ]
        let types = try files.flatMap { try Requirements.of($0.0, in: $0.1, only: .types) }
        let members = try files.flatMap { try Requirements.of($0.0, in: $0.1, only: .members) }
        #expect(types.count >= 2 && members.count >= 7, "\(types) \(members)")
        let second = try await screens.run(
            .typecheck, modules: modules, editing: registered,
            adding: ["GiftCards/GiftCardsScreen.swift": "package enum GiftCardsScreen: ScreenDefinition {}\n"])
        #expect(second.status != 0)
        #expect(second.stderr.contains("does not conform to protocol 'ScreenDefinition'"), "\(second.stderr)")
        for type in types { #expect(second.stderr.contains("'\(type)'"), "the compiler does not name \(type)") }
        let third = try await screens.run(
            .typecheck, modules: modules, editing: registered,
            adding: [
                "GiftCards/GiftCardsScreen.swift": """
                import StorePresentation

                /// The gift cards screen's tool side, begun: its view data and its kind of scenario.
                package enum GiftCardsScreen: ScreenDefinition {
                    package typealias ViewData = GiftCardsScreenViewData
                    package typealias Scenarios = BookingSearchScenarios
                }
                """
            ])
        #expect(third.status != 0)
        for member in members {
            #expect(third.stderr.contains("'\(member)'"), "the compiler does not name \(member)")
        }
    }

    /// `ScreenViewData.swift` with `line` in the switch that names each screen's type.
    static func registering(_ line: String) -> @Sendable (String) -> String {
        { text in
            text.replacingOccurrences(
                of: "        case .bookingSearch: BookingSearchScreenViewData.self\n",
                with: "        case .bookingSearch: BookingSearchScreenViewData.self\n" + line)
        }
    }

    /// `ScreenKind.swift` with the gift cards screen's case in the closed set.
    static let addingKnownCase: @Sendable (String) -> String = { text in
        text.replacingOccurrences(
            of: "        case bookingSearch = \"booking-search\"\n",
            with: "        case bookingSearch = \"booking-search\"\n" + knownCase)
    }

    /// The gift cards screen's view data, whole.
    static let wholeViewData = """
        import StoreDomain

        #if canImport(FoundationEssentials)
        import FoundationEssentials
        #else
        import Foundation
        #endif

        public struct GiftCardsScreenViewData: Sendable, Encodable {
            public var title = "Gift cards"
        }

        extension GiftCardsScreenViewData: PresentedScreen {
            public static var kind: ScreenKind { ScreenKind(.giftCards) }
            public static func viewData(
                for request: ScreenRequest, in mapper: ScreenMapper
            ) throws(ScreenRequest.Unavailable) -> Self { Self() }
            public var anyScreen: ScreenViewData { .giftCards(self) }
            public init?(_ screen: ScreenViewData) {
                guard case .giftCards(let own) = screen else { return nil }
                self = own
            }
            public var isRightToLeft: Bool { false }
            public var changesAt: Date? { nil }
        }
        """
}

/// A module of this build compiled again from copies of its sources, some edited and some
/// added, with the command SwiftPM ran for it (`.build/debug.yaml`); nothing is written but into
/// the test's own folder.
struct ModuleCompile {
    enum Mode {
        case typecheck
        case emitModule(into: URL)
    }

    let name: String
    /// The module's compiler command, without what it writes, and without its sources.
    let arguments: [String]
    let sources: [String]

    init(_ name: String) throws {
        let build = StoreFinderBinary.url.deletingLastPathComponent()
        let manifest = try String(
            contentsOf: build.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "debug.yaml"),
            encoding: .utf8)
        guard let start = manifest.range(of: "\"C.\(name)-"),
            let args = manifest[start.upperBound...].range(of: "args: "),
            let end = manifest[args.upperBound...].firstIndex(of: "\n")
        else { throw CompileError(description: "no command for \(name) in the build manifest") }
        let all = try JSONDecoder().decode([String].self, from: Data(manifest[args.upperBound..<end].utf8))
        // NB: everything the command writes goes: its objects, dependencies, index, header and
        // module. Without them, the compiler writes nothing, here or anywhere.
        let withValue: Set = [
            "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
        ]
        let alone: Set = [
            "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
            "-serialize-diagnostics", "-parseable-output", "-emit-objc-header",
        ]
        var kept: [String] = []
        var index = all.startIndex
        while index < all.endIndex {
            let argument = all[index]
            if withValue.contains(argument) {
                index += 2
                continue
            }
            if !alone.contains(argument), !argument.hasPrefix("@"), !argument.hasPrefix("-j") { kept.append(argument) }
            index += 1
        }
        self.name = name
        arguments = kept
        sources = try String(
            contentsOf: build.appendingPathComponent("\(name).build/sources"), encoding: .utf8
        ).split(separator: "\n").map(String.init)
    }

    /// The module compiled in `mode`, its files under `Sources/…/NAME/` edited as `editing`
    /// says (by path under the module's folder) and `adding` added, against `modules` first.
    func run(
        _ mode: Mode, modules: URL? = nil, editing: [String: @Sendable (String) -> String] = [:],
        adding: [String: String] = [:]
    ) async throws -> CommandResult {
        let folder = try StoreFinderBinary.temporaryFolder()
        var files: [String] = []
        for source in sources {
            guard let (path, edit) = editing.first(where: { source.hasSuffix("/\(name)/" + $0.key) }) else {
                files.append(source)
                continue
            }
            let copy = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try edit(try String(contentsOfFile: source, encoding: .utf8)).write(
                to: copy, atomically: true, encoding: .utf8)
            files.append(copy.path)
        }
        guard files.count == sources.count, editing.keys.allSatisfy({ key in files.contains { $0.hasSuffix(key) } })
        else { throw CompileError(description: "a file to edit is not a source of \(name)") }
        for (path, text) in adding {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let output: [String]
        switch mode {
        case .typecheck: output = ["-typecheck"]
        case .emitModule(let into):
            output = ["-emit-module", "-emit-module-path", into.appendingPathComponent("\(name).swiftmodule").path]
        }
        let search = modules.map { ["-I", $0.path] } ?? []
        // NB: one compiler job for the whole module (`-wmo`). SwiftPM's batches are gone with
        // its `-j` and `-enable-batch-mode`, and without them the driver runs one job a file,
        // each parsing every file again: 12 s for StorePresentation where one job takes 3 s.
        return try await StoreFinderBinary.run(
            search + Array(arguments.dropFirst()) + ["-wmo"] + output + files, in: folder,
            executable: URL(fileURLWithPath: arguments[0]))
    }

    struct CompileError: Error, CustomStringConvertible {
        var description: String
    }
}

/// The requirements a protocol declares, as the compiler names them: `kind`,
/// `viewData(for:in:)`, `init(_:)`, `Scenarios`.
enum Requirements {
    /// Its associated types, its other members, or both.
    enum Kind { case types, members, all }

    static func of(_ proto: String, in file: String, only kind: Kind = .all) throws -> [String] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        guard let start = text.range(of: "protocol \(proto)"), let open = text[start.upperBound...].firstIndex(of: "{")
        else { return [] }
        // The protocol's body: to the brace that closes it.
        var depth = 0
        var end = open
        for index in text[open...].indices {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" { depth -= 1 }
            if depth == 0 {
                end = index
                break
            }
        }
        let body = text[open..<end].split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
        }
        .joined(separator: "\n")
        var names: [String] = []
        if kind != .members {
            for match in body.matches(of: /associatedtype (\w+)/) { names.append(String(match.1)) }
        }
        guard kind != .types else { return names }
        for match in body.matches(of: /(?:static )?var (\w+)/) { names.append(String(match.1)) }
        for match in body.matches(of: /(?:static )?func (\w+)\(([^)]*)\)/) {
            names.append("\(match.1)(\(labels(String(match.2))))")
        }
        for match in body.matches(of: /init\??\(([^)]*)\)/) { names.append("init(\(labels(String(match.1))))") }
        return names
    }

    /// `for request: ScreenRequest, in mapper: ScreenMapper` → `for:in:`.
    private static func labels(_ parameters: String) -> String {
        parameters.split(separator: ",").map { parameter in
            let name = parameter.split(separator: ":").first ?? ""
            return (name.split(whereSeparator: \.isWhitespace).first ?? "_") + ":"
        }.joined()
    }
}
