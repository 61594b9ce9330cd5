import Foundation
import StoreReview
import Testing

/// Compares `text` with the snapshot file `name.txt` in `folder`, and shows a unified diff when
/// they differ. Set STOREFINDER_RECORD_SNAPSHOTS=1 to write snapshots; a missing snapshot is
/// written and reported as a failure, so it is never silently new.
///
/// ```swift
/// assertSnapshot(rendered, named: "list--results--w44", in: snapshotsFolder)
/// ```
public func assertSnapshot(
    _ text: String, named name: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = folder.appendingPathComponent(name + ".txt")
    let recording = ProcessInfo.processInfo.environment["STOREFINDER_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let approved = try? String(contentsOf: url, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url, options: .atomic)
        if !recording {
            Issue.record(
                "no snapshot \(name).txt yet; wrote it — review it and run again", sourceLocation: sourceLocation)
        }
        return
    }
    let diff = UnifiedDiff.make(
        old: approved, new: text, oldName: "snapshot/\(name).txt", newName: "rendered", context: 2)
    #expect(diff.isEmpty, "\(diff)", sourceLocation: sourceLocation)
}
