import Foundation
import Testing

/// A screen is declared once, in `ScreenKind.Known`, and is one conformance per layer: the
/// app side's `PresentedScreen`, the tool side's `ScreenDefinition`. Three switches tie them
/// to the closed set, with no `default:`, so a new screen fails to compile until each names
/// its type; every other layer asks the screen's type, and switches over no screen.
@Suite("Screens are switched over in the registries only, and never with a default branch")
struct ScreenSwitchTests {
    /// The cases of `ScreenKind.Known`, read from its declaration.
    static let screens: [String] = {
        let file = packageRoot.appendingPathComponent("Sources/App/StorePresentation/Screens/ScreenKind.swift")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard let start = text.range(of: "package enum Known"), let end = text[start.upperBound...].range(of: "}")
        else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { " =:".contains($0) })
            return words.first == "case" && words.count > 1 ? String(words[1]) : nil
        }
    }()

    @Test("the closed set of screens is read from its declaration")
    func declared() {
        #expect(Self.screens.contains("list") && Self.screens.contains("bookingSearch"))
    }

    @Test("every switch in Sources that names two screens or more handles each, with no default")
    func noDefault() throws {
        for (file, body) in try Self.switchesOverScreens() {
            let hasDefault = body.split(separator: "\n").contains {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("default:")
            }
            #expect(!hasDefault, "\(file): a switch over screens ends in default:")
        }
    }

    @Test("the only switches over screens are the three registries: the view data's case, its type, its definition")
    func onlyTheRegistries() throws {
        let files = try Self.switchesOverScreens().map(\.file).sorted()
        #expect(
            files == [
                "App/StorePresentation/Screens/ScreenViewData.swift",
                "App/StorePresentation/Screens/ScreenViewData.swift",
                "Tools/StoreScreens/ScreenDefinitions.swift",
            ])
    }

    /// Every switch in Sources whose top level names two screens or more, with its file.
    static func switchesOverScreens() throws -> [(file: String, body: String)] {
        let names = screens.joined(separator: "|")
        let caseLine = try Regex("case\\s+\\.(\(names))\\b")
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var found: [(file: String, body: String)] = []
        for file in files where file.hasSuffix(".swift") && !file.contains("/Generated/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for body in switchBodies(in: text) {
                let named = Set(body.matches(of: caseLine).map { String(body[$0.range]) })
                if named.count >= 2 { found.append((file, body)) }
            }
        }
        return found
    }

    /// The top level of each `switch … { … }` body in `text`: nested blocks left out.
    static func switchBodies(in text: String) -> [String] {
        var bodies: [String] = []
        var searchFrom = text.startIndex
        while let found = text[searchFrom...].range(of: "switch ") {
            guard let open = text[found.upperBound...].firstIndex(of: "{") else { break }
            var depth = 1
            var index = text.index(after: open)
            var body = ""
            while index < text.endIndex, depth > 0 {
                let character = text[index]
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
                if depth == 1, character != "{", character != "}" { body.append(character) }
                index = text.index(after: index)
            }
            bodies.append(body)
            searchFrom = found.upperBound
        }
        return bodies
    }
}
