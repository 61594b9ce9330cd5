import StoreDomain
import StoreLocalization
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a store's status says, before it is worded: the decisions the status line and its
/// spoken label share, so the two never disagree.
enum StatusPhrase: Hashable {
    case openUntil(closes: Date)
    case closesSoon(closes: Date)
    case open24Hours
    case holidayOpen(label: String, closes: Date, closingSoon: Bool)
    case holidayClosed(label: String)
    case opensSoon(opens: Date)
    case closedToday(day: Weekday, opens: Date)
    case opensAt(opens: Date)
    case opensOn(day: Weekday, opens: Date)
    /// Closed, and opening a week or more from today: the date, not a weekday.
    case opensOnDate(LocalDate, opens: Date, showsYear: Bool)
    case temporarilyClosed
    case temporarilyClosedUntil(LocalDate, showsYear: Bool)
    case permanentlyClosed
    case notYetOpen(LocalDate, showsYear: Bool)
    /// Closed, and the hours name no opening ahead: a week of closed days.
    case closed
    case unavailable

    /// The phrase for `status`, a status of `store` or of one of its services.
    ///
    /// A reopening or opening date is the date of `StoreStatus.nextOpening`,
    /// which counts every closed date and the hours; the store's own `reopensOn` or `opensOn`
    /// is named only when its hours are not known, as given.
    ///
    /// `instant` is the one `status` was read at. A date 183 days or more after its day carries
    /// its year, whether or not the store's hours are known: the day is read on the store's
    /// clock, or in UTC when the store names no time zone.
    init(_ status: StoreStatus, of store: Store, at instant: Date) {
        func dated(_ date: LocalDate?) -> (LocalDate, Bool)? {
            date.map { date in
                let today = status.today?.date ?? LocalDate(instant, in: store.calendar ?? Self.utc)
                return (date, MappingContext.showsYear(date, from: today))
            }
        }
        switch status.kind {
        case .permanentlyClosed:
            self = .permanentlyClosed
        case .temporarilyClosed:
            let given = status.closure == nil && store.openingHours == nil ? store.reopensOn : nil
            self =
                dated(status.nextOpening?.date ?? given).map { .temporarilyClosedUntil($0, showsYear: $1) }
                ?? .temporarilyClosed
        case .notYetOpen:
            let given = store.openingHours == nil ? store.opensOn : nil
            self = dated(status.nextOpening?.date ?? given).map { .notYetOpen($0, showsYear: $1) } ?? .unavailable
        case .unknown:
            self = .unavailable
        default:
            self = Self.byHours(status, of: store)
        }
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    /// A store trading by its hours.
    private static func byHours(_ status: StoreStatus, of store: Store) -> StatusPhrase {
        guard let calendar = store.calendar, let today = status.today else { return .unavailable }
        // Labels are untrusted; the localizer sanitizes every argument it inserts.
        let label = today.special?.label
        if status.isOpen {
            guard let closes = status.closesAt else { return .open24Hours }
            let closingSoon = status.kind == .closesSoon
            if let label { return .holidayOpen(label: label, closes: closes, closingSoon: closingSoon) }
            if status.kind == .open24Hours { return .open24Hours }
            return closingSoon ? .closesSoon(closes: closes) : .openUntil(closes: closes)
        }
        if let label, today.hours == .closed { return .holidayClosed(label: label) }
        guard let opens = status.opensAt else { return .closed }
        if status.kind == .opensSoon { return .opensSoon(opens: opens) }
        let opensDay = LocalDate(opens, in: calendar)
        // A weekday names a day of the coming week; past that, the date.
        if opensDay.dayNumber - today.date.dayNumber >= 7 {
            return .opensOnDate(
                opensDay, opens: opens, showsYear: MappingContext.showsYear(opensDay, from: today.date))
        }
        if today.hours == .closed { return .closedToday(day: opensDay.weekday, opens: opens) }
        if opensDay == today.date { return .opensAt(opens: opens) }
        return .opensOn(day: opensDay.weekday, opens: opens)
    }

    /// The theme token the status line takes.
    var style: ThemeToken {
        switch self {
        case .openUntil, .open24Hours: .stock.inStock
        case .holidayOpen(_, _, let closingSoon): closingSoon ? .stock.lowStock : .stock.inStock
        case .closesSoon, .opensSoon: .stock.lowStock
        case .holidayClosed, .closedToday, .opensAt, .opensOn, .opensOnDate, .closed: .stock.outOfStock
        case .temporarilyClosed, .temporarilyClosedUntil, .notYetOpen: .status.notice
        case .permanentlyClosed: .status.closed
        case .unavailable: .text.secondary
        }
    }

    /// The line the screen shows: "Open · closes 21:00", "Temporarily closed · reopens Sun 24 May".
    func shown(of store: Store, context: MappingContext) -> LocalizedKey {
        func time(_ instant: Date) -> MessageArgument { .text(Self.time(instant, of: store, context: context)) }
        switch self {
        case .openUntil(let closes): return Strings.OpeningStatus.openUntil(time: time(closes))
        case .closesSoon(let closes): return Strings.OpeningStatus.closesSoon(time: time(closes))
        case .open24Hours: return Strings.OpeningStatus.open24Hours
        case .holidayOpen(let label, let closes, let closingSoon):
            // The last hour of a special day reads "closes soon", as a normal day's does.
            if closingSoon { return Strings.OpeningStatus.holidayClosesSoon(label: .text(label), time: time(closes)) }
            return Strings.OpeningStatus.holidayOpen(label: .text(label), time: time(closes))
        case .holidayClosed(let label): return Strings.OpeningStatus.holidayClosed(label: .text(label))
        case .opensSoon(let opens): return Strings.OpeningStatus.opensSoon(time: time(opens))
        case .closedToday(let day, let opens):
            return Strings.OpeningStatus.closedToday(day: .text(context.shortName(of: day)), time: time(opens))
        case .opensAt(let opens): return Strings.OpeningStatus.opensAt(time: time(opens))
        case .opensOn(let day, let opens):
            return Strings.OpeningStatus.opensOn(day: .text(context.shortName(of: day)), time: time(opens))
        case .opensOnDate(let date, let opens, let showsYear):
            return Strings.OpeningStatus.opensOnDate(
                date: .text(Self.date(date, showsYear, context.shortDate, context.shortDate)), time: time(opens))
        case .temporarilyClosed: return Strings.OpeningStatus.temporarilyClosed
        case .temporarilyClosedUntil(let date, let showsYear):
            return Strings.OpeningStatus.temporarilyClosedUntil(
                date: .text(Self.date(date, showsYear, context.shortDate, context.shortDate)))
        case .permanentlyClosed: return Strings.OpeningStatus.permanentlyClosed
        case .notYetOpen(let date, let showsYear):
            return Strings.OpeningStatus.notYetOpen(
                date: .text(Self.date(date, showsYear, context.longDate, context.longDate)))
        case .closed: return Strings.OpeningStatus.closed
        case .unavailable: return Strings.OpeningStatus.unavailable
        }
    }

    /// The words a screen reader says: "Open, closes at 9:00 PM", full weekday names and dates.
    func spoken(of store: Store, context: MappingContext) -> LocalizedKey {
        func time(_ instant: Date) -> MessageArgument { .text(Self.time(instant, of: store, context: context)) }
        switch self {
        case .openUntil(let closes): return Strings.Spoken.Status.openUntil(time: time(closes))
        case .closesSoon(let closes): return Strings.Spoken.Status.closesSoon(time: time(closes))
        case .open24Hours: return Strings.Spoken.Status.open24Hours
        case .holidayOpen(let label, let closes, let closingSoon):
            if closingSoon {
                return Strings.Spoken.Status.holidayClosesSoon(label: .text(label), time: time(closes))
            }
            return Strings.Spoken.Status.holidayOpen(label: .text(label), time: time(closes))
        case .holidayClosed(let label): return Strings.Spoken.Status.holidayClosed(label: .text(label))
        case .opensSoon(let opens): return Strings.Spoken.Status.opensSoon(time: time(opens))
        case .closedToday(let day, let opens):
            return Strings.Spoken.Status.closedToday(day: .text(context.name(of: day)), time: time(opens))
        case .opensAt(let opens): return Strings.Spoken.Status.opensAt(time: time(opens))
        case .opensOn(let day, let opens):
            return Strings.Spoken.Status.opensOn(day: .text(context.name(of: day)), time: time(opens))
        case .opensOnDate(let date, let opens, let showsYear):
            return Strings.Spoken.Status.opensOnDate(
                date: .text(Self.date(date, showsYear, context.spokenDate, context.spokenDate)), time: time(opens))
        case .temporarilyClosed: return Strings.Spoken.Status.temporarilyClosed
        case .temporarilyClosedUntil(let date, let showsYear):
            return Strings.Spoken.Status.temporarilyClosedUntil(
                date: .text(Self.date(date, showsYear, context.spokenDate, context.spokenDate)))
        case .permanentlyClosed: return Strings.Spoken.Status.permanentlyClosed
        case .notYetOpen(let date, let showsYear):
            return Strings.Spoken.Status.notYetOpen(
                date: .text(Self.date(date, showsYear, context.spokenDate, context.spokenDate)))
        case .closed: return Strings.Spoken.Status.closed
        case .unavailable: return Strings.Spoken.Status.unavailable
        }
    }

    /// `date` written by `plain`, or by `withYear` from a day a year before, which writes the year.
    private static func date(
        _ date: LocalDate, _ showsYear: Bool, _ plain: (LocalDate) -> String,
        _ withYear: (LocalDate, LocalDate) -> String
    ) -> String {
        showsYear ? withYear(date, date.adding(days: -366)) : plain(date)
    }

    /// `instant` on the store's wall clock.
    private static func time(_ instant: Date, of store: Store, context: MappingContext) -> String {
        guard let calendar = store.calendar else { return "" }
        return context.time(instant, in: calendar)
    }
}
