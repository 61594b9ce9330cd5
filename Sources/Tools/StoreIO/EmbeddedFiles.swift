#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Files compiled into a tool's binary, by their path from the package root.
///
/// ```swift
/// let files = EmbeddedFiles(["Themes/dark.yml": "name: dark\n"])
/// files.paths(under: "Themes")   // ["Themes/dark.yml"]
/// ```
package struct EmbeddedFiles: Sendable {
    private let files: [String: String]

    /// Files by path.
    package init(_ files: [String: String]) {
        self.files = files
    }

    /// The text of the file at `path`, such as `Localizations/en.yml`; `nil` when none is embedded there.
    package func text(at path: String) -> String? {
        files[path]
    }

    /// The UTF-8 bytes of the file at `path`, for a decoder; `nil` when none is embedded there.
    package func data(at path: String) -> Data? {
        guard var text = files[path] else { return nil }
        // NB: copied from the string's own buffer. `Data(text.utf8)` takes any sequence, and
        // asks the runtime whether it is `ContiguousBytes`: a scan of every conformance record
        // on the first call.
        return text.withUTF8 { Data(buffer: $0) }
    }

    /// The paths of the files under `folder` (such as `Examples/Scenarios`), sorted.
    package func paths(under folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Every path, sorted.
    package var allPaths: [String] { files.keys.sorted() }
}
