import StoreDomain
import StoreTheme

/// One city in the list: its name in the locale, marked when it is the current choice.
///
/// What a replacement owes:
/// - **Text:** the city's own name for the locale (``MappingContext/name(of:)-(DeliveryCity)``); "Current city"
///   from the string tables in the accessibility label.
/// - **Tokens:** `.text.body`, or `.delivery.current` for the current city.
public protocol DeliveryCityRowViewDataMapper: Sendable {
    /// Maps one city of the list, with its name in the reader's locale, with the strings, theme, clock
    /// and locale of `context`.
    func map(_ city: DeliveryCity, isCurrent: Bool, context: MappingContext) -> DeliveryCityRowViewData
}

/// The default.
public struct DefaultDeliveryCityRowViewDataMapper: DeliveryCityRowViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps one city of the list, with its name in the reader's locale, as the type's summary says.
    public func map(_ city: DeliveryCity, isCurrent: Bool, context: MappingContext) -> DeliveryCityRowViewData {
        return DeliveryCityRowViewData(
            cityID: city.id,
            name: StyledText(data: context.name(of: city), style: isCurrent ? .delivery.current : .text.body),
            isCurrent: isCurrent, spokenState: isCurrent ? context.strings.string(Strings.Delivery.List.current) : nil,
            speech: context.speech)
    }
}
