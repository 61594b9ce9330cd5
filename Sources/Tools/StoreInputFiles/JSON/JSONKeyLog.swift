/// Which keys of which objects a decode asked for and read, so that the keys nobody read (an
/// unknown field, or a misspelt one) can be named afterwards.
///
/// NB: a class that one decode fills on one thread: the decoder and its containers are values
/// that all hold the same log. Every key a decode reads passes through here, so the log only
/// appends and marks, with no hashing: the names asked of each object are grouped only when
/// some key was left unread, which a file that is fine never has.
final class JSONKeyLog {
    /// The objects keyed containers were opened on, with their paths, in the order opened.
    private var opened: [(object: Int, path: JSONCodingPath?)] = []
    /// Every name asked, with the object it was asked of.
    private var asked: [(object: Int, name: String)] = []
    /// By entry: whether the key at that entry was read.
    private var read: [Bool]

    /// A log for a document of `entries` entries.
    init(entries: Int) {
        read = [Bool](repeating: false, count: entries)
    }

    /// A keyed container was opened on the object at `object`.
    func open(_ object: Int, path: JSONCodingPath?) {
        opened.append((object, path))
    }

    /// `name` was asked of the object at `object`, and found at key entry `key` when it was.
    func ask(_ name: String, of object: Int, foundAt key: Int?) {
        asked.append((object, name))
        if let key { read[key] = true }
    }

    /// Every key of the object at `object` was read (its `allKeys`).
    func readAll(of object: Int, in document: JSONDocument) {
        let (first, count) = document.members(of: object)
        var entry = first
        for _ in 0..<count {
            read[entry] = true
            entry = document.next(after: entry + 1)
        }
    }

    /// The keys of opened objects that no one read, in document order: each with its object's
    /// path, and the asked name it is likely a misspelling of.
    func unread(in document: JSONDocument) -> [UnknownKey] {
        var unknown: [(object: Int, path: JSONCodingPath?, entry: Int, name: String)] = []
        var seen: Set<Int> = []
        for (object, path) in opened where seen.insert(object).inserted {
            let (first, count) = document.members(of: object)
            var entry = first
            for _ in 0..<count {
                defer { entry = document.next(after: entry + 1) }
                if !read[entry] { unknown.append((object, path, entry, document.string(at: entry))) }
            }
        }
        guard !unknown.isEmpty else { return [] }
        let objects = Set(unknown.map(\.object))
        var names: [Int: Set<String>] = [:]
        for ask in asked where objects.contains(ask.object) { names[ask.object, default: []].insert(ask.name) }
        return unknown.sorted { $0.entry < $1.entry }.map { key in
            UnknownKey(
                objectPath: JSONCodingPath.keys(key.path), name: key.name,
                nearest: NearestKeyName.closest(to: key.name, among: names[key.object] ?? []))
        }
    }
}
