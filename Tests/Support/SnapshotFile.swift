import StoreTextDiff

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A snapshot file: the approved text of a rendered screen or a command's output, which a
/// reviewer reads in a pull request.
///
/// A test compares what it produced with the file and expects no failure:
///
/// ```swift
/// let snapshot = SnapshotFile(named: "list--results--w44", in: snapshotsFolder)
/// #expect(snapshot.failure(comparing: rendered) == nil)
/// ```
///
/// With `STOREFINDER_RECORD_SNAPSHOTS=1` in the environment the file is written instead. A
/// missing file is written too, and reported as a failure, so a snapshot is never silently
/// new.
public struct SnapshotFile: Sendable {
    /// The file's name, without `.txt`.
    public var name: String
    /// The file: `name.txt` in the folder.
    public var url: URL

    /// The snapshot `name.txt` in `folder`.
    public init(named name: String, in folder: URL) {
        self.name = name
        self.url = folder.appendingPathComponent(name + ".txt")
    }

    /// Whether this run records snapshots rather than comparing them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["STOREFINDER_RECORD_SNAPSHOTS"] == "1"
    }

    /// `nil` when `text` matches the file; otherwise why not: a unified diff, or that the file
    /// was missing and has been written. When recording, writes `text` and answers `nil`.
    public func failure(comparing text: String) -> String? {
        guard !Self.isRecording, let approved = try? String(contentsOf: url, encoding: .utf8) else {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url, options: .atomic)
            return Self.isRecording ? nil : "no snapshot \(name).txt yet; wrote it — review it and run again"
        }
        let diff = UnifiedDiff.make(
            old: approved, new: text, oldName: "snapshot/\(name).txt", newName: "rendered", context: 2)
        return diff.isEmpty ? nil : diff
    }
}
