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
    /// The first instant after the context's `now` at which what is read from the status of
    /// `hours` (the store's, or a service's) differs from what is read from `status`, the
    /// status now: `differs` answers for a later status, with the context at its instant.
    ///
    /// With the default status and label mappers, two instants whose statuses give the same
    /// ``StatusPhrase`` read the same (the phrase decides every word), so `differs` is asked
    /// only when the phrase moves, and is given the new phrase; with an app's own mapper it is
    /// asked at each instant the status may move, and given no phrase.
    static func changesAt(
        of store: Store, hours: OpeningHours?, status: StoreStatus, context: MappingContext,
        differs: (StoreStatus, StatusPhrase?, MappingContext) -> Bool
    ) -> Date? {
        guard let calendar = hours?.calendar ?? store.calendar else { return nil }
        if let hours, status.kind == .open24Hours,
            store.isOpenForever(by: hours, from: LocalDate(context.now, in: calendar))
        {
            return nil
        }
        let soon = context.soonWindow
        let phrase = isShipped(context) ? StatusPhrase(status, of: store, at: context.now) : nil
        var midnight = ChangeSearch.nextMidnight(after: context.now, in: calendar)
        func candidates(_ status: StoreStatus, at instant: Date) -> [Date] {
            if let passed = midnight, passed <= instant {
                midnight = ChangeSearch.nextMidnight(after: instant, in: calendar)
            }
            var candidates = [midnight].compactMap { $0 }
            for edge in [status.closesAt, status.opensAt].compactMap({ $0 }) {
                candidates += [edge.addingTimeInterval(-soon), edge]
            }
            return candidates
        }
        return ChangeSearch.firstChange(from: context.now, candidates: candidates(status, at: context.now)) {
            instant in
            let later = store.status(of: hours, at: instant, soonWindow: soon)
            let laterPhrase = phrase.map { _ in StatusPhrase(later, of: store, at: instant) }
            if let phrase, laterPhrase == phrase { return (false, candidates(later, at: instant)) }
            var then = context
            then.now = instant
            return (differs(later, laterPhrase, then), candidates(later, at: instant))
        }
    }

    /// Whether the status line and its label are the shipped mappers', which word a status by
    /// its ``StatusPhrase`` alone.
    static func isShipped(_ context: MappingContext) -> Bool {
        context.mappers.openingStatus is DefaultStoreOpeningStatusViewDataMapper
            && context.mappers.accessibilityLabels is DefaultAccessibilityLabelMapper
    }
}

/// When a pickup line next reads differently.
enum PickupChanges {
    /// The `changesAt` of `line`, the pickup line of `store` at the context's `now`, worded
    /// from `readiness` when the pickup hours' status was `status`.
    ///
    /// While an order placed now would be prepared from now (pickup open, the cut-off not
    /// passed), its ready time moves with the clock, and the line is tried at each minute.
    static func changesAt(
        of line: PickupViewData, store: Store, readiness: PickupReadiness, status: StoreStatus,
        context: MappingContext
    ) -> Date? {
        guard let pickup = store.pickup else { return nil }
        let hours = store.pickupHours
        guard let calendar = hours?.calendar else { return nil }
        func candidates(at instant: Date, readiness: PickupReadiness?, status: StoreStatus) -> [Date] {
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
        return ChangeSearch.firstChange(
            from: context.now, candidates: candidates(at: context.now, readiness: readiness, status: status)
        ) { instant in
            let readiness = store.pickupReadiness(at: instant)
            var then = context
            then.now = instant
            var worded = readiness.map { context.mappers.pickup.map($0, context: then) }
            worded?.nextOpening = line.nextOpening
            worded?.changesAt = line.changesAt
            return (
                worded != line,
                candidates(at: instant, readiness: readiness, status: store.status(of: hours, at: instant))
            )
        }
    }
}
