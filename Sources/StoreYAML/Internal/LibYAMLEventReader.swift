import StoreText
import CLibYAML

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

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.file = file
        parser = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event and where it starts, or the libyaml error as a ``YAMLError``; an owned
    /// copy, for the tree builder.
    func next() throws(YAMLError) -> (YAMLEvent, SourceLocation) {
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
                return (.scalar(value, Self.style(data.style), anchor: Self.string(data.anchor), tag: Self.string(data.tag)), location)
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

    /// Parses the next event and hands it to `visit` before libyaml frees it, so scalar text
    /// is a view rather than a copy. Stream start is passed over. Returns `false` at stream
    /// end, or when `visit` does.
    func visitNext(_ visit: (YAMLStreamEvent, YAMLMark) throws(YAMLError) -> Bool) throws(YAMLError) -> Bool {
        try withNextEvent { event, mark throws(YAMLError) in
            switch event.type {
            case YAML_STREAM_START_EVENT: return true
            case YAML_STREAM_END_EVENT: return false
            case YAML_DOCUMENT_START_EVENT: return try visit(.documentStart, mark)
            case YAML_DOCUMENT_END_EVENT: return try visit(.documentEnd, mark)
            case YAML_ALIAS_EVENT: return try visit(.alias, mark)
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let view = YAMLScalarView(
                    bytes: UnsafeBufferPointer(start: data.value, count: data.length), style: Self.style(data.style),
                    hasAnchorOrTag: data.anchor != nil || data.tag != nil)
                return try visit(.scalar(view), mark)
            case YAML_SEQUENCE_START_EVENT:
                let data = event.data.sequence_start
                return try visit(.sequenceStart(hasAnchorOrTag: data.anchor != nil || data.tag != nil), mark)
            case YAML_SEQUENCE_END_EVENT: return try visit(.sequenceEnd, mark)
            case YAML_MAPPING_START_EVENT:
                let data = event.data.mapping_start
                return try visit(.mappingStart(hasAnchorOrTag: data.anchor != nil || data.tag != nil), mark)
            case YAML_MAPPING_END_EVENT: return try visit(.mappingEnd, mark)
            default:
                throw Self.unknownEvent(at: mark.location(in: file))
            }
        }
    }

    /// Parses one event and lends it to `body` with its mark; libyaml frees it afterwards.
    /// The one place ``next()`` and ``visitNext(_:)`` parse, so the two read events alike.
    private func withNextEvent<Result>(_ body: (yaml_event_t, YAMLMark) throws(YAMLError) -> Result) throws(YAMLError) -> Result {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw currentError() }
        defer { yaml_event_delete(&event) }
        return try body(event, YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1))
    }

    private static func unknownEvent(at location: SourceLocation) -> YAMLError {
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
        let mark = state.problem_mark
        var message = state.problem.map { String(cString: $0) } ?? "invalid YAML"
        if let context = state.context.map({ String(cString: $0) }) {
            message = "\(context), \(message)"
        }
        return YAMLError(.syntax(message), at: SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1))
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
