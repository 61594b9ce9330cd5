/// The `Decoder` that ``InputLoader`` runs over a parsed ``JSONNode`` tree.
///
/// It exists for speed. Foundation's `JSONDecoder` runs unspecialized generic code with
/// dynamic type checks per value; this one reads the tree the parser already built, with
/// no checks of its own, and is about 1.5× faster on a large stores file. The models'
/// `init(from:)` are unchanged, so apps still decode them with `JSONDecoder`, and the errors
/// are the same `DecodingError`s with the same coding paths. A table of cases in the tests
/// holds the two decoders to the same answers.
struct JSONNodeDecoder: Decoder {
    let node: JSONNode
    let path: JSONCodingPath?

    var codingPath: [any CodingKey] { JSONCodingPath.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = node else { throw node.mismatch([String: Any].self, path) }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(object: object, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node else { throw node.mismatch([Any].self, path) }
        return JSONUnkeyedContainer(items: items, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueContainer(node: node, path: path)
    }
}

/// A coding path as a chain of links, so stepping into a value costs one small allocation;
/// the array form is built only when someone asks, which is when an error is being described.
final class JSONCodingPath {
    let parent: JSONCodingPath?
    let key: any CodingKey

    init(_ parent: JSONCodingPath?, _ key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// The keys from the root down to `path`.
    static func keys(_ path: JSONCodingPath?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var link = path
        while let current = link {
            keys.append(current.key)
            link = current.parent
        }
        return keys.reversed()
    }
}

/// An array position in a coding path.
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let path: JSONCodingPath?

    var codingPath: [any CodingKey] { JSONCodingPath.keys(path) }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object.position(of: key.stringValue) != nil }

    private func value(_ key: Key) throws -> JSONNode {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value associated with key \"\(key.stringValue)\"."))
        }
        return value
    }

    /// The value for `key`, or `nil` when it is missing or null, as `decodeIfPresent` wants.
    private func presentValue(_ key: Key) -> JSONNode? {
        guard let value = object[key.stringValue] else { return nil }
        if case .null = value { return nil }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(key) { return true }
        return false
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).string(JSONCodingPath(path, key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).bool(JSONCodingPath(path, key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).double(JSONCodingPath(path, key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).integer(JSONCodingPath(path, key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: JSONNodeDecoder(node: try value(key), path: JSONCodingPath(path, key)))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentValue(key)?.string(JSONCodingPath(path, key))
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentValue(key)?.bool(JSONCodingPath(path, key))
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentValue(key)?.double(JSONCodingPath(path, key))
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentValue(key)?.integer(JSONCodingPath(path, key))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = presentValue(key) else { return nil }
        return try T(from: JSONNodeDecoder(node: value, path: JSONCodingPath(path, key)))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONNodeDecoder(node: try value(key), path: JSONCodingPath(path, key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONNodeDecoder(node: try value(key), path: JSONCodingPath(path, key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONNodeDecoder(node: .object(object), path: path) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONNodeDecoder(node: object[key.stringValue] ?? .null, path: JSONCodingPath(path, key))
    }
}

struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONNode]
    let path: JSONCodingPath?
    private(set) var currentIndex = 0

    init(items: [JSONNode], path: JSONCodingPath?) {
        self.items = items
        self.path = path
    }

    var codingPath: [any CodingKey] { JSONCodingPath.keys(path) }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The next item and its path; the index moves on only when the item decodes.
    private func next<T>(_ type: T.Type) throws -> (JSONNode, JSONCodingPath) {
        let itemPath = JSONCodingPath(path, JSONIndexKey(currentIndex))
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: JSONCodingPath.keys(itemPath), debugDescription: "Unkeyed container is at end."))
        }
        return (items[currentIndex], itemPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let (node, itemPath) = try next(type)
        defer { currentIndex += 1 }
        return try node.string(itemPath)
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let (node, itemPath) = try next(type)
        defer { currentIndex += 1 }
        return try node.double(itemPath)
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        let (node, itemPath) = try next(type)
        defer { currentIndex += 1 }
        return try node.integer(itemPath)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, itemPath) = try next(type)
        let value = try T(from: JSONNodeDecoder(node: node, path: itemPath))
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (node, itemPath) = try next([String: Any].self)
        let container = try JSONNodeDecoder(node: node, path: itemPath).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, itemPath) = try next([Any].self)
        let container = try JSONNodeDecoder(node: node, path: itemPath).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let (node, itemPath) = try next(Any.self)
        currentIndex += 1
        return JSONNodeDecoder(node: node, path: itemPath)
    }
}

struct JSONSingleValueContainer: SingleValueDecodingContainer {
    let node: JSONNode
    let path: JSONCodingPath?

    var codingPath: [any CodingKey] { JSONCodingPath.keys(path) }

    func decodeNil() -> Bool {
        if case .null = node { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try node.bool(path) }
    func decode(_ type: String.Type) throws -> String { try node.string(path) }
    func decode(_ type: Double.Type) throws -> Double { try node.double(path) }
    func decode(_ type: Float.Type) throws -> Float { try node.float(path) }
    func decode(_ type: Int.Type) throws -> Int { try node.integer(path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try node.integer(path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try node.integer(path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try node.integer(path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try node.integer(path) }
    func decode(_ type: UInt.Type) throws -> UInt { try node.integer(path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try node.integer(path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try node.integer(path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try node.integer(path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try node.integer(path) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: JSONNodeDecoder(node: node, path: path))
    }
}
