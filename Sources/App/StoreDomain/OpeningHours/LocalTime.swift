import StoreDisplayText

/// A wall-clock time of day, in whole minutes from midnight; `24:00` is allowed as an end.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes since midnight, from 0 to 1440.
    public let minutes: Int

    /// Creates a time from hours and minutes.
    public init(hour: Int, minute: Int = 0) throws(DomainValueError) {
        guard (0...24).contains(hour), (0...59).contains(minute), hour * 60 + minute <= 1440 else {
            throw .outOfRange("\(Self.twoDigits(hour)):\(Self.twoDigits(minute)) is not a time of day")
        }
        minutes = hour * 60 + minute
    }

    /// A time from minutes already known to be within 0...1440.
    init(checkedMinutes minutes: Int) {
        self.minutes = minutes
    }

    /// Parses `HH:MM`.
    public init(parsing text: some StringProtocol) throws(DomainValueError) {
        // NB: five ASCII bytes, checked as bytes; splitting and counting Characters was a
        // large part of decoding a store.
        guard let (hour, minute) = text.withUTF8Bytes({ $0.count == 5 ? Self.fields($0, at: 0) : nil }) else {
            throw .malformed("expected a time as HH:MM, found \"\(text)\"")
        }
        guard hour * 60 + minute <= 1440, minute <= 59 else {
            throw .outOfRange("expected a time from 00:00 to 24:00, found \"\(text)\"")
        }
        self.minutes = hour * 60 + minute
    }

    /// The hour and minute written as `HH:MM` at `offset`, or `nil` when those five bytes are
    /// not two digits, a colon and two digits.
    static func fields(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (hour: Int, minute: Int)? {
        guard offset >= 0, bytes.count - offset >= 5, bytes[offset + 2] == UInt8(ascii: ":") else { return nil }
        func digit(_ position: Int) -> Int? {
            let value = Int(bytes[offset + position]) - Int(UInt8(ascii: "0"))
            return (0...9).contains(value) ? value : nil
        }
        guard let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4) else { return nil }
        return (h1 * 10 + h2, m1 * 10 + m2)
    }

    /// The hour, 0 to 24.
    public var hour: Int { minutes / 60 }
    /// The minute, 0 to 59.
    public var minute: Int { minutes % 60 }

    /// `HH:MM`.
    public var description: String { "\(Self.twoDigits(hour)):\(Self.twoDigits(minute))" }

    private static func twoDigits(_ value: Int) -> String { (0..<10).contains(value) ? "0\(value)" : "\(value)" }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.minutes < rhs.minutes }
}
