/// A CLDR plural category. Which ones a language uses, and for which numbers, comes from CLDR's rules.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// CLDR's `zero`, as Arabic and Latvian use it.
    case zero
    /// CLDR's `one`: 1 in English, also 21 in Russian.
    case one
    /// CLDR's `two`, as Arabic and Welsh use it.
    case two
    /// CLDR's `few`: 2 to 4 in Russian and Polish.
    case few
    /// CLDR's `many`: 5 and up in Russian, 1,000,000 in French.
    case many
    /// CLDR's `other`, which every language has.
    case other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.index < rhs.index
    }
}

extension PluralCategory {
    /// The category a CLDR name's UTF-8 bytes spell, as loaders read keys.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        func spells(_ name: StaticString) -> Bool {
            name.utf8CodeUnitCount == bytes.count && (0..<bytes.count).allSatisfy { name.utf8Start[$0] == bytes[$0] }
        }
        switch bytes.count {
        case 3:
            if spells("one") {
                self = .one
            } else if spells("two") {
                self = .two
            } else if spells("few") {
                self = .few
            } else {
                return nil
            }
        case 4: if spells("zero") { self = .zero } else if spells("many") { self = .many } else { return nil }
        case 5: if spells("other") { self = .other } else { return nil }
        default: return nil
        }
    }
}
