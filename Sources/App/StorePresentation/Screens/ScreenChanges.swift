import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A screen's `changesAt`: the earliest of its elements'.
enum ScreenChanges {
    /// The earliest of `instants`, `nil` when none is given.
    static func earliest(_ instants: [Date?]) -> Date? {
        instants.compactMap { $0 }.min()
    }

    /// The instants at which a row's lines change.
    static func of(_ row: StoreListingViewData?) -> [Date?] {
        guard let row else { return [] }
        return [row.status.changesAt, row.pickup?.changesAt]
    }

    /// The list tab: its rows.
    static func of(_ screen: StoreListScreenViewData) -> Date? {
        earliest(screen.content.rows.flatMap(of))
    }

    /// The map tab: its pins and the selected store's panel.
    static func of(_ screen: StoreMapScreenViewData) -> Date? {
        earliest(screen.annotations.map(\.changesAt) + of(screen.selectedPanel))
    }

    /// Store Details: its status, pickup and services, and the store's next midnight while it
    /// shows a week, whose marked day moves then, or special days and closures, which the
    /// days ahead select.
    static func of(_ screen: StoreDetailsScreenViewData, store: Store, now: Date) -> Date? {
        let days =
            screen.openingTimes.map { !$0.week.isEmpty || !$0.specialDays.isEmpty } ?? false
            || !screen.closures.isEmpty || screen.services.contains { !$0.week.isEmpty }
        return earliest(
            [screen.status.changesAt, screen.pickup?.changesAt, days ? midnight(of: store, after: now) : nil]
                + screen.services.map(\.status.changesAt))
    }

    /// The opening-times screen: its status, and the next midnight while it shows a week.
    static func of(_ screen: OpeningTimesScreenViewData, store: Store, now: Date) -> Date? {
        let days = !screen.openingTimes.week.isEmpty || !screen.openingTimes.specialDays.isEmpty
        return earliest([screen.status.changesAt, days ? midnight(of: store, after: now) : nil])
    }

    /// The Manager's Special grid: when its freshness line ("Updated 12 minutes ago") next
    /// reads differently. The line is asked at each whole minute from the update for the
    /// first hour, then at each whole hour, the units the tables count it in.
    static func ofFreshness(updatedAt: Date, context: MappingContext) -> Date? {
        func next(after instant: Date) -> Date {
            let age = instant.timeIntervalSince(updatedAt)
            guard age.isFinite, age >= 0 else { return updatedAt.addingTimeInterval(60) }
            let step: TimeInterval = age < 3_600 ? 60 : 3_600
            return updatedAt.addingTimeInterval(((age / step).rounded(.down) + 1) * step)
        }
        let mapper = context.mappers.specialsFreshness
        let initial = mapper.map(updatedAt: updatedAt, context: context)
        return ChangeSearch.firstChange(from: context.now, candidates: [next(after: context.now)]) { instant in
            var then = context
            then.now = instant
            return (mapper.map(updatedAt: updatedAt, context: then) != initial, [next(after: instant)])
        }
    }

    /// The store's next local midnight.
    private static func midnight(of store: Store, after now: Date) -> Date? {
        store.calendar.flatMap { ChangeSearch.nextMidnight(after: now, in: $0) }
    }
}
