import StoreYAML

/// How a plural variant is chosen: an exact number (`=0`) or a CLDR category.
public enum PluralSelector: Sendable, Hashable, Comparable, CustomStringConvertible {
    case exact(Int)
    case category(PluralCategory)

    /// Parses `=0` or a category name.
    public init?(_ text: String) {
        if text.hasPrefix("="), let value = Int(text.dropFirst()) {
            self = .exact(value)
        } else if let category = PluralCategory(rawValue: text) {
            self = .category(category)
        } else {
            return nil
        }
    }

    /// `=0`, or the category name.
    public var description: String {
        switch self {
        case .exact(let value): return "=\(value)"
        case .category(let category): return category.rawValue
        }
    }

    public static func < (lhs: PluralSelector, rhs: PluralSelector) -> Bool {
        switch (lhs, rhs) {
        case (.exact(let a), .exact(let b)): return a < b
        case (.exact, .category): return true
        case (.category, .exact): return false
        case (.category(let a), .category(let b)): return a < b
        }
    }
}

/// One key's value: a message, or plural variants of one.
public enum TableValue: Sendable, Hashable {
    case text(Message)
    case plural(PluralVariants)

    /// Every message in the value, in a stable order.
    public var messages: [Message] {
        switch self {
        case .text(let message): return [message]
        case .plural(let variants): return variants.map(\.value)
        }
    }
}

/// A key's value and where it was written.
public struct TableEntry: Sendable, Hashable {
    public var value: TableValue
    /// Where the value starts.
    public var location: SourceLocation
    /// Where each plural variant starts, for lint.
    public var variantLocations: [PluralSelector: SourceLocation]

    /// Creates an entry.
    public init(value: TableValue, location: SourceLocation, variantLocations: [PluralSelector: SourceLocation] = [:]) {
        self.value = value
        self.location = location
        self.variantLocations = variantLocations
    }
}

/// One locale's strings from one file, with keys flattened to dotted form.
///
/// `StoreFinder: {List: {Title: …}}` and `StoreFinder.List.Title: …` name the same key.
public struct StringTable: Sendable, Hashable {
    /// The locale named by the file's root key, such as `pt-BR`.
    public var locale: String
    /// Where the table came from: a path, or `<overrides>`.
    public var file: String
    /// Entries by dotted key.
    public var entries: TableEntries
    /// Where the root key was written, for lint.
    public var rootLocation: SourceLocation

    /// Creates a table.
    public init(locale: String, file: String, entries: TableEntries, rootLocation: SourceLocation? = nil) {
        self.locale = locale
        self.file = file
        self.entries = entries
        self.rootLocation = rootLocation ?? SourceLocation(file: file, line: 1, column: 1)
    }

    /// Creates a table from a dictionary of entries.
    public init(locale: String, file: String, entries: [String: TableEntry], rootLocation: SourceLocation? = nil) {
        self.init(locale: locale, file: file, entries: TableEntries(entries), rootLocation: rootLocation)
    }

    /// The entry for a dotted key.
    public subscript(key: String) -> TableEntry? { entries[key] }

    /// Every key, sorted.
    public var keys: [String] { entries.keys.sorted() }
}
