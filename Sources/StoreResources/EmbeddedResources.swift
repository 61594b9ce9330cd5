/// The files StoreFinder ships (sample data, string tables and themes), compiled into the binary.
///
/// Paths are relative to the package root, such as `Examples/stores.json` or
/// `Localizations/en.yml`. `Scripts/embed-resources.py` regenerates the contents,
/// and a test keeps them equal to the files on disk.
///
/// ```swift
/// let stores = EmbeddedResources.text(at: "Examples/stores.json")
/// ```
public enum EmbeddedResources {
    /// The text of the embedded file at `path`, or `nil` when nothing is embedded there.
    public static func text(at path: String) -> String? {
        files[path]
    }

    /// The paths of embedded files under `folder` (such as `Examples/Scenarios`), sorted.
    public static func paths(under folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Every embedded path, sorted.
    public static var allPaths: [String] { files.keys.sorted() }
}
