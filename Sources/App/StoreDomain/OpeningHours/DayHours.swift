import StoreDisplayText

/// One opening interval on a day, as wall-clock times. A closing time at or
/// before the opening time runs past midnight into the next day, so `09:00-09:00` is open
/// from 09:00 until 09:00 the next day.
///
/// ```swift
/// let late = try OpeningInterval(parsing: "18:00-02:00")
/// late.crossesMidnight // true
/// ```
public struct OpeningInterval: Sendable, Hashable, CustomStringConvertible {
    /// When the store opens.
    public let opens: LocalTime
    /// When it closes; on the next day when ``crossesMidnight``.
    public let closes: LocalTime

    /// Creates an interval. Equal times make a whole day from the opening time: `00:00-00:00`
    /// and `00:00-24:00` are the calendar day, which ``DayHours/open(_:)`` reads as
    /// ``DayHours/open24Hours``.
    public init(opens: LocalTime, closes: LocalTime) throws(DomainValueError) {
        guard opens.minutes < 1440 else { throw .outOfRange("a store cannot open at 24:00") }
        self.opens = opens
        self.closes = closes
    }

    /// An interval from times already checked, as ``WeekHours`` gives them back.
    init(checkedOpens opens: LocalTime, closes: LocalTime) {
        self.opens = opens
        self.closes = closes
    }

    /// Parses `HH:MM-HH:MM`.
    public init(parsing text: some StringProtocol) throws(DomainValueError) {
        // NB: the usual eleven bytes are read in place, once per interval of every store;
        // anything else takes the way below, which words the error.
        let fields = text.withUTF8Bytes { bytes in
            bytes.count == 11 && bytes[5] == UInt8(ascii: "-")
                ? LocalTime.fields(bytes, at: 0).flatMap { opens in LocalTime.fields(bytes, at: 6).map { (opens, $0) } }
                : nil
        }
        if let (opens, closes) = fields {
            try self.init(
                opens: try LocalTime(hour: opens.hour, minute: opens.minute),
                closes: try LocalTime(hour: closes.hour, minute: closes.minute))
            return
        }
        // NB: one dash found by byte; the times refuse any other.
        guard let dash = text.utf8.firstIndex(of: UInt8(ascii: "-")) else {
            throw .malformed("expected an interval as HH:MM-HH:MM, found \"\(text)\"")
        }
        let closes = text[text.utf8.index(after: dash)...]
        guard !closes.utf8.contains(UInt8(ascii: "-")) else {
            throw .malformed("expected an interval as HH:MM-HH:MM, found \"\(text)\"")
        }
        try self.init(opens: try LocalTime(parsing: text[..<dash]), closes: try LocalTime(parsing: closes))
    }

    /// Whether the interval ends on the next day: its closing time is at or before its opening.
    public var crossesMidnight: Bool { closes <= opens }

    /// The interval's length in minutes of wall-clock time.
    public var wallMinutes: Int {
        crossesMidnight ? 1440 - opens.minutes + closes.minutes : closes.minutes - opens.minutes
    }

    /// `HH:MM-HH:MM`.
    public var description: String { "\(opens)-\(closes)" }
}

/// What a store does on one day.
public enum DayHours: Sendable, Hashable, CustomStringConvertible {
    /// Closed all day.
    case closed
    /// Open around the clock.
    case open24Hours
    /// Open in these intervals, sorted and not overlapping.
    case intervals([OpeningInterval])

    /// Creates a day from intervals, sorting them and refusing overlaps. One interval that is
    /// the whole calendar day (`00:00-00:00` or `00:00-24:00`) is ``open24Hours``.
    public static func open(_ intervals: [OpeningInterval]) throws(DomainValueError) -> DayHours {
        if intervals.count == 1, let only = intervals.first, only.opens.minutes == 0, only.wallMinutes == 1440 {
            return .open24Hours
        }
        guard intervals.count > 1 else { return intervals.isEmpty ? .closed : .intervals(intervals) }
        let sorted = intervals.sorted { $0.opens < $1.opens }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            let earlierEnd = earlier.opens.minutes + earlier.wallMinutes
            guard earlierEnd <= later.opens.minutes else {
                throw .malformed("intervals \(earlier) and \(later) overlap")
            }
        }
        if let last = sorted.last, let first = sorted.first, sorted.count > 1, last.crossesMidnight,
            last.closes.minutes > first.opens.minutes
        {
            throw .malformed("interval \(last) runs into \(first) of the same day")
        }
        return .intervals(sorted)
    }

    /// `closed`, `open24Hours`, or the intervals joined by commas.
    public var description: String {
        switch self {
        case .closed: return "closed"
        case .open24Hours: return "open24Hours"
        case .intervals(let intervals): return intervals.map(\.description).joined(separator: ",")
        }
    }
}

extension DayHours: Codable {
    /// Decodes `"closed"`, `"open24Hours"` or a list of `"HH:MM-HH:MM"`.
    public init(from decoder: any Decoder) throws {
        // NB: a list first, as most days are, read item by item. `[String]`'s own init(from:)
        // runs unspecialized, with a decoder and a container per item, and cost more than the
        // rest of the store. A failed container builds an error, which costs too.
        if var list = try? decoder.unkeyedContainer() {
            var texts: [String] = []
            while !list.isAtEnd {
                guard let text = try? list.decode(String.self) else { throw Self.notHours(decoder) }
                texts.append(text)
            }
            do {
                self = try .open(try texts.map { text throws(DomainValueError) in try OpeningInterval(parsing: text) })
            } catch {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: error.description))
            }
            return
        }
        let container = try decoder.singleValueContainer()
        guard let word = try? container.decode(String.self) else { throw Self.notHours(decoder) }
        switch word {
        case "closed": self = .closed
        case "open24Hours": self = .open24Hours
        default:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected \"closed\", \"open24Hours\" or a list of \"HH:MM-HH:MM\", found \"\(word)\""
            )
        }
    }

    /// A value that is neither a word nor a list of strings.
    private static func notHours(_ decoder: any Decoder) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "expected \"closed\", \"open24Hours\" or a list of \"HH:MM-HH:MM\""))
    }

    /// Hand-written: a day is written as `"closed"`, `"open24Hours"` or its intervals' text, as it is read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .closed: try container.encode("closed")
        case .open24Hours: try container.encode("open24Hours")
        case .intervals(let intervals): try container.encode(intervals.map(\.description))
        }
    }
}
