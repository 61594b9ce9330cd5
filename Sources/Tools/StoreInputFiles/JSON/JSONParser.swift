import StoreDisplayText
import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads JSON text (RFC 8259, strictly) into a ``JSONDocument``, or says at which line and
/// column it stops being JSON and what was expected there.
///
/// Strict means leading zeros, bare `.5`, unescaped control characters, lone surrogates and
/// invalid UTF-8 are refused, as `JSONDecoder` refuses them, and so are trailing commas,
/// which `JSONDecoder` lets through. Everything is checked here, once, so that reading a
/// value later cannot fail on its text.
struct JSONParser {
    /// Where and why the text is not JSON.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maxDepth = 512

    private struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// The text, borrowed for the duration of ``parse(_:)``: the file's bytes are read where
    /// they lie, not copied.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    private var entries: [JSONEntry] = []
    private var unescaped: [String] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark is allowed before the value, as JSONDecoder allows it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Parses one JSON value that fills the whole text; the document's root is entry 0.
    static func parse(_ data: Data) throws(SyntaxError) -> JSONDocument {
        // Entries keep byte offsets in 32 bits; InputLoader refuses files over 64 MiB anyway.
        guard data.count < Int(UInt32.max) else {
            throw SyntaxError(
                line: 1, column: 1, message: "the text is \(data.count) bytes, more than a JSON document may be")
        }
        let result = data.withUnsafeBytes { raw in
            Result { () throws(SyntaxError) in try parse(raw.bindMemory(to: UInt8.self)) }
        }
        let (entries, unescaped) = try result.get()
        return JSONDocument(text: data, entries: entries, unescaped: unescaped)
    }

    /// Parses one JSON value that fills the whole text; the document's root is entry 0.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONDocument {
        try parse(Data(bytes))
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> ([JSONEntry], [String]) {
        var parser = JSONParser(bytes)
        do throws(Failure) {
            parser.skipSpace()
            try parser.value()
            parser.skipSpace()
            if parser.position < bytes.count {
                throw Failure(
                    offset: parser.position, message: "expected the end of the file after the top-level value")
            }
            return (parser.entries, parser.unescaped)
        } catch {
            throw parser.syntaxError(error)
        }
    }

