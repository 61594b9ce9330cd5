import StoreLocalization
import StoreText
import StoreYAML

/// The grammar of a string table, read from YAML events: the one place it is written down.
///
/// ```yaml
/// en:                          # one root key: the locale
///   Stock:                     # a group: its keys are prefixed with "Stock."
///     InStock: In stock        # a text
///     OnlyLeft:                # a plural: every key is a selector, and `other` is one
///       one: Only %{count} left
///       other: Only %{count} left
///   StoreFinder.List.Title: Stores   # dotted and nested keys are the same key
/// ```
///
/// ``StringTableLoader`` feeds it libyaml's event stream, or, for a file that uses anchors,
/// aliases or merge keys, the same events replayed from the resolved tree. Either way every
/// rule and every error message comes from here.
///
/// NB: a mapping may turn out to be a plural only at its end, when every key was a selector.
/// Until then its selector pairs are held back, with the error each would be under either
/// reading, and are released as texts as soon as a key that is not a selector arrives.
struct TableGrammar {
    private struct Frame {
        /// How many bytes of `path` are this mapping's dotted prefix.
        var prefixLength: Int
        /// Where the mapping starts, and where the key that opened it was written.
        var location: SourceLocation
        var keyLocation: SourceLocation
        /// The keys written in this very mapping, for YAML's rule that a key appears once.
        var keys: [String: SourceLocation] = [:]
        /// The key waiting for its value.
        var pending: PendingKey?
        /// Whether every key so far is a plural selector. The body's own keys never make a plural.
        var mayBePlural: Bool
        /// The selector pairs held while the mapping may still be a plural.
        var held: [Held] = []
    }

    private struct PendingKey {
        /// Where the key ends in `path`.
        var end: Int
        var name: String
        var location: SourceLocation
        /// The key as a selector, while its mapping may be a plural.
        var selector: PluralSelector?
    }

    /// A pair held back while its mapping may be a plural: a form's text, or a problem that is
    /// one error if the mapping is a plural (`asPlural`) and maybe another if it is not.
    private struct Held {
        var name: String
        var selector: PluralSelector
        var text: String?
        var location: SourceLocation
        var keyLocation: SourceLocation
        var asPlural: YAMLError?
        var asGroup: YAMLError?
    }

    private enum Root {
        /// Before the root mapping.
        case none
        /// In the root mapping, waiting for the locale key, then for its body.
        case locale, body
        /// After the body: any further key is one root key too many; `keys` counts them all.
        case done(keys: Int, expectingKey: Bool)
    }

    let file: String
    private var root = Root.none
    private var rootLocation: SourceLocation?
    private var locale: String?
    private var depth = 0
    /// While skipping a value that cannot be read (a sequence, a second root key's body),
    /// the depth at which reading resumes.
    private var resumeDepth: Int?
    private var frames: [Frame] = []
    /// The dotted key being read: each mapping's key is appended when read, cut off when its value ends.
    private var path: [UInt8] = []
    private var entries: [String: TableEntry]
    private var finished = false
    /// Set when the stream holds what only the tree can resolve: an alias, an anchor, a tag, a merge key.
    private(set) var needsTree = false

    init(file: String, expectedEntries: Int = 0) {
        self.file = file
        entries = Dictionary(minimumCapacity: expectedEntries)
        path.reserveCapacity(128)
    }

    /// Takes one event. Returns `false` to stop the stream: the table needs the tree.
    mutating func consume(_ event: YAMLStreamEvent, at mark: YAMLMark) throws(YAMLError) -> Bool {
        let location = mark.location(in: file)
        if let resume = resumeDepth {
            switch event {
            case .mappingStart, .sequenceStart: depth += 1
            case .mappingEnd, .sequenceEnd:
                depth -= 1
                if depth == resume {
                    resumeDepth = nil
                    try valueEnded(at: location)
                }
            default: break
            }
            return true
        }
        switch event {
        case .documentStart, .documentEnd:
            return true
        case .alias:
            needsTree = true
        case .scalar(let scalar):
            if scalar.hasAnchorOrTag { needsTree = true; break }
            try read(scalar, at: location)
        case .mappingStart(let hasAnchorOrTag):
            if hasAnchorOrTag { needsTree = true; break }
            try start(isMapping: true, at: location)
        case .sequenceStart(let hasAnchorOrTag):
            if hasAnchorOrTag { needsTree = true; break }
            try start(isMapping: false, at: location)
        case .mappingEnd, .sequenceEnd:
            try end(at: location)
        }
        return !needsTree
    }

    /// The table, once the events are done; `nil` when the table needs the tree.
    mutating func finish() throws(YAMLError) -> StringTable? {
        guard !needsTree else { return nil }
        guard finished, let locale, let rootLocation else {
            throw YAMLError(.unexpected(expected: Self.rootExpectation, found: "null"), at: SourceLocation(file: file, line: 1, column: 1))
        }
        return StringTable(locale: locale, file: file, entries: entries, rootLocation: rootLocation)
    }

