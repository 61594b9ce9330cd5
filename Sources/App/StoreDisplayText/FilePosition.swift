/// A position in a text input: the file it came from, and a 1-based line and column.
///
/// Every error about a string table, a theme or an input file carries one, so a person (or
/// an editor) can jump to the place. Columns count Unicode scalars, as libyaml does, so a
/// caret drawn under the offending line lands on the right character even after non-ASCII
/// text.
///
/// ```swift
/// let here = FilePosition(file: "en.yml", line: 3, column: 5)
/// print(here) // en.yml:3:5
/// ```
public struct FilePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file name as the caller named it, or a label such as `<string>`.
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1.
    public var column: Int

    /// Creates a position.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: FilePosition, rhs: FilePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
