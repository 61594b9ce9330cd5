import StoreText
/// A translated text parsed once, at load time, into literal runs and named placeholders.
///
/// `%{name}` is a placeholder and `%%` a literal `%`:
///
/// ```swift
/// let message = Message(parsing: "Only %{count} left at %{store}")
/// message.placeholders // ["count", "store"]
/// ```
public struct Message: Sendable, Hashable {
    /// One run of a message.
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// A problem in a message's text, found while parsing.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The offset, in characters, where the problem starts; lint turns it into a column.
        public var offset: Int
        public var message: String
        public var description: String { message }
    }

    /// The runs, in order; adjacent literals are joined.
    public let segments: [Segment]
    /// Problems found while parsing. A message with problems still renders, keeping the bad text literally.
    public let problems: [Problem]
    /// The text as written.
    public let source: String
    /// The UTF-8 length of the literal runs, so interpolation can size its result once.
    let literalUTF8Count: Int

    /// Parses `text`. Parsing never fails; problems are recorded for lint.
    ///
    /// - Complexity: O(*n*) over the UTF-8 bytes; text without `%` is a single literal.
    public init(parsing text: String) {
        self.source = text
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            let literal = UntrustedText.sanitized(text)
            segments = text.isEmpty ? [] : [.literal(literal)]
            problems = []
            literalUTF8Count = literal.utf8.count
            return
        }
        var copy = text
        let (parsed, problems) = copy.withUTF8 { Self.parse($0) }
        let segments = Self.sanitized(parsed)
        self.segments = segments
        self.problems = problems
        self.literalUTF8Count = segments.reduce(0) { total, segment in
            if case .literal(let literal) = segment { return total + literal.utf8.count }
            return total
        }
    }

    /// The byte-level parser. NB: it works on a buffer, not on `String` indices, because
    /// tables are parsed at start-up and this was most of the cost of loading one.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ([Segment], [Problem]) {
        let percent = UInt8(ascii: "%"), open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var segments: [Segment] = []
        var problems: [Problem] = []
        var literal = ""
        var runStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == percent else {
                index += 1
                continue
            }
            if runStart < index { literal += string(bytes, runStart..<index) }
            let next = index + 1
            if next < bytes.count, bytes[next] == percent {
                literal += "%"
                index = next + 1
            } else if next < bytes.count, bytes[next] == open, let end = bytes[(next + 1)...].firstIndex(of: close) {
                let name = string(bytes, (next + 1)..<end)
                if isValidName(name) {
                    if !literal.isEmpty { segments.append(.literal(literal)) }
                    literal = ""
                    segments.append(.placeholder(name))
                } else {
                    problems.append(Problem(offset: scalarOffset(bytes, index), message: "malformed placeholder %{\(name)}: a name is letters, digits and _, starting with a letter"))
                    literal += "%{\(name)}"
                }
                index = end + 1
            } else {
                let unclosed = next < bytes.count && bytes[next] == open
                problems.append(Problem(
                    offset: scalarOffset(bytes, index),
                    message: unclosed ? "unclosed placeholder: %{ has no }" : "a lone % must be written %% (or start a placeholder %{name})"))
                literal += "%"
                index = next
            }
            runStart = index
        }
        if runStart < bytes.count { literal += string(bytes, runStart..<bytes.count) }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return (segments, problems)
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Literal runs with control characters removed, once, at parse time, so lookups only append.
    private static func sanitized(_ segments: [Segment]) -> [Segment] {
        segments.map { segment in
            if case .literal(let text) = segment { return .literal(UntrustedText.sanitized(text)) }
            return segment
        }
    }

    /// Unicode scalars before byte `index`, which is what a column counts.
    private static func scalarOffset(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        bytes[..<index].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The placeholder names, in order of first use.
    public var placeholders: [String] {
        var seen: Set<String> = []
        return segments.compactMap { segment in
            guard case .placeholder(let name) = segment, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    static func isValidName(_ name: String) -> Bool {
        // NB: plain byte checks; Unicode property lookups here were a tenth of table loading.
        guard let first = name.utf8.first, Self.isASCIILetter(first) else { return false }
        return name.utf8.allSatisfy { Self.isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
