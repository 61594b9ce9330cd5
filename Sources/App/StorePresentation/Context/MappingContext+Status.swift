import StoreDomain
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension MappingContext {
    /// The status line of `store` at ``now``, worded by `mappers.openingStatus`, with its
    /// ``OpeningStatusViewData/nextOpening`` and ``OpeningStatusViewData/changesAt``.
    ///
    /// A mapper that shows a store's status (a row, Store Details, an app's own) takes its
    /// line from here, so that the line says when it changes whichever mapper words it:
    ///
    /// ```swift
    /// let status = context.statusLine(of: store)
    /// status.text.text     // "Open · closes 9:00 PM"
    /// status.changesAt     // 8:30 PM on the store's clock, when it reads "Closes soon"
    /// ```
    public func statusLine(of store: Store) -> OpeningStatusViewData {
        statusLine(of: store, hours: store.openingHours)
    }

    /// The status line of the service `id` (`pickup`, `pharmacy` …) of `store`, as
    /// ``statusLine(of:)``; `nil` when the store gives no hours for it.
    public func statusLine(ofService id: String, of store: Store) -> OpeningStatusViewData? {
        store.serviceHours[id].map { statusLine(of: store, hours: $0) }
    }

    /// When a click & collect order placed at ``now`` is ready, worded by `mappers.pickup`,
    /// with its ``PickupViewData/nextOpening`` and ``PickupViewData/changesAt``; `nil` when
    /// the store offers no click & collect.
    public func pickupLine(of store: Store) -> PickupViewData? {
        guard let readiness = store.pickupReadiness(at: now) else { return nil }
        var line = mappers.pickup.map(readiness, context: self)
        let status = store.status(of: store.pickupHours, at: now, soonWindow: soonWindow)
        line.nextOpening = status.nextOpening
        line.changesAt = PickupChanges.changesAt(
            of: line, store: store, readiness: readiness, status: status, context: self)
        return line
    }

    /// The status line of `hours`, the store's or a service's.
    private func statusLine(of store: Store, hours: OpeningHours?) -> OpeningStatusViewData {
        let status = store.status(of: hours, at: now, soonWindow: soonWindow)
        var line = mappers.openingStatus.map(status, of: store, context: self)
        line.changesAt = StatusChanges.changesAt(of: store, hours: hours, status: status, context: self) {
            later, phrase, then in
            guard let phrase else { return then.mappers.openingStatus.map(later, of: store, context: then) != line }
            // The shipped mappers: the kind, then the words shown, then the words said.
            if later.kind != status.kind { return true }
            if then.strings.string(phrase.shown(of: store, context: then)) != line.text.text { return true }
            let said = { (status: StoreStatus, context: MappingContext) in
                context.mappers.accessibilityLabels.status(status, of: store, context: context)
            }
            return said(later, then) != said(status, self)
        }
        line.nextOpening = status.nextOpening
        return line
    }
}

extension MappingContext {
    /// The server's own message for `error`, when its failure body had one, as untrusted text
    /// in `style`: what the error screen, the paging footer and the map's toast show in place
    /// of their own words ("The app shows errors returned in the body of failure responses").
    public func serverMessage(of error: StoreFinderError, style: ThemeToken) -> StyledText? {
        error.loadError.flatMap { serverMessage(of: $0, style: style) }
    }

    /// The server's own message for a failed load (`LoadError.serverMessage`), as the Store
    /// Finder error's overload gives it: the booking and Manager's Special error screens and
    /// the booking paging footer show it.
    public func serverMessage(of error: LoadError, style: ThemeToken) -> StyledText? {
        error.serverMessage.map { StyledText(data: $0, style: style) }
    }
}
