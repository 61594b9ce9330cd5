import StoreDomain
import StoreTheme

/// One city in the list: its name in the locale, marked when it is the current choice.
///
/// What a replacement owes:
/// - **Text:** the city's own name for the locale (``MappingContext/name(of:)``); "Current city"
///   from the string tables in the accessibility label.
/// - **Tokens:** `.text.body`, or `.delivery.current` for the current city.
public protocol DeliveryCityRowViewDataMapper: Sendable {
    func map(_ city: DeliveryCity, isCurrent: Bool, context: MappingContext) -> DeliveryCityRowViewData
}

/// The default.
public struct DefaultDeliveryCityRowViewDataMapper: DeliveryCityRowViewDataMapper {
    public init() {}

    public func map(_ city: DeliveryCity, isCurrent: Bool, context: MappingContext) -> DeliveryCityRowViewData {
        let name = context.name(of: city)
        var label = name
        if isCurrent { label += ", " + context.strings.resolved(Strings.Delivery.List.current).text }
        return DeliveryCityRowViewData(cityID: city.id, name: StyledText(data: name, style: isCurrent ? .delivery.current : .text.body),
                                       isCurrent: isCurrent, accessibilityLabel: label)
    }
}
