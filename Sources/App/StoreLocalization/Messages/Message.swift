import StoreDisplayText

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
        /// Text shown as written.
        case literal(String)
        /// A `%{name}` placeholder, by name.
        case placeholder(String)
    }

    /// A problem in a message's text, found while parsing.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The offset, in characters, where the problem starts; lint turns it into a column.
        public var offset: Int
        /// What is wrong with the message, in words.
        public var message: String
        public var description: String { message }
    }

    /// One run of ``text``: a literal, or a placeholder with its name.
    struct Piece: Sendable, Hashable {
        /// UTF-8 offsets into ``text``.
        var range: Range<Int>
        /// The placeholder's name; `nil` for a literal.
        var name: String?
    }

    /// Problems found while parsing. A message with problems still renders, keeping the bad text literally.
    public let problems: [Problem]
    /// The text as written.
    public var source: String { original ?? String(text) }
    /// The text as written, kept only when it differs from ``text``.
    private let original: String?
    /// The text the pieces cut from: ``source`` itself unless it held something to sanitize.
    ///
    /// NB: a message parsed on its own spans the whole of its own string, so `String(text)`
    /// gives that string back without copying.
    let text: Substring
    /// The runs of `text`; empty when all of `text` is one literal.
    ///
    /// NB: runs are ranges into one string rather than strings of their own, so loading a
    /// table allocates nothing per literal, and a message without placeholders allocates
    /// nothing at all. A slice, so that messages may share one array.
    let pieces: ArraySlice<Piece>
    /// The UTF-8 length of the literal runs, so interpolation can size its result once.
    let literalUTF8Count: Int

    /// The runs, in order; adjacent literals are joined.
    public var segments: [Segment] {
        guard !pieces.isEmpty else { return text.isEmpty ? [] : [.literal(String(text))] }
        var segments: [Segment] = []
        var literal = ""
        for piece in pieces {
            if let name = piece.name {
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(name))
            } else {
                literal.append(contentsOf: self.literal(piece))
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return segments
    }

    /// The text of a literal piece.
    func literal(_ piece: Piece) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: piece.range.lowerBound)
        return text[lower..<utf8.index(lower, offsetBy: piece.range.count)]
    }

    /// The empty message.
    static let empty = Message(text: "", pieces: [], problems: [])

    /// Parses `text`. Parsing never fails; problems are recorded for lint.
    ///
    /// - Complexity: O(*n*) over the UTF-8 bytes; text without `%` is a single literal.
    public init(parsing text: String) {
        self.init(text, parsed: text.withUTF8Bytes(Self.parse))
    }

    /// A message from `text` and what ``parse(_:)`` found in its bytes.
    init(_ text: String, parsed: ([Piece], [Problem], Bool)) {
        let (pieces, problems, clean) = parsed
        if clean {
            self.init(text: text[...], pieces: pieces[...], problems: problems)
        } else {
            let (sanitized, pieces) = Self.sanitized(text, pieces)
            self.init(text: sanitized[...], pieces: pieces[...], problems: problems, original: text)
        }
    }

    /// A message from parts already parsed with ``parse(_:)``: `pieces` are offsets into `text`.
    init(text: Substring, pieces: ArraySlice<Piece>, problems: [Problem], original: String? = nil) {
        self.text = text
        self.pieces = pieces
        self.problems = problems
        self.original = original
        literalUTF8Count =
            pieces.isEmpty ? text.utf8.count : pieces.reduce(0) { $0 + ($1.name == nil ? $1.range.count : 0) }
    }

    /// The byte-level parser: pieces as ranges of `bytes`, the problems, and whether the
    /// bytes are clean of anything ``UntrustedText`` removes.
    ///
    /// NB: it works on a buffer, not on `String` indices, because tables are parsed at
    /// start-up and this was most of the cost of loading one.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ([Piece], [Problem], Bool) {
        let percent = UInt8(ascii: "%"), open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let clean = UntrustedText.isClean(bytes)
        guard var index = firstIndex(of: percent, in: bytes, from: 0) else { return ([], [], clean) }
        var percents = 0
        var counted: Int? = index
        while let found = counted {
            percents += 1
            counted = firstIndex(of: percent, in: bytes, from: found + 1)
        }
        var pieces: [Piece] = []
        pieces.reserveCapacity(2 * percents + 1)
        var problems: [Problem] = []
        /// Adds a literal run, joined to the one before when they touch.
        func literal(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if let last = pieces.last, last.name == nil, last.range.upperBound == range.lowerBound {
                pieces[pieces.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                pieces.append(Piece(range: range))
            }
        }
        // NB: the next `}` and the scalar count are carried forward, never searched for from
        // the start again: 100,000 unclosed `%{` would otherwise each scan to the end.
        var nextClose: Int? = -1
        func closing(after position: Int) -> Int? {
            if let found = nextClose, found < position { nextClose = firstIndex(of: close, in: bytes, from: position) }
            return nextClose
        }
        var scanned = (byte: 0, scalars: 0)
        func scalarOffset(_ index: Int) -> Int {
            for byte in bytes[scanned.byte..<index] where byte & 0xC0 != 0x80 { scanned.scalars += 1 }
            scanned.byte = index
            return scanned.scalars
        }
        var runStart = 0
        while true {
            // `bytes[index]` is a `%`.
            let next = index + 1
            if next < bytes.count, bytes[next] == percent {
                literal(runStart..<next)  // the run and one `%`; the second is skipped
                index = next + 1
            } else if next < bytes.count, bytes[next] == open, let end = closing(after: next + 1) {
                let nameRange = (next + 1)..<end
                if isValidName(UnsafeBufferPointer(rebasing: bytes[nameRange])) {
                    literal(runStart..<index)
                    pieces.append(
                        Piece(
                            range: nameRange,
                            name: String(decoding: UnsafeBufferPointer(rebasing: bytes[nameRange]), as: UTF8.self)))
                } else {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameRange]), as: UTF8.self)
                    problems.append(
                        Problem(
                            offset: scalarOffset(index),
                            message:
                                "malformed placeholder %{\(name)}: a name is letters, digits and _, starting with a letter"
                        ))
                    literal(runStart..<(end + 1))
                }
                index = end + 1
            } else {
                let unclosed = next < bytes.count && bytes[next] == open
                problems.append(
                    Problem(
                        offset: scalarOffset(index),
                        message: unclosed
                            ? "unclosed placeholder: %{ has no }"
                            : "a lone % must be written %% (or start a placeholder %{name})"))
                literal(runStart..<next)  // kept literally
                index = next
            }
            runStart = index
            guard let found = firstIndex(of: percent, in: bytes, from: index) else { break }
            index = found
        }
        literal(runStart..<bytes.count)
        return (pieces, problems, clean)
    }

    /// The first `byte` at or after `start`.
    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    /// A clean text for a source that held controls: literal runs sanitized, and the pieces
    /// cut again from the new text. Rare, so it may allocate freely.
    private static func sanitized(_ source: String, _ pieces: [Piece]) -> (String, [Piece]) {
        let bytes = Array(source.utf8)
        func run(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard !pieces.isEmpty else {
            let text = UntrustedText.sanitized(source)
            return (text, [])
        }
        var text = ""
        var rebuilt: [Piece] = []
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            let kept = UntrustedText.sanitized(literal)
            let start = text.utf8.count
            text += kept
            if !kept.isEmpty { rebuilt.append(Piece(range: start..<text.utf8.count)) }
            literal = ""
        }
        for piece in pieces {
            guard let name = piece.name else {
                literal += run(piece.range)
                continue
            }
            flush()
            let start = text.utf8.count
            text += name
            rebuilt.append(Piece(range: start..<text.utf8.count, name: name))
        }
        flush()
        return (text, rebuilt)
    }

    /// The placeholder names, in order of first use.
    public var placeholders: [String] {
        var seen: Set<String> = []
        return pieces.compactMap { piece in
            guard let name = piece.name, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// Letters, digits and `_`, starting with a letter; plain byte checks, as Unicode
    /// property lookups here were a tenth of table loading.
    private static func isValidName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, Self.isASCIILetter(first) else { return false }
        return bytes.allSatisfy {
            Self.isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
