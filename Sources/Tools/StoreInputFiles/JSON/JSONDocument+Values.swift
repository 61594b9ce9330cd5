import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading the value at an entry as the type a model asks for, with the `DecodingError` that
/// `JSONDecoder` would give when it is something else. The path is built only for an error.
extension JSONDocument {
    func string(at index: Int, _ path: @autoclosure () -> JSONCodingPath?) throws -> String {
        guard entries[index].kind == .string else { throw mismatch(String.self, at: index, path()) }
        return string(at: index)
    }

    func bool(at index: Int, _ path: @autoclosure () -> JSONCodingPath?) throws -> Bool {
        let entry = entries[index]
        guard entry.kind == .bool else { throw mismatch(Bool.self, at: index, path()) }
        return entry.flag
    }

    func double(at index: Int, _ path: @autoclosure () -> JSONCodingPath?) throws -> Double {
        let text = try numberText(Double.self, at: index, path())
        guard let value = Double(text), value.isFinite else {
            throw corrupted("the number \(text) is too large for a Double", path())
        }
        return value
    }

    func float(at index: Int, _ path: @autoclosure () -> JSONCodingPath?) throws -> Float {
        let text = try numberText(Float.self, at: index, path())
        guard let value = Float(text), value.isFinite else {
            throw corrupted("the number \(text) is too large for a Float", path())
        }
        return value
    }

    /// A whole number. Like `JSONDecoder`, `1.0` and `1e2` count as whole; `1.5` does not.
    func integer<T: FixedWidthInteger>(at index: Int, _ path: @autoclosure () -> JSONCodingPath?) throws -> T {
        let text = try numberText(T.self, at: index, path())
        if let value = T(text) { return value }
        guard let double = Double(text), double.rounded(.towardZero) == double, double.isFinite else {
            throw corrupted("expected a whole number, found \(text)", path())
        }
        guard let value = T(exactly: double) else {
            throw corrupted("expected a whole number from \(T.min) to \(T.max), found \(text)", path())
        }
        return value
    }

    func isNull(at index: Int) -> Bool { entries[index].kind == .null }

    /// `typeMismatch`, or `valueNotFound` for null, worded as `JSONDecoder` words them.
    func mismatch(_ type: Any.Type, at index: Int, _ path: JSONCodingPath?) -> DecodingError {
        let entry = entries[index]
        let context = DecodingError.Context(
            codingPath: JSONCodingPath.keys(path),
            debugDescription: "Expected to decode \(type) but found \(entry.kindDescription) instead.")
        return entry.kind == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// A number's digits as written: a small string, no allocation for ordinary numbers.
    private func numberText(
        _ type: Any.Type, at index: Int, _ path: @autoclosure () -> JSONCodingPath?
    ) throws -> String {
        let entry = entries[index]
        guard entry.kind == .number else { throw mismatch(type, at: index, path()) }
        return text.withUnsafeBytes { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[Int(entry.start)..<Int(entry.end)]), as: UTF8.self)
        }
    }

    private func corrupted(_ message: String, _ path: JSONCodingPath?) -> DecodingError {
        .dataCorrupted(.init(codingPath: JSONCodingPath.keys(path), debugDescription: message))
    }
}
