import StoreDomain
import StoreTheme

/// Turns the delivery-city state into its screen.
///
/// What a replacement owes:
/// - **Sub-mappers:** `deliveryCityList` for the list (and under "not active"),
///   `detectedCity` for a detected city, `geocodingError` for failures, and `distance` for the
///   distance to the nearest zone, so replacing any of them changes this screen.
/// - **Tokens:** `.text.*`, `.delivery.notice`, `.button.*`.
public protocol DeliveryCityScreenMapper: Sendable {
    /// Maps the delivery-city flow's screen for the reducer's state, with the strings, theme, clock and
    /// locale of `context`.
    func map(_ state: DeliveryCityState, context: MappingContext) -> DeliveryCityScreenViewData
}

/// The default.
public struct DefaultDeliveryCityScreenMapper: DeliveryCityScreenMapper {
    /// The default mapper.
    public init() {}

    /// Maps the delivery-city flow's screen for the reducer's state, as the type's summary says.
    public func map(_ state: DeliveryCityState, context: MappingContext) -> DeliveryCityScreenViewData {
        let mappers = context.mappers
        let content: DeliveryCityScreenViewData.Content
        switch state.phase {
        case .prePermission:
            let title = context.text(Strings.Delivery.PrePermission.title, style: .text.title)
            let message = context.text(Strings.Delivery.PrePermission.message, style: .text.body)
            content = .prePermission(
                DeliveryMessageViewData(
                    imageName: "location.circle", title: title, message: message,
                    buttons: [
                        ButtonViewData(
                            title: context.text(Strings.Delivery.PrePermission.allow, style: .button.primary),
                            style: .button.primary,
                            action: .allowLocation, isLoading: state.isPromptingForPermission),
                        ButtonViewData(
                            title: context.text(Strings.Delivery.PrePermission.choose, style: .button.secondary),
                            style: .button.secondary,
                            action: .chooseCity),
                    ], speech: context.speech))
        case .detecting:
            content = .detecting(context.text(Strings.Delivery.detecting, style: .text.secondary))
        case .detected(let detection):
            content = .detected(mappers.detectedCity.map(detection, context: context))
        case .choosing:
            content = .list(list(state, context: context))
        case .notActive(let geocoded):
            let title = context.text(Strings.Delivery.NotActive.title(city: .text(geocoded.name)), style: .text.title)
            let message = context.text(Strings.Delivery.NotActive.message, style: .text.body)
            content = .notActive(
                DeliveryMessageViewData(
                    imageName: "mappin.slash", title: title, message: message, buttons: [], speech: context.speech),
                list(state, context: context))
        case .outside(let cityID, _, let metres):
            let name = state.catalog.city(id: cityID).map(context.name(of:)) ?? cityID
            // Shown with the distance as its mapper shows it, and said as it says it.
            let message =
                metres.map {
                    let distance = mappers.distance.map(metres: $0, context: context)
                    return context.text(
                        Strings.Delivery.Outside.message(city: .text(name), distance: .text(distance.text)),
                        style: .text.body
                    ).speaking(
                        context.strings.string(
                            Strings.Delivery.Outside.message(city: .text(name), distance: .text(distance.spokenText))))
                } ?? context.text(Strings.Delivery.Outside.noZones(city: .text(name)), style: .text.body)
            let title = context.text(Strings.Delivery.Outside.title, style: .delivery.notice)
            content = .outside(
                DeliveryMessageViewData(
                    imageName: "map", title: title, message: message,
                    buttons: [
                        ButtonViewData(
                            title: context.text(Strings.Delivery.Outside.change, style: .button.primary),
                            style: .button.primary,
                            action: .chooseCity)
                    ], speech: context.speech))
        case .failed(let failure):
            content = .failed(mappers.geocodingError.map(failure, context: context))
        }
        return DeliveryCityScreenViewData(
            title: context.text(Strings.Delivery.title, style: .text.title), content: content,
            isRightToLeft: context.isRightToLeft)
    }

    private func list(_ state: DeliveryCityState, context: MappingContext) -> DeliveryCityListViewData {
        context.mappers.deliveryCityList.map(
            state.listedCities, query: state.query, current: state.currentCity, context: context)
    }
}
