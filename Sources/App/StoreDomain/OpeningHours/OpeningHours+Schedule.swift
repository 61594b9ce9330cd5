#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a store stands at one instant: open or closed, and what changes next.
public struct OpeningStatus: Sendable, Hashable {
    /// Whether the store is open.
    public var isOpen: Bool
    /// When an open store next closes; `nil` when no closing is in sight (open around the clock).
    public var closesAt: Date?
    /// When a closed store next opens; `nil` when no opening is in sight.
    public var opensAt: Date?
    /// Whether an open store closes within the soon window.
    public var isClosingSoon: Bool
    /// Whether a closed store opens within the soon window.
    public var isOpeningSoon: Bool
    /// Today on the store's wall clock.
    public var today: DaySchedule
}

/// One day's row of a week: its date, hours and any special day.
public struct DaySchedule: Sendable, Hashable {
    /// The date on the store's wall clock.
    public var date: LocalDate
    /// The hours that apply, the special day's when there is one.
    public var hours: DayHours
    /// The special day that set the hours, if any.
    public var special: SpecialDay?
    /// Whether this is the store's today.
    public var isToday: Bool

    /// The day of the week.
    public var weekday: Weekday { date.weekday }

    /// Creates a row.
    public init(date: LocalDate, hours: DayHours, special: SpecialDay?, isToday: Bool) {
        self.date = date
        self.hours = hours
        self.special = special
        self.isToday = isToday
    }
}

extension OpeningHours {
    /// The default length of the "closes soon" and "opens soon" windows: 60 minutes.
    public static let defaultSoonWindow: TimeInterval = 60 * 60

    /// The real instants of every opening that touches the `days` days starting at `start`,
    /// merged where they meet (a 24-hour Monday runs into a 24-hour Tuesday).
    ///
    /// - Complexity: O(*days*).
    public func intervals(from start: LocalDate, days: Int) -> [DateInterval] {
        intervals(from: start, days: days, clock: clock(from: start, days: days))
    }

    /// The clock ``intervals(from:days:)`` reads wall times with, for the same days.
    private func clock(from start: LocalDate, days: Int) -> WallClock {
        WallClock(calendar: calendar, from: start.adding(days: -1), through: start.adding(days: max(0, days - 1)))
    }

    private func intervals(from start: LocalDate, days: Int, clock: WallClock) -> [DateInterval] {
        var result: [DateInterval] = []
        result.reserveCapacity(2 * (days + 1))
        // NB: the day before the window matters: its overnight interval may run into the window.
        /// Adds the real instants of one wall-clock interval on `date`.
        func add(_ date: LocalDate, opens: Int, closes: Int) {
            let closeDay = closes <= opens ? date.adding(days: 1) : date
            if let open = clock.instant(date, minutes: opens), let close = clock.instant(closeDay, minutes: closes),
                open < close
            {
                result.append(DateInterval(start: open, end: close))
            }
        }
        for offset in -1..<days {
            let date = start.adding(days: offset)
            // NB: the week is read in place, without making a `DayHours`; special days are rare.
            if let special = specialDay(on: date) {
                switch special.hours {
                case .closed: continue
                case .open24Hours: add(date, opens: 0, closes: 1440)
                case .intervals(let intervals):
                    for interval in intervals {
                        add(date, opens: interval.opens.minutes, closes: interval.closes.minutes)
                    }
                }
                continue
            }
            switch weekHours.day(date.weekday) {
            case .missing, .closed:
                continue
            case .open24Hours:
                add(date, opens: 0, closes: 1440)
            case .intervals(let positions):
                for position in positions {
                    let (opens, closes) = weekHours.interval(at: position)
                    add(date, opens: opens, closes: closes)
                }
            }
        }
        return Self.merged(result)
    }

    /// Whether the store is open at `instant`.
    public func isOpen(at instant: Date) -> Bool {
        currentInterval(at: instant) != nil
    }

    /// The merged opening interval containing `instant`, if the store is open.
    public func currentInterval(at instant: Date) -> DateInterval? {
        let today = LocalDate(instant, in: calendar)
        return intervals(from: today, days: 2).first { $0.start <= instant && instant < $0.end }
    }

    /// The first opening at or after `instant`, looking up to `horizonDays` ahead.
    public func nextOpening(after instant: Date, horizonDays: Int = 731) -> Date? {
        let today = LocalDate(instant, in: calendar)
        var start = today
        while start < today.adding(days: horizonDays) {
            let found = intervals(from: start, days: 14).first { $0.start > instant }
            if let found { return found.start }
            start = start.adding(days: 14)
        }
        return nil
    }

