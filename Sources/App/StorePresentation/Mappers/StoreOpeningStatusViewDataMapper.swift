import StoreDomain
import StoreLocalization
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a store's hours and the injected clock into a status line.
///
/// What a replacement owes:
/// - **Time:** `context.now` and the store's own time zone (`hours.calendar`), never the
///   device's clock; times written with `context.clock`.
/// - **Text:** from the string tables; a special day's label, which comes from the backend,
///   only as a placeholder value, which the localizer sanitizes.
/// - **Tokens:** `.stock.inStock` (open), `.stock.lowStock` (soon), `.stock.outOfStock`
///   (closed) and `.text.secondary` (unknown).
/// - **Accessibility:** the line is read aloud inside the row's label; ``OpeningStatusViewData/isOpen``
///   must agree with it.
public protocol StoreOpeningStatusViewDataMapper: Sendable {
    /// Maps a store's status now, such as "Open · closes 9:00 PM", with the strings, theme, clock and
    /// locale of `context`.
    func map(_ hours: OpeningHours, context: MappingContext) -> OpeningStatusViewData
}

/// The default, on the store's own clock:
/// "Open · closes 21:00", "Closes soon · 21:00", "Closed · opens 09:00",
/// "Opens soon · 09:00", "Closed · opens Mon 09:00", "Open 24 hours", "Closed today · opens Mon 09:00",
/// and a special day's label ("Christmas Day · closed").
public struct DefaultStoreOpeningStatusViewDataMapper: StoreOpeningStatusViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps a store's status now, such as "Open · closes 9:00 PM", as the type's summary says.
    public func map(_ hours: OpeningHours, context: MappingContext) -> OpeningStatusViewData {
        let status = hours.status(at: context.now, soonWindow: context.soonWindow)
        // Labels are untrusted; the localizer sanitizes every argument it inserts.
        let label = status.today.special?.label
        func time(_ date: Date) -> String {
            let parts = hours.calendar.dateComponents([.hour, .minute], from: date)
            guard let local = try? LocalTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0) else { return "" }
            return context.clock.string(from: local)
        }
        if status.isOpen {
            guard let closes = status.closesAt else {
                return OpeningStatusViewData(
                    text: context.text(Strings.OpeningStatus.open24Hours, style: .stock.inStock), isOpen: true)
            }
            if let label {
                return OpeningStatusViewData(
                    text: context.text(
                        Strings.OpeningStatus.holidayOpen(label: .text(label), time: .text(time(closes))),
                        style: status.isClosingSoon ? .stock.lowStock : .stock.inStock), isOpen: true)
            }
            if status.today.hours == .open24Hours, !status.isClosingSoon {
                return OpeningStatusViewData(
                    text: context.text(Strings.OpeningStatus.open24Hours, style: .stock.inStock), isOpen: true)
            }
            let closing: MessageArgument = .text(time(closes))
            let key =
                status.isClosingSoon
                ? Strings.OpeningStatus.closesSoon(time: closing) : Strings.OpeningStatus.openUntil(time: closing)
            return OpeningStatusViewData(
                text: context.text(key, style: status.isClosingSoon ? .stock.lowStock : .stock.inStock), isOpen: true)
        }
        if let label, status.today.hours == .closed {
            return OpeningStatusViewData(
                text: context.text(Strings.OpeningStatus.holidayClosed(label: .text(label)), style: .stock.outOfStock),
                isOpen: false)
        }
        guard let opens = status.opensAt else {
            return OpeningStatusViewData(
                text: context.text(Strings.OpeningStatus.unavailable, style: .text.secondary), isOpen: false)
        }
        if status.isOpeningSoon {
            return OpeningStatusViewData(
                text: context.text(Strings.OpeningStatus.opensSoon(time: .text(time(opens))), style: .stock.lowStock),
                isOpen: false)
        }
        let opensDay = LocalDate(opens, in: hours.calendar)
        if status.today.hours == .closed {
            let key = Strings.OpeningStatus.closedToday(
                day: .text(context.shortName(of: opensDay.weekday)), time: .text(time(opens)))
            return OpeningStatusViewData(text: context.text(key, style: .stock.outOfStock), isOpen: false)
        }
        if opensDay == status.today.date {
            return OpeningStatusViewData(
                text: context.text(Strings.OpeningStatus.opensAt(time: .text(time(opens))), style: .stock.outOfStock),
                isOpen: false)
        }
        let day = context.shortName(of: opensDay.weekday)
        return OpeningStatusViewData(
            text: context.text(
                Strings.OpeningStatus.opensOn(day: .text(day), time: .text(time(opens))), style: .stock.outOfStock),
            isOpen: false)
    }
}
