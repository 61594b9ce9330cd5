#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Store {
    /// How far ahead closures are laid over the hours: as far as the next opening is sought.
    static let closureHorizonDays = 731
    /// How far ahead a next opening is looked for: two years.
    public static let nextOpeningHorizonDays = 731

    /// The store's status at `instant`.
    ///
    /// The precedence is fixed: permanently closed; then temporarily closed, by the status
    /// field (until ``reopensOn``) or by a dated closure covering today; then not yet open
    /// (before ``opensOn``); then special days and the weekly hours. Missing hours make it
    /// ``StoreStatus/Kind/unknown``. A closed store's next opening skips the days a closure
    /// covers.
    ///
    /// - Complexity: O(*d*) in the days of closures within the next two years.
    public func status(at instant: Date, soonWindow: TimeInterval = OpeningHours.defaultSoonWindow) -> StoreStatus {
        status(of: openingHours, at: instant, soonWindow: soonWindow)
    }

    /// The status of the service `id` (`pickup`, `pharmacy` …) by the same rules: the store's
    /// business status and closures close it too. `nil` when the store has no such service.
    public func status(
        ofService id: String, at instant: Date, soonWindow: TimeInterval = OpeningHours.defaultSoonWindow
    ) -> StoreStatus? {
        serviceHours[id].map { status(of: $0, at: instant, soonWindow: soonWindow) }
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    /// The status of `hours` (the store's or one of its services') at `instant`, with the
    /// store's business status, closures and opening date applied.
    public func status(
        of hours: OpeningHours?, at instant: Date, soonWindow: TimeInterval = OpeningHours.defaultSoonWindow
    ) -> StoreStatus {
        if businessStatus == .permanentlyClosed { return StoreStatus(kind: .permanentlyClosed) }
        // NB: most stores are simply open by their hours; they skip finding today's date,
        // which a list of thousands of rows would otherwise pay for on every row.
        if businessStatus == .open, closures.isEmpty, opensOn == nil, let hours, !hours.saysNothing {
            var status = Self.status(hours.status(at: instant, soonWindow: soonWindow))
            status.nextOpening = status.opensAt.map { LocalDateTime($0, in: hours.calendar) }
            return status
        }
        guard let calendar = hours?.calendar ?? self.calendar else {
            // No time zone: only the status field can be read, and it has no dates to check.
            if businessStatus == .temporarilyClosed {
                return StoreStatus(kind: .temporarilyClosed, reopensOn: reopensOn)
            }
            // Every zone's date is within a day of UTC's, so an opening date two days or more
            // after UTC's is still to come wherever the store is.
            if let opensOn, opensOn.dayNumber > LocalDate(instant, in: Self.utc).dayNumber + 1 {
                return StoreStatus(kind: .notYetOpen, opensOn: opensOn)
            }
            return StoreStatus(kind: .unknown)
        }
        let today = LocalDate(instant, in: calendar)
        let known = hours.flatMap { $0.saysNothing ? nil : $0 }
        /// A closed status that says when the store next opens.
        func closed(_ status: StoreStatus) -> StoreStatus {
            var status = status
            status.opensAt = known.flatMap { nextOpening(of: $0, after: instant) }
            status.nextOpening = status.opensAt.map { LocalDateTime($0, in: calendar) }
            return status
        }
        if businessStatus == .temporarilyClosed, reopensOn.map({ today < $0 }) ?? true {
            return closed(
                StoreStatus(kind: .temporarilyClosed, reopensOn: reopensOn, today: hours.map { day(today, of: $0) }))
        }
        if let closure = closures.first(where: { $0.contains(today) }) {
            return closed(
                StoreStatus(
                    kind: .temporarilyClosed, reopensOn: reopening(after: closure), closure: closure,
                    today: hours.map { day(today, of: $0) }))
        }
        if let opensOn, today < opensOn {
            return closed(StoreStatus(kind: .notYetOpen, opensOn: opensOn, today: hours.map { day(today, of: $0) }))
        }
        guard let hours = known else { return StoreStatus(kind: .unknown) }
        let effective = statusHours(hours, from: today)
        var status = effective.status(at: instant, soonWindow: soonWindow)
        // A closure closes the store at the first instant of its first date, whatever the
        // hours say: a night opening does not run on into it.
        if status.isOpen, let closing = nextClosureStart(after: today, calendar: effective.calendar),
            status.closesAt.map({ closing < $0 }) ?? true
        {
            status.closesAt = closing
            status.isClosingSoon = closing.timeIntervalSince(instant) <= soonWindow
        }
        if !status.isOpen {
            // NB: the effective hours know the closures; the dates before a reopening or an
            // opening date, and a closure past their horizon, only the trading search does.
            status.opensAt = nextOpening(of: hours, after: instant)
            status.isOpeningSoon = status.opensAt.map { $0.timeIntervalSince(instant) <= soonWindow } ?? false
        }
        var result = Self.status(status)
        result.nextOpening = result.opensAt.map { LocalDateTime($0, in: hours.calendar) }
        return result
    }

    /// The first instant after `instant` at which `hours` (the store's, or a service's) has the
    /// store trading, every closed date counted (a closure's, or one before it reopens or
    /// opens); `nil` when none comes within ``nextOpeningHorizonDays``.
    ///
    /// - Complexity: O(*d*) in the days until it, searched four weeks at a time.
    public func nextOpening(of hours: OpeningHours, after instant: Date) -> Date? {
        if businessStatus == .permanentlyClosed || (businessStatus == .temporarilyClosed && reopensOn == nil) {
            return nil
        }
        let today = LocalDate(instant, in: hours.calendar)
        let chunk = 28
        var first = today
        while first < today.adding(days: Self.nextOpeningHorizonDays) {
            let days = min(chunk, Self.nextOpeningHorizonDays - (first.dayNumber - today.dayNumber))
            // An opening that began before `instant` and runs on is the store being open, not
            // opening; an opening found in one window that runs into the next is found whole.
            if let found = tradingIntervals(of: hours, from: first, days: days).first(where: { $0.start > instant }) {
                return found.start
            }
            first = first.adding(days: chunk)
        }
        return nil
    }

    /// Whether the store trades by `hours` at every instant from the start of `date` on, with
    /// nothing of its own (a closure, an opening date, a closed status) to stop it: a status
    /// that never changes.
    package func isOpenForever(by hours: OpeningHours, from date: LocalDate) -> Bool {
        businessStatus == .open && closures.isEmpty && opensOn == nil && hours.isAlwaysOpen(after: date)
    }

    /// The store's status from the status of its hours.
    private static func status(_ status: OpeningStatus) -> StoreStatus {
        let kind: StoreStatus.Kind
        if status.isOpen {
            if status.closesAt == nil || (status.today.hours == .open24Hours && !status.isClosingSoon) {
                kind = .open24Hours
            } else {
                kind = status.isClosingSoon ? .closesSoon : .open
            }
        } else {
            kind = status.isOpeningSoon ? .opensSoon : .closed
        }
        return StoreStatus(kind: kind, closesAt: status.closesAt, opensAt: status.opensAt, today: status.today)
    }

    /// `hours` with every date a closure covers, from the day before `today` on, closed: the
    /// hours the week a screen shows and the status are read from. The day before counts
    /// because its overnight opening would otherwise run into today: an opening that starts on
    /// a closed date does not happen. (A store not open yet shows the week it will keep.)
    ///
    /// Closures override special days on the same date.
    public func effectiveHours(_ hours: OpeningHours, from today: LocalDate) -> OpeningHours {
        guard !closures.isEmpty else { return hours }
        let first = today.adding(days: -1)
        let last = today.adding(days: Self.closureHorizonDays)
        var closed: [SpecialDay] = []
        for closure in closures where closure.until >= first && closure.from <= last {
            var date = max(closure.from, first)
            while date <= min(closure.until, last) {
                closed.append(SpecialDay(date: date, label: closure.label, hours: .closed))
                date = date.adding(days: 1)
            }
        }
        guard !closed.isEmpty else { return hours }
        return OpeningHours(
            timeZone: hours.calendar.timeZone, weekHours: hours.weekHours,
            specialDays: Array(hours.specialDays.values) + closed)
    }

    /// ``effectiveHours(_:from:)``, and the day before `today` closed too when it came before
    /// the store reopened or opened: the hours a status on `today` is read from.
    private func statusHours(_ hours: OpeningHours, from today: LocalDate) -> OpeningHours {
        let effective = effectiveHours(hours, from: today)
        let yesterday = today.adding(days: -1)
        let beforeReopening = businessStatus == .temporarilyClosed && reopensOn.map { yesterday < $0 } ?? false
        guard beforeReopening || opensOn.map({ yesterday < $0 }) ?? false else { return effective }
        return OpeningHours(
            timeZone: hours.calendar.timeZone, weekHours: hours.weekHours,
            specialDays: Array(effective.specialDays.values.filter { $0.date != yesterday })
                + [SpecialDay(date: yesterday, label: nil, hours: .closed)])
    }

    /// The first instant of the first closure that starts after `today`, within the closure
    /// horizon.
    private func nextClosureStart(after today: LocalDate, calendar: Calendar) -> Date? {
        let last = today.adding(days: Self.closureHorizonDays)
        guard let first = closures.lazy.map(\.from).filter({ $0 > today && $0 <= last }).min() else { return nil }
        return WallClock(calendar: calendar, from: first, through: first).instant(first, minutes: 0)
    }

    /// The runs of local dates from `first` through `last` on which the store is closed
    /// whatever its hours say: every date of a closure, and every date before ``reopensOn``
    /// (while temporarily closed) or ``opensOn``.
    func closedDates(from first: LocalDate, through last: LocalDate) -> [ClosedRange<LocalDate>] {
        var runs: [ClosedRange<LocalDate>] = []
        func add(_ from: LocalDate, _ until: LocalDate) {
            let lower = max(from, first)
            let upper = min(until, last)
            if lower <= upper { runs.append(lower...upper) }
        }
        if businessStatus == .temporarilyClosed { add(first, (reopensOn ?? last.adding(days: 1)).adding(days: -1)) }
        if let opensOn { add(first, opensOn.adding(days: -1)) }
        for closure in closures { add(closure.from, closure.until) }
        return runs
    }

    /// The instants `hours` has the store trading, from `first` for `days` days: an opening
    /// that starts on a closed date (``closedDates(from:through:)``) does not happen, and no
    /// instant of a closed date is open. Touching openings are one.
    func tradingIntervals(of hours: OpeningHours, from first: LocalDate, days: Int) -> [DateInterval] {
        let last = first.adding(days: days)
        // From the day before: its night opening may run into the window.
        let closed = closedDates(from: first.adding(days: -1), through: last)
        guard !closed.isEmpty else { return hours.intervals(from: first, days: days) }
        var specialDays = Array(hours.specialDays.values)
        for run in closed {
            var date = run.lowerBound
            while date <= run.upperBound {
                specialDays.append(SpecialDay(date: date, label: nil, hours: .closed))
                date = date.adding(days: 1)
            }
        }
        let trading = OpeningHours(
            timeZone: hours.calendar.timeZone, weekHours: hours.weekHours, specialDays: specialDays)
        let clock = WallClock(calendar: hours.calendar, from: first.adding(days: -1), through: last)
        let masks = closed.compactMap { run -> DateInterval? in
            guard let start = clock.instant(run.lowerBound, minutes: 0),
                let end = clock.instant(run.upperBound, minutes: 1440), start < end
            else { return nil }
            return DateInterval(start: start, end: end)
        }
        return Self.subtracting(masks, from: trading.intervals(from: first, days: days))
    }

    /// `intervals` (sorted, apart) with every instant of `masks` taken out.
    private static func subtracting(_ masks: [DateInterval], from intervals: [DateInterval]) -> [DateInterval] {
        var result: [DateInterval] = []
        for interval in intervals {
            var pieces = [interval]
            for mask in masks {
                pieces = pieces.flatMap { piece -> [DateInterval] in
                    guard mask.start < piece.end, mask.end > piece.start else { return [piece] }
                    var kept: [DateInterval] = []
                    if piece.start < mask.start { kept.append(DateInterval(start: piece.start, end: mask.start)) }
                    if mask.end < piece.end { kept.append(DateInterval(start: mask.end, end: piece.end)) }
                    return kept
                }
            }
            result += pieces
        }
        return result
    }

    /// The first day after `closure` that no other closure covers.
    func reopening(after closure: Closure) -> LocalDate {
        var date = closure.until.adding(days: 1)
        while let next = closures.first(where: { $0.contains(date) }) { date = next.until.adding(days: 1) }
        return date
    }

    /// `date` as `hours` has it.
    private func day(_ date: LocalDate, of hours: OpeningHours) -> DaySchedule {
        let (dayHours, special) = hours.hours(on: date)
        return DaySchedule(date: date, hours: dayHours, special: special, isToday: true)
    }
}
