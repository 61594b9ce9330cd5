import StoreDomain

#if canImport(FoundationEssentials)
import StoreTheme
import FoundationEssentials
#else
import Foundation
#endif

/// Turns one day's hours into a row of opening times.
///
/// What a replacement owes:
/// - **Text:** weekday names from `context` (the locale's), times from `context.clock`, and
///   words from the string tables. A special day, in the list or on a date of the week, is
///   keyed by its date (`context.shortDate(_:from:)`, so a date 183 days or more ahead says its
///   year) and shows its label beside its hours (`OpeningTimes.Labelled`): a date's hours are
///   never shown as if they were the weekday's.
/// - **Tokens:** `.today` for today's row, `.text.body` for the others and `.text.secondary` for
///   "Closed" on a day that is not today.
/// - **Accessibility:** the key's and the value's spoken forms say the day and the hours in
///   words ("Christmas Day, Friday 25 December"; "9:00 AM to 9:00 PM"), from
///   `context.mappers.accessibilityLabels`; ``TimePeriodViewData/spokenRow`` says them
///   together (`Spoken.Day.Hours`), and says "today" for today's row (`Spoken.Day.Today`),
///   which the screen shows only in bold. A text without a spoken form is read as written.
public protocol StoreTimePeriodViewDataMapper: Sendable {
    /// A row keyed by weekday name, or, when `asSpecialDay`, by the special day's label or date.
    func map(_ day: DaySchedule, asSpecialDay: Bool, context: MappingContext) -> TimePeriodViewData
}

/// The default: intervals in the locale's clock ("09:00–21:00", "9:00 AM–9:00 PM"),
/// "Closed" or "Open 24 hours"; today is flagged for the renderer to draw in bold.
public struct DefaultStoreTimePeriodViewDataMapper: StoreTimePeriodViewDataMapper {
    /// The default mapper.
    public init() {}

    public func map(_ day: DaySchedule, asSpecialDay: Bool, context: MappingContext) -> TimePeriodViewData {
        let style: ThemeToken = day.isToday ? .today : .text.body
        let labels = context.mappers.accessibilityLabels
        // A special day, in the list or in the week, says its date on screen: its hours are that
        // date's, not the weekday's.
        let key: StyledText =
            asSpecialDay || day.special != nil
            ? StyledText(composed: context.shortDate(day.date, from: context.utcToday), style: style)
                .speaking(labels.specialDay(day, context: context))
            : StyledText(composed: context.name(of: day.weekday), style: style)
        var value: StyledText
        switch day.hours {
        case .closed:
            value = context.text(Strings.OpeningTimes.closed, style: day.isToday ? .today : .text.secondary)
        case .open24Hours:
            value = context.text(Strings.OpeningTimes.open24Hours, style: style)
        case .intervals(let intervals):
            let separator = context.strings.string(Strings.OpeningTimes.intervalSeparator)
            let parts = intervals.map {
                context.strings.resolved(
                    Strings.OpeningTimes.interval(
                        opens: .text(context.clock.string(from: $0.opens)),
                        closes: .text(context.clock.string(from: $0.closes))))
            }
            value = StyledText(
                composed: parts.map(\.text).joined(separator: separator), style: style,
                key: parts.first?.provenance.key, locale: parts.first?.provenance.locale)
        }
        // The label (a holiday's, a closure's reason) goes beside the hours it sets; the key
        // says it to a screen reader already.
        if let label = day.special?.label {
            value = context.text(
                Strings.OpeningTimes.labelled(hours: .text(value.text), label: .text(label)), style: value.style)
        }
        return TimePeriodViewData(
            key: key, value: value.speaking(labels.hours(day.hours, context: context)), isToday: day.isToday,
            isSpecial: day.special != nil, spokenRow: Self.spokenRow(isToday: day.isToday, context: context))
    }

    /// `Spoken.Day.Hours`, around the day and its hours.
    /// "Friday, 9:00 AM to 9:00 PM", and "Today, Friday, …" for today's row, which the screen
    /// marks in bold and a screen reader must say in words.
    static func spokenRow(isToday: Bool = false, context: MappingContext) -> SpokenTemplate {
        if isToday {
            return context.spokenTemplate(slots: 2) { Strings.Spoken.Day.today(day: $0[0], hours: $0[1]) }
        }
        return context.spokenTemplate(slots: 2) { Strings.Spoken.Day.hours(day: $0[0], hours: $0[1]) }
    }
}
