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
        let parsed = text.utf8.withContiguousStorageIfAvailable { Self.parse($0, text: text) } ?? {
            var copy = text
            return copy.withUTF8 { Self.parse($0, text: text) }
        }()
        (segments, problems, literalUTF8Count) = parsed
    }

    /// The byte-level parser. NB: it works on a buffer, not on `String` indices, because
    /// tables are parsed at start-up and this was most of the cost of loading one. Literals
    /// are sanitized here, once, and only when the bytes hold something to remove.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> ([Segment], [Problem], Int) {
        let percent = UInt8(ascii: "%"), open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let clean = UntrustedText.isClean(bytes)
        let percents = bytes.reduce(0) { $0 &+ ($1 == percent ? 1 : 0) }
        guard percents > 0 else {
            let literal = clean ? text : UntrustedText.sanitized(text)
            return (literal.isEmpty ? [] : [.literal(literal)], [], literal.utf8.count)
        }
        var segments: [Segment] = []
        segments.reserveCapacity(2 * percents + 1)
        var problems: [Problem] = []
        var literal = ""
        var literalBytes = 0
        func flush() {
            guard !literal.isEmpty else { return }
            let kept = clean ? literal : UntrustedText.sanitized(literal)
            literalBytes += kept.utf8.count
            segments.append(.literal(kept))
            literal = ""
        }
        var runStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == percent else {
                index += 1
                continue
            }
            if runStart < index { append(string(bytes, runStart..<index), to: &literal) }
            let next = index + 1
            if next < bytes.count, bytes[next] == percent {
                literal += "%"
                index = next + 1
            } else if next < bytes.count, bytes[next] == open, let end = bytes[(next + 1)...].firstIndex(of: close) {
                let name = string(bytes, (next + 1)..<end)
                if isValidName(name) {
                    flush()
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
        if runStart < bytes.count { append(string(bytes, runStart..<bytes.count), to: &literal) }
        flush()
        return (segments, problems, literalBytes)
    }

    /// Appends `piece`; a piece that starts a literal, the common case, is taken as it is.
    private static func append(_ piece: String, to literal: inout String) {
        if literal.isEmpty { literal = piece } else { literal += piece }
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
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
