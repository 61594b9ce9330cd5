#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreText

/// Reads JSON text (RFC 8259, strictly) into a ``JSONNode`` tree, or says at which line and
/// column it stops being JSON and what was expected there.
///
/// Strict means what Foundation's `JSONDecoder` rejects is rejected here too: trailing commas,
/// leading zeros, bare `.5`, unescaped control characters, lone surrogates and invalid UTF-8.
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

    /// The text, borrowed for the duration of ``parse(_:)`` and never kept: the file's bytes
    /// are read where they lie, not copied.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark is allowed before the value, as JSONDecoder allows it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Parses one JSON value that fills the whole text.
    static func parse(_ data: Data) throws(SyntaxError) -> JSONNode {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(SyntaxError) in try parse(raw.bindMemory(to: UInt8.self)) }
        }
        return try result.get()
    }

    /// Parses one JSON value that fills the whole text.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SyntaxError) in try parse(buffer) }
        }
        return try result.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes)
        do throws(Failure) {
            parser.skipSpace()
            let value = try parser.value()
            parser.skipSpace()
            if parser.position < bytes.count {
                throw Failure(offset: parser.position, message: "expected the end of the file after the top-level value")
            }
            return value
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
        let column = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<offset]), as: UTF8.self).unicodeScalars.count + 1
        return SyntaxError(line: line, column: column, message: failure.message)
    }

    // MARK: - Grammar

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func describeCurrent() -> String {
        guard let current else { return "the end of the file" }
        return (0x21..<0x7f).contains(current) ? "'\(Character(Unicode.Scalar(current)))'" : "byte 0x\(String(current, radix: 16))"
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else { throw Failure(offset: position, message: "expected \(what), found \(describeCurrent())") }
        position += 1
    }

    private mutating func value() throws(Failure) -> JSONNode {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth else { throw Failure(offset: position, message: "nesting is deeper than \(Self.maxDepth) levels") }
        guard let byte = current else { throw Failure(offset: position, message: "expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return .object(try object())
        case UInt8(ascii: "["): return .array(try array())
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw Failure(offset: position, message: "expected a value, found \(describeCurrent())")
        }
    }

    private mutating func object() throws(Failure) -> JSONObject {
        position += 1
        var object = JSONObject()
        skipSpace()
        if current == UInt8(ascii: "}") { position += 1; return object }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw Failure(offset: position, message: "expected a quoted key, found \(describeCurrent())")
            }
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipSpace()
            object.append(key, try value())
            skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return object
        }
    }

    private mutating func array() throws(Failure) -> [JSONNode] {
        position += 1
        var items: [JSONNode] = []
        skipSpace()
        if current == UInt8(ascii: "]") { position += 1; return items }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return items
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard current == byte else { throw Failure(offset: position, message: "expected \(word), found \(describeCurrent())") }
            position += 1
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as written.
    private mutating func number() throws(Failure) -> String {
        let start = position
        while let byte = current, Self.isNumberByte(byte) { position += 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
        guard Self.isJSONNumber(text) else {
            throw Failure(offset: start, message: "expected a number, found \"\(String(decoding: text, as: UTF8.self))\"")
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): return true
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
            if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == text.endIndex
    }

    // MARK: - Strings

    private mutating func string() throws(Failure) -> String {
        let start = position
        position += 1
        // Most strings have no escapes: find the closing quote and take the bytes as they are.
        var end = position, ascii = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let text = try utf8(position..<end, ascii: ascii)
                position = end + 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw Failure(offset: end, message: "a control character must be escaped inside a string") }
            ascii = ascii && byte < 0x80
            end += 1
        }
        guard end < bytes.count else { throw Failure(offset: start, message: "this string is never closed") }
        return try escapedString(start: start)
    }

    private mutating func escapedString(start: Int) throws(Failure) -> String {
        var buffer: [UInt8] = []
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: buffer, as: UTF8.self) else {
                    throw Failure(offset: start + 1, message: "this string is not valid UTF-8")
                }
                return text
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
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                    throw Failure(offset: escapeStart, message: "expected a low surrogate \\uDC00-\\uDFFF after this high surrogate")
                }
                position += 2
                let low = try hex4(escapeStart)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw Failure(offset: escapeStart, message: "expected a low surrogate \\uDC00-\\uDFFF after this high surrogate")
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
            throw Failure(offset: escapeStart, message: "expected an escape such as \\n, \\\" or \\u00E9, found '\\\(Character(Unicode.Scalar(byte)))'")
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

    /// The text of `range`. ASCII, the common case, needs no validation.
    private func utf8(_ range: Range<Int>, ascii: Bool) throws(Failure) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        let text = ascii ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
        guard let text else { throw Failure(offset: range.lowerBound, message: "this string is not valid UTF-8") }
        return text
    }
}
