import StoreDisplayText

/// Why a file could not be read as text, and where: the file for a refusal of the whole file,
/// or the line and column of the first byte that is not UTF-8.
///
/// Loaders wrap it in their own error type (`YAMLError`, `InputError`), so every tool gives
/// the same reasons in its own words.
package struct FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What stopped the read.
    package enum Problem: Sendable, Hashable {
        /// The file could not be read as text: the reason, such as the system's.
        case unreadable(String)
        /// The file is larger than the reader accepts.
        case tooLarge(bytes: Int, limit: Int)

        /// The reason in words: `cannot read the file (No such file or directory)`.
        package var message: String {
            switch self {
            case .unreadable(let reason): reason
            case .tooLarge(let bytes, let limit):
                "the file is \(bytes) bytes, more than the limit of \(limit) bytes (\(FileReadError.mebibytes(limit))) "
                    + "that guards against hostile input"
            }
        }
    }

    /// What stopped the read.
    package var problem: Problem
    /// The file, and the place in it for bytes that are not UTF-8 (else line 1, column 1).
    package var location: FilePosition

    package init(_ problem: Problem, at location: FilePosition) {
        self.problem = problem
        self.location = location
    }

    /// The reason without the position: `cannot read the file (No such file or directory)`.
    package var message: String { problem.message }

    /// `256 MiB`, or `1.5 MiB`.
    static func mebibytes(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(Double(bytes * 10 >> 20) / 10) MiB"
    }

    /// `file:line:column: reason`.
    package var description: String { "\(location): \(message)" }
}
