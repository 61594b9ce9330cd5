/// One parsed JSON value, as ``JSONParser`` reads it and ``JSONNodeDecoder`` decodes it.
///
/// Numbers keep the text they were written as, so each is converted once, to the type the
/// model asks for, and `12.50` never passes through a `Double` on its way to an `Int`.
enum JSONNode: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// How an error names this kind of value: "a string", "an array", and so on.
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON object's members in the order written. A key written twice keeps its first value,
/// as Foundation's `JSONDecoder` does.
///
/// Two references and no more, so that a ``JSONNode`` stays 17 bytes: a 100,000-store file is
/// a tree of millions of nodes.
struct JSONObject: Sendable {
    private(set) var members: [(key: String, value: JSONNode)] = []
    /// Key → position, built once an object is too big for a linear search to win.
    private var index: [String: Int]?

    /// Objects with more members than this are searched through a dictionary.
    static let linearLimit = 16

    var count: Int { members.count }

    /// The keys, in the order written.
    var keys: [String] { members.map(\.key) }

    /// Adds a member unless the key is already there.
    mutating func append(_ key: String, _ value: JSONNode) {
        guard position(of: key) == nil else { return }
        members.append((key, value))
        if index != nil {
            index?[key] = members.count - 1
        } else if members.count > Self.linearLimit {
            index = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($0.element.key, $0.offset) })
        }
    }

    /// The position of `key`, if the object has it.
    func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    subscript(key: String) -> JSONNode? {
        position(of: key).map { members[$0].value }
    }
}
