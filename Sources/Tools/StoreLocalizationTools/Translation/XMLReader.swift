/// Reads XML 1.0 as events, each at its line and column: what XLIFF needs, with no Foundation
/// XML (which would link all of Foundation into the tool) and no external entities.
///
/// - Elements, attributes (either quote), text, CDATA sections, comments and processing
///   instructions (the last two skipped). A name's namespace prefix is dropped from elements.
/// - The five predefined entities and character references (`&#233;`, `&#xE9;`).
/// - A `<!DOCTYPE` is refused: no document type, so no entity expansion and no file it names.
/// - Every error says what was expected, at its line and column; an end tag must close the
///   element open, and the document must close every element.
struct XMLReader {
    enum Event: Equatable {
        case start(name: String, attributes: [String: String])
        case end(name: String)
        case text(String)
    }

    /// Why the document is not well-formed, and where.
    struct Problem: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private(set) var line = 1
    private(set) var column = 1
    private var open: [String] = []
    private var sawRoot = false

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Every event of the document, each with the line and column it starts at.
    static func events(of text: String) throws(Problem) -> [(event: Event, line: Int, column: Int)] {
        var reader = XMLReader(text)
        var events: [(Event, Int, Int)] = []
        while let next = try reader.next() { events.append(next) }
        return events
    }

    /// The next event, or `nil` at the end of a well-formed document.
    mutating func next() throws(Problem) -> (event: Event, line: Int, column: Int)? {
        if let name = pendingEnd {
            pendingEnd = nil
            return (.end(name: name), line, column)
        }
        while index < bytes.count {
            let (startLine, startColumn) = (line, column)
            guard bytes[index] == UInt8(ascii: "<") else {
                let text = try readText()
                guard !open.isEmpty else {
                    guard text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else {
                        throw problem(at: startLine, startColumn, "text outside the root element")
                    }
                    continue
                }
                return (.text(text), startLine, startColumn)
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "the end of a comment (-->)")
            } else if starts(with: "<![CDATA[") {
                advance(9)
                let text = try take(until: "]]>", what: "the end of a CDATA section (]]>)")
                guard !open.isEmpty else { throw problem(at: startLine, startColumn, "text outside the root element") }
                return (.text(text), startLine, startColumn)
            } else if starts(with: "<!") {
                throw problem(at: startLine, startColumn, "a <!DOCTYPE> or other declaration is not read; remove it")
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "the end of a processing instruction (?>)")
            } else if starts(with: "</") {
                advance(2)
                let name = Self.local(try readName())
                skipSpace()
                try expect(">", "> to end the tag </\(name)")
                guard let last = open.popLast() else {
                    throw problem(at: startLine, startColumn, "</\(name)> closes no element")
                }
                guard last == name else {
                    throw problem(at: startLine, startColumn, "expected </\(last)>, found </\(name)>")
                }
                return (.end(name: name), startLine, startColumn)
            } else {
                advance(1)
                guard open.isEmpty ? !sawRoot : true else {
                    throw problem(at: startLine, startColumn, "a second root element; a document has one")
                }
                let name = Self.local(try readName())
                var attributes: [String: String] = [:]
                while true {
                    let hadSpace = skipSpace()
                    if starts(with: "/>") {
                        advance(2)
                        sawRoot = true
                        // An empty element is its start and its end; the end is read next.
                        pendingEnd = name
                        return (.start(name: name, attributes: attributes), startLine, startColumn)
                    }
                    if starts(with: ">") {
                        advance(1)
                        sawRoot = true
                        open.append(name)
                        return (.start(name: name, attributes: attributes), startLine, startColumn)
                    }
                    guard hadSpace, index < bytes.count else {
                        throw problem(at: line, column, "expected an attribute, > or /> in <\(name)>")
                    }
                    let (attributeLine, attributeColumn) = (line, column)
                    let attribute = try readName()
                    skipSpace()
                    try expect("=", "= after the attribute \(attribute)")
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
                    else { throw problem(at: line, column, "expected a quoted value for the attribute \(attribute)") }
                    let quote = bytes[index]
                    advance(1)
                    let value = try readText(until: quote)
                    advance(1)
                    guard attributes.updateValue(value, forKey: attribute) == nil else {
                        throw problem(at: attributeLine, attributeColumn, "the attribute \(attribute) is written twice")
                    }
                }
            }
        }
        if let last = open.last {
            throw problem(at: line, column, "the document ends inside <\(last)>; expected </\(last)>")
        }
        guard sawRoot else { throw problem(at: line, column, "no root element; expected an XML document") }
        return nil
    }

    /// The name of an element closed as it opened (`<target/>`), to report as its end next.
    private var pendingEnd: String?

    // MARK: Reading

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
        return true
    }

    /// Moves on `count` bytes, counting lines, and columns in characters (a UTF-8 lead byte
    /// starts one).
    private mutating func advance(_ count: Int) {
        for _ in 0..<count where index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        var skipped = false
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            advance(1)
            skipped = true
        }
        return skipped
    }

    private mutating func expect(_ character: Character, _ what: String) throws(Problem) {
        guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else {
            throw problem(at: line, column, "expected \(what)")
        }
        advance(1)
    }

    private mutating func skip(past end: StaticString, what: String) throws(Problem) {
        _ = try take(until: end, what: what)
    }

    /// The text up to `end`, which is passed over.
    private mutating func take(until end: StaticString, what: String) throws(Problem) -> String {
        let start = index
        while index < bytes.count, !starts(with: end) { advance(1) }
        guard index < bytes.count else { throw problem(at: line, column, "expected \(what)") }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        advance(end.utf8CodeUnitCount)
        return text
    }

    private mutating func readName() throws(Problem) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte =
                byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || [UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: ".")].contains(byte)
            guard isNameByte else { break }
            advance(1)
        }
        guard index > start else { throw problem(at: line, column, "expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Text up to the next `<` (or the closing `quote` of an attribute), entities replaced.
    private mutating func readText(until quote: UInt8? = nil) throws(Problem) -> String {
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if let quote, byte == quote { return String(decoding: out, as: UTF8.self) }
            if byte == UInt8(ascii: "<") {
                guard quote == nil else { throw problem(at: line, column, "< in an attribute value; write &lt;") }
                break
            }
            if byte == UInt8(ascii: "&") {
                out += Array(try readEntity().utf8)
                continue
            }
            out.append(byte)
            advance(1)
        }
        if quote != nil { throw problem(at: line, column, "the document ends inside an attribute value") }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func readEntity() throws(Problem) -> String {
        let (startLine, startColumn) = (line, column)
        advance(1)
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { advance(1) }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw problem(at: startLine, startColumn, "& starts no entity; write &amp; for an ampersand")
        }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        advance(1)
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number: UInt32? =
                name.hasPrefix("#x")
                ? UInt32(name.dropFirst(2), radix: 16)
                : name.hasPrefix("#") ? UInt32(name.dropFirst(1)) : nil
            guard let number, let scalar = Unicode.Scalar(number) else {
                throw problem(
                    at: startLine, startColumn,
                    "&\(name); is not an entity XML defines; expected &lt; &gt; &amp; &quot; &apos; or &#N;")
            }
            return String(scalar)
        }
    }

    private func problem(at line: Int, _ column: Int, _ message: String) -> Problem {
        Problem(line: line, column: column, message: message)
    }

    /// An element's name without its namespace prefix: `xliff:target` is `target`.
    private static func local(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }
}
