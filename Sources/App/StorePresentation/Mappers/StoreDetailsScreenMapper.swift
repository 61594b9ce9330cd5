import StoreDomain
import StoreLocalization
import StoreTheme

/// Maps a store (with the product and its stock) to Store Details.
///
/// What a replacement owes:
/// - **Data that exists:** Directions only with coordinates, Call only with a phone; the map
///   block always, with a placeholder when there is no pin.
/// - **Delegation:** the address, pin, status, product card and opening times through
///   `context.mappers`.
/// - **Tokens:** the generated `ThemeToken` accessors only.
/// - **Accessibility:** every button's title says its action.
public protocol StoreDetailsScreenMapper: Sendable {
    /// Maps the Store Details screen for one store, with the strings, theme, clock and locale of `context`.
    func map(
        _ store: Store, product: Product?, availability: Availability?, context: MappingContext
    ) -> StoreDetailsScreenViewData
}

/// The default Store Details: a map block that is there even without coordinates;
/// Directions and Call only when their data exists; the product card with this store's
/// stock; the address; opening times from the locale's first weekday, and special days.
public struct DefaultStoreDetailsScreenMapper: StoreDetailsScreenMapper {
    /// The default mapper.
    public init() {}

    /// Maps the Store Details screen for one store, as the type's summary says.
    public func map(
        _ store: Store, product: Product?, availability: Availability?, context: MappingContext
    ) -> StoreDetailsScreenViewData {
        let storeData = context.mappers.store.map(store, context: context)
        let annotation = context.mappers.annotation.map(store, isSelected: false, context: context)
        var buttons: [ButtonViewData] = []
        if let url = storeData.directionsURL {
            buttons.append(
                ButtonViewData(
                    title: context.text(Strings.StoreDetails.directions, style: .button.primary),
                    style: .button.primary, action: .directions, url: url))
        }
        if let phoneText = storeData.phoneText, let url = storeData.phoneURL {
            buttons.append(ButtonViewData(title: phoneText, style: .button.secondary, action: .call, url: url))
        }
        return StoreDetailsScreenViewData(
            title: StyledText(data: store.name, style: .text.title),
            map: MapBlockViewData(
                annotation: annotation,
                placeholder: annotation == nil
                    ? context.text(Strings.StoreDetails.Map.noLocation, style: .mapFrame.label) : nil),
            buttons: buttons,
            productCard: product.map {
                context.mappers.productCard.map($0, stock: availability?.stock(of: $0, in: store.id), context: context)
            },
            status: context.mappers.openingStatus.map(store.openingHours, context: context),
            store: storeData,
            openingTimes: OpeningTimesBlock.map(
                store.openingHours, title: Strings.StoreDetails.OpeningTimes.title, context: context),
            isRightToLeft: context.isRightToLeft)
    }
}

/// The week and the special days in the next 14 days, shared by Store Details and the opening-times screen.
enum OpeningTimesBlock {
    static func map(_ hours: OpeningHours, title: LocalizedKey, context: MappingContext) -> OpeningTimesViewData {
        let week = hours.week(containing: context.now, firstWeekday: context.firstWeekday)
            .map { context.mappers.timePeriod.map($0, asSpecialDay: false, context: context) }
        let today = LocalDate(context.now, in: hours.calendar)
        let special = hours.upcomingSpecialDays(from: context.now).map { day in
            context.mappers.timePeriod.map(
                DaySchedule(date: day.date, hours: day.hours, special: day, isToday: day.date == today),
                asSpecialDay: true, context: context)
        }
        return OpeningTimesViewData(
            title: context.text(title, style: .text.title), week: week,
            specialDaysTitle: special.isEmpty
                ? nil : context.text(Strings.StoreDetails.OpeningTimes.specialDays, style: .text.title),
            specialDays: special)
    }
}
