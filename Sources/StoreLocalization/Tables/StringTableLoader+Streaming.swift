#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StoreText
import StoreYAML

extension StringTableLoader {
    /// Flattens a table straight from libyaml's events, without building a node tree.
    ///
    /// This is the fast path for the tables people write: mappings of scalars. Anything it
    /// does not handle (anchors, aliases, tags, merge keys, sequences, nulls, duplicates, any
    /// error) returns `nil`, and the caller takes the tree path, which reports the problem
    /// exactly. Both paths produce the same table for every input the fast path accepts.
    func streamingLoad(_ text: String, file: String) -> StringTable? {
        var builder = StreamingTableBuilder(file: file, expectedKeys: Self.lineCount(text))
        do {
            try parser.scan(text, file: file, readAhead: readAhead) { event, mark throws(YAMLError) in
                builder.consume(event, at: mark)
            }
        } catch {
            return nil
        }
        return builder.finish()
    }

    /// Lines in `text`: at least the number of keys a block-style table can hold, so the
    /// entries are sized once instead of rehashed as they grow.
    private static func lineCount(_ text: String) -> Int {
        // NB: memchr skips between line breaks with vector instructions; a byte loop here was
        // a noticeable part of loading a large table.
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard var cursor = UnsafeRawPointer(bytes.baseAddress) else { return 1 }
            let end = cursor + bytes.count
            var lines = 1
            while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "\n")), end - cursor) {
                lines += 1
                cursor = UnsafeRawPointer(found) + 1
            }
            return lines
        } ?? 16
    }
}

/// The state machine behind ``StringTableLoader/streamingLoad(_:file:)``.
///
/// NB: the dotted key being read lives in one byte buffer, `path`: a mapping's key is
/// appended when it is read and cut off when its value ends. A key becomes a `String` once,
/// whole, when its entry is added, instead of a `String` per key and another per join.
private struct StreamingTableBuilder {
    private struct Frame {
        /// How many bytes of `path` are this mapping's dotted prefix.
        var prefixLength: Int
        var location: SourceLocation
        /// The key waiting for its value: where it ends in `path`.
        var pendingKey: Int?
        /// The pending key as a plural selector, while the mapping may still be a plural.
        var pendingSelector: PluralSelector?
        /// Scalar pairs held back while every key so far is a plural selector.
        var held: [HeldPair] = []
        var mayBePlural = true
    }

    /// A pair whose key reads as a plural selector, kept until its mapping is known to be a
    /// plural or not.
    private struct HeldPair {
        var key: String
        var selector: PluralSelector
        var value: String
        var location: SourceLocation
    }

    let file: String
    private var frames: [Frame] = []
    private var path: [UInt8] = []
    private var entries = TableEntries()
    private var arena = MessageArena()
    /// Keys whose value is a mapping; with `entries`, enough to see any duplicate key. A
    /// mapping key that is also an entry is caught when the table is finished.
    private var mappingKeys: Set<String> = []
    private var locale: String?
    private var rootLocation: SourceLocation?
    private var documents = 0
    private var depth = 0
    private(set) var failed = false
    private var finished = false

    init(file: String, expectedKeys: Int) {
        self.file = file
        entries.reserveCapacity(min(expectedKeys, 1 << 20))
        path.reserveCapacity(256)
    }

    /// The table, once the stream has ended well.
    mutating func finish() -> StringTable? {
        sealArena()
        guard !failed, finished, let locale, let rootLocation else { return nil }
        // NB: checked once here rather than on every entry: a group and a text with the same key.
        guard mappingKeys.allSatisfy({ entries[$0] == nil }) else { return nil }
        return StringTable(locale: locale, file: file, entries: entries, rootLocation: rootLocation)
    }

    /// Takes one event; returns `false` to stop the stream when the fast path gives up.
    mutating func consume(_ event: YAMLStreamEvent, at mark: YAMLMark) -> Bool {
        switch event {
        case .documentStart:
            documents += 1
            if documents > 1 { failed = true }
        case .documentEnd:
            break
        case .alias, .sequenceStart, .sequenceEnd:
            failed = true
        case .mappingStart(let hasAnchorOrTag):
            guard !hasAnchorOrTag else { failed = true; break }
            depth += 1
            switch depth {
            case 1:
                break  // the root mapping
            case 2:
                guard let locale, rootLocation != nil, frames.isEmpty, !locale.isEmpty else { failed = true; break }
                frames.append(Frame(prefixLength: 0, location: mark.location(in: file)))
            default:
                guard let top = frames.indices.last, let key = frames[top].pendingKey else { failed = true; break }
                frames[top].pendingKey = nil
                frames[top].pendingSelector = nil
                releaseHeld()
                frames[top].mayBePlural = false
                let prefix = pathString(upTo: key)
                guard entries[prefix] == nil, mappingKeys.insert(prefix).inserted else { failed = true; break }
                frames.append(Frame(prefixLength: key, location: mark.location(in: file)))
            }
        case .mappingEnd:
            depth -= 1
            if depth == 0 {
                finished = locale != nil && frames.isEmpty
                break
            }
            guard let frame = frames.popLast(), frame.pendingKey == nil else { failed = true; break }
            if frame.mayBePlural, !frame.held.isEmpty, frame.prefixLength > 0 {
                addPlural(frame)
            } else {
                for pair in frame.held { addText(frame.prefixLength, pair.key, pair.value, pair.location) }
            }
            path.removeSubrange((frames.last?.prefixLength ?? 0)...)
        case .scalar(let scalar):
            guard !scalar.hasAnchorOrTag else { failed = true; break }
            if depth == 1 {
                // The root key: the locale. A second root key is the tree path's error to report.
                let value = scalar.string
                guard locale == nil, StringTableLoader.isLocaleIdentifier(value) else { failed = true; break }
                locale = value
                rootLocation = mark.location(in: file)
                break
            }
            guard depth >= 2, let top = frames.indices.last else { failed = true; break }
            if let key = frames[top].pendingKey {
                value(scalar, at: mark, for: key, in: top)
            } else {
                self.key(scalar, in: top)
            }
        }
        return !failed
    }

