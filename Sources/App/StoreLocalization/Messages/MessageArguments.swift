/// The values for a message's placeholders, by name: what ``Localizer/string(_:_:)`` and the
/// generated accessors take.
///
/// Written as a dictionary literal, so call sites read as they would with a dictionary:
///
/// ```swift
/// ru.string("Stock.OnlyLeft", ["count": 3])
/// var values: MessageArguments = ["name": "Ada"]
/// values["count"] = 2
/// ```
///
/// Equality and hashing ignore order, as a dictionary's do. When a name is given twice, the
/// later value wins.
///
/// NB: a message has one to three placeholders, and a list cell asks for several messages. A
/// `Dictionary` here cost a third of a plural lookup, to allocate, hash and free; this keeps
/// the array a literal already is and finds a name by comparing it with each.
public struct MessageArguments: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The names and values, each name once, in the order given. Unlabelled, so a literal's
    /// own array is kept as it is.
    private var entries: [(String, MessageArgument)]

    /// No arguments.
    public init() { entries = [] }

    /// The arguments of a literal; a name given twice keeps its later value.
    public init(dictionaryLiteral elements: (String, MessageArgument)...) {
        entries = elements
        if entries.count > 1 { removeEarlierDuplicates() }
    }

    /// The arguments in `dictionary`.
    public init(_ dictionary: [String: MessageArgument]) {
        entries = dictionary.map { ($0.key, $0.value) }
    }

    /// The value called `name`; setting `nil` removes it.
    public subscript(name: String) -> MessageArgument? {
        get {
            for (key, value) in entries where key == name { return value }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.0 == name }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].1 = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// How many arguments there are.
    public var count: Int { entries.count }

    /// Whether there are none.
    public var isEmpty: Bool { entries.isEmpty }

    /// The names, in the order given.
    public var names: [String] { entries.map(\.0) }

    /// The arguments as a dictionary.
    public var dictionary: [String: MessageArgument] {
        Dictionary(entries, uniquingKeysWith: { _, later in later })
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.0] == $0.1 }
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, as `Dictionary` hashes: each entry hashed alone, then combined
        // by a commutative sum.
        var sum = 0
        for (name, value) in entries {
            var one = Hasher()
            one.combine(name)
            one.combine(value)
            sum &+= one.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }

    /// Drops every entry whose name comes again later. Literals are short, so names are
    /// compared pairwise rather than hashed.
    private mutating func removeEarlierDuplicates() {
        func isRepeatedLater(_ index: Int) -> Bool {
            entries[(index + 1)...].contains { $0.0 == entries[index].0 }
        }
        guard entries.indices.contains(where: isRepeatedLater) else { return }
        entries = entries.indices.filter { !isRepeatedLater($0) }.map { entries[$0] }
    }
}
