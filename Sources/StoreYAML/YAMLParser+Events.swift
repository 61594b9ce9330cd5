/// One parse event, as a streaming consumer sees it.
public enum YAMLStreamEvent: Sendable {
    /// A scalar's text, its style, and whether it carried an anchor or a tag.
    case scalar(String, YAMLScalar.Style, hasAnchorOrTag: Bool)
    /// The start of a mapping or a sequence, and whether it carried an anchor or a tag.
    case mappingStart(hasAnchorOrTag: Bool)
    case mappingEnd
    case sequenceStart(hasAnchorOrTag: Bool)
    case sequenceEnd
    /// An alias to an anchor.
    case alias(String)
    case documentStart, documentEnd
}

extension YAMLParser {
    /// Streams the events of `text` to `visit`, enforcing the size and depth limits, without
    /// building a tree. For loaders that flatten as they read; anything the stream cannot
    /// express (aliases to expand, merge keys) is the caller's cue to fall back to ``parse(_:file:)``.
    ///
    /// Returning `false` from `visit` stops the stream early.
    public func scan(_ text: String, file: String = "<string>",
                     _ visit: (YAMLStreamEvent, SourceLocation) throws(YAMLError) -> Bool) throws(YAMLError) {
        let source = YAMLSource(file: file, text: text)
        var utf8 = Array(text.utf8)
        guard utf8.count <= limits.maxInputBytes else {
            throw source.error(.inputTooLarge(bytes: utf8.count, limit: limits.maxInputBytes), at: SourceLocation(file: file, line: 1, column: 1))
        }
        let maxDepth = limits.maxDepth
        let failure: YAMLError? = utf8.withUnsafeMutableBufferPointer { buffer in
            let reader = LibYAMLEventReader(bytes: UnsafeBufferPointer(buffer), file: file)
            var depth = 0
            do throws(YAMLError) {
                while true {
                    let (event, location) = try reader.next()
                    let streamed: YAMLStreamEvent
                    switch event {
                    case .streamStart: continue
                    case .streamEnd: return nil
                    case .documentStart: streamed = .documentStart
                    case .documentEnd: streamed = .documentEnd
                    case .scalar(let value, let style, let anchor, let tag):
                        streamed = .scalar(value, style, hasAnchorOrTag: anchor != nil || tag != nil)
                    case .alias(let name): streamed = .alias(name)
                    case .mappingStart(let anchor, let tag), .sequenceStart(let anchor, let tag):
                        depth += 1
                        guard depth <= maxDepth else { throw YAMLError(.tooDeep(limit: maxDepth), at: location) }
                        if case .mappingStart = event {
                            streamed = .mappingStart(hasAnchorOrTag: anchor != nil || tag != nil)
                        } else {
                            streamed = .sequenceStart(hasAnchorOrTag: anchor != nil || tag != nil)
                        }
                    case .mappingEnd:
                        depth -= 1
                        streamed = .mappingEnd
                    case .sequenceEnd:
                        depth -= 1
                        streamed = .sequenceEnd
                    }
                    guard try visit(streamed, location) else { return nil }
                }
            } catch {
                return error
            }
        }
        if let failure { throw source.error(failure.kind, at: failure.location) }
    }
}