    /// A key: appended to `path` to wait for its value.
    private mutating func key(_ scalar: YAMLScalarView, in top: Int) {
        let bytes = scalar.bytes
        guard StringTableLoader.isValidKey(bytes), !(scalar.style == .plain && bytes.count == 2 && bytes[0] == UInt8(ascii: "<") && bytes[1] == UInt8(ascii: "<")) else {
            failed = true
            return
        }
        // NB: entries find keys by their bytes, but the tree path, like `String`, holds `é`
        // composed and decomposed to be one key, and reports the second as a duplicate. Keys
        // are nearly always ASCII, where the two agree; any other goes the tree path's way.
        guard !bytes.contains(where: { $0 >= 0x80 }) else {
            failed = true
            return
        }
        if frames[top].mayBePlural {
            let selector = Self.mayBeSelector(bytes) ? PluralSelector(scalar.string) : nil
            frames[top].pendingSelector = selector
            if selector == nil {
                frames[top].mayBePlural = false
                releaseHeld()
            }
        }
        if frames[top].prefixLength > 0 { path.append(UInt8(ascii: ".")) }
        path.append(contentsOf: bytes)
        frames[top].pendingKey = path.count
    }

    /// A value: an entry for the pending key, or a pair held back while the mapping may be a plural.
    private mutating func value(_ scalar: YAMLScalarView, at mark: YAMLMark, for keyEnd: Int, in top: Int) {
        frames[top].pendingKey = nil
        let selector = frames[top].pendingSelector
        frames[top].pendingSelector = nil
        let prefixLength = frames[top].prefixLength
        defer { path.removeSubrange(prefixLength...) }
        guard !scalar.isNull else { failed = true; return }
        let location = mark.location(in: file)
        if frames[top].mayBePlural, prefixLength > 0, let selector {
            let key = String(decoding: path[(prefixLength + 1)..<keyEnd], as: UTF8.self)
            frames[top].held.append(HeldPair(key: key, selector: selector, value: scalar.string, location: location))
        } else {
            // NB: the entry is added now, under the key's bytes, and its message when it is
            // ready: at once, or when the arena's chunk is sealed.
            let entry = entries.count
            let added = path.withUnsafeBufferPointer { path in
                entries.insert(TableEntry(value: .text(Message.empty), location: location), forKey: UnsafeBufferPointer(rebasing: path[..<keyEnd]))
            }
            guard added else { failed = true; return }
            if let message = arena.add(scalar.bytes, entry: entry) {
                entries.setValue(.text(message), ofEntry: entry)
            } else if arena.isFull {
                sealArena()
            }
        }
    }

    /// A mapping whose keys were all plural selectors: one plural entry under its own key.
    private mutating func addPlural(_ frame: Frame) {
        var variants = PluralVariants()
        var locations: [PluralSelector: SourceLocation] = [:]
        for pair in frame.held {
            variants[pair.selector] = Message(parsing: pair.value)
            locations[pair.selector] = pair.location
        }
        guard variants[.category(.other)] != nil else { failed = true; return }
        let key = pathString(upTo: frame.prefixLength)
        // The mapping is one plural value after all: its key is an entry, not a group.
        mappingKeys.remove(key)
        add(key, TableEntry(value: .plural(variants), location: frame.location, variantLocations: locations))
    }

    /// Writes held pairs as plain entries: their mapping turned out not to be a plural.
    private mutating func releaseHeld() {
        guard let top = frames.indices.last, !frames[top].held.isEmpty else { return }
        let held = frames[top].held
        frames[top].held = []
        for pair in held { addText(frames[top].prefixLength, pair.key, pair.value, pair.location) }
    }

    /// Adds `prefix.key` as a text entry, where the prefix is the first `prefixLength` bytes of `path`.
    private mutating func addText(_ prefixLength: Int, _ key: String, _ value: String, _ location: SourceLocation) {
        var dotted = Array(path[..<prefixLength])
        if prefixLength > 0 { dotted.append(UInt8(ascii: ".")) }
        dotted.append(contentsOf: key.utf8)
        add(String(decoding: dotted, as: UTF8.self), TableEntry(value: .text(Message(parsing: value)), location: location))
    }

    /// Adds the messages waiting in the arena.
    private mutating func sealArena() {
        // NB: swapped out, so the arena can be sealed while entries are added to `self`.
        var arena = MessageArena()
        swap(&arena, &self.arena)
        arena.seal { entry, message in entries.setValue(.text(message), ofEntry: entry) }
        swap(&arena, &self.arena)
    }

    private mutating func add(_ key: String, _ entry: TableEntry) {
        if !key.withUTF8Bytes({ entries.insert(entry, forKey: $0) }) { failed = true }
    }

    /// The dotted key in the first `end` bytes of `path`.
    private func pathString(upTo end: Int) -> String {
        path.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<end]), as: UTF8.self) }
    }

    /// Plural selectors are lowercase words or `=N`; table keys almost never are, so most keys
    /// skip the string switch.
    static func mayBeSelector(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = key.first else { return false }
        return first == UInt8(ascii: "=") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
    }
}
