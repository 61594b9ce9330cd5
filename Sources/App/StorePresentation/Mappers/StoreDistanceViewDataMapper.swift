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
/// - **Accessibility:** the text is read aloud inside the row's label, so write units a screen
///   reader can say ("350 m", not "350m").
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

    /// Maps a distance in the locale's units, such as "0.4 mi", as the type's summary says.
    public func map(metres: Double, context: MappingContext) -> StyledText {
        let style: ThemeToken = .text.secondary
        let (key, value, digits) = Self.unit(metres: metres, system: context.locale.measurementSystem)
        return context.text(key(.decimal(value, fractionDigits: digits)), style: style)
    }

    /// The key, the number and its fraction digits for a distance.
    static func unit(
        metres: Double, system: Locale.MeasurementSystem
    ) -> (@Sendable (MessageArgument) -> LocalizedKey, Double, Int) {
        let miles = metres / 1609.344
        switch system {
        case .us where miles < 0.1:
            return (Strings.Distance.feet, max(10, (metres * 3.28084 / 10).rounded() * 10), 0)
        case .uk where miles < 0.1:
            return (Strings.Distance.yards, max(10, (metres * 1.09361 / 10).rounded() * 10), 0)
        case .us, .uk:
            return (
                Strings.Distance.miles, miles < 10 ? (miles * 10).rounded() / 10 : miles.rounded(), miles < 10 ? 1 : 0
            )
        default:
            if metres < 1000 { return (Strings.Distance.metres, max(10, (metres / 10).rounded() * 10), 0) }
            let kilometres = metres / 1000
            return (
                Strings.Distance.kilometres, kilometres < 10 ? (kilometres * 10).rounded() / 10 : kilometres.rounded(),
                kilometres < 10 ? 1 : 0
            )
        }
    }
}
