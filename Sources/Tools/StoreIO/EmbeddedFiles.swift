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

    /// The paths of the files under `folder` (such as `Examples/Scenarios`), sorted.
    package func paths(under folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Every path, sorted.
    package var allPaths: [String] { files.keys.sorted() }
}
