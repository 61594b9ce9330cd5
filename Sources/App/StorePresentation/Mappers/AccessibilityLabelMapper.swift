import StoreDomain
import StoreLocalization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Words what a screen reader says: every `accessibilityLabel` of the view data that is not
/// already plain words comes through here, so one replacement changes the spoken wording of
/// every screen.
///
/// What a replacement owes:
/// - **Words, not marks:** no separators or glyphs (`·`, `–`, `—`, `▸`, `■`, `●`, `★`);
///   pauses as the locale writes them (`Spoken.Pause`); units spelt out with the locale's
///   plural ("0.4 miles", "2 kilometres"); weekdays and months in full; ranges as words
///   ("9:00 AM to 9:00 PM"); an original price called the old price.
/// - **Text:** from the string tables (`Spoken.*`); backend text (a holiday's label, a
///   closure's reason) only as a placeholder value, which the localizer sanitizes.
/// - **Time:** the store's wall clock and `context.clock`, never the device's.
public protocol AccessibilityLabelMapper: Sendable {
    /// A distance from the user: "0.4 miles", "350 metres".
    func distance(metres: Double, context: MappingContext) -> String
    /// A status of `store` or of one of its services: "Open, closes at 9:00 PM".
    func status(_ status: StoreStatus, of store: Store, context: MappingContext) -> String
    /// A row of opening times: "Monday, 9:00 AM to 1:00 PM and 2:00 PM to 7:00 PM",
    /// "Sunday, closed"; a special day by its label or date: "Christmas Day, Friday 25
    /// December, closed".
    func day(_ day: DaySchedule, asSpecialDay: Bool, context: MappingContext) -> String
    /// A price, and the price before a discount: "price £89.00, old price £120.00".
    func price(_ price: Money, originalPrice: Money?, context: MappingContext) -> String
    /// A closure: "Closed from Monday 16 November to Sunday 22 November, Refurbishment".
    func closure(_ closure: Closure, context: MappingContext) -> String
    /// Parts said one after another, with the locale's pause between them.
    func list(_ parts: [String], context: MappingContext) -> String
}

/// The default: every label from the `Spoken` string tables.
public struct DefaultAccessibilityLabelMapper: AccessibilityLabelMapper {
    /// The default mapper.
    public init() {}

    /// "0.4 miles", in the unit the distance mapper shows.
    public func distance(metres: Double, context: MappingContext) -> String {
        context.strings.string(Distance(metres: metres, system: context.locale.measurementSystem).spoken)
    }

    /// "Open, closes at 9:00 PM", "Temporarily closed, reopens Sunday 24 May".
    public func status(_ status: StoreStatus, of store: Store, context: MappingContext) -> String {
        context.strings.string(StatusPhrase(status, of: store).spoken(of: store, context: context))
    }

    /// "Monday, 9:00 AM to 9:00 PM".
    public func day(_ day: DaySchedule, asSpecialDay: Bool, context: MappingContext) -> String {
        var name = context.name(of: day.weekday)
        if asSpecialDay {
            let date = context.spokenDate(day.date)
            name =
                day.special?.label.map {
                    context.strings.string(Strings.Spoken.Day.special(label: .text($0), date: .text(date)))
                } ?? date
        }
        switch day.hours {
        case .closed:
            return context.strings.string(Strings.Spoken.Day.closed(day: .text(name)))
        case .open24Hours:
            return context.strings.string(Strings.Spoken.Day.allDay(day: .text(name)))
        case .intervals(let intervals):
            let ranges = intervals.map {
                context.strings.string(
                    Strings.Spoken.range(
                        from: .text(context.clock.string(from: $0.opens)),
                        until: .text(context.clock.string(from: $0.closes))))
            }
            return context.strings.string(
                Strings.Spoken.Day.hours(day: .text(name), hours: .text(and(ranges, context: context))))
        }
    }

    /// "price £89.00, old price £120.00".
    public func price(_ price: Money, originalPrice: Money?, context: MappingContext) -> String {
        list(
            [context.strings.string(Strings.Spoken.price(price: .text(context.formatted(price))))]
                + (originalPrice.map {
                    [context.strings.string(Strings.Spoken.oldPrice(price: .text(context.formatted($0))))]
                } ?? []),
            context: context)
    }

    /// "Closed from Monday 16 November to Sunday 22 November, Refurbishment".
    public func closure(_ closure: Closure, context: MappingContext) -> String {
        let dates =
            closure.from == closure.until
            ? context.strings.string(Strings.Spoken.Closure.day(date: .text(context.spokenDate(closure.from))))
            : context.strings.string(
                Strings.Spoken.Closure.range(
                    from: .text(context.spokenDate(closure.from)), until: .text(context.spokenDate(closure.until))))
        // The reason is the backend's; the localizer sanitizes what it inserts, this too.
        let reason = closure.label.map { StyledText(data: $0, style: .status.notice).text }
        return list([dates] + (reason.map { [$0] } ?? []), context: context)
    }

    /// Parts joined with `Spoken.Pause` (after a sentence's end, a space), empty parts left
    /// out. A dash or a middle dot set
    /// between words in a part (a translation's "—", a composed "·") becomes the pause too:
    /// a screen reader may say it by its name.
    public func list(_ parts: [String], context: MappingContext) -> String {
        let pause = context.strings.string(Strings.Spoken.pause)
        var result = ""
        for part in parts where !part.isEmpty {
            if let last = result.unicodeScalars.last {
                // A part that ends a sentence needs no pause after it: "Where should we deliver? Allow…".
                switch last {
                case "。", "？", "！": break
                case ".", "?", "!", "…": result += " "
                default: result += pause
                }
            }
            result += Self.speakable(part, pause: pause)
        }
        return result
    }

    /// `text` with each spaced separator (" — ", " – ", " · ") read as `pause`.
    static func speakable(_ text: String, pause: String) -> String {
        // NB: by bytes: a label is made for every row, and searching by characters was most of
        // its cost. "—" and "–" are E2 80 94 and E2 80 93; "·" is C2 B7.
        var hasSeparator = false
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if (previous == (0xE2, 0x80) && (byte == 0x94 || byte == 0x93)) || (previous.1 == 0xC2 && byte == 0xB7) {
                hasSeparator = true
                break
            }
            previous = (previous.1, byte)
        }
        guard hasSeparator else { return text }
        var result = text
        for separator in [" — ", " – ", " · "] { result = result.replacing(separator, with: pause) }
        return result
    }

    /// "A and B"; "A, B and C".
    private func and(_ parts: [String], context: MappingContext) -> String {
        guard let last = parts.last, parts.count > 1 else { return parts.first ?? "" }
        let head = list(Array(parts.dropLast()), context: context)
        return context.strings.string(Strings.Spoken.and(first: .text(head), second: .text(last)))
    }
}
