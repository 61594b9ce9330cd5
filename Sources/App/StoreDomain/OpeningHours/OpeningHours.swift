import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
// NB: needed although nothing here names it: it links the ICU time zones, without which
// `TimeZone(identifier: "Europe/London")` is nil in a program that uses StoreDomain alone.
import FoundationInternationalization
#else
import Foundation
#endif

/// A store's weekly hours and dated exceptions, in the store's own time zone.
///
/// All arithmetic (``isOpen(at:)``, ``status(at:soonWindow:)``, ``week(containing:firstWeekday:)``)
/// happens on the store's wall clock, so a London store reads right on a phone in Tokyo
/// and across daylight-saving changes.
///
/// ```json
/// { "timeZone": "Europe/London",
///   "week": { "monday": ["09:00-21:00"], "saturday": "open24Hours", "sunday": "closed" },
///   "specialDays": [ { "date": "2026-12-25", "label": "Christmas Day", "hours": "closed" } ] }
/// ```
public struct OpeningHours: Sendable, Hashable {
    /// The store's IANA time zone identifier, such as `Europe/London`.
    public let timeZoneIdentifier: String
    /// Hours per weekday; a day that is missing is closed.
    public var week: [Weekday: DayHours] { weekHours.dictionary }
    /// The same hours, in the one allocation the schedule reads.
    let weekHours: WeekHours
    /// Exceptions by date; they replace the weekday's hours.
    public let specialDays: [LocalDate: SpecialDay]
    /// The store's calendar: Gregorian, in its time zone.
    public let calendar: Calendar

    /// Whether the hours say nothing: no weekday and no special day, as `week: {}` gives.
    /// A store's status is then ``StoreStatus/Kind/unknown``, "Hours not available", rather
    /// than closed: a backend that sends no days has not said the store never opens.
    public var saysNothing: Bool { specialDays.isEmpty && weekHours.mentionsNoDay }

    /// Creates opening hours, refusing an unknown time zone.
    public init(
        timeZone identifier: String, week: [Weekday: DayHours], specialDays: [SpecialDay] = []
    ) throws(DomainValueError) {
        self.init(timeZone: try Self.timeZone(named: identifier), week: week, specialDays: specialDays)
    }

    /// Creates opening hours in a time zone you already have.
    public init(timeZone zone: TimeZone, week: [Weekday: DayHours], specialDays: [SpecialDay] = []) {
        self.init(timeZone: zone, weekHours: WeekHours(week), specialDays: specialDays)
    }

    /// Creates opening hours from a week already laid out.
    init(timeZone zone: TimeZone, weekHours: WeekHours, specialDays: [SpecialDay]) {
        self.calendar = Self.calendar(in: zone)
        self.timeZoneIdentifier = zone.identifier
        self.weekHours = weekHours
        self.specialDays = Dictionary(specialDays.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The zone an IANA identifier names; the one place an unknown zone is refused.
    static func timeZone(named identifier: String) throws(DomainValueError) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else {
            throw .malformed("expected an IANA time zone such as \"Europe/London\", found \"\(identifier)\"")
        }
        return zone
    }

    /// Gregorian calendars made so far, one per time zone.
    private static let calendars = Mutex<[String: Calendar]>([:])

    /// The Gregorian calendar of `zone`, shared by every store in it.
    ///
    /// NB: a calendar is a reference to a class instance, and setting its zone made one per
    /// store. In a list of thousands of stores, each store's status read its own, long out of
    /// cache, and copying a store retained it. One per zone keeps them in cache; there are a
    /// few hundred zones at most.
    private static func calendar(in zone: TimeZone) -> Calendar {
        calendars.withLock { known in
            if let calendar = known[zone.identifier] { return calendar }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            known[zone.identifier] = calendar
            return calendar
        }
    }

    /// The hours that apply on `date`, with the special day that set them, if any.
    public func hours(on date: LocalDate) -> (hours: DayHours, special: SpecialDay?) {
        if let special = specialDay(on: date) { return (special.hours, special) }
        return (weekHours.hours(date.weekday) ?? .closed, nil)
    }

    /// The special day on `date`, if any.
    ///
    /// NB: most stores have none, and an empty dictionary still hashes the date to say so.
    func specialDay(on date: LocalDate) -> SpecialDay? {
        specialDays.isEmpty ? nil : specialDays[date]
    }

    public static func == (lhs: OpeningHours, rhs: OpeningHours) -> Bool {
        lhs.timeZoneIdentifier == rhs.timeZoneIdentifier && lhs.weekHours == rhs.weekHours
            && lhs.specialDays == rhs.specialDays
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(timeZoneIdentifier)
        hasher.combine(weekHours)
        hasher.combine(specialDays)
    }
}

extension OpeningHours: Codable {
    private enum CodingKeys: String, CodingKey { case timeZone, week, specialDays }

    /// Any key of the `week` object; unknown day names are refused after decoding.
    private struct DayKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, defaultTimeZone: nil)
    }

    /// Decodes hours whose `timeZone` may be left out when `defaultTimeZone` is given: a
    /// store's service hours, which are in the store's own time zone.
    init(from decoder: any Decoder, defaultTimeZone: String?) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let zone: String
        if let defaultTimeZone {
            zone = try container.decodeIfPresent(String.self, forKey: .timeZone) ?? defaultTimeZone
        } else {
            zone = try container.decode(String.self, forKey: .timeZone)
        }
        // NB: day by day through a keyed container; decoding a [String: DayHours] went through
        // the generic dictionary path and cost more than the rest of a store together.
        let days = try container.nestedContainer(keyedBy: DayKey.self, forKey: .week)
        // NB: by weekday number, not in a dictionary: the week is laid out flat at once.
        var week = [DayHours?](repeating: nil, count: 7)
        for key in days.allKeys {
            guard let day = Weekday(name: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .week, in: container,
                    debugDescription: "unknown weekday \"\(key.stringValue)\"; expected monday … sunday")
            }
            week[day.rawValue - 1] = try days.decode(DayHours.self, forKey: key)
        }
        let special = try container.decodeIfPresent([SpecialDay].self, forKey: .specialDays) ?? []
        let timeZone: TimeZone
        do {
            timeZone = try Self.timeZone(named: zone)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .timeZone, in: container, debugDescription: error.description)
        }
        self.init(timeZone: timeZone, weekHours: WeekHours { week[$0.rawValue - 1] }, specialDays: special)
    }

    /// Hand-written: the week is keyed by weekday names, and special days are sorted by date and
    /// left out when there are none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timeZoneIdentifier, forKey: .timeZone)
        try container.encode(Dictionary(uniqueKeysWithValues: week.map { ($0.key.name, $0.value) }), forKey: .week)
        if !specialDays.isEmpty {
            try container.encode(specialDays.values.sorted { $0.date < $1.date }, forKey: .specialDays)
        }
    }
}
