/// A unified diff of two texts, line by line, as `diff -u` prints it.
///
/// ```swift
/// print(UnifiedDiff.make(old: approved, new: rendered, oldName: "a/list.txt", newName: "b/list.txt"))
/// ```
public enum UnifiedDiff {
    private enum Edit {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The diff, or an empty string when the texts are equal.
    ///
    /// - Complexity: O(*n* × *m*) in the line counts; review files are a few dozen lines.
    public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = diff(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Group edits into hunks with `context` unchanged lines around each change.
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            var oldStart = 1, newStart = 1
            for edit in edits[..<hunk.lowerBound] {
                switch edit {
                case .same:
                    oldStart += 1
                    newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for edit in edits[hunk] {
                switch edit {
                case .same(let line):
                    oldCount += 1
                    newCount += 1
                    body += " \(line)\n"
                case .removed(let line):
                    oldCount += 1
                    body += "-\(line)\n"
                case .added(let line):
                    newCount += 1
                    body += "+\(line)\n"
                }
            }
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
        }
        return output
    }

    /// The lines a change touched, counted from 0: those of `old` it removed and those of `new`
    /// it added, as ``make(old:new:oldName:newName:context:)`` prints them with `-` and `+`.
    public static func changedLines(old: String, new: String) -> (removed: [Int], added: [Int]) {
        guard old != new else { return ([], []) }
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var removed: [Int] = [], added: [Int] = []
        var i = 0, j = 0
        for edit in diff(a, b) {
            switch edit {
            case .same:
                i += 1
                j += 1
            case .removed:
                removed.append(i)
                i += 1
            case .added:
                added.append(j)
                j += 1
            }
        }
        return (removed, added)
    }

    private static func diff(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals first, as diff -u prints them.
                edits.append(.removed(a[i]))
                i += 1
            } else {
                edits.append(.added(b[j]))
                j += 1
            }
        }
        return edits
    }
}
