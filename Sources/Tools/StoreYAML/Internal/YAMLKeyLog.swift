import StoreDisplayText
import StoreIO

/// Which keys of which mappings a decode asked for and read (see `JSONKeyLog` in the input
/// reader, which does the same for JSON). Mappings and keys are known by where they start.
///
/// NB: every key a decode reads passes through here, so a position is packed into one
/// integer, and the names asked are only grouped by mapping when a key was left unread.
final class YAMLKeyLog {
    private struct Opened {
        var mapping: Int
        var path: [any CodingKey]
        var keys: [(name: String, location: FilePosition)]
    }

    private var opened: [Opened] = []
    private var openedMappings: Set<Int> = []
    private var asked: [(mapping: Int, name: String)] = []
    private var read: Set<Int> = []

    /// A position as one integer: a file is never 2³² lines long or wide.
    private static func packed(_ location: FilePosition) -> Int { location.line << 32 | location.column }

    func open(_ mapping: YAMLNode, pairs: [YAMLPair], path: [any CodingKey]) {
        guard openedMappings.insert(Self.packed(mapping.location)).inserted else { return }
        opened.append(
            Opened(
                mapping: Self.packed(mapping.location), path: path,
                keys: pairs.compactMap { pair in pair.key.string.map { ($0, pair.key.location) } }))
    }

    func ask(_ name: String, of mapping: YAMLNode, foundAt key: FilePosition?) {
        asked.append((Self.packed(mapping.location), name))
        if let key { read.insert(Self.packed(key)) }
    }

    func readAll(of mapping: YAMLNode) {
        let packed = Self.packed(mapping.location)
        for record in opened where record.mapping == packed {
            for key in record.keys { read.insert(Self.packed(key.location)) }
        }
    }

    /// The keys of opened mappings no one read, in the file's order.
    func unread() -> [YAMLDecoder.UnknownKey] {
        let unread = opened.flatMap { mapping in
            mapping.keys.filter { !read.contains(Self.packed($0.location)) }.map { (mapping, $0) }
        }
        guard !unread.isEmpty else { return [] }
        var names: [Int: [String]] = [:]
        for ask in asked { names[ask.mapping, default: []].append(ask.name) }
        return unread.map { mapping, key in
            YAMLDecoder.UnknownKey(
                objectPath: mapping.path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }, name: key.name,
                nearest: NearestName.closest(to: key.name, among: Array(Set(names[mapping.mapping] ?? [])).sorted()),
                location: key.location)
        }.sorted { $0.location < $1.location }
    }
}
