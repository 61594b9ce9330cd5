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
///   words from the string tables; a special day's label from the backend through
///   ``StyledText/init(data:style:)``.
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
        let key: StyledText
        if asSpecialDay {
            if let label = day.special?.label {
                key = StyledText(data: label, style: style).speaking(labels.specialDay(day, context: context))
            } else {
                key = StyledText(composed: Self.dateText(day.date, locale: context.locale), style: style)
                    .speaking(labels.specialDay(day, context: context))
            }
        } else {
            key = StyledText(composed: context.name(of: day.weekday), style: style)
        }
        let value: StyledText
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
        return TimePeriodViewData(
            key: key, value: value.speaking(labels.hours(day.hours, context: context)), isToday: day.isToday,
            isSpecial: day.special != nil, spokenRow: Self.spokenRow(isToday: day.isToday, context: context))
    }

    /// "25 Dec", "Dec 25", "25. Dez." — the locale's short day and month.
    /// `Spoken.Day.Hours`, around the day and its hours.
    /// "Friday, 9:00 AM to 9:00 PM", and "Today, Friday, …" for today's row, which the screen
    /// marks in bold and a screen reader must say in words.
    static func spokenRow(isToday: Bool = false, context: MappingContext) -> SpokenTemplate {
        if isToday {
            return context.spokenTemplate(slots: 2) { Strings.Spoken.Day.today(day: $0[0], hours: $0[1]) }
        }
        return context.spokenTemplate(slots: 2) { Strings.Spoken.Day.hours(day: $0[0], hours: $0[1]) }
    }

    static func dateText(_ date: LocalDate, locale: Locale) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let instant = calendar.date(from: date.components) else { return date.description }
        var style = Date.FormatStyle.dateTime.day().month(.abbreviated)
        style.locale = locale
        style.timeZone = calendar.timeZone
        return instant.formatted(style)
    }
}
