import StoreDomain

/// The `Decoder` that ``InputLoader`` runs over a parsed ``JSONDocument``.
///
/// It exists for speed. Foundation's `JSONDecoder` runs unspecialized generic code with
/// dynamic type checks per value; this one reads the entries the parser already checked,
/// finds keys by comparing bytes, and makes a `String` only for a value a model asks for.
/// The models' `init(from:)` are unchanged, so apps still decode them with `JSONDecoder`,
/// and the errors are the same `DecodingError`s with the same coding paths. Tests hold the
/// two decoders to the same answers.
struct JSONDocumentDecoder: Decoder {
    let document: JSONDocument
    /// The entry being decoded.
    let index: Int
    let path: JSONCodingPath?
    /// Where the keys asked and read are written, when the caller wants to know the unread.
    let log: JSONKeyLog?

    /// A decoder for the document's root value; with `log`, it notes the keys it reads.
    init(document: JSONDocument, log: JSONKeyLog? = nil) {
        self.init(document: document, index: 0, path: nil, log: log)
    }

    init(document: JSONDocument, index: Int, path: JSONCodingPath?, log: JSONKeyLog?) {
        self.document = document
        self.index = index
        self.path = path
        self.log = log
    }

    var codingPath: [any CodingKey] { JSONCodingPath.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard document.entries[index].kind == .object else {
            throw document.mismatch([String: Any].self, at: index, path)
        }
        log?.open(index, path: path)
        return KeyedDecodingContainer(
            JSONKeyedContainer<Key>(document: document, object: index, path: path, log: log))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard document.entries[index].kind == .array else { throw document.mismatch([Any].self, at: index, path) }
        return JSONUnkeyedContainer(document: document, array: index, path: path, log: log)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueContainer(document: document, index: index, path: path, log: log)
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
    let document: JSONDocument
    let path: JSONCodingPath?
    let log: JSONKeyLog?
    /// The object's entry.
    private let object: Int
    /// The first key's entry, and the number of members.
    private let first: Int, count: Int
    /// Key → value entry, built only for an object too big for a linear search to win.
    private let index: [String: Int]?

    /// Objects with more members than this are searched through a dictionary.
    static var linearLimit: Int { 16 }

    init(document: JSONDocument, object: Int, path: JSONCodingPath?, log: JSONKeyLog?) {
        self.document = document
        self.path = path
        self.log = log
        self.object = object
        (first, count) = document.members(of: object)
        guard count > Self.linearLimit else {
            index = nil
            return
        }
        var index: [String: Int] = [:]
        index.reserveCapacity(count)
        var key = first
        for _ in 0..<count {
            // NB: the parser refuses a key written twice, so each name is here once.
            index[document.string(at: key)] = key + 1
            key = document.next(after: key + 1)
        }
        self.index = index
    }

    var codingPath: [any CodingKey] { JSONCodingPath.keys(path) }

    /// The keys in the order written; the parser refuses one written twice.
    var allKeys: [Key] {
        log?.readAll(of: object, in: document)
        // NB: this runs unspecialized, through the standard library's box, so the names are
        // gathered as concrete strings and the generic array of keys is made in one go.
        var names: [String] = []
        names.reserveCapacity(count)
        var entry = first
        for _ in 0..<count {
            names.append(document.string(at: entry))
            entry = document.next(after: entry + 1)
        }
        return [Key](unsafeUninitializedCapacity: names.count) { keys, made in
            for name in names {
                guard let key = Key(stringValue: name) else { continue }
                keys.initializeElement(at: made, to: key)
                made += 1
            }
        }
    }

    /// The entry of `key`'s value, if the object has the key.
    private func entry(_ key: Key) -> Int? {
        let value =
            index.map { $0[key.stringValue] } ?? document.value(named: key.stringValue, first: first, count: count)
        log?.ask(key.stringValue, of: object, foundAt: value.map { $0 - 1 })
        return value
    }

    func contains(_ key: Key) -> Bool { entry(key) != nil }

    private func value(_ key: Key) throws -> Int {
        guard let value = entry(key) else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "No value associated with key \"\(key.stringValue)\"."))
        }
        return value
    }

    /// The value's entry for `key`, or `nil` when it is missing or null, as `decodeIfPresent` wants.
    private func presentValue(_ key: Key) -> Int? {
        guard let value = entry(key), !document.isNull(at: value) else { return nil }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { document.isNull(at: try value(key)) }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try document.string(at: try value(key), JSONCodingPath(path, key))
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try document.bool(at: try value(key), JSONCodingPath(path, key))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try document.double(at: try value(key), JSONCodingPath(path, key))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try document.integer(at: try value(key), JSONCodingPath(path, key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(
            from: JSONDocumentDecoder(
                document: document, index: try value(key), path: JSONCodingPath(path, key), log: log))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentValue(key).map { try document.string(at: $0, JSONCodingPath(path, key)) }
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentValue(key).map { try document.bool(at: $0, JSONCodingPath(path, key)) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentValue(key).map { try document.double(at: $0, JSONCodingPath(path, key)) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentValue(key).map { try document.integer(at: $0, JSONCodingPath(path, key)) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = presentValue(key) else { return nil }
        return try T(
            from: JSONDocumentDecoder(document: document, index: value, path: JSONCodingPath(path, key), log: log))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONDocumentDecoder(document: document, index: try value(key), path: JSONCodingPath(path, key), log: log)
            .container(
                keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONDocumentDecoder(document: document, index: try value(key), path: JSONCodingPath(path, key), log: log)
            .unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONDocumentDecoder(document: document, index: first - 1, path: path, log: log)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONDocumentDecoder(document: document, index: try value(key), path: JSONCodingPath(path, key), log: log)
    }
}

struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let document: JSONDocument
    let path: JSONCodingPath?
    let log: JSONKeyLog?
    let count: Int?
    private(set) var currentIndex = 0
    /// The entry of the item at `currentIndex`.
    private var entry: Int

    init(document: JSONDocument, array: Int, path: JSONCodingPath?, log: JSONKeyLog?) {
        self.document = document
        self.path = path
        self.log = log
        count = Int(document.entries[array].start)
        entry = array + 1
    }

    var codingPath: [any CodingKey] { JSONCodingPath.keys(path) }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The path of the item at `currentIndex`. A string or number item makes it only for an
    /// error, as the keyed container does, so reading a list of them allocates no paths.
    private var itemPath: JSONCodingPath { JSONCodingPath(path, JSONIndexKey(currentIndex)) }

    /// The next item's entry; the container moves on only when the item decodes.
    private func item<T>(_ type: T.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: JSONCodingPath.keys(itemPath), debugDescription: "Unkeyed container is at end.")
            )
        }
        return entry
    }

    /// The next item's entry and path, for an item that gets a decoder of its own.
    private func next<T>(_ type: T.Type) throws -> (Int, JSONCodingPath) {
        (try item(type), itemPath)
    }

    private mutating func advance() {
        entry = document.next(after: entry)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, document.isNull(at: entry) else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let value = try document.string(at: try item(type), itemPath)
        advance()
        return value
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let value = try document.double(at: try item(type), itemPath)
        advance()
        return value
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        let value: Int = try document.integer(at: try item(type), itemPath)
        advance()
        return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (item, itemPath) = try next(type)
        let value = try T(from: JSONDocumentDecoder(document: document, index: item, path: itemPath, log: log))
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (item, itemPath) = try next([String: Any].self)
        let container = try JSONDocumentDecoder(document: document, index: item, path: itemPath, log: log).container(
            keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (item, itemPath) = try next([Any].self)
        let container = try JSONDocumentDecoder(document: document, index: item, path: itemPath, log: log)
            .unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let (item, itemPath) = try next(Any.self)
        advance()
        return JSONDocumentDecoder(document: document, index: item, path: itemPath, log: log)
    }
}

struct JSONSingleValueContainer: SingleValueDecodingContainer {
    let document: JSONDocument
    let index: Int
    let path: JSONCodingPath?
    let log: JSONKeyLog?

    var codingPath: [any CodingKey] { JSONCodingPath.keys(path) }

    func decodeNil() -> Bool { document.isNull(at: index) }

    func decode(_ type: Bool.Type) throws -> Bool { try document.bool(at: index, path) }
    func decode(_ type: String.Type) throws -> String { try document.string(at: index, path) }
    func decode(_ type: Double.Type) throws -> Double { try document.double(at: index, path) }
    func decode(_ type: Float.Type) throws -> Float { try document.float(at: index, path) }
    func decode(_ type: Int.Type) throws -> Int { try document.integer(at: index, path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try document.integer(at: index, path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try document.integer(at: index, path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try document.integer(at: index, path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try document.integer(at: index, path) }
    func decode(_ type: UInt.Type) throws -> UInt { try document.integer(at: index, path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try document.integer(at: index, path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try document.integer(at: index, path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try document.integer(at: index, path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try document.integer(at: index, path) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: JSONDocumentDecoder(document: document, index: index, path: path, log: log))
    }
}
