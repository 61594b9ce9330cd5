import StoreText

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
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        // NB: libyaml reads straight from the buffer, so the reader lives only inside this closure.
        let outcome: Swift.Result<Result, YAMLError> = utf8.withUnsafeMutableBufferPointer { buffer in
            let reader = LibYAMLEventReader(bytes: UnsafeBufferPointer(buffer), file: file)
            do throws(YAMLError) { return .success(try body(reader)) } catch { return .failure(error) }
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw source.error(error.kind, at: error.location)
        }
    }
}
