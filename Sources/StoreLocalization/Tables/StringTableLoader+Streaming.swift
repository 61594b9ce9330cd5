import Foundation
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
            try parser.scan(text, file: file) { event, location throws(YAMLError) in
                builder.consume(event, at: location)
            }
        } catch {
            return nil
        }
        return builder.table
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
private struct StreamingTableBuilder {
    private struct Frame {
        var prefix: String
        var location: SourceLocation
        var pendingKey: (text: String, location: SourceLocation)?
        /// Scalar pairs held back while every key so far is a plural selector.
        var held: [(key: String, value: String, location: SourceLocation)] = []
        var mayBePlural = true
    }

    let file: String
    private var frames: [Frame] = []
    private var entries: [String: TableEntry] = [:]
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
    }

    var table: StringTable? {
        guard !failed, finished, let locale, let rootLocation else { return nil }
        // NB: checked once here rather than on every entry: a group and a text with the same key.
        guard mappingKeys.allSatisfy({ entries[$0] == nil }) else { return nil }
        return StringTable(locale: locale, file: file, entries: entries, rootLocation: rootLocation)
    }

    /// Takes one event; returns `false` to stop the stream when the fast path gives up.
    mutating func consume(_ event: YAMLStreamEvent, at location: SourceLocation) -> Bool {
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
                frames.append(Frame(prefix: "", location: location))
            default:
                guard let key = takeKey() else { failed = true; break }
                releaseHeld()
                frames[frames.count - 1].mayBePlural = false
                let prefix = Self.joined(frames[frames.count - 1].prefix, key.text)
                guard entries[prefix] == nil, mappingKeys.insert(prefix).inserted else { failed = true; break }
                frames.append(Frame(prefix: prefix, location: location))
            }
        case .mappingEnd:
            depth -= 1
            if depth == 0 {
                finished = locale != nil && frames.isEmpty
                break
            }
            guard let frame = frames.popLast() else { failed = true; break }
            if frame.pendingKey != nil { failed = true; break }
            if frame.mayBePlural, !frame.held.isEmpty, !frame.prefix.isEmpty {
                var variants = PluralVariants()
                var locations: [PluralSelector: SourceLocation] = [:]
                for pair in frame.held {
                    guard let selector = PluralSelector(pair.key) else { failed = true; break }
                    variants[selector] = Message(parsing: pair.value)
                    locations[selector] = pair.location
                }
                guard variants[.category(.other)] != nil else { failed = true; break }
                // The mapping is one plural value after all: its key is an entry, not a group.
                mappingKeys.remove(frame.prefix)
                add(frame.prefix, TableEntry(value: .plural(variants), location: frame.location, variantLocations: locations))
            } else {
                for pair in frame.held { addText(frame.prefix, pair.key, pair.value, pair.location) }
            }
        case .scalar(let value, let style, let hasAnchorOrTag):
            guard !hasAnchorOrTag else { failed = true; break }
            if depth == 1 {
                // The root key: the locale. A second root key is the tree path's error to report.
                guard locale == nil, StringTableLoader.isLocaleIdentifier(value) else { failed = true; break }
                locale = value
                rootLocation = location
                break
            }
            guard depth >= 2, !frames.isEmpty else { failed = true; break }
            let top = frames.count - 1
            guard let key = frames[top].pendingKey else {
                // A key.
                guard StringTableLoader.isValidKey(value), !(value == "<<" && style == .plain) else { failed = true; break }
                frames[top].pendingKey = (value, location)
                if frames[top].mayBePlural, !Self.mayBeSelector(value) || PluralSelector(value) == nil {
                    frames[top].mayBePlural = false
                    releaseHeld()
                }
                break
            }
            frames[top].pendingKey = nil
            if style == .plain, YAMLScalar.isNullSpelling(value) { failed = true; break }
            if frames[top].mayBePlural, !frames[top].prefix.isEmpty {
                frames[top].held.append((key.text, value, location))
            } else {
                addText(frames[top].prefix, key.text, value, location)
            }
        }
        return !failed
    }

    private mutating func takeKey() -> (text: String, location: SourceLocation)? {
        guard !frames.isEmpty, let key = frames[frames.count - 1].pendingKey else { return nil }
        frames[frames.count - 1].pendingKey = nil
        return key
    }

    /// Writes held pairs as plain entries: their mapping turned out not to be a plural.
    private mutating func releaseHeld() {
        guard !frames.isEmpty else { return }
        let top = frames.count - 1
        let held = frames[top].held
        frames[top].held = []
        for pair in held { addText(frames[top].prefix, pair.key, pair.value, pair.location) }
    }

    private mutating func addText(_ prefix: String, _ key: String, _ value: String, _ location: SourceLocation) {
        add(Self.joined(prefix, key), TableEntry(value: .text(Message(parsing: value)), location: location))
    }

    private mutating func add(_ key: String, _ entry: TableEntry) {
        if entries.updateValue(entry, forKey: key) != nil { failed = true }
    }

    /// `prefix.key`, built from bytes in one allocation.
    private static func joined(_ prefix: String, _ key: String) -> String {
        guard !prefix.isEmpty else { return key }
        var prefix = prefix, key = key
        return prefix.withUTF8 { head in
            key.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    buffer[head.count] = UInt8(ascii: ".")
                    _ = buffer[(head.count + 1)...].initialize(fromContentsOf: tail)
                    return head.count + 1 + tail.count
                }
            }
        }
    }

    /// Plural selectors are lowercase words or `=N`; table keys almost never are, so most keys
    /// skip the string switch.
    static func mayBeSelector(_ key: String) -> Bool {
        guard let first = key.utf8.first else { return false }
        return first == UInt8(ascii: "=") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
    }
}
