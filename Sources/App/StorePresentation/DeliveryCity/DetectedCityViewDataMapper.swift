import StoreDomain
import StoreTheme

/// The city found at the user's location: the city's name in the locale, the street address
/// the geocoder gave, the zone's fee and partner, and the buttons.
///
/// What a replacement owes:
/// - **Sub-mappers:** the zone from `context.mappers.deliveryZone`.
/// - **Address:** the country's layout (``AddressFormatter``), without the city and country
///   the title already names.
/// - **Tokens:** `.text.title`, `.text.body`, `.delivery.notice`, `.button.*`.
public protocol DetectedCityViewDataMapper: Sendable {
    /// Maps the detected city, with its address and zone, with the strings, theme, clock and locale of `context`.
    func map(_ detection: DeliveryDetection, context: MappingContext) -> DetectedCityViewData
}

/// The default: a notice asks the user to check a city the geocoder only guessed (taken from
/// an administrative area); Deliver here, then Choose another city.
public struct DefaultDetectedCityViewDataMapper: DetectedCityViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps the detected city, with its address and zone, as the type's summary says.
    public func map(_ detection: DeliveryDetection, context: MappingContext) -> DetectedCityViewData {
        let name = context.name(of: detection.city)
        let title = context.text(Strings.Delivery.Detected.title(city: .text(name)), style: .text.title)
        let notice =
            detection.geocoded?.isLowConfidence == true
            ? context.text(Strings.Delivery.Detected.lowConfidence(city: .text(name)), style: .delivery.notice) : nil
        // The street as document 002 writes it, with the route's short name; said with its long
        // name, as a screen reader would spell an abbreviation out.
        let formatter = AddressFormatter(includesCity: false, countryLine: .never)
        let spoken = detection.longAddress.map { formatter.lines(of: $0, context: context) } ?? []
        let written = detection.address.map { formatter.lines(of: $0, context: context) } ?? []
        let address = written.enumerated().map { index, line in
            var text = StyledText(data: line, style: .text.body)
            if spoken.count == written.count, spoken[index] != line { text.spoken = spoken[index] }
            return text
        }
        let buttons = [
            ButtonViewData(
                title: context.text(Strings.Delivery.Detected.continue, style: .button.primary), style: .button.primary,
                action: .confirmCity),
            ButtonViewData(
                title: context.text(Strings.Delivery.Detected.change, style: .button.secondary),
                style: .button.secondary, action: .chooseCity),
        ]
        let zone = context.mappers.deliveryZone.map(detection.zone, context: context)
        return DetectedCityViewData(
            cityID: detection.city.id, title: title, notice: notice, address: address, zone: zone, buttons: buttons,
            speech: context.speech)
    }
}
