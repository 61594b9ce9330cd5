import StoreDomain
import StoreLocalization
import StoreTheme

/// Words when a click & collect order placed now is ready (`PickupReadiness`).
///
/// What a replacement owes:
/// - **Time:** the readiness's wall-clock date and time, written with `context.clock` and
///   ``MappingContext/shortDate(_:)``; "today" and "tomorrow" against the order's own day,
///   never the device's.
/// - **Text:** from the string tables; never a time the readiness does not give: no ready
///   time means saying so.
/// - **Tokens:** `.pickup.ready` for a ready time, `.text.secondary` otherwise.
/// - **Accessibility:** the text's spoken form says the readiness with a date's weekday and
///   month in full (``MappingContext/spokenDate(_:)``); without one, the text is read as
///   written.
public protocol PickupViewDataMapper: Sendable {
    /// Words `readiness` for a row or Store Details, with the strings, clock and locale of `context`.
    func map(_ readiness: PickupReadiness, context: MappingContext) -> PickupViewData
}

/// The default: "Order by 2:00 PM to collect today from 4:00 PM", "Collect tomorrow from
/// 10:00 AM", "Collect Mon 24 Nov from 10:00 AM", "Not ready to collect in the next 14 days".
public struct DefaultPickupViewDataMapper: PickupViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Words a readiness, as the type's summary says.
    public func map(_ readiness: PickupReadiness, context: MappingContext) -> PickupViewData {
        let text = self.text(readiness, date: context.shortDate, context: context)
        // Said with the day and the month in full: "Collect Monday 23 November from 10:00".
        let spoken = self.text(readiness, date: context.spokenDate, context: context)
        return PickupViewData(
            readyAt: readiness.readyLocal, text: text.speaking(spoken.text), speech: context.speech)
    }

    private func text(
        _ readiness: PickupReadiness, date dateText: (LocalDate) -> String, context: MappingContext
    ) -> StyledText {
        guard readiness.hoursAreKnown else { return context.text(Strings.Pickup.unknown, style: .text.secondary) }
        guard let date = readiness.readyDate, let time = readiness.readyTime, let orderDate = readiness.orderDate else {
            return context.text(
                Strings.Pickup.notSoon(count: .integer(PickupReadiness.horizonDays)), style: .text.secondary)
        }
        let ready: MessageArgument = .text(context.clock.string(from: time))
        let key: LocalizedKey
        if let cutoff = readiness.orderBy {
            let by: MessageArgument = .text(context.clock.string(from: cutoff))
            if date == orderDate {
                key = Strings.Pickup.orderByToday(cutoff: by, time: ready)
            } else if date == orderDate.adding(days: 1) {
                key = Strings.Pickup.orderByTomorrow(cutoff: by, time: ready)
            } else {
                key = Strings.Pickup.orderByOn(cutoff: by, date: .text(dateText(date)), time: ready)
            }
        } else if date == orderDate {
            key = Strings.Pickup.readyToday(time: ready)
        } else if date == orderDate.adding(days: 1) {
            key = Strings.Pickup.readyTomorrow(time: ready)
        } else {
            key = Strings.Pickup.readyOn(date: .text(dateText(date)), time: ready)
        }
        return context.text(key, style: .pickup.ready)
    }
}
