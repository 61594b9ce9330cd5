import StoreText

/// A scalar's text as libyaml produced it, borrowed for the length of one visit.
///
/// NB: `bytes` points into libyaml's event, which is freed when the visit returns; copy
/// what you keep, with ``string`` or your own buffer. Loaders that build their keys from
/// bytes skip a `String` per key this way.
package struct YAMLScalarView {
    /// The scalar's UTF-8 text, escapes and folding applied. Valid only during the visit.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// How the scalar was written.
    package let style: YAMLScalar.Style
    /// Whether the scalar carried an anchor or a tag.
    package let hasAnchorOrTag: Bool

    /// A copy of the text.
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the scalar is written plain and spelled as one of YAML's nulls.
    package var isNull: Bool {
        guard style == .plain else { return false }
        switch bytes.count {
        case 0: return true
        case 1, 4: return YAMLScalar.isNullSpelling(string)
        default: return false
        }
    }
}

/// One parse event, as a streaming consumer sees it.
package enum YAMLStreamEvent {
    /// A scalar, borrowed for the visit.
    case scalar(YAMLScalarView)
    /// The start of a mapping or a sequence, and whether it carried an anchor or a tag.
    case mappingStart(hasAnchorOrTag: Bool)
    case mappingEnd
    case sequenceStart(hasAnchorOrTag: Bool)
    case sequenceEnd
    /// An alias to an anchor.
    case alias
    case documentStart, documentEnd
}

/// Where an event starts: a 1-based line and column, without the file, so that streaming
/// costs nothing per event; ``SourceLocation`` adds the file when a location is kept.
package struct YAMLMark {
    package let line: Int
    package let column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The mark in `file`.
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

extension YAMLParser {
    /// Streams the events of `text` to `visit`, enforcing the size and depth limits, without
    /// building a tree or copying scalar text. For loaders that flatten as they read; anything
    /// the stream cannot express (aliases to expand, merge keys) is the caller's cue to fall
    /// back to ``parse(_:file:)``.
    ///
    /// Returning `false` from `visit` stops the stream early.
    package func scan(_ text: String, file: String = "<string>",
                      _ visit: (YAMLStreamEvent, YAMLMark) throws(YAMLError) -> Bool) throws(YAMLError) {
        let maxDepth = limits.maxDepth
        var depth = 0
        func checked(_ event: YAMLStreamEvent, _ mark: YAMLMark) throws(YAMLError) -> Bool {
            switch event {
            case .mappingStart, .sequenceStart:
                depth += 1
                guard depth <= maxDepth else { throw YAMLError(.tooDeep(limit: maxDepth), at: mark.location(in: file)) }
            case .mappingEnd, .sequenceEnd:
                depth -= 1
            default:
                break
            }
            return try visit(event, mark)
        }
        try withReader(text, file: file) { reader throws(YAMLError) in
            while try reader.visitNext(checked) {}
        }
    }
}
