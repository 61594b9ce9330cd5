/// Which keys of which objects a decode asked for and read, so that the keys nobody read (an
/// unknown field, or a misspelt one) can be named afterwards.
///
/// NB: a class that one decode fills on one thread: the decoder and its containers are values
/// that all hold the same log.
final class JSONKeyLog {
    /// An object a keyed container was opened on: where it is, and the names asked of it.
    struct Opened {
        var path: JSONCodingPath?
        var asked: Set<String> = []
    }

    /// By the object's entry.
    private(set) var opened: [Int: Opened] = [:]
    /// The entries of the keys read.
    private(set) var read: Set<Int> = []

    /// A keyed container was opened on the object at `object`.
    func open(_ object: Int, path: JSONCodingPath?) {
        if opened[object] == nil { opened[object] = Opened(path: path) }
    }

    /// `name` was asked of the object at `object`, and found at key entry `key` when it was.
    func ask(_ name: String, of object: Int, foundAt key: Int?) {
        opened[object]?.asked.insert(name)
        if let key { read.insert(key) }
    }

    /// Every key of the object at `object` was read (its `allKeys`).
    func readAll(of object: Int, in document: JSONDocument) {
        let (first, count) = document.members(of: object)
        var entry = first
        for _ in 0..<count {
            read.insert(entry)
            entry = document.next(after: entry + 1)
        }
    }

    /// The keys of opened objects that no one read, in document order: each with its object's
    /// path, and the asked name it is likely a misspelling of.
    func unread(in document: JSONDocument) -> [UnknownKey] {
        var unknown: [UnknownKey] = []
        for (object, record) in opened.sorted(by: { $0.key < $1.key }) {
            let (first, count) = document.members(of: object)
            var entry = first
            for _ in 0..<count {
                defer { entry = document.next(after: entry + 1) }
                guard !read.contains(entry) else { continue }
                let name = document.string(at: entry)
                unknown.append(
                    UnknownKey(
                        objectPath: JSONCodingPath.keys(record.path), name: name,
                        nearest: NearestKeyName.closest(to: name, among: record.asked)))
            }
        }
        return unknown
    }
}