    // MARK: - Events

    private mutating func read(_ scalar: YAMLScalarView, at location: SourceLocation) throws(YAMLError) {
        switch root {
        case .none:
            if finished { throw YAMLError(.multipleDocuments, at: location) }
            throw YAMLError(.unexpected(expected: Self.rootExpectation, found: scalar.isNull ? "null" : "a scalar"), at: location)
        case .locale:
            let name = scalar.string
            guard Self.isLocaleIdentifier(name) else {
                throw YAMLError(.unexpected(expected: "a locale identifier such as en, pt-BR or zh-Hant", found: "\"\(name)\""), at: location)
            }
            locale = name
            rootLocation = location
            root = .body
            return
        case .body where frames.isEmpty:
            throw YAMLError(.unexpected(expected: "a mapping of keys", found: "a scalar"), at: location)
        case .done(let keys, let expectingKey):
            root = .done(keys: keys + (expectingKey ? 1 : 0), expectingKey: !expectingKey)
            return
        case .body:
            break
        }
        if frames[frames.count - 1].pending == nil {
            try key(scalar, at: location)
        } else {
            try value(scalar, at: location)
        }
    }

    private mutating func start(isMapping: Bool, at location: SourceLocation) throws(YAMLError) {
        switch root {
        case .none:
            if finished { throw YAMLError(.multipleDocuments, at: location) }
            guard isMapping else { throw YAMLError(.unexpected(expected: Self.rootExpectation, found: "a sequence"), at: location) }
            depth += 1
            rootLocation = location
            root = .locale
            return
        case .locale:
            throw YAMLError(.unexpected(expected: Self.rootExpectation, found: isMapping ? "a mapping" : "a sequence"), at: rootLocation ?? location)
        case .body where frames.isEmpty:
            guard isMapping else {
                throw YAMLError(.unexpected(expected: "a string or a mapping of plural forms", found: "a sequence"), at: location)
            }
            depth += 1
            frames.append(Frame(prefixLength: 0, location: location, keyLocation: location, mayBePlural: false))
            return
        case .done(let keys, let expectingKey):
            // A second root key, or its value: skip it, counting the keys for the message.
            root = .done(keys: keys + (expectingKey ? 1 : 0), expectingKey: !expectingKey)
            depth += 1
            resumeDepth = depth - 1
            return
        case .body:
            break
        }
        let top = frames.count - 1
        guard let pending = frames[top].pending else {
            throw YAMLError(.unexpected(expected: "a key such as StoreFinder.List.Title", found: isMapping ? "a mapping" : "a sequence"), at: location)
        }
        let holding = frames[top].mayBePlural && pending.selector != nil
        guard isMapping else {
            let asGroup = YAMLError(.unexpected(expected: "a string or a mapping of plural forms", found: "a sequence"), at: location)
            guard holding, let selector = pending.selector else { throw asGroup }
            frames[top].held.append(Held(
                name: pending.name, selector: selector, location: location, keyLocation: pending.location,
                asPlural: YAMLError(.unexpected(expected: "the text of the \(pending.name) form", found: "a sequence"), at: location), asGroup: asGroup))
            depth += 1
            resumeDepth = depth - 1
            return
        }
        if holding, let selector = pending.selector {
            // A form whose value is a mapping: an error if this turns out to be a plural, and a
            // group of keys, read now, if it does not.
            frames[top].held.append(Held(
                name: pending.name, selector: selector, location: location, keyLocation: pending.location,
                asPlural: YAMLError(.unexpected(expected: "the text of the \(pending.name) form", found: "a mapping"), at: location)))
        }
        depth += 1
        frames.append(Frame(prefixLength: pending.end, location: location, keyLocation: pending.location, mayBePlural: true))
    }

    private mutating func end(at location: SourceLocation) throws(YAMLError) {
        depth -= 1
        switch root {
        case .locale:
            throw YAMLError(.unexpected(expected: Self.rootExpectation, found: "0 root keys"), at: rootLocation ?? location)
        case .body where frames.isEmpty:
            // The root mapping ended right after its key: `en:` alone is a null body.
            throw YAMLError(.unexpected(expected: "a mapping of keys", found: "a scalar"), at: location)
        case .done(let keys, _):
            if keys > 1 {
                throw YAMLError(.unexpected(expected: Self.rootExpectation, found: "\(keys) root keys"), at: rootLocation ?? location)
            }
            root = .none
            finished = true
            return
        case .none, .body:
            break
        }
        guard let frame = frames.popLast() else { return }
        if frame.mayBePlural, !frame.held.isEmpty {
            try addPlural(frame)
        }
        if frames.isEmpty {
            root = .done(keys: 1, expectingKey: true)
            return
        }
        try valueEnded(at: location)
    }

