#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The YAML files of a directory, for everything that reads one whole: string tables,
/// themes, and their linters.
package enum YAMLFiles {
    /// Whether `name` ends in `.yml` or `.yaml`.
    package static func isYAML(_ name: String) -> Bool {
        name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    /// Whether `path` names a directory (following a symbolic link), rather than a file.
    package static func isDirectory(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        if type == .typeSymbolicLink {
            return (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
        }
        return type == .typeDirectory
    }

    /// The `.yml` and `.yaml` files directly inside `directory`, as paths sorted by file name.
    /// Throws when the directory cannot be listed.
    package static func paths(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter(isYAML)
            .sorted()
            .map { FileName.join(directory, $0) }
    }
}
