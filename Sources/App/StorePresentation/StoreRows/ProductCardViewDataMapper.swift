import StoreDomain
import StoreTheme

/// Turns the product (and its stock in one store) into a product card.
///
/// What a replacement owes:
/// - **Text:** the product name through ``StyledText/init(data:style:)``; prices formatted for
///   `context.locale`; stock from `context.mappers.stock`.
/// - **Tokens:** `.productCard.name`, `.productCard.price`, `.productCard.originalPrice` and
///   `.productCard.border`.
/// - **Accessibility:** an original price must be worded ("Was £120.00"), never only struck
///   through, because a screen reader does not read strikethrough.
public protocol ProductCardViewDataMapper: Sendable {
    /// Maps the product card: its name, prices and, in a store, its stock, with the strings, theme,
    /// clock and locale of `context`.
    func map(_ product: Product, stock: StoreAvailability?, context: MappingContext) -> ProductCardViewData
}

/// The default: name and price in the locale's currency format, with the currency's ISO 4217
/// decimal places; "Was …" only when discounted; stock from the stock mapper when given.
public struct DefaultProductCardViewDataMapper: ProductCardViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps the product card: its name, prices and, in a store, its stock, as the type's summary says.
    public func map(_ product: Product, stock: StoreAvailability?, context: MappingContext) -> ProductCardViewData {
        let labels = context.mappers.accessibilityLabels
        let original =
            product.isDiscounted
            ? product.originalPrice.map {
                context.text(
                    Strings.Product.wasPrice(price: .text(context.formatted($0))), style: .productCard.originalPrice
                ).speaking(labels.oldPrice($0, context: context))
            } : nil
        let name = StyledText(data: product.name, style: .productCard.name)
        let stockData = stock.map { context.mappers.stock.map($0, context: context) }
        return ProductCardViewData(
            id: product.id, name: name,
            price: StyledText(composed: context.formatted(product.price), style: .productCard.price)
                .speaking(labels.price(product.price, context: context)),
            originalPrice: original, stock: stockData, customData: product.customData, speech: context.speech)
    }
}
