extension String {
    /// A string of the bytes `write` puts into a buffer of `capacity` bytes; `write` returns
    /// how many it wrote.
    ///
    /// The bytes must already be valid UTF-8: whole runs copied from valid strings and cut
    /// only at scalar boundaries, as a message's literal runs (cut at its ASCII `%{…}`
    /// placeholders) and formatted values are.
    ///
    /// NB: `String(unsafeUninitializedCapacity:)` checks every byte it is given, which was a
    /// fifth of a plural lookup in Cyrillic. Here the bytes are assembled on the stack and
    /// copied into the string unchecked; debug builds still check them.
    static func assembling(capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        guard #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) else {
            return String(unsafeUninitializedCapacity: capacity, initializingUTF8With: write)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let written = write(buffer)
            let bytes = UnsafeBufferPointer(rebasing: buffer[..<written])
            assert(String(validating: bytes, as: UTF8.self) != nil, "assembled bytes are not valid UTF-8")
            return String(copying: UTF8Span(unchecked: bytes.span))
        }
    }
}
