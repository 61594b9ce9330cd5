import StoreDisplayText

/// The `Decoder` behind ``YAMLDecoder``: one per node being decoded.
struct _YAMLNodeDecoder: Decoder {
    let node: YAMLNode
    let codingPath: [any CodingKey]
    /// Where the keys asked and read are written, when the caller wants the unread ones.
    var log: YAMLKeyLog? = nil
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let pairs = node.mapping else { throw mismatch("a mapping") }
        log?.open(node, pairs: pairs, path: codingPath)
        return KeyedDecodingContainer(
            _YAMLKeyedContainer<Key>(node: node, pairs: pairs, codingPath: codingPath, log: log))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let items = node.sequence else { throw mismatch("a sequence") }
        return _YAMLUnkeyedContainer(items: items, codingPath: codingPath, log: log)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        _YAMLSingleValue(node: node, codingPath: codingPath, log: log)
    }

    func mismatch(_ expected: String) -> YAMLError {
        YAMLError(.unexpected(expected: expected, found: node.kindDescription), at: node.location)
    }
}

struct _YAMLIndexKey: CodingKey {
    var stringValue: String { "\(intValue ?? 0)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

struct _YAMLKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: YAMLNode
    let values: [String: YAMLNode]
    let keyLocations: [String: FilePosition]
    let orderedKeys: [String]
    let codingPath: [any CodingKey]
    let log: YAMLKeyLog?

    init(node: YAMLNode, pairs: [YAMLPair], codingPath: [any CodingKey], log: YAMLKeyLog?) {
        self.node = node
        self.codingPath = codingPath
        self.log = log
        var values: [String: YAMLNode] = [:]
        var keyLocations: [String: FilePosition] = [:]
        var keys: [String] = []
        for pair in pairs {
            guard let key = pair.key.string else { continue }
            values[key] = pair.value
            keyLocations[key] = pair.key.location
            keys.append(key)
        }
        self.values = values
        self.keyLocations = keyLocations
        self.orderedKeys = keys
    }

    var allKeys: [Key] {
        log?.readAll(of: node)
        return orderedKeys.compactMap { Key(stringValue: $0) }
    }

    /// The value of `name`, noted in the log as asked (and read, when there is one).
    private func lookUp(_ name: String) -> YAMLNode? {
        log?.ask(name, of: node, foundAt: keyLocations[name])
        return values[name]
    }

    func contains(_ key: Key) -> Bool { lookUp(key.stringValue) != nil }

    private func value(_ key: Key) throws -> YAMLNode {
        guard let value = lookUp(key.stringValue) else {
            throw YAMLError(.invalid("missing key \"\(key.stringValue)\""), at: node.location)
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try _YAMLSingleValue(node: try value(key), codingPath: codingPath + [key], log: log).decode(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = lookUp(key.stringValue), !value.isNull else { return nil }
        return try _YAMLSingleValue(node: value, codingPath: codingPath + [key], log: log).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try _YAMLNodeDecoder(node: try value(key), codingPath: codingPath + [key], log: log).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try _YAMLNodeDecoder(node: try value(key), codingPath: codingPath + [key], log: log).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { _YAMLNodeDecoder(node: node, codingPath: codingPath, log: log) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        _YAMLNodeDecoder(node: try value(key), codingPath: codingPath + [key], log: log)
    }
}

struct _YAMLUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [YAMLNode]
    let codingPath: [any CodingKey]
    let log: YAMLKeyLog?
    var currentIndex = 0

    init(items: [YAMLNode], codingPath: [any CodingKey], log: YAMLKeyLog?) {
        self.items = items
        self.codingPath = codingPath
        self.log = log
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func nextNode() throws -> (YAMLNode, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "the sequence has no more items"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], codingPath + [_YAMLIndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, path) = try nextNode()
        return try _YAMLSingleValue(node: node, codingPath: path, log: log).decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (node, path) = try nextNode()
        return try _YAMLNodeDecoder(node: node, codingPath: path, log: log).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, path) = try nextNode()
        return try _YAMLNodeDecoder(node: node, codingPath: path, log: log).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (node, path) = try nextNode()
        return _YAMLNodeDecoder(node: node, codingPath: path, log: log)
    }
}

struct _YAMLSingleValue: SingleValueDecodingContainer {
    let node: YAMLNode
    let codingPath: [any CodingKey]
    var log: YAMLKeyLog? = nil

    func decodeNil() -> Bool { node.isNull }

    private func scalar(_ expected: String) throws -> String {
        guard let value = node.string, !node.isNull else {
            throw YAMLError(.unexpected(expected: expected, found: node.kindDescription), at: node.location)
        }
        return value
    }

    private func number<T: LosslessStringConvertible>(_ expected: String, _ make: (String) -> T?) throws -> T {
        let text = try scalar(expected)
        guard let value = make(text) else {
            throw YAMLError(.unexpected(expected: expected, found: "\"\(text)\""), at: node.location)
        }
        return value
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        // NB: only true/false; YAML 1.1's yes/no/on/off are the trap we refuse to fall into.
        switch try scalar("true or false") {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        case let text: throw YAMLError(.unexpected(expected: "true or false", found: "\"\(text)\""), at: node.location)
        }
    }

    func decode(_ type: String.Type) throws -> String { try scalar("a string") }
    func decode(_ type: Double.Type) throws -> Double {
        try number("a number") { Double($0).flatMap { $0.isFinite ? $0 : nil } }
    }
    func decode(_ type: Float.Type) throws -> Float {
        try number("a number") { Float($0).flatMap { $0.isFinite ? $0 : nil } }
    }
    func decode(_ type: Int.Type) throws -> Int { try number("a whole number") { Int($0) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try number("a whole number") { Int8($0) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try number("a whole number") { Int16($0) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try number("a whole number") { Int32($0) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try number("a whole number") { Int64($0) } }
    func decode(_ type: UInt.Type) throws -> UInt { try number("a whole number") { UInt($0) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try number("a whole number") { UInt8($0) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try number("a whole number") { UInt16($0) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try number("a whole number") { UInt32($0) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try number("a whole number") { UInt64($0) } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // Standard types call back into the typed methods above through their own init(from:).
        try T(from: _YAMLNodeDecoder(node: node, codingPath: codingPath, log: log))
    }
}
