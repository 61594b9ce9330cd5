/// Calls a closure with a string's UTF-8 bytes in place.
extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes, in place when the string stores them
    /// contiguously (every native string does), or from a copy when it does not.
    ///
    /// Parsers that check a few ASCII bytes use it: walking `utf8` by index, above all on a
    /// `Substring`, costs many times what reading a buffer does.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(utf8).withUnsafeBufferPointer(body)
    }
}
