// The names of 0.1 that a later version renamed, each an alias of the new name. They go in the next
// minor version after the one that deprecated them (CHANGELOG.md, "Deprecated").

/// The former name of ``FilePosition``, which collided with Swift Testing's `SourceLocation`
/// in every test that imports both.
@available(*, deprecated, renamed: "FilePosition")
public typealias SourceLocation = FilePosition
