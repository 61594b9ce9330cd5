import CLibYAML
import StoreDisplayText
import StoreIO

/// One libyaml parse event, copied out of C memory.
enum YAMLEvent {
    case streamStart, streamEnd
    case documentStart, documentEnd
    case scalar(String, YAMLScalar.Style, anchor: String?, tag: String?)
    case alias(String)
    case sequenceStart(anchor: String?, tag: String?)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?)
    case mappingEnd
}

/// A thin owner of a `yaml_parser_t` that hands out Swift events.
///
/// NB: libyaml reads straight from `bytes`, so the reader must not outlive the
/// buffer it was given; ``YAMLParser`` keeps both inside one `withUnsafeBufferPointer`.
final class LibYAMLEventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let file: String
    /// The text being parsed; libyaml reports a reader error as a byte offset into it.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The event ``nextEvent()`` last returned, kept until the next call so a scalar's bytes stay valid.
    private let current: UnsafeMutablePointer<yaml_event_t>
    private var hasCurrent = false

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.file = file
        self.bytes = bytes
        parser = .allocate(capacity: 1)
        current = .allocate(capacity: 1)
        current.initialize(to: yaml_event_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
    }

    deinit {
        if hasCurrent { yaml_event_delete(current) }
        current.deallocate()
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event and where it starts, or the libyaml error as a ``YAMLError``; an owned
    /// copy, for the tree builder.
    func next() throws(YAMLError) -> (YAMLEvent, FilePosition) {
        try withNextEvent { event, mark throws(YAMLError) in
            let location = mark.location(in: file)
            switch event.type {
            case YAML_STREAM_START_EVENT: return (.streamStart, location)
            case YAML_STREAM_END_EVENT: return (.streamEnd, location)
            case YAML_DOCUMENT_START_EVENT: return (.documentStart, location)
            case YAML_DOCUMENT_END_EVENT: return (.documentEnd, location)
            case YAML_ALIAS_EVENT: return (.alias(Self.string(event.data.alias.anchor) ?? ""), location)
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                return (
                    .scalar(
                        value, Self.style(data.style), anchor: Self.string(data.anchor), tag: Self.string(data.tag)),
                    location
                )
            case YAML_SEQUENCE_START_EVENT:
                let data = event.data.sequence_start
                return (.sequenceStart(anchor: Self.string(data.anchor), tag: Self.string(data.tag)), location)
            case YAML_SEQUENCE_END_EVENT: return (.sequenceEnd, location)
            case YAML_MAPPING_START_EVENT:
                let data = event.data.mapping_start
                return (.mappingStart(anchor: Self.string(data.anchor), tag: Self.string(data.tag)), location)
            case YAML_MAPPING_END_EVENT: return (.mappingEnd, location)
            default:
                throw Self.unknownEvent(at: location)
            }
        }
    }

    /// The next event, with scalar text as a view rather than a copy; `nil` at stream end. The
    /// view stays valid until the next call, which frees the event it came from. Stream start
    /// is passed over.
    func nextEvent() throws(YAMLError) -> (YAMLStreamEvent, YAMLMark)? {
        if hasCurrent {
            yaml_event_delete(current)
            hasCurrent = false
        }
        while true {
            guard yaml_parser_parse(parser, current) == 1 else { throw currentError() }
            hasCurrent = true
            let event = current.pointee
            let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_START_EVENT:
                yaml_event_delete(current)
                hasCurrent = false
                continue
            case YAML_STREAM_END_EVENT: return nil
            case YAML_DOCUMENT_START_EVENT: return (.documentStart, mark)
            case YAML_DOCUMENT_END_EVENT: return (.documentEnd, mark)
            case YAML_ALIAS_EVENT: return (.alias, mark)
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let view = YAMLScalarView(
                    bytes: UnsafeBufferPointer(start: data.value, count: data.length), style: Self.style(data.style),
                    hasAnchorOrTag: data.anchor != nil || data.tag != nil)
                return (.scalar(view), mark)
            case YAML_SEQUENCE_START_EVENT:
                let data = event.data.sequence_start
                return (.sequenceStart(hasAnchorOrTag: data.anchor != nil || data.tag != nil), mark)
            case YAML_SEQUENCE_END_EVENT: return (.sequenceEnd, mark)
            case YAML_MAPPING_START_EVENT:
                let data = event.data.mapping_start
                return (.mappingStart(hasAnchorOrTag: data.anchor != nil || data.tag != nil), mark)
            case YAML_MAPPING_END_EVENT: return (.mappingEnd, mark)
            default:
                throw Self.unknownEvent(at: mark.location(in: file))
            }
        }
    }

    /// Parses one event and lends it to `body` with its mark; libyaml frees it afterwards.
    private func withNextEvent<Result>(
        _ body: (yaml_event_t, YAMLMark) throws(YAMLError) -> Result
    ) throws(YAMLError) -> Result {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw currentError() }
        defer { yaml_event_delete(&event) }
        return try body(event, YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1))
    }

    private static func unknownEvent(at location: FilePosition) -> YAMLError {
        YAMLError(.syntax("libyaml produced an event this parser does not know"), at: location)
    }

    /// Counts events without building anything; the floor that benchmarks compare against.
    func countAll() throws(YAMLError) -> Int {
        var count = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else { throw currentError() }
            let type = event.type
            yaml_event_delete(&event)
            count += 1
            if type == YAML_STREAM_END_EVENT { return count }
        }
    }

    private func currentError() -> YAMLError {
        let state = parser.pointee
        var message = state.problem.map { String(cString: $0) } ?? "invalid YAML"
        if state.error == YAML_READER_ERROR {
            // NB: a reader error (a control character, a bad byte) has no mark, only the byte
            // offset of the problem; without this every one was reported at 1:1.
            let (line, column) = LineBreaks.lineAndColumn(ofByte: state.problem_offset, in: bytes)
            if state.problem_value >= 0 { message += " (found \(Self.codePoint(state.problem_value)))" }
            return YAMLError(.syntax(message), at: FilePosition(file: file, line: line, column: column))
        }
        let mark = state.problem_mark
        if let context = state.context.map({ String(cString: $0) }) {
            message = "\(context), \(message)"
        }
        return YAMLError(
            .syntax(message), at: FilePosition(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1))
    }

    /// `U+0001`, or `byte 0xE9` for a value that is a raw byte rather than a character.
    private static func codePoint(_ value: Int32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
