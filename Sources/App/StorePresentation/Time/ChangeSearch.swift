import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds when a clock-dependent element next reads differently: the `changesAt` of a status,
/// a pickup line and a screen.
///
/// NB: the element is not tried minute after minute. Each state names the instants at which
/// it can change (a closing, the "soon" threshold before it, an opening, local midnight, a
/// cut-off); the element is worked out at the earliest of those after the last one tried,
/// and the first at which it differs is the answer. Between two such instants nothing the
/// element reads moves, so the answer is exact: the element one minute before it is the
/// element now.
enum ChangeSearch {
    /// How far ahead a change is looked for: fourteen days.
    static let horizon: TimeInterval = 14 * 86_400

    /// The first of the instants after `now`, and within ``horizon``, at which `changed` says
    /// the element differs from the element at `now`. `candidates` are the instants at which
    /// the element at `now` may next change; `changed` answers for an instant, with the
    /// instants after it at which the element may change next.
    static func firstChange(
        from now: Date, candidates: [Date], changed: (Date) -> (changed: Bool, candidates: [Date])
    ) -> Date? {
        let limit = now.addingTimeInterval(horizon)
        var pending = candidates.filter { $0 > now && $0 <= limit }
        while let next = pending.min() {
            let (differs, more) = changed(next)
            if differs { return next }
            pending = (pending + more).filter { $0 > next && $0 <= limit }
        }
        return nil
    }

    /// The start of the local day after the one `instant` falls on, on `calendar`'s clock.
    static func nextMidnight(after instant: Date, in calendar: Calendar) -> Date? {
        LocalDate(instant, in: calendar).adding(days: 1).start(in: calendar)
    }

    /// The next whole minute after `instant`.
    static func nextMinute(after instant: Date) -> Date {
        Date(timeIntervalSince1970: (instant.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60)
    }
}

/// When something read from a store's status (a status line, a pin's spoken status) next
/// reads differently.
enum StatusChanges {
    /// The first instant after the context's `now` at which `reading` of the status of
    /// `hours` (the store's, or a service's) differs from `initial`, its reading now.
    ///
    /// With the default status and label mappers, two instants whose statuses give the same
    /// ``StatusPhrase`` read the same (the phrase decides every word), so `reading` is asked
    /// again only when the phrase moves; an app's own mapper is asked at each instant the
    /// status may move.
    static func changesAt<Reading: Equatable>(
        of store: Store, hours: OpeningHours?, initial: Reading, context: MappingContext,
        reading: (StoreStatus, MappingContext) -> Reading
    ) -> Date? {
        guard let calendar = hours?.calendar ?? store.calendar else { return nil }
        let soon = context.soonWindow
        let status = store.status(of: hours, at: context.now, soonWindow: soon)
        let phrase =
            context.mappers.openingStatus is DefaultStoreOpeningStatusViewDataMapper
                && context.mappers.accessibilityLabels is DefaultAccessibilityLabelMapper
            ? StatusPhrase(status, of: store) : nil
        func candidates(_ status: StoreStatus, at instant: Date) -> [Date] {
            var candidates = [ChangeSearch.nextMidnight(after: instant, in: calendar)].compactMap { $0 }
            for edge in [status.closesAt, status.opensAt].compactMap({ $0 }) {
                candidates += [edge.addingTimeInterval(-soon), edge]
            }
            return candidates
        }
        return ChangeSearch.firstChange(from: context.now, candidates: candidates(status, at: context.now)) {
            instant in
            let later = store.status(of: hours, at: instant, soonWindow: soon)
            if let phrase, StatusPhrase(later, of: store) == phrase { return (false, candidates(later, at: instant)) }
            var then = context
            then.now = instant
            return (reading(later, then) != initial, candidates(later, at: instant))
        }
    }
}

/// When a pickup line next reads differently.
enum PickupChanges {
    /// The `changesAt` of `line`, the pickup line of `store` at the context's `now`.
    ///
    /// While an order placed now would be prepared from now (pickup open, the cut-off not
    /// passed), its ready time moves with the clock, and the line is tried at each minute.
    static func changesAt(of line: PickupViewData, store: Store, context: MappingContext) -> Date? {
        guard let pickup = store.pickup else { return nil }
        let hours = store.serviceHours[Store.pickupService] ?? store.openingHours
        guard let calendar = hours?.calendar else { return nil }
        func candidates(at instant: Date, readiness: PickupReadiness?) -> [Date] {
            let status = store.status(of: hours, at: instant)
            let preparesNow = pickup.orderCutoff == nil || readiness?.orderBy != nil
            if status.isOpen, preparesNow, readiness?.readyAt != nil {
                return [ChangeSearch.nextMinute(after: instant)]
            }
            var candidates = [ChangeSearch.nextMidnight(after: instant, in: calendar)].compactMap { $0 }
            candidates += [status.opensAt, status.closesAt].compactMap { $0 }
            if let cutoff = pickup.orderCutoff,
                let atCutoff = LocalDateTime(date: LocalDate(instant, in: calendar), time: cutoff)
                    .instant(in: calendar)
            {
                candidates.append(atCutoff)
            }
            return candidates
        }
        let now = context.now
        return ChangeSearch.firstChange(
            from: now, candidates: candidates(at: now, readiness: store.pickupReadiness(at: now))
        ) { instant in
            let readiness = store.pickupReadiness(at: instant)
            var then = context
            then.now = instant
            var worded = readiness.map { context.mappers.pickup.map($0, context: then) }
            worded?.nextOpening = line.nextOpening
            worded?.changesAt = line.changesAt
            return (worded != line, candidates(at: instant, readiness: readiness))
        }
    }
}
