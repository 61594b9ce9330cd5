/// Reading a node as the type a model asks for, with the `DecodingError` that `JSONDecoder`
/// would give when it is something else. The path is built only when there is an error.
extension JSONNode {
    func string(_ path: @autoclosure () -> JSONCodingPath?) throws -> String {
        guard case .string(let text) = self else { throw mismatch(String.self, path()) }
        return text
    }

    func bool(_ path: @autoclosure () -> JSONCodingPath?) throws -> Bool {
        guard case .bool(let value) = self else { throw mismatch(Bool.self, path()) }
        return value
    }

    func double(_ path: @autoclosure () -> JSONCodingPath?) throws -> Double {
        guard case .number(let text) = self else { throw mismatch(Double.self, path()) }
        guard let value = Double(text), value.isFinite else {
            throw corrupted("the number \(text) is too large for a Double", path())
        }
        return value
    }

    func float(_ path: @autoclosure () -> JSONCodingPath?) throws -> Float {
        guard case .number(let text) = self else { throw mismatch(Float.self, path()) }
        guard let value = Float(text), value.isFinite else {
            throw corrupted("the number \(text) is too large for a Float", path())
        }
        return value
    }

    /// A whole number. Like `JSONDecoder`, `1.0` and `1e2` count as whole; `1.5` does not.
    func integer<T: FixedWidthInteger>(_ path: @autoclosure () -> JSONCodingPath?) throws -> T {
        guard case .number(let text) = self else { throw mismatch(T.self, path()) }
        if let value = T(text) { return value }
        guard let double = Double(text), double.rounded(.towardZero) == double, double.isFinite else {
            throw corrupted("expected a whole number, found \(text)", path())
        }
        guard let value = T(exactly: double) else {
            throw corrupted("expected a whole number from \(T.min) to \(T.max), found \(text)", path())
        }
        return value
    }

    /// `typeMismatch`, or `valueNotFound` for null, worded as `JSONDecoder` words them.
    func mismatch(_ type: Any.Type, _ path: JSONCodingPath?) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: JSONCodingPath.keys(path),
            debugDescription: "Expected to decode \(type) but found \(kindDescription) instead.")
        if case .null = self { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }

    private func corrupted(_ message: String, _ path: JSONCodingPath?) -> DecodingError {
        .dataCorrupted(.init(codingPath: JSONCodingPath.keys(path), debugDescription: message))
    }
}
