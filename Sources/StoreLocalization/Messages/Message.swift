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

    /// Parses `text`. Parsing never fails; problems are recorded for lint.
    public init(parsing text: String) {
        var segments: [Segment] = []
        var problems: [Problem] = []
        var literal = ""
        var index = text.startIndex
        var offset = 0
        func flush() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        while index < text.endIndex {
            let character = text[index]
            guard character == "%" else {
                literal.append(character)
                index = text.index(after: index)
                offset += 1
                continue
            }
            let next = text.index(after: index)
            if next < text.endIndex, text[next] == "%" {
                literal.append("%")
                index = text.index(after: next)
                offset += 2
            } else if next < text.endIndex, text[next] == "{", let close = text[next...].firstIndex(of: "}") {
                let name = String(text[text.index(after: next)..<close])
                if Self.isValidName(name) {
                    flush()
                    segments.append(.placeholder(name))
                } else {
                    problems.append(Problem(offset: offset, message: "malformed placeholder %{\(name)}: a name is letters, digits and _, starting with a letter"))
                    literal += "%{\(name)}"
                }
                offset += text.distance(from: index, to: close) + 1
                index = text.index(after: close)
            } else {
                let unclosed = next < text.endIndex && text[next] == "{"
                problems.append(Problem(
                    offset: offset,
                    message: unclosed ? "unclosed placeholder: %{ has no }" : "a lone % must be written %% (or start a placeholder %{name})"))
                literal.append("%")
                index = next
                offset += 1
            }
        }
        flush()
        self.segments = segments
        self.problems = problems
        self.source = text
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
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
