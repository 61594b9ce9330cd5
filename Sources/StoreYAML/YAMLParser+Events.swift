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
        let maxDepth = limits.maxDepth
        try withReader(text, file: file) { reader throws(YAMLError) in
            var depth = 0
            while true {
                let (event, location) = try reader.next()
                let streamed: YAMLStreamEvent
                switch event {
                case .streamStart: continue
                case .streamEnd: return
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
                guard try visit(streamed, location) else { return }
            }
        }
    }
}
