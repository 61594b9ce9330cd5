/// A wall-clock time of day, in whole minutes from midnight; `24:00` is allowed as an end.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes since midnight, from 0 to 1440.
    public let minutes: Int

    /// Creates a time from hours and minutes.
    public init(hour: Int, minute: Int = 0) throws(DomainValueError) {
        guard (0...24).contains(hour), (0...59).contains(minute), hour * 60 + minute <= 1440 else {
            throw .outOfRange("\(hour):\(minute) is not a time of day")
        }
        minutes = hour * 60 + minute
    }

    /// Parses `HH:MM`.
    public init(parsing text: some StringProtocol) throws(DomainValueError) {
        // NB: five ASCII bytes, checked as bytes; splitting and counting Characters was a
        // large part of decoding a store.
        var hour = 0, minute = 0, length = 0
        for (offset, byte) in text.utf8.enumerated() {
            let digit = Int(byte) - Int(UInt8(ascii: "0"))
            switch offset {
            case 0...1 where (0...9).contains(digit): hour = hour * 10 + digit
            case 3...4 where (0...9).contains(digit): minute = minute * 10 + digit
            case 2 where byte == UInt8(ascii: ":"): break
            default: throw .malformed("expected a time as HH:MM, found \"\(text)\"")
            }
            length = offset + 1
        }
        guard length == 5 else { throw .malformed("expected a time as HH:MM, found \"\(text)\"") }
        try self.init(hour: hour, minute: minute)
    }

    /// The hour, 0 to 24.
    public var hour: Int { minutes / 60 }
    /// The minute, 0 to 59.
    public var minute: Int { minutes % 60 }

    /// `HH:MM`.
    public var description: String {
        let h = hour < 10 ? "0\(hour)" : "\(hour)"
        let m = minute < 10 ? "0\(minute)" : "\(minute)"
        return "\(h):\(m)"
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.minutes < rhs.minutes }
}
