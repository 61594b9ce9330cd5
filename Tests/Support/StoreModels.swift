import StoreDomain
import StoreSeededRandom

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An independent model of a store's hours on the nights clocks change, to check
/// ``OpeningHours/status(at:soonWindow:)`` against.
///
/// It shares no code with `WallClock`: the zone's offsets are sampled every half hour and
/// each change is bisected to the second, and a wall time becomes an instant by the rule the
/// README states. A wall time that exists is its earliest instant; one that a spring-forward
/// skips is the instant the gap ends.
public struct ZoneModel: Sendable {
    /// The zones the models are run in: each 2026 clock change of these, the half-hour one of
    /// Lord Howe, the southern ones, and Moscow's none.
    public static let testedZones = [
        "Europe/London", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "America/Santiago",
        "America/Havana", "Asia/Beirut", "Europe/Moscow",
    ]

    /// 2026 in Unix seconds: 2026-01-01 to 2027-01-01.
    public static let year2026 = (start: 1_767_225_600, end: 1_798_761_600)

    /// A model of `zone` over 2026, with `marginDays` either side.
    public static func of2026(_ zone: TimeZone, marginDays: Int) -> ZoneModel {
        ZoneModel(zone: zone, from: year2026.start - marginDays * 86_400, through: year2026.end + marginDays * 86_400)
    }

    /// The instants (Unix seconds) of 2026's clock changes in `zone`, or mid-2026 for a zone
    /// that has none.
    public func changes2026() -> [Int] {
        let inYear = changes.filter { $0 >= Self.year2026.start && $0 < Self.year2026.end }
        return inYear.isEmpty ? [Self.year2026.start + 180 * 86_400] : inYear
    }

    public let zone: TimeZone
    /// Runs of one offset: each starts at an instant (Unix seconds) and lasts until the next.
    public private(set) var runs: [(start: Int, offset: Int)] = []

    public init(zone: TimeZone, from: Int, through: Int) {
        self.zone = zone
        func offset(_ second: Int) -> Int {
            zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(second)))
        }
        var current = offset(from)
        runs = [(from, current)]
        var second = from
        while second < through {
            let next = second + 1800
            let found = offset(next)
            if found != current {
                var low = second, high = next
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if offset(middle) == current { low = middle } else { high = middle }
                }
                runs.append((high, found))
                current = found
            }
            second = next
        }
    }

    /// The instants at which the offset changes.
    public var changes: [Int] { runs.dropFirst().map(\.start) }

    /// The instant of a wall time, as local seconds since the epoch.
    public func instant(local: Int) -> Int {
        var earliest: Int?
        for (index, run) in runs.enumerated() {
            let end = index + 1 < runs.count ? runs[index + 1].start : Int.max
            let candidate = local - run.offset
            if candidate >= run.start, candidate < end { earliest = min(earliest ?? candidate, candidate) }
        }
        if let earliest { return earliest }
        // In a gap: the first run whose wall clock starts after the time.
        return runs.first { $0.start + $0.offset > local }?.start ?? local
    }

    /// The local date (days since the epoch) at an instant.
    public func day(at second: Int) -> Int {
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(second)))
        return Int((Double(second + offset) / 86_400).rounded(.down))
    }
}

/// A random store as plain numbers, which the model reads directly and the test turns into a
/// `Store` for the implementation.
public struct ModelStore: Sendable, CustomStringConvertible {
    /// Intervals in minutes by weekday (1 Sunday … 7 Saturday); a closing at or before the
    /// opening runs overnight; `[(0, 1440)]` is around the clock; a missing day is closed.
    public var week: [Int: [(opens: Int, closes: Int)]]
    /// Days (since the epoch) with their own intervals.
    public var special: [Int: [(opens: Int, closes: Int)]]
    /// Closures as first and last day, inclusive.
    public var closures: [(Int, Int)]
    public var temporarilyClosed: Bool
    public var reopensOn: Int?
    public var opensOn: Int?
    public var lead: Int
    public var cutoff: Int?

    public var description: String {
        "week \(week.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }), special \(special), "
            + "closures \(closures), temporarilyClosed \(temporarilyClosed), reopensOn \(String(describing: reopensOn)), "
            + "opensOn \(String(describing: opensOn)), lead \(lead), cutoff \(String(describing: cutoff))"
    }

