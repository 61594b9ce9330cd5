/// A value that a domain type refuses to hold, described for a person.
public enum DomainValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A number outside its allowed range.
    case outOfRange(String)
    /// Text that is not in the expected form; the payload says what was expected.
    case malformed(String)

    public var description: String {
        switch self {
        case .outOfRange(let text), .malformed(let text): return text
        }
    }
}
