/// A value that a domain type refuses to hold, described for a person.
public enum DomainValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A number outside its allowed range.
    case outOfRange(String)
    /// Text that is not in the expected form; the payload says what was expected.
    case malformed(String)

    /// A time zone identifier that names no zone.
    static func unknownTimeZone(_ identifier: String) -> DomainValueError {
        .malformed("expected an IANA time zone such as \"Europe/London\", found \"\(identifier)\"")
    }

    public var description: String {
        switch self {
        case .outOfRange(let text), .malformed(let text): return text
        }
    }
}
