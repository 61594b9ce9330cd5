import StoreText

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
    /// Where the key was written: the last segment of a nested key, or the whole of a dotted one.
    public var keyLocation: SourceLocation
    /// Where each plural variant starts, for lint.
    public var variantLocations: [PluralSelector: SourceLocation]

    /// Creates an entry; the key's location defaults to the value's.
    public init(value: TableValue, location: SourceLocation, keyLocation: SourceLocation? = nil,
                variantLocations: [PluralSelector: SourceLocation] = [:]) {
        self.value = value
        self.location = location
        self.keyLocation = keyLocation ?? location
        self.variantLocations = variantLocations
    }
}
