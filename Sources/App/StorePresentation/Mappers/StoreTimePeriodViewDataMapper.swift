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
/// - **Accessibility:** ``TimePeriodViewData/accessibilityLabel`` from
///   `context.mappers.accessibilityLabels`, which says the day and the hours in words.
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
        let key: StyledText
        if asSpecialDay {
            if let label = day.special?.label {
                key = StyledText(data: label, style: style)
            } else {
                key = StyledText(composed: Self.dateText(day.date, locale: context.locale), style: style)
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
            key: key, value: value, isToday: day.isToday, isSpecial: day.special != nil,
            accessibilityLabel: context.mappers.accessibilityLabels.day(
                day, asSpecialDay: asSpecialDay, context: context))
    }

    /// "25 Dec", "Dec 25", "25. Dez." — the locale's short day and month.
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
