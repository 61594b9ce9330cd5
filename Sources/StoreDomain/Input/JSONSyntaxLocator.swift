/// Finds the first syntax error in JSON text, with its line and column.
///
/// Foundation's decoder on Linux only says "not valid JSON"; this walks the
/// text once more, on the failure path only, to say where and what was expected.
struct JSONSyntaxLocator {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The first error as (line, column, message), or `nil` when the text is valid JSON.
    static func firstError(in text: String) -> (line: Int, column: Int, message: String)? {
        var locator = JSONSyntaxLocator(text)
        do {
            try locator.skipSpace()
            try locator.value()
            try locator.skipSpace()
            if locator.position < locator.bytes.count {
                throw Failure(offset: locator.position, message: "expected the end of the file after the top-level value")
            }
            return nil
        } catch let failure as Failure {
            return locator.lineAndColumn(failure.offset, failure.message)
        } catch {
            return nil
        }
    }

    private func lineAndColumn(_ offset: Int, _ message: String) -> (Int, Int, String) {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
        return (line, column, message)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func describeCurrent() -> String {
        guard let current else { return "the end of the file" }
        let scalar = Unicode.Scalar(current)
        return current < 0x80 && scalar.properties.isAlphabetic || (0x21..<0x7f).contains(current) ? "'\(Character(scalar))'" : "byte 0x\(String(current, radix: 16))"
    }

    private mutating func skipSpace() throws {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard current == byte else { throw Failure(offset: position, message: "expected \(what), found \(describeCurrent())") }
        position += 1
    }

    private mutating func value() throws {
        depth += 1
        defer { depth -= 1 }
        guard depth < 512 else { throw Failure(offset: position, message: "nesting is deeper than 512 levels") }
        guard let byte = current else { throw Failure(offset: position, message: "expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw Failure(offset: position, message: "expected a value, found \(describeCurrent())")
        }
    }

    private mutating func object() throws {
        position += 1
        try skipSpace()
        if current == UInt8(ascii: "}") { position += 1; return }
        while true {
            try skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw Failure(offset: position, message: "expected a quoted key, found \(describeCurrent())")
            }
            try string()
            try skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            try skipSpace()
            try value()
            try skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return
        }
    }

    private mutating func array() throws {
        position += 1
        try skipSpace()
        if current == UInt8(ascii: "]") { position += 1; return }
        while true {
            try skipSpace()
            try value()
            try skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }

    private mutating func string() throws {
        let start = position
        position += 1
        while let byte = current {
            position += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") { position += 1 }
            if byte < 0x20 { throw Failure(offset: position - 1, message: "a control character must be escaped inside a string") }
        }
        throw Failure(offset: start, message: "this string is never closed")
    }

    private mutating func literal(_ word: String) throws {
        for byte in word.utf8 {
            guard current == byte else { throw Failure(offset: position, message: "expected \(word), found \(describeCurrent())") }
            position += 1
        }
    }

    private mutating func number() throws {
        let start = position
        let allowed = Set("+-.eE0123456789".utf8)
        while let byte = current, allowed.contains(byte) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard Double(text) != nil else { throw Failure(offset: start, message: "expected a number, found \"\(text)\"") }
    }
}
