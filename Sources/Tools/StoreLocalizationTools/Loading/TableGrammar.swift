import StoreDisplayText
import StoreLocalization
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
/// A full key names a text or a group of texts, never both, and a text is written once. A
/// group may be opened again from another mapping (`X: {A: …}` and `X.A: …`), but not twice in
/// one, which YAML calls a duplicate key.
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
        /// The prefix and the dot after it, hashed: each key's hash goes on from here.
        var hasher = Hasher()
        /// The prefix alone, hashed: this mapping's own key, should it be a plural.
        var keyHash = 0
        /// Where the mapping starts, and where the key that opened it was written.
        var location: YAMLMark
        var keyLocation: YAMLMark
        /// Which mapping this is, and which holds it, to tell a group opened twice in one mapping
        /// from one reopened elsewhere.
        var serial: Int
        var parentSerial: Int = 0
        /// Whether this mapping records itself as a group once it shows it is not a plural; a
        /// mapping its parent holds as a plural form is recorded by the parent instead.
        var recordsItself = false
        /// The key waiting for its value.
        var pending: PendingKey?
        /// Whether every key so far is a plural selector. The body's own keys never make a plural.
        var mayBePlural: Bool
        /// The selector pairs held while the mapping may still be a plural.
        var held: [Held] = []
    }

    private struct PendingKey {
        /// Where the key starts and ends in `path`.
        var start: Int
        var end: Int
        /// The whole dotted key, hashed as far as its last byte.
        var hasher: Hasher
        var location: YAMLMark
        /// The key as a selector, while its mapping may be a plural.
        var selector: PluralSelector?
        /// A key already reported as a problem: its value is read past, not recorded.
        var isSkipped = false
    }

    /// A pair held back while its mapping may be a plural: a form's text, or a problem that is
    /// one error if the mapping is a plural (`asPlural`) and maybe another if it is not.
    private struct Held {
        var name: String
        var selector: PluralSelector
        var text: String?
        var location: YAMLMark
        var keyLocation: YAMLMark
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
    private var rootLocation: FilePosition?
    private var locale: String?
    private var depth = 0
    /// While skipping a value that cannot be read (a sequence, a second root key's body),
    /// the depth at which reading resumes.
    private var resumeDepth: Int?
    private var frames: [Frame] = []
    /// The dotted key being read: each mapping's key is appended when read, cut off when its value ends.
    /// NB: written in place; what follows the pending key is scratch, and each use says where
    /// its key ends.
    private var path: [UInt8] = []
    /// The entries so far, as records: nothing is hashed or parsed until the table is read.
    private var writer: TableRecordsWriter
    /// The groups opened so far, by full key: where, and in which mapping.
    private var groups: [String: (location: YAMLMark, mapping: Int)] = [:]
    private var mappings = 0
    private var finished = false
    /// Set when the stream holds what only the tree can resolve: an alias, an anchor, a tag, a merge key.
    private(set) var needsTree = false
    /// Whether a problem with one key is noted and the rest of the table read, as lint wants,
    /// rather than thrown at once. Problems with the document itself always stop it.
    var collectsProblems = false
    /// The problems noted so far, when ``collectsProblems``.
    private(set) var problems: [YAMLError] = []

    init(file: String, expectedBytes: Int = 0) {
        self.file = file
        writer = TableRecordsWriter(expectedBytes: expectedBytes)
        path.reserveCapacity(128)
    }

    /// Takes one event. Returns `false` to stop the stream: the table needs the tree.
    mutating func consume(_ event: YAMLStreamEvent, at mark: YAMLMark) throws(YAMLError) -> Bool {
        let location = mark
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
            if scalar.hasAnchorOrTag {
                needsTree = true
                break
            }
            try read(scalar, at: location)
        case .mappingStart(let hasAnchorOrTag):
            if hasAnchorOrTag {
                needsTree = true
                break
            }
            try start(isMapping: true, at: location)
        case .sequenceStart(let hasAnchorOrTag):
            if hasAnchorOrTag {
                needsTree = true
                break
            }
            try start(isMapping: false, at: location)
        case .mappingEnd, .sequenceEnd:
            try end(at: location)
        }
        return !needsTree
    }

    /// The table, once the events are done; `nil` when the table needs the tree.
    ///
    /// A key written twice is found here, once every key is known: the error is the duplicate
    /// whose second writing comes first.
    mutating func finish() throws(YAMLError) -> StringTable? {
        guard !needsTree else { return nil }
        guard finished, let locale, let rootLocation else {
            throw YAMLError(
                .unexpected(expected: Self.rootExpectation, found: "null"),
                at: FilePosition(file: file, line: 1, column: 1))
        }
        let table: StringTable
        switch writer.finish(locale: locale, file: file, rootLocation: rootLocation) {
        case .success(let finished): table = finished
        case .failure(let duplicate):
            throw YAMLError(.duplicateKey(duplicate.key, first: place(duplicate.first)), at: place(duplicate.again))
        }
        // A text and a group under one full key, in whichever order they came.
        var conflict: (key: String, first: FilePosition, again: FilePosition)?
        for (key, group) in groups where table.contains(key) {
            guard let text = table[key]?.keyLocation else { continue }
            let (first, again) = Self.ordered(text, place(group.location))
            if conflict.map({ Self.ordered($0.again, again).1 == $0.again }) ?? true { conflict = (key, first, again) }
        }
        if let conflict { throw YAMLError(.duplicateKey(conflict.key, first: conflict.first), at: conflict.again) }
        let textsWithKeys = Self.keysUnderTexts(table)
        if let first = textsWithKeys.first, !collectsProblems { throw first }
        problems += textsWithKeys
        return table
    }

    /// A dotted key under a text: `Stock.OnlyLeft.one` beside the plural `Stock.OnlyLeft`, which
    /// would be read as a key of its own and never as the plural's form. In file order.
    static func keysUnderTexts(_ table: StringTable) -> [YAMLError] {
        table.keysUnderKeys.compactMap { pair -> YAMLError? in
            guard let textEntry = table[pair.under], let entry = table[pair.key] else { return nil }
            let form = String(pair.key.dropFirst(pair.under.count + 1))
            let textPlace = "\(textEntry.keyLocation.line):\(textEntry.keyLocation.column)"
            let message =
                if case .plural = textEntry.value, PluralSelector(form) != nil {
                    "\(pair.key) is a key of its own, not the \(form) form of the plural \(pair.under) at \(textPlace); write the form in that plural's mapping"
                } else {
                    "\(pair.key) is under \(pair.under), which is a text at \(textPlace); a key names a text or a group of texts, never both"
                }
            return YAMLError(.invalid(message), at: entry.keyLocation)
        }.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// Notes `problem` and goes on, or throws it when problems are not collected.
    private mutating func recover(_ problem: YAMLError) throws(YAMLError) {
        guard collectsProblems else { throw problem }
        problems.append(problem)
    }

    /// The pending key of the top mapping, reported: its value is read past.
    private mutating func skipPendingValue(at location: YAMLMark) {
        let top = frames.count - 1
        let start = frames[top].prefixLength
        frames[top].pending = PendingKey(
            start: start, end: start, hasher: frames[top].hasher, location: location, isSkipped: true)
    }

    /// A position in this file. NB: events carry only their line and column; a location, with
    /// the file's name retained, is made only for what keeps one: an error, a root.
    private func place(_ position: (line: Int, column: Int)) -> FilePosition {
        FilePosition(file: file, line: position.line, column: position.column)
    }

    private func place(_ mark: YAMLMark) -> FilePosition {
        FilePosition(file: file, line: mark.line, column: mark.column)
    }

    // MARK: - Events

    private mutating func read(_ scalar: YAMLScalarView, at location: YAMLMark) throws(YAMLError) {
        switch root {
        case .none:
            if finished { throw YAMLError(.multipleDocuments, at: place(location)) }
            throw YAMLError(
                .unexpected(expected: Self.rootExpectation, found: scalar.isNull ? "null" : "a scalar"),
                at: place(location))
        case .locale:
            let name = scalar.string
            guard Self.isLocaleIdentifier(name) else {
                throw YAMLError(
                    .unexpected(expected: "a locale identifier such as en, pt-BR or zh-Hant", found: "\"\(name)\""),
                    at: place(location))
            }
            locale = name
            rootLocation = place(location)
            root = .body
            return
        case .body where frames.isEmpty:
            throw YAMLError(.unexpected(expected: "a mapping of keys", found: "a scalar"), at: place(location))
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

    private mutating func start(isMapping: Bool, at location: YAMLMark) throws(YAMLError) {
        switch root {
        case .none:
            if finished { throw YAMLError(.multipleDocuments, at: place(location)) }
            guard isMapping else {
                throw YAMLError(.unexpected(expected: Self.rootExpectation, found: "a sequence"), at: place(location))
            }
            depth += 1
            rootLocation = place(location)
            root = .locale
            return
        case .locale:
            throw YAMLError(
                .unexpected(expected: Self.rootExpectation, found: isMapping ? "a mapping" : "a sequence"),
                at: rootLocation ?? place(location))
        case .body where frames.isEmpty:
            guard isMapping else {
                throw YAMLError(
                    .unexpected(expected: "a string or a mapping of plural forms", found: "a sequence"),
                    at: place(location))
            }
            depth += 1
            mappings += 1
            frames.append(
                Frame(prefixLength: 0, location: location, keyLocation: location, serial: mappings, mayBePlural: false))
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
            throw YAMLError(
                .unexpected(
                    expected: "a key such as StoreFinder.List.Title", found: isMapping ? "a mapping" : "a sequence"),
                at: place(location))
        }
        let holding = frames[top].mayBePlural && pending.selector != nil
        if pending.isSkipped {
            depth += 1
            resumeDepth = depth - 1
            return
        }
        guard isMapping else {
            let asGroup = YAMLError(
                .unexpected(expected: "a string or a mapping of plural forms", found: "a sequence"), at: place(location)
            )
            guard holding, let selector = pending.selector else {
                try recover(asGroup)
                depth += 1
                resumeDepth = depth - 1
                return
            }
            frames[top].held.append(
                Held(
                    name: name(of: pending), selector: selector, location: location, keyLocation: pending.location,
                    asPlural: YAMLError(
                        .unexpected(expected: "the text of the \(name(of: pending)) form", found: "a sequence"),
                        at: place(location)), asGroup: asGroup))
            depth += 1
            resumeDepth = depth - 1
            return
        }
        if holding, let selector = pending.selector {
            // A form whose value is a mapping: an error if this turns out to be a plural, and a
            // group of keys, read now, if it does not.
            frames[top].held.append(
                Held(
                    name: name(of: pending), selector: selector, location: location, keyLocation: pending.location,
                    asPlural: YAMLError(
                        .unexpected(expected: "the text of the \(name(of: pending)) form", found: "a mapping"),
                        at: place(location))))
        }
        depth += 1
        mappings += 1
        // NB: the mapping is recorded as a group only once its keys show it is not a plural.
        var prefix = pending.hasher
        withUnsafeBytes(of: UInt8(ascii: ".")) { prefix.combine(bytes: $0) }
        frames.append(
            Frame(
                prefixLength: pending.end, hasher: prefix, keyHash: pending.hasher.finalize(), location: location,
                keyLocation: pending.location, serial: mappings,
                parentSerial: frames[top].serial, recordsItself: !(holding && pending.selector != nil),
                mayBePlural: true))
    }

    private mutating func end(at location: YAMLMark) throws(YAMLError) {
        depth -= 1
        switch root {
        case .locale:
            throw YAMLError(
                .unexpected(expected: Self.rootExpectation, found: "0 root keys"), at: rootLocation ?? place(location))
        case .body where frames.isEmpty:
            // The root mapping ended right after its key: `en:` alone is a null body.
            throw YAMLError(.unexpected(expected: "a mapping of keys", found: "a scalar"), at: place(location))
        case .done(let keys, _):
            if keys > 1 {
                throw YAMLError(
                    .unexpected(expected: Self.rootExpectation, found: "\(keys) root keys"),
                    at: rootLocation ?? place(location))
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
        } else if frame.mayBePlural, frame.recordsItself {
            // An empty mapping: no text, and in an app's layer it would hide nothing it meant to.
            try recover(
                YAMLError(
                    .invalid(
                        "\(pathString(upTo: frame.prefixLength)) is an empty mapping; a plural needs its forms (at least other:), and a group its keys"
                    ), at: place(frame.keyLocation)))
        }
        if frames.isEmpty {
            root = .done(keys: 1, expectingKey: true)
            return
        }
        try valueEnded(at: location)
    }

    /// A key: checked, and appended to `path` to wait for its value.
    private mutating func key(_ scalar: YAMLScalarView, at location: YAMLMark) throws(YAMLError) {
        let top = frames.count - 1
        let bytes = scalar.bytes
        guard Self.isValidKey(bytes) else {
            try recover(
                YAMLError(
                    .unexpected(expected: "a key such as StoreFinder.List.Title", found: "\"\(scalar.string)\""),
                    at: place(location)))
            skipPendingValue(at: location)
            return
        }
        // A key that starts with `=` can only mean an exact plural form; a malformed one would
        // otherwise turn its plural into plain keys such as `Stock.OnlyLeft.=1.5`.
        if bytes.first == UInt8(ascii: "="), PluralSelector(bytes: bytes) == nil {
            try recover(
                YAMLError(
                    .unexpected(
                        expected:
                            "an exact plural form: = and a whole number of at most 18 digits, with no leading zero, such as =0 or =12",
                        found: "\"\(scalar.string)\""), at: place(location)))
            skipPendingValue(at: location)
            return
        }
        if scalar.style == .plain, bytes.count == 2, bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "<") {
            needsTree = true
            return
        }
        var selector: PluralSelector?
        if frames[top].mayBePlural {
            selector = Self.mayBeSelector(bytes) ? PluralSelector(bytes: bytes) : nil
            if let selector, let first = frames[top].held.first(where: { $0.selector == selector }) {
                let name = scalar.string
                // NB: a linear search: a plural has a handful of forms, and it is the only place
                // a mapping's own keys are compared; every other duplicate is a full key.
                try recover(YAMLError(.duplicateKey(name, first: place(first.keyLocation)), at: place(location)))
                skipPendingValue(at: location)
                return
            }
            if selector == nil {
                frames[top].mayBePlural = false
                if frames[top].recordsItself {
                    try openGroup(
                        pathString(upTo: frames[top].prefixLength), at: frames[top].keyLocation,
                        in: frames[top].parentSerial)
                }
                try releaseHeld()
            }
        }
        let start = frames[top].prefixLength > 0 ? frames[top].prefixLength + 1 : 0
        let end = start + bytes.count
        // NB: the path is written in place and never cut: resizing the array to cut it went
        // through a generic `replaceSubrange` for every key of a large table.
        if path.count < end { path.append(contentsOf: repeatElement(0, count: end - path.count)) }
        path.withUnsafeMutableBufferPointer { path in
            if start > 0 { path[start - 1] = UInt8(ascii: ".") }
            _ = UnsafeMutableBufferPointer(rebasing: path[start..<end]).initialize(fromContentsOf: bytes)
        }
        var hasher = frames[top].hasher
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        frames[top].pending = PendingKey(start: start, end: end, hasher: hasher, location: location, selector: selector)
    }

    /// A scalar value for the pending key: a text, or a form held back.
    private mutating func value(_ scalar: YAMLScalarView, at location: YAMLMark) throws(YAMLError) {
        let top = frames.count - 1
        guard let pending = frames[top].pending else { return }
        let holding = frames[top].mayBePlural ? pending.selector : nil
        if pending.isSkipped {
            try valueEnded(at: location)
            return
        }
        if scalar.isNull {
            let asGroup = YAMLError(
                .unexpected(expected: "a string (quote it if it is empty: \"\")", found: "null"), at: place(location))
            guard let selector = holding else {
                try recover(asGroup)
                try valueEnded(at: location)
                return
            }
            frames[top].held.append(
                Held(
                    name: name(of: pending), selector: selector, location: location, keyLocation: pending.location,
                    asPlural: YAMLError(
                        .unexpected(expected: "the text of the \(name(of: pending)) form", found: "null"),
                        at: place(location)), asGroup: asGroup))
        } else if let selector = holding {
            frames[top].held.append(
                Held(
                    name: name(of: pending), selector: selector, text: scalar.string, location: location,
                    keyLocation: pending.location))
        } else {
            path.withUnsafeBufferPointer { path in
                writer.addText(
                    key: UnsafeBufferPointer(rebasing: path[..<pending.end]), hash: pending.hasher.finalize(),
                    keyLine: pending.location.line,
                    keyColumn: pending.location.column, line: location.line, column: location.column, text: scalar.bytes
                )
            }
        }
        try valueEnded(at: location)
    }

    /// The pending key's value is over: its bytes leave `path`.
    private mutating func valueEnded(at location: YAMLMark) throws(YAMLError) {
        guard !frames.isEmpty else { return }
        let top = frames.count - 1
        frames[top].pending = nil
    }

    // MARK: - Entries

    /// The held pairs of the top mapping, as texts: it is not a plural after all.
    private mutating func releaseHeld() throws(YAMLError) {
        let top = frames.count - 1
        let held = frames[top].held
        frames[top].held = []
        let prefix = pathString(upTo: frames[top].prefixLength)
        for pair in held {
            if let problem = pair.asGroup {
                try recover(problem)
                continue
            }
            let key = prefix.isEmpty ? pair.name : prefix + "." + pair.name
            guard var text = pair.text else {
                // A mapping, already read: a group after all.
                try openGroup(key, at: pair.keyLocation, in: frames[top].serial)
                continue
            }
            var fullKey = key
            fullKey.withUTF8 { key in
                text.withUTF8 { text in
                    writer.addText(
                        key: key, keyLine: pair.keyLocation.line, keyColumn: pair.keyLocation.column,
                        line: pair.location.line, column: pair.location.column, text: text)
                }
            }
        }
    }

    /// A mapping whose keys were all selectors: one plural entry under its own key.
    private mutating func addPlural(_ frame: Frame) throws(YAMLError) {
        var forms: [TableRecordsWriter.Form] = []
        var isBroken = false
        for pair in frame.held {
            if let problem = pair.asPlural {
                try recover(problem)
                isBroken = true
                continue
            }
            forms.append(
                TableRecordsWriter.Form(
                    selector: pair.selector, line: pair.location.line, column: pair.location.column,
                    text: pair.text ?? ""))
        }
        guard forms.contains(where: { $0.selector == .category(.other) }) || isBroken else {
            try recover(YAMLError(.invalid("a plural value needs an `other` form"), at: place(frame.keyLocation)))
            return
        }
        guard !isBroken else { return }
        path.withUnsafeBufferPointer { path in
            writer.addPlural(
                key: UnsafeBufferPointer(rebasing: path[..<frame.prefixLength]), hash: frame.keyHash,
                keyLine: frame.keyLocation.line,
                keyColumn: frame.keyLocation.column, line: frame.location.line, column: frame.location.column,
                forms: forms)
        }
    }

    /// A group of texts under `key`, opened in the mapping numbered `mapping`. Opening it twice in
    /// one mapping is YAML's duplicate key; a text of the same full key is found at the end.
    private mutating func openGroup(_ key: String, at location: YAMLMark, in mapping: Int) throws(YAMLError) {
        if let previous = groups.updateValue((location, mapping), forKey: key), previous.mapping == mapping {
            throw YAMLError(
                .duplicateKey(
                    String(key.split(separator: ".").last ?? Substring(key)), first: place(previous.location)),
                at: place(location))
        }
    }

    private static func ordered(_ a: FilePosition, _ b: FilePosition) -> (FilePosition, FilePosition) {
        (a.line, a.column) <= (b.line, b.column) ? (a, b) : (b, a)
    }

    /// The pending key as written, for a held pair or an error.
    private func name(of pending: PendingKey) -> String {
        path.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[pending.start..<pending.end]), as: UTF8.self)
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
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// Plural selectors are lowercase words or `=N`; table keys almost never are, so most keys
    /// skip the parse.
    static func mayBeSelector(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = key.first else { return false }
        return first == UInt8(ascii: "=") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
    }
}
