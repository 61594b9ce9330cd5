/// Hard limits that keep hostile or broken YAML from using unbounded time or memory.
///
/// Each has a safe default. Raise one only for inputs you trust.
///
/// ```swift
/// var limits = YAMLLimits()
/// limits.maxDepth = 16
/// let parser = YAMLParser(limits: limits)
/// ```
public struct YAMLLimits: Sendable, Hashable {
    /// The most nested collections allowed. Default 64.
    public var maxDepth: Int
    /// The most nodes that aliases may add by expansion, across a document. Default 100,000.
    ///
    /// A "billion laughs" document reaches this after a few levels and is refused
    /// before anything is expanded.
    public var maxAliasExpansion: Int
    /// The most scalar text, in bytes, that aliases may add by expansion, across a document.
    /// Default 8 MiB.
    ///
    /// The node cap alone lets one 1 MB anchored string be aliased a thousand times, a gigabyte
    /// for every consumer that walks the tree; this refuses it as the alias is read.
    public var maxAliasExpansionBytes: Int
    /// The largest input accepted, in bytes. Default 16 MiB.
    public var maxInputBytes: Int

    /// Creates limits, with the defaults for anything not given.
    public init(
        maxDepth: Int = 64, maxAliasExpansion: Int = 100_000, maxAliasExpansionBytes: Int = 8 << 20,
        maxInputBytes: Int = 16 << 20
    ) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxAliasExpansionBytes = maxAliasExpansionBytes
        self.maxInputBytes = maxInputBytes
    }
}
