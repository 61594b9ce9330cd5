#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a click & collect order placed at one instant is ready.
///
/// ```swift
/// let readiness = store.pickupReadiness(at: now)
/// readiness?.readyAt          // the instant, or nil when nothing is ready within 14 days
/// readiness?.readyLocal       // "2026-05-19T16:00", on the store's own clock
/// ```
public struct PickupReadiness: Sendable, Hashable {
    /// How far ahead readiness looks: fourteen days.
    public static let horizonDays = 14

    /// The instant the order is ready; `nil` when it is not ready within ``horizonDays``, or
    /// when the pickup hours are not known.
    public var readyAt: Date?
    /// The day it is ready, on the store's wall clock.
    public var readyDate: LocalDate?
    /// The time it is ready, on the store's wall clock.
    public var readyTime: LocalTime?
    /// The day the order is placed, on the store's wall clock.
    public var orderDate: LocalDate?
    /// The cut-off an order placed now beats, so the text can say "Order by 2:00 PM"; `nil`
    /// without a cut-off, or when it has passed.
    public var orderBy: LocalTime?
    /// Whether the pickup hours are known; without them nothing can be promised.
    public var hoursAreKnown: Bool

    /// A readiness as computed.
    public init(
        readyAt: Date?, readyDate: LocalDate?, readyTime: LocalTime?, orderDate: LocalDate?, orderBy: LocalTime?,
        hoursAreKnown: Bool
    ) {
        self.readyAt = readyAt
        self.readyDate = readyDate
        self.readyTime = readyTime
        self.orderDate = orderDate
        self.orderBy = orderBy
        self.hoursAreKnown = hoursAreKnown
    }

    /// The ready time as the store's wall clock reads it, `YYYY-MM-DDTHH:MM`.
    public var readyLocal: String? {
        guard let readyDate, let readyTime else { return nil }
        return "\(readyDate)T\(readyTime)"
    }
}

extension Store {
    /// The hours click & collect keeps: the `pickup` service's hours when given, else the
    /// opening hours.
    package var pickupHours: OpeningHours? { serviceHours[Self.pickupService] ?? openingHours }

    /// When an order placed at `instant` is ready for collection, or `nil` when the store
    /// offers no click & collect (no ``pickup`` policy) or is permanently closed.
    ///
    /// The rules:
    /// - Pickup hours are the `pickup` service's hours when given, else the opening hours;
    ///   intervals that touch form one opening. A closed date (a closure's, or one before the
    ///   store reopens or opens) closes pickup for the whole date, and an opening that starts
    ///   on it does not happen.
    /// - Preparation starts at `instant`; but when an order cut-off is given and the store's
    ///   local time is at or after it, preparation starts at the first instant of a later
    ///   local date at which pickup is open (the next opening, or midnight when an opening
    ///   runs through it).
    /// - The lead time counts only real elapsed minutes while pickup is open: across a
    ///   daylight-saving change an hour is an hour.
    /// - The order is ready at the first instant after the lead time has passed at which
    ///   pickup is open; a lead time that ends exactly at closing is ready at the next opening.
    /// - Nothing ready within ``PickupReadiness/horizonDays`` days gives no ready time.
    public func pickupReadiness(at instant: Date) -> PickupReadiness? {
        guard let pickup, businessStatus != .permanentlyClosed else { return nil }
        guard let hours = pickupHours else {
            return PickupReadiness(
                readyAt: nil, readyDate: nil, readyTime: nil, orderDate: nil, orderBy: nil, hoursAreKnown: false)
        }
        let calendar = hours.calendar
        let today = LocalDate(instant, in: calendar)
        let none = PickupReadiness(
            readyAt: nil, readyDate: nil, readyTime: nil, orderDate: today, orderBy: nil, hoursAreKnown: true)
        let horizonEnd = today.adding(days: PickupReadiness.horizonDays)
        let openings = tradingIntervals(of: hours, from: today, days: PickupReadiness.horizonDays + 2)
        var orderBy: LocalTime?
        var start = instant
        if let cutoff = pickup.orderCutoff {
            let now = LocalTime(instant, in: calendar)
            if now >= cutoff {
                // The first instant of a later local date at which pickup is open: the start
                // of tomorrow when an opening runs through midnight, else the next opening.
                let nextDate = today.adding(days: 1)
                guard
                    let tomorrow = WallClock(calendar: calendar, from: nextDate, through: nextDate).instant(
                        nextDate, minutes: 0),
                    let next = openings.first(where: { $0.end > tomorrow })
                else { return none }
                start = max(next.start, tomorrow)
            } else {
                orderBy = cutoff
            }
        }
        guard let ready = Self.readyInstant(start: start, leadMinutes: pickup.leadTimeMinutes, openings: openings)
        else { return none }
        let readyDate = LocalDate(ready, in: calendar)
        guard readyDate <= horizonEnd else { return none }
        return PickupReadiness(
            readyAt: ready, readyDate: readyDate, readyTime: LocalTime(ready, in: calendar), orderDate: today,
            orderBy: orderBy, hoursAreKnown: true)
    }

    /// The first instant at which `leadMinutes` of open time have passed since `start`, and
    /// pickup is open; `nil` when the openings run out first.
    static func readyInstant(start: Date, leadMinutes: Int, openings: [DateInterval]) -> Date? {
        var remaining = TimeInterval(leadMinutes * 60)
        var time = start
        var index = openings.firstIndex { $0.end > start } ?? openings.endIndex
        while index < openings.endIndex {
            let opening = openings[index]
            if opening.start > time { time = opening.start }
            let available = opening.end.timeIntervalSince(time)
            // Strictly inside the opening: ready then. Exactly at its end: the store is closed
            // at that instant, so the order waits for the next opening.
            if remaining < available { return time.addingTimeInterval(remaining) }
            remaining -= available
            time = opening.end
            index += 1
            if remaining == 0 { return index < openings.endIndex ? openings[index].start : nil }
        }
        return nil
    }
}
