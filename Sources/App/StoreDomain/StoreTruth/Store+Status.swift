#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Store {
    /// How far ahead closures are laid over the hours: as far as the next opening is sought.
    static let closureHorizonDays = 400

    /// The store's status at `instant`.
    ///
    /// The precedence is fixed: permanently closed; then temporarily closed, by the status
    /// field (until ``reopensOn``) or by a dated closure covering today; then not yet open
    /// (before ``opensOn``); then special days and the weekly hours. Missing hours make it
    /// ``StoreStatus/Kind/unknown``. A closed store's next opening skips the days a closure
    /// covers.
    ///
    /// - Complexity: O(*d*) in the days of closures within the next 400.
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

    /// The status of `hours` (the store's or one of its services') at `instant`, with the
    /// store's business status, closures and opening date applied.
    public func status(
        of hours: OpeningHours?, at instant: Date, soonWindow: TimeInterval = OpeningHours.defaultSoonWindow
    ) -> StoreStatus {
        if businessStatus == .permanentlyClosed { return StoreStatus(kind: .permanentlyClosed) }
        guard let calendar = hours?.calendar ?? self.calendar else {
            // No time zone: only the status field can be read, and it has no dates to check.
            if businessStatus == .temporarilyClosed {
                return StoreStatus(kind: .temporarilyClosed, reopensOn: reopensOn)
            }
            return StoreStatus(kind: .unknown)
        }
        let today = LocalDate(instant, in: calendar)
        if businessStatus == .temporarilyClosed, reopensOn.map({ today < $0 }) ?? true {
            return StoreStatus(kind: .temporarilyClosed, reopensOn: reopensOn, today: hours.map { day(today, of: $0) })
        }
        if let closure = closures.first(where: { $0.contains(today) }) {
            return StoreStatus(
                kind: .temporarilyClosed, reopensOn: reopening(after: closure), closure: closure,
                today: hours.map { day(today, of: $0) })
        }
        if let opensOn, today < opensOn {
            return StoreStatus(kind: .notYetOpen, opensOn: opensOn, today: hours.map { day(today, of: $0) })
        }
        guard let hours else { return StoreStatus(kind: .unknown) }
        let effective = effectiveHours(hours, from: today)
        let status = effective.status(at: instant, soonWindow: soonWindow)
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

    /// `hours` with every day a closure covers, from `today` on, closed: the hours the next
    /// opening, the week a screen shows and a pickup's readiness are read from.
    ///
    /// Closures override special days on the same date.
    public func effectiveHours(_ hours: OpeningHours, from today: LocalDate) -> OpeningHours {
        guard !closures.isEmpty else { return hours }
        let last = today.adding(days: Self.closureHorizonDays)
        var closed: [SpecialDay] = []
        for closure in closures where closure.until >= today && closure.from <= last {
            var date = max(closure.from, today)
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
