import StoreDomain
import StoreLocalization
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a distance in metres into text in the locale's units.
///
/// What a replacement owes:
/// - **Text:** the unit words from the string tables, through ``MappingContext/text(_:style:)``,
///   so a number is formatted with the locale's digits and isolated in right-to-left locales.
/// - **Tokens:** `.text.secondary`.
/// - **Accessibility:** the text is read aloud inside the row's label. Give it its spoken form,
///   in the unit it shows, with the unit spelt out ("0.4 miles" for "0.4 mi"), through
///   ``StyledText/speaking(_:)``; without one, the text is read as written, so write units a
///   screen reader can say ("350 m", not "350m").
public protocol StoreDistanceViewDataMapper: Sendable {
    /// Maps a distance in the locale's units, such as "0.4 mi", with the strings, theme, clock and locale of `context`.
    func map(metres: Double, context: MappingContext) -> StyledText
}

/// The default: metres and kilometres, or, where Foundation says the locale measures in
/// miles, feet (en-US) or yards (en-GB) and miles. Unit words come from the string tables;
/// digits and separators from the locale.
///
/// "350 m", "1.2 km", "12 km"; "500 ft", "0.4 mi"; "150 yd".
public struct DefaultStoreDistanceViewDataMapper: StoreDistanceViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps a distance in the locale's units, such as "0.4 mi", spoken "0.4 miles", as the
    /// type's summary says.
    public func map(metres: Double, context: MappingContext) -> StyledText {
        let distance = Distance(metres: metres, system: context.locale.measurementSystem)
        return context.text(distance.shown, style: .text.secondary).speaking(context.strings.string(distance.spoken))
    }
}

/// A distance rounded and in the unit a locale's people use: the shown and the spoken form
/// share it, so they never disagree.
struct Distance {
    enum Unit { case feet, yards, miles, metres, kilometres }
    let unit: Unit
    let value: Double
    let fractionDigits: Int

    /// Metres and kilometres, or, where the locale measures in miles, feet (US) or yards (UK)
    /// below a tenth of a mile, then miles: one decimal below ten, whole numbers above.
    init(metres: Double, system: Locale.MeasurementSystem) {
        let miles = metres / 1609.344
        switch system {
        case .us where miles < 0.1:
            (unit, value, fractionDigits) = (.feet, max(10, (metres * 3.28084 / 10).rounded() * 10), 0)
        case .uk where miles < 0.1:
            (unit, value, fractionDigits) = (.yards, max(10, (metres * 1.09361 / 10).rounded() * 10), 0)
        case .us, .uk:
            (unit, value, fractionDigits) = (
                .miles, miles < 10 ? (miles * 10).rounded() / 10 : miles.rounded(), miles < 10 ? 1 : 0
            )
        default:
            if metres < 1000 {
                (unit, value, fractionDigits) = (.metres, max(10, (metres / 10).rounded() * 10), 0)
            } else {
                let kilometres = metres / 1000
                (unit, value, fractionDigits) = (
                    .kilometres, kilometres < 10 ? (kilometres * 10).rounded() / 10 : kilometres.rounded(),
                    kilometres < 10 ? 1 : 0
                )
            }
        }
    }

    private var number: MessageArgument { .decimal(value, fractionDigits: fractionDigits) }

    /// "0.4 mi", "350 m".
    var shown: LocalizedKey {
        switch unit {
        case .feet: Strings.Distance.feet(distance: number)
        case .yards: Strings.Distance.yards(distance: number)
        case .miles: Strings.Distance.miles(distance: number)
        case .metres: Strings.Distance.metres(distance: number)
        case .kilometres: Strings.Distance.kilometres(distance: number)
        }
    }

    /// "0.4 miles", "350 metres", with the locale's plural.
    var spoken: LocalizedKey {
        switch unit {
        case .feet: Strings.Spoken.Distance.feet(count: number)
        case .yards: Strings.Spoken.Distance.yards(count: number)
        case .miles: Strings.Spoken.Distance.miles(count: number)
        case .metres: Strings.Spoken.Distance.metres(count: number)
        case .kilometres: Strings.Spoken.Distance.kilometres(count: number)
        }
    }
}
