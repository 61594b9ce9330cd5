#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A source file a build tool generates.
package enum GeneratedFile {
    /// Writes `text` to `path` atomically, unless the file already holds it: unchanged output
    /// keeps its timestamp, so what depends on it does not rebuild for nothing.
    package static func write(_ text: String, to path: String) throws {
        let data = Data(text.utf8)
        let url = URL(fileURLWithPath: path)
        if (try? Data(contentsOf: url)) == data { return }
        try data.write(to: url, options: .atomic)
    }
}
