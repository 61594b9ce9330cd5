import StoreDisplayText

/// How a plural variant is chosen: an exact number (`=0`) or a CLDR category.
public enum PluralSelector: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A form for one number exactly, written `=0`.
    case exact(Int)
    /// A form for a CLDR category, such as `few`.
    case category(PluralCategory)

    /// Parses `=0` (an `=` and decimal digits, with no leading zero) or a category name: `zero`, `one`, `two`, `few`,
    /// `many` or `other`.
    public init?(_ text: String) {
        guard let selector = text.withUTF8Bytes(Self.init(bytes:)) else { return nil }
        self = selector
    }

    /// Parses a selector from its UTF-8 bytes, as loaders read it.
    package init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "=") {
            guard bytes.count > 1, bytes.count <= 19 else { return nil }  // 18 digits always fit an Int
            // NB: "=01" is no number as a translator writes one: is it =1, or a typo of =10?
            guard bytes.count == 2 || bytes[1] != UInt8(ascii: "0") else { return nil }
            var value = 0
            for byte in bytes.dropFirst() {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            self = .exact(value)
            return
        }
        guard let category = PluralCategory(bytes: bytes) else { return nil }
        self = .category(category)
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
    /// A message without plural forms.
    case text(Message)
    /// Plural forms, one of which a count chooses.
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
    /// The text, or the plural forms.
    public var value: TableValue
    /// Where the value starts.
    public var location: FilePosition
    /// Where the key was written: the last segment of a nested key, or the whole of a dotted one.
    public var keyLocation: FilePosition
    /// Where each plural variant starts, for lint.
    public var variantLocations: [PluralSelector: FilePosition]

    /// Creates an entry; the key's location defaults to the value's.
    public init(
        value: TableValue, location: FilePosition, keyLocation: FilePosition? = nil,
        variantLocations: [PluralSelector: FilePosition] = [:]
    ) {
        self.value = value
        self.location = location
        self.keyLocation = keyLocation ?? location
        self.variantLocations = variantLocations
    }
}
