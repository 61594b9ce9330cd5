import StoreDomain
import StoreTheme

/// Turns one Manager's Special, placed on the grid, into a tile.
///
/// What a replacement owes:
/// - **Text:** the name through ``StyledText/init(data:style:)`` (it is the endpoint's text);
///   prices through ``MappingContext/formatted(_:)``; the old price ("Was £2.00") and the
///   saving from the string tables.
/// - **Size:** ``SpecialTileViewData/width`` and `height` as the placement gives them; the grid
///   is laid out already, and a mapper decides what a tile shows, not where it goes.
/// - **Tokens:** `.specials.name`, `.specials.price`, `.specials.originalPrice`,
///   `.specials.discount`, `.specials.image` and `.specials.border`.
/// - **Accessibility:** ``SpecialTileViewData/accessibilityLabel`` says the name and the price
///   even when the tile is too small to show them, and words an original price ("Was £2.00").
public protocol SpecialTileViewDataMapper: Sendable {
    /// Maps one Manager's Special tile, placed on the grid, with the strings, theme, clock and locale of `context`.
    func map(
        _ tile: Special, placement: SpecialsGrid.Placement, canvasUnit: Int, context: MappingContext
    ) -> SpecialTileViewData

    /// The rules by which a tile's width decides what it shows, when the mapper decides by
    /// width alone: the screen carries them, so that a tile is judged again as the text grows
    /// and the grid has fewer units across. `nil` (the default) keeps each tile's content as
    /// mapped, at every text size.
    var rules: SpecialTileRules? { get }
}

extension SpecialTileViewDataMapper {
    /// No rules: each tile keeps the content it was mapped with, at every text size.
    public var rules: SpecialTileRules? { nil }
}

/// The default rules, on a phone, stated for a 16-unit canvas and scaled to the same fraction
/// of any other canvas's width:
/// - 3 units wide or less: the image only;
/// - 5 units wide or less: the price and the name, no image;
/// - wider: the image, the price and the name.
///
/// On a wider device (``MappingContext/deviceClass`` `regular`) every tile shows its image,
/// price and name: the document's rules are for a phone's narrow tiles.
///
/// The original price shows only when it is higher than the price, worded as a product card
/// words it ("Was £2.00", `Product.WasPrice`) in the `specials.originalPrice` style, with
/// "Save 50%" from the string tables (`Product.Save`).
public struct DefaultSpecialTileViewDataMapper: SpecialTileViewDataMapper {
    /// The widest tile, in units of a 16-unit canvas, that shows only its image.
    public var imageOnlyMaximum: Int
    /// The widest tile, in units of a 16-unit canvas, that shows only text.
    public var textOnlyMaximum: Int

    /// The default thresholds, 3 and 5 units of 16, unless given.
    public init(imageOnlyMaximum: Int = 3, textOnlyMaximum: Int = 5) {
        self.imageOnlyMaximum = imageOnlyMaximum
        self.textOnlyMaximum = textOnlyMaximum
    }

    /// The thresholds as rules, which the screen carries to judge a tile again at larger text.
    public var rules: SpecialTileRules? {
        SpecialTileRules(imageOnlyMaximum: imageOnlyMaximum, textOnlyMaximum: textOnlyMaximum)
    }

    /// What a tile `width` units wide shows on a canvas `canvasUnit` units wide. Exact: the
    /// comparison is `width / canvasUnit ≤ threshold / 16`, in whole numbers.
    public func content(width: Int, canvasUnit: Int) -> SpecialTileViewData.Content {
        SpecialTileRules(imageOnlyMaximum: imageOnlyMaximum, textOnlyMaximum: textOnlyMaximum)
            .content(width: width, canvasUnit: canvasUnit)
    }

    /// What a tile `width` units wide shows on a canvas `canvasUnit` units wide, on
    /// `deviceClass`: the rules above on a phone, everything on a wider device.
    public func content(width: Int, canvasUnit: Int, deviceClass: DeviceClass) -> SpecialTileViewData.Content {
        deviceClass == .phone ? content(width: width, canvasUnit: canvasUnit) : .full
    }

    /// Maps one Manager's Special tile, placed on the grid, as the type's summary says.
    public func map(
        _ tile: Special, placement: SpecialsGrid.Placement, canvasUnit: Int, context: MappingContext
    ) -> SpecialTileViewData {
        let content = content(width: placement.width, canvasUnit: canvasUnit, deviceClass: context.deviceClass)
        let labels = context.mappers.accessibilityLabels
        let name = StyledText(data: tile.name, style: .specials.name)
        let price = StyledText(composed: context.formatted(tile.price), style: .specials.price)
            .speaking(labels.price(tile.price, context: context))
        var original: StyledText?, discount: StyledText?
        if tile.isDiscounted, let originalPrice = tile.originalPrice {
            // Worded as a product card words it, so that no output (plain text above all, which
            // cannot strike through) leaves a reader to guess which price is the old one.
            original = context.text(
                Strings.Product.wasPrice(price: .text(context.formatted(originalPrice))),
                style: .specials.originalPrice
            ).speaking(labels.oldPrice(originalPrice, context: context))
            discount = tile.discountPercent.map {
                context.text(
                    Strings.Product.save(amount: .text(context.formatted(percent: $0))), style: .specials.discount)
            }
        }
        let image =
            content == .textOnly
            ? nil : RemoteImageViewData(url: tile.imageURL)
        return SpecialTileViewData(
            name: name, index: placement.index, column: placement.column, width: placement.width,
            height: placement.height, content: content, price: price, originalPrice: original, discount: discount,
            image: image, isClamped: placement.isClamped, speech: context.speech)
    }
}
