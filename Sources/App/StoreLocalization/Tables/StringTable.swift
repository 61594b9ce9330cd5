import StoreDisplayText

/// One locale's strings from one file, with keys flattened to dotted form.
///
/// `StoreFinder: {List: {Title: …}}` and `StoreFinder.List.Title: …` name the same key.
/// A table comes from the YAML loader in the tools, from code, or compiled into an app at
/// build time by the `StoreFinderResources` plugin; all three read and compare alike.
///
/// ```swift
/// let here = FilePosition(file: "en.yml", line: 2, column: 3)
/// var table = StringTable(locale: "en", file: "en.yml", entries: [
///     "Stock.InStock": TableEntry(value: .text(Message(parsing: "In stock")), location: here),
/// ])
/// table["Stock.InStock"]?.value.messages.first?.source   // "In stock"
/// ```
public struct StringTable: Sendable, Hashable {
    /// The locale named by the file's root key, such as `pt-BR`.
    public var locale: String
    /// Where the table came from: a path, or `<overrides>`.
    public var file: String
    /// Where the root key was written, for lint.
    public var rootLocation: FilePosition
    private var storage: Storage

    /// Where the entries are kept. A table loaded from YAML or compiled into an app keeps them
    /// as records in one string and decodes an entry when it is first asked for, so loading
    /// hashes nothing and an app's first screen pays for the strings it shows; a table built in
    /// code, or changed, is a dictionary.
    private enum Storage: Sendable {
        case dictionary([String: TableEntry])
        case records(TableRecords)
    }

    /// Creates a table from its entries.
    public init(locale: String, file: String, entries: [String: TableEntry], rootLocation: FilePosition? = nil) {
        self.locale = locale
        self.file = file
        self.rootLocation = rootLocation ?? FilePosition(file: file, line: 1, column: 1)
        self.storage = .dictionary(entries)
    }

    /// A table compiled at build time by the `StoreFinderResources` plugin.
    ///
    /// Generated code calls this; `records` is in the format `TableRecords` documents, which
    /// this initializer and the plugin share. Records it cannot read are left out, so a
    /// lookup of their key falls back as for any missing key.
    ///
    /// - Complexity: O(*n*) in the number of entries, to index them; no entry is decoded.
    public init(compiled records: String, locale: String, file: String, rootLine: Int, rootColumn: Int) {
        self.locale = locale
        self.file = file
        self.rootLocation = FilePosition(file: file, line: rootLine, column: rootColumn)
        self.storage = .records(TableRecords(text: records, file: file))
    }

    /// A table of records the tools' loader wrote.
    package init(locale: String, file: String, rootLocation: FilePosition, records: TableRecords) {
        self.locale = locale
        self.file = file
        self.rootLocation = rootLocation
        self.storage = .records(records)
    }

    /// Entries by dotted key.
    ///
    /// - Complexity: O(1) for a table built in code; O(*n*) for one loaded or compiled, which
    ///   decodes every entry. Use ``subscript(_:)`` to read one.
    public var entries: [String: TableEntry] {
        get {
            switch storage {
            case .dictionary(let entries): return entries
            case .records(let table): return table.allEntries()
            }
        }
        set { storage = .dictionary(newValue) }
    }

    /// The entry for a dotted key.
    ///
    /// - Complexity: O(log *n*) for a table loaded or compiled, O(1) on average for one built in code.
    public subscript(key: String) -> TableEntry? {
        switch storage {
        case .dictionary(let entries): return entries[key]
        case .records(let table): return table.entry(forKey: key)
        }
    }

    /// Every key, sorted.
    public var keys: [String] {
        switch storage {
        case .dictionary(let entries): return entries.keys.sorted()
        case .records(let table): return table.keys
        }
    }

    /// How many entries there are.
    public var count: Int {
        switch storage {
        case .dictionary(let entries): return entries.count
        case .records(let table): return table.count
        }
    }

    /// Each key that runs on from another key and a dot, with the longest such key:
    /// `("Stock.OnlyLeft.one", "Stock.OnlyLeft")`, where the second is a text and the first
    /// could never be its form. What a table's grammar refuses.
    package var keysUnderKeys: [(key: String, under: String)] {
        switch storage {
        case .records(let table): return table.keysUnderKeys
        case .dictionary(let entries):
            return entries.keys.compactMap { key in
                var prefix = Substring(key)
                var longest: String?
                while let dot = prefix.lastIndex(of: "."), longest == nil {
                    prefix = prefix[..<dot]
                    if entries[String(prefix)] != nil { longest = String(prefix) }
                }
                return longest.map { (key, $0) }
            }
        }
    }

    /// Whether the table has an entry for `key`, without decoding it.
    public func contains(_ key: String) -> Bool {
        switch storage {
        case .dictionary(let entries): return entries[key] != nil
        case .records(let table): return table.contains(key)
        }
    }

    /// The message `key` gives for `count`: its text, or the plural form that `rules` choose;
    /// with the form's selector for a plural. The hot path of every lookup.
    func message(
        forKey key: String, count: MessageArgument?, rules: PluralRules
    ) -> (message: Message, selector: PluralSelector?)? {
        switch storage {
        case .dictionary(let entries):
            switch entries[key]?.value {
            case nil: return nil
            case .text(let message)?: return (message, nil)
            case .plural(let variants)?:
                let selector = PluralVariants.choose(count: count, rules: rules) { variants[$0] != nil }
                return (variants[selector] ?? .empty, selector)
            }
        case .records(let table):
            return table.message(forKey: key, count: count, rules: rules)
        }
    }

    /// Two tables are equal when they name the same locale and file and hold the same
    /// entries, however each keeps them.
    public static func == (lhs: StringTable, rhs: StringTable) -> Bool {
        lhs.locale == rhs.locale && lhs.file == rhs.file && lhs.rootLocation == rhs.rootLocation
            && lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(file)
        hasher.combine(count)
    }
}
