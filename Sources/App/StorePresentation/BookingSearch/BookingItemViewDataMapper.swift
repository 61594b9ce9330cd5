import StoreDomain
import StoreTheme

/// Turns one booking item into its tile of the results grid.
///
/// What a replacement owes:
/// - **Text:** the item's title and subtitle, which are untrusted, only through
///   ``StyledText/init(data:style:)``; the price through `context.formatted(_:)`.
/// - **Tokens:** `.booking.title`, `.booking.subtitle`, `.booking.price`, `.booking.border`
///   and `.booking.image`.
/// - **Accessibility:** the tile is one button, read by its ``BookingItemViewData/accessibilityLabel``;
///   a price shown as figures must be said in words (`context.mappers.accessibilityLabels.price`).
public protocol BookingItemViewDataMapper: Sendable {
    /// Maps one item of the results, with the strings, theme and locale of `context`.
    func map(_ item: BookingItem, context: MappingContext) -> BookingItemViewData
}

/// The default: the title, the subtitle, the price as the locale writes it (said "price
/// £35.00"), and the picture when the item has one.
public struct DefaultBookingItemViewDataMapper: BookingItemViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps one item of the results, as the type's summary says.
    public func map(_ item: BookingItem, context: MappingContext) -> BookingItemViewData {
        let price = item.price.map {
            StyledText(composed: context.formatted($0), style: .booking.price)
                .speaking(context.mappers.accessibilityLabels.price($0, context: context))
        }
        let image = item.imageURL.map { RemoteImageViewData(url: $0, style: .booking.image) }
        return BookingItemViewData(
            id: item.id, title: StyledText(data: item.title, style: .booking.title),
            subtitle: item.subtitle.map { StyledText(data: $0, style: .booking.subtitle) }, price: price,
            image: image, speech: context.speech)
    }
}
