import StoreDisplayText

extension YAMLParser {
    /// Checks the size limit, then runs `body` with a libyaml reader over `text`'s bytes.
    /// The one place the parse entry points get a reader, so the limit and the buffer's
    /// lifetime are handled once. Errors come back quoting their line.
    func withReader<Result>(
        _ text: String, file: String,
        _ body: (LibYAMLEventReader) throws(YAMLError) -> Result
    ) throws(YAMLError) -> Result {
        let source = YAMLSource(file: file, text: text)
        var utf8 = Array(text.utf8)
        guard utf8.count <= limits.maxInputBytes else {
            throw source.error(
                .inputTooLarge(bytes: utf8.count, limit: limits.maxInputBytes),
                at: FilePosition(file: file, line: 1, column: 1))
        }
        // NB: libyaml reads straight from the buffer, so the reader lives only inside this
        // closure. The error comes out typed, not in a `Swift.Result`, whose metadata cost the
        // first parse of every process a conformance scan.
        do throws(YAMLError) {
            return try utf8.withUnsafeMutableBufferPointer { buffer throws(YAMLError) in
                try body(LibYAMLEventReader(bytes: UnsafeBufferPointer(buffer), file: file))
            }
        } catch {
            throw source.error(error.kind, at: error.location)
        }
    }
}
