import StoreDisplayText

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
/// costs nothing per event; ``FilePosition`` adds the file when a location is kept.
package struct YAMLMark {
    package let line: Int
    package let column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The mark in `file`.
    package func location(in file: String) -> FilePosition {
        FilePosition(file: file, line: line, column: column)
    }
}

extension YAMLParser {
    /// Calls `body` with a cursor over the events of `text`, which enforces the size and depth
    /// limits and builds no tree: for loaders that flatten as they read. Anything the stream
    /// cannot express (aliases to expand, merge keys) is the caller's cue to fall back to
    /// ``parse(_:file:)``. Errors come back quoting their line.
    package func withEvents<Result>(
        of text: String, file: String = "<string>",
        _ body: (YAMLEventCursor) throws(YAMLError) -> Result
    ) throws(YAMLError) -> Result {
        try withReader(text, file: file) { reader throws(YAMLError) in
            try body(YAMLEventCursor(reader: reader, maxDepth: limits.maxDepth, file: file))
        }
    }
}

/// The events of one YAML text, one at a time, for a loader that reads them in a loop.
///
/// NB: a pull, not a callback: the loader's loop calls ``next()`` directly, where a visitor
/// closure per event cost a call through a context the compiler could not see into, for
/// every event of a large table.
package struct YAMLEventCursor {
    private let reader: LibYAMLEventReader
    private let maxDepth: Int
    private let file: String
    private var depth = 0

    init(reader: LibYAMLEventReader, maxDepth: Int, file: String) {
        self.reader = reader
        self.maxDepth = maxDepth
        self.file = file
    }

    /// The next event and where it starts, or `nil` at the end of the stream. A scalar's bytes
    /// stay valid until the next call.
    package mutating func next() throws(YAMLError) -> (YAMLStreamEvent, YAMLMark)? {
        guard let (event, mark) = try reader.nextEvent() else { return nil }
        switch event {
        case .mappingStart, .sequenceStart:
            depth += 1
            guard depth <= maxDepth else { throw YAMLError(.tooDeep(limit: maxDepth), at: mark.location(in: file)) }
        case .mappingEnd, .sequenceEnd:
            depth -= 1
        default:
            break
        }
        return (event, mark)
    }
}
