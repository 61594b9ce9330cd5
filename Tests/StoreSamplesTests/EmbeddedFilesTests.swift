import Foundation
import StoreShippedYAML
import StoreThemeTools
import Testing

@testable import StoreSamples

/// The files the EmbedFiles plugin compiles in, against the files on disk: the escaping of
/// its string literals, and the lists that name them.
@Suite("Files embedded at build time")
struct EmbeddedFilesTests {
    /// Every embedded file: the samples, and the shipped tables and themes the tools load.
    static let embedded: [(path: String, text: String?)] =
        SampleFiles.files.allPaths.map { ($0, SampleFiles.files.text(at: $0)) }
        + (ShippedTables.paths + [ShippedTables.recordPath]).map { ($0, ShippedTables.text(at: $0)) }
        + ThemeLibrary.shipped.sources.values.map { ($0.file, $0.text) }

    @Test("every embedded file equals the file on disk, byte for byte", arguments: embedded.map(\.path))
    func embeddedMatchesDisk(path: String) throws {
        let onDisk = try Data(contentsOf: packageRoot.appendingPathComponent(path))
        let text = try #require(Self.embedded.first { $0.path == path }?.text)
        #expect(Data(text.utf8) == onDisk)
    }

    @Test("every data file under the listed folders is embedded, and nothing else")
    func nothingLeftOut() throws {
        var onDisk: [String] = []
        for folder in ["Examples", "Localizations", "Themes"] {
            let base = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker
            where (path.hasSuffix(".json") || path.hasSuffix(".geojson") || path.hasSuffix(".yml"))
                // Not sample data: the example app, the broken files the documentation's
                // error examples check (Examples/Invalid), the design tokens its import
                // example reads (Examples/Tokens), and the translations its import example
                // reads (Examples/Translations).
                && !path.hasPrefix("App") && !path.hasPrefix("Invalid") && !path.hasPrefix("Tokens")
                && !path.hasPrefix("Translations")
                && !path.contains("/.")
            {
                onDisk.append("\(folder)/\(path)")
            }
        }
        #expect(onDisk.sorted() == Self.embedded.map(\.path).sorted())
    }
}
