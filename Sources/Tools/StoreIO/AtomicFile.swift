#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes files so that a reader, or an interrupted run, never sees half a file, or a folder
/// half rewritten.
package enum AtomicFile {
    /// Writes `text` to `path` through a temporary file in the same folder and a rename.
    package static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Writes each of `files` (texts by path under `directory`) through a temporary file and a
    /// rename, leaving the folder's other files as they are.
    package static func write(_ files: [String: String], into directory: String) throws {
        for (path, text) in files { try write(text, to: FileName.join(directory, path)) }
    }

    /// Replaces the folder `directory` with one that holds `files` (texts by path under it):
    /// every file is written into a fresh folder beside it, which is then renamed into its
    /// place, so a reader sees the old folder whole or the new one whole, and an interrupted run
    /// leaves the old one as it was. A file already there that `keeps` accepts (by its path
    /// under the folder) is carried over; every other is gone with the old folder.
    ///
    /// - Complexity: one write per file, and three renames, whatever the number of files; no
    ///   file is flushed on its own, since the rename of the folder is what a reader waits for.
    package static func replaceFolder(
        _ directory: String, with files: [String: String], keeping keeps: (String) -> Bool = { _ in false }
    ) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let fresh = parent.appendingPathComponent(".\(target.lastPathComponent).new-\(UUID().uuidString)")
        try manager.createDirectory(at: fresh, withIntermediateDirectories: false)
        // NB: removed unless it was renamed into place, whatever failed on the way.
        defer { try? manager.removeItem(at: fresh) }
        var folders = Set(files.keys.map { fresh.appendingPathComponent($0).deletingLastPathComponent().path })
        folders.remove(fresh.path)
        for folder in folders.sorted() {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for (path, text) in files { try Data(text.utf8).write(to: fresh.appendingPathComponent(path)) }
        guard manager.fileExists(atPath: target.path) else {
            try manager.moveItem(at: fresh, to: target)
            return
        }
        // NB: a folder is told by listing it, since FoundationEssentials has no isDirectory
        // out-parameter: only a folder lists.
        let kept = (try manager.subpathsOfDirectory(atPath: target.path)).filter { path in
            keeps(path) && files[path] == nil
                && (try? manager.contentsOfDirectory(atPath: target.appendingPathComponent(path).path)) == nil
        }
        for path in kept {
            let copy = fresh.appendingPathComponent(path)
            try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: target.appendingPathComponent(path), to: copy)
        }
        let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(UUID().uuidString)")
        try manager.moveItem(at: target, to: old)
        do {
            try manager.moveItem(at: fresh, to: target)
        } catch {
            try? manager.moveItem(at: old, to: target)
            throw error
        }
        try? manager.removeItem(at: old)
    }
}