    /// A key: checked, and appended to `path` to wait for its value.
    private mutating func key(_ scalar: YAMLScalarView, at location: SourceLocation) throws(YAMLError) {
        let top = frames.count - 1
        let bytes = scalar.bytes
        let name = scalar.string
        guard Self.isValidKey(bytes) else {
            throw YAMLError(.unexpected(expected: "a key such as StoreFinder.List.Title", found: "\"\(name)\""), at: location)
        }
        if scalar.style == .plain, name == "<<" {
            needsTree = true
            return
        }
        if let first = frames[top].keys.updateValue(location, forKey: name) {
            throw YAMLError(.duplicateKey(name, first: first), at: location)
        }
        var selector: PluralSelector?
        if frames[top].mayBePlural {
            selector = Self.mayBeSelector(bytes) ? PluralSelector(name) : nil
            if selector == nil {
                frames[top].mayBePlural = false
                try releaseHeld()
            }
        }
        if frames[top].prefixLength > 0 { path.append(UInt8(ascii: ".")) }
        path.append(contentsOf: bytes)
        frames[top].pending = PendingKey(end: path.count, name: name, location: location, selector: selector)
    }

    /// A scalar value for the pending key: a text, or a form held back.
    private mutating func value(_ scalar: YAMLScalarView, at location: SourceLocation) throws(YAMLError) {
        let top = frames.count - 1
        guard let pending = frames[top].pending else { return }
        let holding = frames[top].mayBePlural ? pending.selector : nil
        if scalar.isNull {
            let asGroup = YAMLError(.unexpected(expected: "a string (quote it if it is empty: \"\")", found: "null"), at: location)
            guard let selector = holding else { throw asGroup }
            frames[top].held.append(Held(
                name: pending.name, selector: selector, location: location, keyLocation: pending.location,
                asPlural: YAMLError(.unexpected(expected: "the text of the \(pending.name) form", found: "null"), at: location), asGroup: asGroup))
        } else if let selector = holding {
            frames[top].held.append(Held(name: pending.name, selector: selector, text: scalar.string, location: location, keyLocation: pending.location))
        } else {
            try add(pathString(upTo: pending.end), TableEntry(
                value: .text(Message(parsing: scalar.string)), location: location, keyLocation: pending.location))
        }
        try valueEnded(at: location)
    }

    /// The pending key's value is over: its bytes leave `path`.
    private mutating func valueEnded(at location: SourceLocation) throws(YAMLError) {
        guard !frames.isEmpty else { return }
        let top = frames.count - 1
        frames[top].pending = nil
        path.removeSubrange(frames[top].prefixLength...)
    }

    // MARK: - Entries

    /// The held pairs of the top mapping, as texts: it is not a plural after all.
    private mutating func releaseHeld() throws(YAMLError) {
        let top = frames.count - 1
        let held = frames[top].held
        frames[top].held = []
        let prefix = pathString(upTo: frames[top].prefixLength)
        for pair in held {
            if let problem = pair.asGroup { throw problem }
            guard let text = pair.text else { continue }  // a mapping, already read as a group
            let key = prefix.isEmpty ? pair.name : prefix + "." + pair.name
            try add(key, TableEntry(value: .text(Message(parsing: text)), location: pair.location, keyLocation: pair.keyLocation))
        }
    }

    /// A mapping whose keys were all selectors: one plural entry under its own key.
    private mutating func addPlural(_ frame: Frame) throws(YAMLError) {
        var variants = PluralVariants()
        var locations: [PluralSelector: SourceLocation] = [:]
        for pair in frame.held {
            if let problem = pair.asPlural { throw problem }
            variants[pair.selector] = Message(parsing: pair.text ?? "")
            locations[pair.selector] = pair.location
        }
        guard variants[.category(.other)] != nil else {
            throw YAMLError(.invalid("a plural value needs an `other` form"), at: frame.keyLocation)
        }
        try add(pathString(upTo: frame.prefixLength),
                TableEntry(value: .plural(variants), location: frame.location, keyLocation: frame.keyLocation, variantLocations: locations))
    }

    private mutating func add(_ key: String, _ entry: TableEntry) throws(YAMLError) {
        if let first = entries.updateValue(entry, forKey: key) {
            throw YAMLError(.duplicateKey(key, first: first.keyLocation), at: entry.keyLocation)
        }
    }

    /// The dotted key in the first `end` bytes of `path`.
    private func pathString(upTo end: Int) -> String {
        path.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<end]), as: UTF8.self) }
    }

    // MARK: - Rules

    static let rootExpectation = "one root key naming the locale, such as `en:`"

    /// Not empty, no leading or trailing dot, no empty segment.
    static func isValidKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let dot = UInt8(ascii: ".")
        var previous: UInt8 = dot
        for byte in bytes {
            if byte == dot, previous == dot { return false }
            previous = byte
        }
        return previous != dot
    }

    /// `en`, `pt-BR`, `zh-Hant-TW`, `en-XA`: a language, then alphanumeric subtags.
    static func isLocaleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// Plural selectors are lowercase words or `=N`; table keys almost never are, so most keys
    /// skip the parse.
    static func mayBeSelector(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = key.first else { return false }
        return first == UInt8(ascii: "=") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
    }
}