    public static func random(around today: Int, using generator: inout SplitMix64) -> ModelStore {
        /// Quarter hours, distinct and in order.
        func points(_ count: Int) -> [Int] {
            var chosen = Set<Int>()
            while chosen.count < count { chosen.insert(Int.random(in: 1..<96, using: &generator)) }
            return chosen.sorted().map { $0 * 15 }
        }
        func day() -> [(opens: Int, closes: Int)] {
            switch Int.random(in: 0..<20, using: &generator) {
            case 0...2: return []
            case 3...4: return [(0, 1440)]
            case 5...6:
                // Touching intervals, the second maybe to midnight.
                let p = points(3)
                return [(p[0], p[1]), (p[1], Bool.random(using: &generator) ? 0 : p[2])]
            case 7...10:
                // Two apart, the second maybe overnight, ending before the first opens.
                let p = points(4)
                let overnight = Bool.random(using: &generator) && p[0] > 15
                return [
                    (p[0], p[1]), (p[2], overnight ? Int.random(in: 0..<(p[0] / 15), using: &generator) * 15 : p[3]),
                ]
            default:
                // One, maybe overnight.
                let p = points(2)
                return Bool.random(using: &generator) ? [(p[0], p[1])] : [(p[1], p[0])]
            }
        }
        var week: [Int: [(opens: Int, closes: Int)]] = [:]
        for weekday in 1...7 where Int.random(in: 0..<10, using: &generator) > 0 { week[weekday] = day() }
        var special: [Int: [(opens: Int, closes: Int)]] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            special[today + Int.random(in: -1...16, using: &generator)] = day()
        }
        var closures: [(Int, Int)] = []
        for _ in 0..<(Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 1...2, using: &generator) : 0) {
            let from = today + Int.random(in: -3...15, using: &generator)
            closures.append((from, from + Int.random(in: 0...4, using: &generator)))
        }
        let status = Int.random(in: 0..<10, using: &generator)
        let leads = [0, 5, 30, 60, 90, 120, 240, 480, 1440, 2880, 6000]
        return ModelStore(
            week: week, special: special, closures: closures, temporarilyClosed: status == 0,
            reopensOn: status == 0 && Bool.random(using: &generator)
                ? today + Int.random(in: -2...10, using: &generator) : nil,
            opensOn: status == 1 ? today + Int.random(in: -2...10, using: &generator) : nil,
            lead: leads[Int.random(in: 0..<leads.count, using: &generator)],
            cutoff: Bool.random(using: &generator) ? Int.random(in: 0..<96, using: &generator) * 15 : nil)
    }

    /// The store the implementation reads.
    public func store(zone: String) throws -> Store {
        func hours(_ intervals: [(opens: Int, closes: Int)]) throws -> DayHours {
            if intervals.isEmpty { return .closed }
            if intervals.count == 1, intervals[0] == (0, 1440) { return .open24Hours }
            return try .open(
                intervals.map { interval throws(DomainValueError) in
                    try OpeningInterval(
                        opens: LocalTime(hour: interval.opens / 60, minute: interval.opens % 60),
                        closes: LocalTime(hour: interval.closes / 60, minute: interval.closes % 60))
                })
        }
        func date(_ day: Int) -> LocalDate { LocalDate(dayNumber: day) }
        var days: [Weekday: DayHours] = [:]
        for (weekday, intervals) in week {
            guard let day = Weekday(rawValue: weekday) else { continue }
            days[day] = try hours(intervals)
        }
        let specials = try special.map { try SpecialDay(date: date($0.key), label: nil, hours: hours($0.value)) }
        let pickupHours = try OpeningHours(timeZone: zone, week: days, specialDays: specials)
        return Store(
            id: "model", name: "Model", address: Address(lines: [], city: "X", country: "GB"),
            openingHours: pickupHours, businessStatus: temporarilyClosed ? .temporarilyClosed : .open,
            reopensOn: reopensOn.map(date),
            closures: try closures.map { try Closure(from: date($0.0), until: date($0.1)) },
            opensOn: opensOn.map(date),
            pickup: try PickupPolicy(
                leadTimeMinutes: lead,
                orderCutoff: try cutoff.map { try LocalTime(hour: $0 / 60, minute: $0 % 60) }))
    }

    /// Whether the store is closed all of `day`, whatever its hours say.
    public func isClosed(day: Int) -> Bool {
        if temporarilyClosed, reopensOn.map({ day < $0 }) ?? true { return true }
        if let opensOn, day < opensOn { return true }
        return closures.contains { $0.0 <= day && day <= $0.1 }
    }

    /// The store's open minutes, from the start of the local day before `today` for `days`
    /// days: a closed date is closed at every instant, an opening that starts on one does not
    /// happen, and an overnight opening that runs into one ends at its midnight. Minute 0 is
    /// `origin`, Unix seconds.
    public func openMinutes(today: Int, days: Int, model: ZoneModel) -> (origin: Int, open: [Bool]) {
        let origin = model.instant(local: (today - 1) * 86_400)
        let minutes = days * 1440
        var open = [Bool](repeating: false, count: minutes)
        func paint(_ from: Int, _ to: Int, _ value: Bool) {
            let first = max(0, (from - origin) / 60), last = min(minutes, (to - origin) / 60)
            if first < last { for minute in first..<last { open[minute] = value } }
        }
        let lastDay = today + days - 2
        for day in (today - 2)...lastDay where !isClosed(day: day) {
            // 1970-01-01 was a Thursday, weekday 5.
            let weekday = ((day % 7 + 7) % 7 + 4) % 7 + 1
            for interval in special[day] ?? week[weekday] ?? [] {
                let closeDay = interval.closes <= interval.opens ? day + 1 : day
                paint(
                    model.instant(local: day * 86_400 + interval.opens * 60),
                    model.instant(local: closeDay * 86_400 + interval.closes * 60), true)
            }
        }
        for day in (today - 2)...lastDay where isClosed(day: day) {
            paint(model.instant(local: day * 86_400), model.instant(local: (day + 1) * 86_400), false)
        }
        return (origin, open)
    }

    /// When an order placed at `second` is ready, by the rules as the README states them,
    /// minute by minute: Unix seconds, or `nil` for nothing within 14 days.
    public func ready(orderedAt second: Int, model: ZoneModel) -> Int? {
        let today = model.day(at: second)
        // The window runs 19 days from yesterday, past the horizon.
        let (origin, open) = openMinutes(today: today, days: 19, model: model)
        let minutes = open.count
        var minute = (second - origin) / 60
        if let cutoff {
            let local = second + model.zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(second)))
            if (local - today * 86_400) / 60 >= cutoff {
                minute = (model.instant(local: (today + 1) * 86_400) - origin) / 60
                while minute < minutes, !open[minute] { minute += 1 }
            }
        }
        var remaining = lead
        while minute < minutes {
            if open[minute] {
                if remaining == 0 { break }
                remaining -= 1
            }
            minute += 1
        }
        guard minute < minutes else { return nil }
        let ready = origin + minute * 60
        return model.day(at: ready) <= today + PickupReadiness.horizonDays ? ready : nil
    }

    /// Whether the store is open at `second`, and when it next opens if not: Unix seconds,
    /// minute by minute over 45 days, by the rules as the docs state them. `nil` when nothing
    /// opens within the window, which for these stores (closed dates end within three weeks)
    /// means nothing ever opens.
    public func nextOpening(after second: Int, model: ZoneModel) -> (isOpen: Bool, opens: Int?) {
        let (origin, open) = openMinutes(today: model.day(at: second), days: 46, model: model)
        let now = (second - origin) / 60
        guard !open[now] else { return (true, nil) }
        guard let next = ((now + 1)..<open.count).first(where: { open[$0] }) else { return (false, nil) }
        return (false, origin + next * 60)
    }
}

/// A wall time as a store's clock reads it: `YYYY-MM-DDTHH:MM`.
public func modelWallTime(_ second: Int, in zone: TimeZone) -> String {
    let local = second + zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(second)))
    let minutes = (local % 86_400 + 86_400) % 86_400 / 60
    let hour = minutes / 60 < 10 ? "0\(minutes / 60)" : "\(minutes / 60)"
    let minute = minutes % 60 < 10 ? "0\(minutes % 60)" : "\(minutes % 60)"
    return "\(LocalDate(dayNumber: (local - minutes * 60) / 86_400))T\(hour):\(minute)"
}
