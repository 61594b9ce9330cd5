import Foundation
import StoreLocalization
import StorePresentation
import Testing

/// The package root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Apple's UI frameworks: imported only behind `#if canImport(…)`, so Linux never sees them.
let applePlatformFrameworks: Set<String> = ["SwiftUI", "UIKit"]

/// The modules an app links, and what each may import: the app-facing modules below it, and
/// libraries that build for iOS and macOS as they do for Linux.
let appFacingImports: [String: Set<String>] = {
    let portable: Set<String> = [
        "FoundationEssentials", "FoundationInternationalization", "Foundation", "Synchronization", "RealModule",
        "Logging",
    ]
    return [
        "StoreDisplayText": portable,
        "StoreDomain": portable.union(["StoreDisplayText"]),
        // Collation on Linux: the ICU FoundationInternationalization itself loads (see Collation.swift).
        "StoreLocalization": portable.union(["StoreDisplayText", "_FoundationICU"]),
        // Apple's UI frameworks, for the one-line conversions from SwiftUI's and UIKit's text
        // sizes, each behind `#if canImport` (see the test of it below).
        "StoreTheme": portable.union(["StoreDisplayText"]).union(applePlatformFrameworks),
        "StorePresentation": portable.union(["StoreDisplayText", "StoreDomain", "StoreLocalization", "StoreTheme"]),
    ]
}()

/// Every Swift file of an app-facing module, with its text.
func appFacingSources() throws -> [(module: String, path: String, text: String)] {
    var files: [(String, String, String)] = []
    for module in appFacingImports.keys.sorted() {
        let folder = packageRoot.appendingPathComponent("Sources/App/\(module)")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        for path in paths {
            files.append(
                (
                    module, "\(module)/\(path)",
                    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                ))
        }
    }
    return files
}

@Suite("App-facing modules stay app-facing")
struct AppFacingImportTests {
    @Test("they import only app-facing modules and portable libraries: no libyaml, no tool side, no Glibc or Dispatch")
    func imports() throws {
        let files = try appFacingSources()
        #expect(files.count > 60)
        for (module, path, text) in files {
            let allowed = try #require(appFacingImports[module])
            for line in text.split(separator: "\n")
            where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                let name = String(line.split(separator: " ").last ?? "")
                #expect(allowed.contains(name), "\(path) imports \(name)")
            }
        }
    }

    @Test("Apple's UI frameworks are imported only behind #if canImport, so the module builds on Linux")
    func platformFrameworks() throws {
        for (_, path, text) in try appFacingSources() {
            for framework in applePlatformFrameworks where text.contains("\nimport \(framework)\n") {
                #expect(
                    text.contains("#if canImport(\(framework))\nimport \(framework)\n"), "\(path) imports \(framework)")
            }
        }
    }

    @Test(
        "Foundation is imported whole only where FoundationEssentials is missing, so Linux never loads libFoundation.so"
    )
    func foundationEssentials() throws {
        for (_, path, text) in try appFacingSources()
        where text.contains("\nimport Foundation\n") || text.hasPrefix("import Foundation\n") {
            #expect(text.contains("#if canImport(FoundationEssentials)"), "\(path) imports all of Foundation")
        }
    }

    @Test("they read no files, start no threads and call no C library directly")
    func noSystemCalls() throws {
        let forbidden = [
            "FileManager", "Data(contentsOf", "contentsOfFile", "URL(fileURLWithPath", "pthread_", "Thread(",
            "DispatchQueue",
            "memchr", "isatty", "getenv", "ProcessInfo",
        ]
        for (_, path, text) in try appFacingSources() {
            for word in forbidden {
                #expect(!text.contains(word), "\(path) uses \(word)")
            }
        }
    }
}

@Suite("Keys that are Swift keywords generate accessors that compile")
struct KeywordKeyTests {
    @Test("protocol, self, Type, Protocol and Self keys, and keyword placeholders, reach their strings")
    func keywords() {
        let strings = Localizer(catalog: StoreFinderResources.strings, locale: "en")
        #expect(strings.string(Strings.`protocol`) == "A protocol")
        #expect(strings.string(Strings.`self`) == "Itself")
        #expect(strings.string(Strings.Type_.inner) == "Inside a Type group")
        #expect(strings.string(Strings.Protocol_.inner) == "Inside a Protocol group")
        #expect(strings.string(Strings.`Self`.inner) == "Inside a Self group")
        #expect(strings.string(Strings.Keywords.`init`) == "Starting")
        #expect(strings.string(Strings.Keywords.type) == "A type")
        #expect(strings.string(Strings.Keywords.`default`) == "The default")
        #expect(strings.string(Strings.Keywords.quoted(self: "a", protocol: "b", type: "c")) == "a and b and c")
    }
}

@Suite("The tools take the app-facing road")
struct ToolLayeringTests {
    @Test(
        "render maps through the app-facing ScreenMapper and draws with StoreRendering, never through the review")
    func renderSkipsReview() throws {
        func source(_ path: String) throws -> String {
            try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        }
        let render = try source("Sources/Tools/storefinder/Commands/RenderCommand.swift")
        #expect(!render.contains("import StoreReview"))
        #expect(render.contains("definition.render("))
        // A screen's definition maps its request as an app does, through the screen's own
        // app-facing mapping with the ScreenMapper's strings, theme and mappers.
        let drawing = try source("Sources/Tools/StoreScreens/ScreenDefinition+Rendering.swift")
        #expect(drawing.contains("ViewData.viewData(for: request, in: mapper)"))
    }
}