    /// The closing that ends the interval open at `instant`; `nil` if closed, or open with no end in sight.
    public func nextClosing(after instant: Date, horizonDays: Int = 8) -> Date? {
        guard let current = currentInterval(at: instant) else { return nil }
        if isAlwaysOpen(after: LocalDate(instant, in: calendar)) { return nil }
        var end = current.end
        let horizon = instant.addingTimeInterval(TimeInterval(horizonDays) * 86_400)
        // An interval that reaches the end of one window may go on in the next: follow it.
        while end < horizon {
            let window = intervals(from: LocalDate(end, in: calendar), days: 2)
            guard let next = window.first(where: { $0.start <= end && end < $0.end }) else { return end }
            end = next.end
        }
        return nil
    }

    /// Whether every weekday is open 24 hours and no special day from `date` on says otherwise.
    package func isAlwaysOpen(after date: LocalDate) -> Bool {
        weekHours.isOpenAroundTheClock
            && specialDays.values.allSatisfy { $0.date < date || $0.hours == .open24Hours }
    }

    /// The store's status at `instant`, with "soon" flags for a window of `soonWindow` seconds.
    public func status(at instant: Date, soonWindow: TimeInterval = defaultSoonWindow) -> OpeningStatus {
        let today = LocalDate(instant, in: calendar)
        let (hours, special) = self.hours(on: today)
        // NB: one window of real intervals answers the usual questions; only a store open or
        // closed for longer than the window takes the slower, searching path.
        let windowDays = 8
        let clock = clock(from: today, days: windowDays)
        let window = intervals(from: today, days: windowDays, clock: clock)
        let current = window.first { $0.start <= instant && instant < $0.end }
        var closesAt: Date?
        var opensAt: Date?
        if let current {
            // An interval that reaches the last midnight the window covers may go on past it:
            // only then search further. NB: that wall-clock midnight, not a count of real hours
            // from now, which a spring-forward in the window would make an hour short.
            let coverageEnd = clock.instant(today.adding(days: windowDays - 1), minutes: 1440)
            if let coverageEnd, current.end < coverageEnd {
                closesAt = current.end
            } else {
                closesAt = nextClosing(after: instant)
            }
        } else {
            opensAt = window.first { $0.start > instant }?.start ?? nextOpening(after: instant)
        }
        return OpeningStatus(
            isOpen: current != nil, closesAt: closesAt, opensAt: opensAt,
            isClosingSoon: closesAt.map { $0.timeIntervalSince(instant) <= soonWindow } ?? false,
            isOpeningSoon: opensAt.map { $0.timeIntervalSince(instant) <= soonWindow } ?? false,
            today: DaySchedule(date: today, hours: hours, special: special, isToday: true))
    }

    /// The seven days of the week containing `instant`, starting on `firstWeekday`,
    /// with special days applied and today marked.
    public func week(containing instant: Date, firstWeekday: Weekday) -> [DaySchedule] {
        let today = LocalDate(instant, in: calendar)
        let back = (today.weekday.rawValue - firstWeekday.rawValue + 7) % 7
        let first = today.adding(days: -back)
        return (0..<7).map { offset in
            let date = first.adding(days: offset)
            let (hours, special) = self.hours(on: date)
            return DaySchedule(date: date, hours: hours, special: special, isToday: date == today)
        }
    }

    /// The next seven days, today first among them, as rows ordered from `firstWeekday`:
    /// each weekday's row is that weekday's next occurrence, today included, with its special
    /// day applied.
    ///
    /// Every locale then shows the same seven dates for the same instant; only their order
    /// differs. On a Wednesday, a week that starts on Monday lists next Monday and Tuesday
    /// first, then today.
    public func comingWeek(from instant: Date, firstWeekday: Weekday) -> [DaySchedule] {
        let today = LocalDate(instant, in: calendar)
        return (0..<7).map { offset in
            let weekday = (firstWeekday.rawValue - 1 + offset) % 7 + 1
            let date = today.adding(days: (weekday - today.weekday.rawValue + 7) % 7)
            let (hours, special) = self.hours(on: date)
            return DaySchedule(date: date, hours: hours, special: special, isToday: date == today)
        }
    }

    /// Special days from today through the next `days` days, in date order.
    public func upcomingSpecialDays(from instant: Date, within days: Int = 14) -> [SpecialDay] {
        let today = LocalDate(instant, in: calendar)
        let last = today.adding(days: days)
        return specialDays.values.filter { $0.date >= today && $0.date <= last }.sorted { $0.date < $1.date }
    }

    private static func merged(_ intervals: [DateInterval]) -> [DateInterval] {
        var merged: [DateInterval] = []
        merged.reserveCapacity(intervals.count)
        // NB: built day by day, the intervals nearly always come in order already.
        let inOrder = zip(intervals, intervals.dropFirst()).allSatisfy { $0.start <= $1.start }
        for interval in inOrder ? intervals : intervals.sorted(by: { $0.start < $1.start }) {
            if let last = merged.last, interval.start <= last.end {
                merged[merged.count - 1] = DateInterval(start: last.start, end: max(last.end, interval.end))
            } else {
                merged.append(interval)
            }
        }
        return merged
    }
}
