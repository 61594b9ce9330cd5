import StoreText
import StoreYAML

/// Reads YAML string tables: one locale per file, under a root key naming it.
///
/// ```yaml
/// en:
///   Stock:
///     InStock: In stock
///     OnlyLeft:
///       one: Only %{count} left
///       other: Only %{count} left
///   StoreFinder.List.Title: Stores
/// ```
public struct StringTableLoader: Sendable {
    /// The YAML parser, with its limits.
    public var parser: YAMLParser
    /// Whether large tables are parsed on a second thread while the table is built on the
    /// calling one. The table, and any error, is the same either way.
    public var readAhead: ReadAhead

    /// Creates a loader.
    public init(parser: YAMLParser = YAMLParser(), readAhead: ReadAhead = .automatic) {
        self.parser = parser
        self.readAhead = readAhead
    }

    /// Parses a table. The root must be a mapping with exactly one key, the locale.
    ///
    /// Ordinary tables are flattened straight from the event stream; a table that uses
    /// anchors, merge keys or has any problem takes the tree path, which reports it.
    public func load(_ text: String, file: String) throws(YAMLError) -> StringTable {
        if let table = streamingLoad(text, file: file) { return table }
        return try load(try parser.parse(text, file: file))
    }

    /// Builds a table from a parsed document.
    public func load(_ document: YAMLDocument) throws(YAMLError) -> StringTable {
        let source = document.source
        guard let pairs = document.root.mapping, pairs.count == 1, let localeNode = pairs.first?.key,
              let locale = localeNode.string, let body = pairs.first?.value else {
            throw source.error(.unexpected(expected: "one root key naming the locale, such as `en:`", found: document.root.kindDescription == "a mapping" ? "\(document.root.mapping?.count ?? 0) root keys" : document.root.kindDescription), at: document.root)
        }
        guard Self.isLocaleIdentifier(locale) else {
            throw source.error(.unexpected(expected: "a locale identifier such as en, pt-BR or zh-Hant", found: "\"\(locale)\""), at: localeNode)
        }
        var entries = TableEntries()
        var firstSeen: [String: SourceLocation] = [:]
        try flatten(body, prefix: "", into: &entries, firstSeen: &firstSeen, source: source)
        return StringTable(locale: locale, file: source.file, entries: entries, rootLocation: localeNode.location)
    }

    private func flatten(_ node: YAMLNode, prefix: String, into entries: inout TableEntries,
                         firstSeen: inout [String: SourceLocation], source: YAMLSource) throws(YAMLError) {
        switch node.content {
        case .mapping(let pairs):
            if let plural = try pluralEntry(pairs, node: node, source: source), !prefix.isEmpty {
                try add(prefix, plural, at: node, into: &entries, firstSeen: &firstSeen, source: source)
                return
            }
            for pair in pairs {
                guard let key = pair.key.string, Self.isValidKey(key) else {
                    throw source.error(.unexpected(expected: "a key such as StoreFinder.List.Title", found: pair.key.string.map { "\"\($0)\"" } ?? pair.key.kindDescription), at: pair.key)
                }
                try flatten(pair.value, prefix: prefix.isEmpty ? key : prefix + "." + key, into: &entries, firstSeen: &firstSeen, source: source)
            }
        case .scalar(let scalar):
            guard !prefix.isEmpty else {
                throw source.error(.unexpected(expected: "a mapping of keys", found: "a scalar"), at: node)
            }
            if node.isNull {
                throw source.error(.unexpected(expected: "a string (quote it if it is empty: \"\")", found: "null"), at: node)
            }
            try add(prefix, TableEntry(value: .text(Message(parsing: scalar.value)), location: node.location), at: node, into: &entries, firstSeen: &firstSeen, source: source)
        case .sequence:
            throw source.error(.unexpected(expected: "a string or a mapping of plural forms", found: "a sequence"), at: node)
        }
    }

    /// A mapping whose keys are all plural selectors is one plural value.
    private func pluralEntry(_ pairs: [YAMLPair], node: YAMLNode, source: YAMLSource) throws(YAMLError) -> TableEntry? {
        guard !pairs.isEmpty else { return nil }
        var variants = PluralVariants()
        var locations: [PluralSelector: SourceLocation] = [:]
        for pair in pairs {
            guard let key = pair.key.string, let selector = PluralSelector(key) else { return nil }
            guard let text = pair.value.string, !pair.value.isNull else {
                throw source.error(.unexpected(expected: "the text of the \(key) form", found: pair.value.kindDescription), at: pair.value)
            }
            variants[selector] = Message(parsing: text)
            locations[selector] = pair.value.location
        }
        guard variants[.category(.other)] != nil else {
            throw source.error(.invalid("a plural value needs an `other` form"), at: node)
        }
        return TableEntry(value: .plural(variants), location: node.location, variantLocations: locations)
    }

    private func add(_ key: String, _ entry: TableEntry, at node: YAMLNode, into entries: inout TableEntries,
                     firstSeen: inout [String: SourceLocation], source: YAMLSource) throws(YAMLError) {
        if let first = firstSeen[key] {
            throw source.error(.duplicateKey(key, first: first), at: node)
        }
        firstSeen[key] = node.location
        entries[key] = entry
    }

    /// Not empty, no leading or trailing dot, no empty segment; bytes only, as this runs per key.
    static func isValidKey(_ key: String) -> Bool {
        key.withUTF8Bytes(isValidKey)
    }

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
}
