#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// The mark in `file`.
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

/// Whether a scan parses on a second thread, ahead of the caller.
///
/// The events, marks and errors a visitor sees are the same either way; only where libyaml
/// runs changes. An app that must not start threads of its own passes ``never``.
public enum ReadAhead: Sendable, Hashable {
    /// Parse and visit on the calling thread.
    case never
    /// Parse on a second thread; visits stay on the calling thread, in order.
    case always
    /// Read ahead for inputs of 128 KiB or more, on machines with a core to spare. The
    /// shipped tables are far smaller and never start a thread.
    case automatic

    /// Inputs below this many bytes are scanned on the calling thread by ``automatic``: a
    /// thread costs tens of microseconds, and the shipped tables parse in less.
    static let automaticThreshold = 128 * 1024

    func applies(toBytes count: Int) -> Bool {
        switch self {
        case .never: return false
        case .always: return true
        case .automatic: return count >= Self.automaticThreshold && ProcessInfo.processInfo.activeProcessorCount > 1
        }
    }
}

extension YAMLParser {
    /// Streams the events of `text` to `visit`, enforcing the size and depth limits, without
    /// building a tree or copying scalar text. For loaders that flatten as they read; anything
    /// the stream cannot express (aliases to expand, merge keys) is the caller's cue to fall
    /// back to ``parse(_:file:)``.
    ///
    /// Returning `false` from `visit` stops the stream early. With `readAhead`, libyaml may
    /// run on a second thread; `visit` still runs on the calling thread and sees the same
    /// events, marks and errors in the same order.
    package func scan(_ text: String, file: String = "<string>", readAhead: ReadAhead = .automatic,
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
            if readAhead.applies(toBytes: text.utf8.count), try ReadAheadRing.scan(reader, checked) { return }
            while try reader.visitNext(checked) {}
        }
    }
}
