import StoreDomain
import StoreLocalization
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Words a store's status (`StoreStatus`, made by `Store.status(at:)`) as a status
/// line, for the store or one of its services.
///
/// What a replacement owes:
/// - **Time:** the status's instants written on the store's own wall clock (`store.calendar`),
///   with `context.clock`; dates with ``MappingContext/shortDate(_:)`` and
///   ``MappingContext/longDate(_:)``; never the device's clock or zone.
/// - **Text:** from the string tables; a special day's or closure's label, which comes from
///   the backend, only as a placeholder value, which the localizer sanitizes.
/// - **Tokens:** `.stock.inStock` (open), `.stock.lowStock` (soon), `.stock.outOfStock`
///   (closed), `.status.notice` (temporarily closed, not yet open), `.status.closed`
///   (permanently closed) and `.text.secondary` (unknown).
/// - **Accessibility:** ``OpeningStatusViewData/accessibilityLabel`` says the status in
///   words; ``OpeningStatusViewData/kind`` is the status's own.
public protocol StoreOpeningStatusViewDataMapper: Sendable {
    /// Words `status`, a status of `store` or of one of its services, with the strings, theme,
    /// clock and locale of `context`.
    func map(_ status: StoreStatus, of store: Store, context: MappingContext) -> OpeningStatusViewData
}

/// The default, on the store's own clock:
/// "Open · closes 21:00", "Closes soon · 21:00", "Closed · opens 09:00",
/// "Opens soon · 09:00", "Closed · opens Mon 09:00", "Open 24 hours", "Closed today · opens Mon 09:00",
/// a special day's label ("Christmas Day · closed"), "Temporarily closed · reopens Sun 24 May",
/// "Permanently closed", "Opening 1 September" and "Hours not available".
public struct DefaultStoreOpeningStatusViewDataMapper: StoreOpeningStatusViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Words a store's status, as the type's summary says.
    public func map(_ status: StoreStatus, of store: Store, context: MappingContext) -> OpeningStatusViewData {
        let line = text(status, of: store, context: context)
        return OpeningStatusViewData(kind: status.kind, text: line, accessibilityLabel: line.text)
    }

    private func text(_ status: StoreStatus, of store: Store, context: MappingContext) -> StyledText {
        switch status.kind {
        case .permanentlyClosed:
            return context.text(Strings.OpeningStatus.permanentlyClosed, style: .status.closed)
        case .temporarilyClosed:
            guard let reopens = status.reopensOn else {
                return context.text(Strings.OpeningStatus.temporarilyClosed, style: .status.notice)
            }
            return context.text(
                Strings.OpeningStatus.temporarilyClosedUntil(date: .text(context.shortDate(reopens))),
                style: .status.notice)
        case .notYetOpen:
            guard let opensOn = status.opensOn else {
                return context.text(Strings.OpeningStatus.unavailable, style: .text.secondary)
            }
            return context.text(
                Strings.OpeningStatus.notYetOpen(date: .text(context.longDate(opensOn))), style: .status.notice)
        case .unknown:
            return context.text(Strings.OpeningStatus.unavailable, style: .text.secondary)
        default:
            return hoursText(status, of: store, context: context)
        }
    }

    /// The status of a store trading by its hours, as it read before closures were known.
    private func hoursText(_ status: StoreStatus, of store: Store, context: MappingContext) -> StyledText {
        guard let calendar = store.calendar, let today = status.today else {
            return context.text(Strings.OpeningStatus.unavailable, style: .text.secondary)
        }
        // Labels are untrusted; the localizer sanitizes every argument it inserts.
        let label = today.special?.label
        func time(_ date: Date) -> String { context.time(date, in: calendar) }
        if status.isOpen {
            guard let closes = status.closesAt else {
                return context.text(Strings.OpeningStatus.open24Hours, style: .stock.inStock)
            }
            let closingSoon = status.kind == .closesSoon
            if let label {
                return context.text(
                    Strings.OpeningStatus.holidayOpen(label: .text(label), time: .text(time(closes))),
                    style: closingSoon ? .stock.lowStock : .stock.inStock)
            }
            if status.kind == .open24Hours {
                return context.text(Strings.OpeningStatus.open24Hours, style: .stock.inStock)
            }
            let closing: MessageArgument = .text(time(closes))
            let key =
                closingSoon
                ? Strings.OpeningStatus.closesSoon(time: closing) : Strings.OpeningStatus.openUntil(time: closing)
            return context.text(key, style: closingSoon ? .stock.lowStock : .stock.inStock)
        }
        if let label, today.hours == .closed {
            return context.text(Strings.OpeningStatus.holidayClosed(label: .text(label)), style: .stock.outOfStock)
        }
        guard let opens = status.opensAt else {
            return context.text(Strings.OpeningStatus.unavailable, style: .text.secondary)
        }
        if status.kind == .opensSoon {
            return context.text(Strings.OpeningStatus.opensSoon(time: .text(time(opens))), style: .stock.lowStock)
        }
        let opensDay = LocalDate(opens, in: calendar)
        if today.hours == .closed {
            let key = Strings.OpeningStatus.closedToday(
                day: .text(context.shortName(of: opensDay.weekday)), time: .text(time(opens)))
            return context.text(key, style: .stock.outOfStock)
        }
        if opensDay == today.date {
            return context.text(Strings.OpeningStatus.opensAt(time: .text(time(opens))), style: .stock.outOfStock)
        }
        let day = context.shortName(of: opensDay.weekday)
        return context.text(
            Strings.OpeningStatus.opensOn(day: .text(day), time: .text(time(opens))), style: .stock.outOfStock)
    }
}
