import StoreDomain
import StoreLocalization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Words what a screen reader says for the domain's values, where the words differ from what a
/// screen shows: a status, a day's hours, a special day, a price, a closure, and how parts are
/// said one after another. The default mappers take their spoken forms from here, so one
/// replacement changes the spoken wording of every screen and nothing it shows.
///
/// Each element's label is put together when it is read, from its texts' spoken forms
/// (``StyledText/spoken``, else the text): a mapper that makes a text gives its spoken form
/// with it, and a replacement that changes only a text is read as it now reads.
///
/// What a replacement owes:
/// - **Words, not marks:** no separators or glyphs (`·`, `–`, `—`, `▸`, `■`, `●`, `★`);
///   pauses as the locale writes them (`Spoken.Pause`); weekdays and months in full; ranges
///   as words ("9:00 AM to 9:00 PM"); an original price called the old price.
/// - **Text:** from the string tables (`Spoken.*`); backend text (a holiday's label, a
///   closure's reason) only as a placeholder value, which the localizer sanitizes.
/// - **Time:** the store's wall clock and `context.clock`, never the device's.
public protocol AccessibilityLabelMapper: Sendable {
    /// How parts are said one after another: the locale's pause.
    func speech(context: MappingContext) -> Speech
    /// A status of `store` or of one of its services: "Open, closes at 9:00 PM".
    func status(_ status: StoreStatus, of store: Store, context: MappingContext) -> String
    /// A day's hours: "9:00 AM to 1:00 PM and 2:00 PM to 7:00 PM", "closed", "open 24 hours".
    func hours(_ hours: DayHours, context: MappingContext) -> String
    /// A special day by its label and date, or its date alone: "Christmas Day, Friday 25
    /// December".
    func specialDay(_ day: DaySchedule, context: MappingContext) -> String
    /// A price: "price £89.00".
    func price(_ price: Money, context: MappingContext) -> String
    /// The price before a discount: "old price £120.00".
    func oldPrice(_ price: Money, context: MappingContext) -> String
    /// A closure's dates: "Closed from Monday 16 November to Sunday 22 November".
    func closure(_ closure: Closure, context: MappingContext) -> String
    /// A closure's dates seen from `today` on the store's clock: a date 183 days or more
    /// ahead says its year. The default words it as ``closure(_:context:)`` does.
    func closure(_ closure: Closure, today: LocalDate, context: MappingContext) -> String
}

extension AccessibilityLabelMapper {
    /// ``closure(_:context:)``, for a replacement written before dates carried their year.
    public func closure(_ closure: Closure, today: LocalDate, context: MappingContext) -> String {
        self.closure(closure, context: context)
    }
}

/// The default: every spoken form from the `Spoken` string tables.
public struct DefaultAccessibilityLabelMapper: AccessibilityLabelMapper {
    /// The default mapper.
    public init() {}

    /// `Spoken.Pause`.
    public func speech(context: MappingContext) -> Speech {
        Speech(pause: context.strings.string(Strings.Spoken.pause))
    }

    /// "Open, closes at 9:00 PM", "Temporarily closed, reopens Sunday 24 May".
    public func status(_ status: StoreStatus, of store: Store, context: MappingContext) -> String {
        context.strings.string(StatusPhrase(status, of: store, at: context.now).spoken(of: store, context: context))
    }

    /// "9:00 AM to 9:00 PM", "9:00 AM to 1:00 PM and 2:00 PM to 7:00 PM", "closed".
    public func hours(_ hours: DayHours, context: MappingContext) -> String {
        switch hours {
        case .closed:
            return context.strings.string(Strings.Spoken.Hours.closed)
        case .open24Hours:
            return context.strings.string(Strings.Spoken.Hours.allDay)
        case .intervals(let intervals):
            let ranges = intervals.map {
                context.strings.string(
                    Strings.Spoken.range(
                        from: .text(context.clock.string(from: $0.opens)),
                        until: .text(context.clock.string(from: $0.closes))))
            }
            return and(ranges, context: context)
        }
    }

    /// "Christmas Day, Friday 25 December"; "Friday 25 December" for a day with no label; the
    /// year too for a day 183 days or more ahead.
    public func specialDay(_ day: DaySchedule, context: MappingContext) -> String {
        let date = context.spokenDate(day.date, from: context.utcToday)
        return day.special?.label.map {
            context.strings.string(Strings.Spoken.Day.special(label: .text($0), date: .text(date)))
        } ?? date
    }

    /// "price £89.00".
    public func price(_ price: Money, context: MappingContext) -> String {
        context.strings.string(Strings.Spoken.price(price: .text(context.formatted(price))))
    }

    /// "old price £120.00".
    public func oldPrice(_ price: Money, context: MappingContext) -> String {
        context.strings.string(Strings.Spoken.oldPrice(price: .text(context.formatted(price))))
    }

    /// "Closed from Monday 16 November to Sunday 22 November"; "Closed Monday 28 December".
    public func closure(_ closure: Closure, context: MappingContext) -> String {
        words(closure, date: context.spokenDate, context: context)
    }

    /// The same, each date 183 days or more after `today` with its year.
    public func closure(_ closure: Closure, today: LocalDate, context: MappingContext) -> String {
        words(closure, date: { context.spokenDate($0, from: today) }, context: context)
    }

    private func words(_ closure: Closure, date: (LocalDate) -> String, context: MappingContext) -> String {
        closure.from == closure.until
            ? context.strings.string(Strings.Spoken.Closure.day(date: .text(date(closure.from))))
            : context.strings.string(
                Strings.Spoken.Closure.range(from: .text(date(closure.from)), until: .text(date(closure.until))))
    }

    /// "A and B"; "A, B and C".
    private func and(_ parts: [String], context: MappingContext) -> String {
        guard let last = parts.last, parts.count > 1 else { return parts.first ?? "" }
        let head = speech(context: context).join(Array(parts.dropLast()))
        return context.strings.string(Strings.Spoken.and(first: .text(head), second: .text(last)))
    }
}
