import StoreIO
import StoreText

/// Which keys of which mappings a decode asked for and read (see `JSONKeyLog` in the input
/// reader, which does the same for JSON). Mappings and keys are known by where they start.
final class YAMLKeyLog {
    struct Opened {
        var path: [any CodingKey]
        var keys: [(name: String, location: FilePosition)]
        var asked: Set<String> = []
    }

    private(set) var opened: [FilePosition: Opened] = [:]
    private(set) var read: Set<FilePosition> = []

    func open(_ mapping: YAMLNode, pairs: [YAMLPair], path: [any CodingKey]) {
        guard opened[mapping.location] == nil else { return }
        opened[mapping.location] = Opened(
            path: path, keys: pairs.compactMap { pair in pair.key.string.map { ($0, pair.key.location) } })
    }

    func ask(_ name: String, of mapping: YAMLNode, foundAt key: FilePosition?) {
        opened[mapping.location]?.asked.insert(name)
        if let key { read.insert(key) }
    }

    func readAll(of mapping: YAMLNode) {
        for key in opened[mapping.location]?.keys ?? [] { read.insert(key.location) }
    }

    /// The keys of opened mappings no one read, in the file's order.
    func unread() -> [YAMLDecoder.UnknownKey] {
        opened.values.flatMap { mapping in
            mapping.keys.filter { !read.contains($0.location) }.map { key in
                YAMLDecoder.UnknownKey(
                    objectPath: mapping.path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }, name: key.name,
                    nearest: NearestName.closest(to: key.name, among: mapping.asked.sorted()), location: key.location)
            }
        }.sorted { $0.location < $1.location }
    }
}