    private func syntaxError(_ failure: Failure) -> SyntaxError {
        let offset = min(failure.offset, bytes.count)
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column =
            String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<offset]), as: UTF8.self).unicodeScalars
            .count + 1
        return SyntaxError(line: line, column: column, message: failure.message)
    }

    // MARK: - Grammar

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func describeCurrent() -> String {
        guard let current else { return "the end of the file" }
        return (0x21..<0x7f).contains(current)
            ? "'\(Character(Unicode.Scalar(current)))'" : "byte 0x\(String(current, radix: 16))"
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else {
            throw Failure(offset: position, message: "expected \(what), found \(describeCurrent())")
        }
        position += 1
    }

    private mutating func value() throws(Failure) {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth else {
            throw Failure(offset: position, message: "nesting is deeper than \(Self.maxDepth) levels")
        }
        guard let byte = current else {
            throw Failure(offset: position, message: "expected a value, found the end of the file")
        }
        switch byte {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"):
            try literal("true")
            append(.bool, flag: true)
        case UInt8(ascii: "f"):
            try literal("false")
            append(.bool)
        case UInt8(ascii: "n"):
            try literal("null")
            append(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw Failure(offset: position, message: "expected a value, found \(describeCurrent())")
        }
    }

    private mutating func append(_ kind: JSONEntry.Kind, flag: Bool = false, start: Int = 0, end: Int = 0) {
        entries.append(JSONEntry(kind: kind, flag: flag, start: UInt32(start), end: UInt32(end)))
    }

    private mutating func object() throws(Failure) {
        // The key entries of this object so far, to refuse one written twice. Small objects
        // compare keys pairwise; a big one hashes them.
        var keys: [(entry: Int, offset: Int)] = []
        var names: Set<String>?
        try container(.object, closing: UInt8(ascii: "}")) { parser throws(Failure) in
            guard parser.current == UInt8(ascii: "\"") else {
                throw Failure(
                    offset: parser.position, message: "expected a quoted key, found \(parser.describeCurrent())")
            }
            let keyStart = parser.position
            try parser.string()
            let key = parser.entries.count - 1
            if let first = parser.repeatedKey(key, among: keys, names: &names) {
                let place = parser.syntaxError(Failure(offset: first.offset, message: ""))
                throw Failure(
                    offset: keyStart,
                    message: "the key \"\(parser.keyString(key))\" is written twice in this object, first at "
                        + "\(place.line):\(place.column); each key of an object must be its own")
            }
            keys.append((key, keyStart))
            parser.skipSpace()
            try parser.expect(UInt8(ascii: ":"), "':' after the key")
            parser.skipSpace()
            try parser.value()
        }
    }

    /// The earlier key of the object that is the same text as key entry `key`.
    ///
    /// - Complexity: O(*k*) for an object's *k*-th key while it has fewer than 16; amortised
    ///   O(1) after, through a set of the names.
    private func repeatedKey(
        _ key: Int, among keys: [(entry: Int, offset: Int)], names: inout Set<String>?
    ) -> (entry: Int, offset: Int)? {
        if keys.count < 16 {
            return keys.first { sameKey($0.entry, key) }
        }
        if names == nil { names = Set(keys.map { keyString($0.entry) }) }
        guard names?.insert(keyString(key)).inserted == false else { return nil }
        return keys.first { sameKey($0.entry, key) }
    }

    /// Whether key entries `a` and `b` are the same text: their bytes, unless either had
    /// escapes.
    private func sameKey(_ a: Int, _ b: Int) -> Bool {
        let (first, second) = (entries[a], entries[b])
        guard !first.flag, !second.flag else { return keyString(a) == keyString(b) }
        return first.end - first.start == second.end - second.start
            && UnsafeBufferPointer(rebasing: bytes[Int(first.start)..<Int(first.end)]).elementsEqual(
                UnsafeBufferPointer(rebasing: bytes[Int(second.start)..<Int(second.end)]))
    }

    /// The text of key entry `entry`.
    private func keyString(_ entry: Int) -> String {
        let key = entries[entry]
        if key.flag { return unescaped[Int(key.start)] }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.end)]), as: UTF8.self)
    }

    private mutating func array() throws(Failure) {
        try container(.array, closing: UInt8(ascii: "]")) { parser throws(Failure) in try parser.value() }
    }

    /// `{…}` or `[…]`: the container's entry, then each member read by `member`, separated by
    /// commas, and the entry closed with its count and where its contents end.
    private mutating func container(
        _ kind: JSONEntry.Kind, closing: UInt8, member: (inout JSONParser) throws(Failure) -> Void
    ) throws(Failure) {
        position += 1
        let index = entries.count
        append(kind)
        var count = 0
        skipSpace()
        if current == closing {
            position += 1
        } else {
            while true {
                skipSpace()
                try member(&self)
                count += 1
                skipSpace()
                guard current == UInt8(ascii: ",") else { break }
                position += 1
            }
            try expect(closing, "',' or '\(Character(Unicode.Scalar(closing)))'")
        }
        entries[index].start = UInt32(count)
        entries[index].end = UInt32(entries.count)
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard current == byte else {
                throw Failure(offset: position, message: "expected \(word), found \(describeCurrent())")
            }
            position += 1
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as written.
    private mutating func number() throws(Failure) {
        let start = position
        while let byte = current, Self.isNumberByte(byte) { position += 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
        guard Self.isJSONNumber(text) else {
            throw Failure(
                offset: start, message: "expected a number, found \"\(String(decoding: text, as: UTF8.self))\"")
        }
        append(.number, start: start, end: position)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default: return false
        }
    }

    private static func isJSONNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = text.startIndex
        func digits() -> Int {
            let start = index
            while index < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) { index += 1 }
            return index - start
        }
        if index < text.endIndex, text[index] == UInt8(ascii: "-") { index += 1 }
        let leadsWithZero = index < text.endIndex && text[index] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadsWithZero && whole > 1) else { return false }
        if index < text.endIndex, text[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < text.endIndex, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == text.endIndex
    }

    // MARK: - Strings

    private mutating func string() throws(Failure) {
        let start = position
        position += 1
        // Most strings have no escapes: find the closing quote and keep the bytes' range.
        var end = position, ascii = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                if !ascii,
                    String(validating: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self) == nil
                {
                    throw Failure(offset: position, message: "this string is not valid UTF-8")
                }
                append(.string, start: position, end: end)
                position = end + 1
                return
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 {
                throw Failure(offset: end, message: "a control character must be escaped inside a string")
            }
            ascii = ascii && byte < 0x80
            end += 1
        }
        guard end < bytes.count else { throw Failure(offset: start, message: "this string is never closed") }
        try escapedString(start: start, plainPrefix: position..<end)
    }

    /// A string with escapes: unescaped now, once, into the document's side table. The bytes
    /// before the first escape were scanned already and are taken as they are.
    private mutating func escapedString(start: Int, plainPrefix: Range<Int>) throws(Failure) {
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[plainPrefix]))
        position = plainPrefix.upperBound
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: buffer, as: UTF8.self) else {
                    throw Failure(offset: start + 1, message: "this string is not valid UTF-8")
                }
                append(.string, flag: true, start: unescaped.count)
                unescaped.append(text)
                return
            case UInt8(ascii: "\\"):
                try escape(into: &buffer, stringStart: start)
            case ..<0x20:
                throw Failure(offset: position - 1, message: "a control character must be escaped inside a string")
            default:
                buffer.append(byte)
            }
        }
        throw Failure(offset: start, message: "this string is never closed")
    }

    private mutating func escape(into buffer: inout [UInt8], stringStart: Int) throws(Failure) {
        let escapeStart = position - 1
        guard let byte = current else { throw Failure(offset: stringStart, message: "this string is never closed") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(escapeStart)
            if (0xD800..<0xDC00).contains(scalar) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw Failure(
                        offset: escapeStart,
                        message: "expected a low surrogate \\uDC00-\\uDFFF after this high surrogate")
                }
                position += 2
                let low = try hex4(escapeStart)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw Failure(
                        offset: escapeStart,
                        message: "expected a low surrogate \\uDC00-\\uDFFF after this high surrogate")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw Failure(offset: escapeStart, message: "a low surrogate must follow a high surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw Failure(offset: escapeStart, message: "\\u escape is not a Unicode scalar")
            }
            UTF8.encode(unicode) { buffer.append($0) }
        default:
            throw Failure(
                offset: escapeStart,
                message: "expected an escape such as \\n, \\\" or \\u00E9, found '\\\(Character(Unicode.Scalar(byte)))'"
            )
        }
    }

    private mutating func hex4(_ escapeStart: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = ASCIIHex.value(of: byte) else {
                throw Failure(offset: escapeStart, message: "expected four hex digits after \\u")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
