/// One product on the Manager's Special grid: what it is, what it costs, and its size in
/// canvas units.
///
/// Made from the endpoint's response by ``SpecialsResponse/specials(currency:)``,
/// which checks every size and price.
public struct Special: Sendable, Hashable {
    /// The product's name, as the endpoint gives it (untrusted text).
    public var name: String
    /// The product image's address.
    public var imageURL: String
    /// The tile's width in canvas units: a whole number from 1.
    public var width: Int
    /// The tile's height in canvas units: a whole number from 1.
    public var height: Int
    /// What it costs now.
    public var price: Money
    /// What it cost before, when the endpoint says.
    public var originalPrice: Money?

    /// Creates a tile; sizes below 1 are raised to 1.
    public init(name: String, imageURL: String, width: Int, height: Int, price: Money, originalPrice: Money? = nil) {
        self.name = name
        self.imageURL = imageURL
        self.width = max(1, width)
        self.height = max(1, height)
        self.price = price
        self.originalPrice = originalPrice
    }

    /// Whether the original price is higher than the price: only then is it shown.
    public var isDiscounted: Bool {
        guard let originalPrice, originalPrice.currency == price.currency else { return false }
        return originalPrice.amount > price.amount
    }

    /// The saving as a whole percentage of the original price, rounded down so that it never
    /// promises more than the prices give: 2.00 → 1.00 is 50, 3.00 → 1.99 is 33. `nil` when
    /// the tile is not discounted.
    public var discountPercent: Int? {
        guard isDiscounted, let was = originalPrice?.minorUnitAmount, let now = price.minorUnitAmount, was > 0 else {
            return nil
        }
        let (product, overflow) = (was - now).multipliedReportingOverflow(by: 100)
        return overflow ? nil : product / was
    }
}

/// The grid's content as the endpoint gave it: the canvas width in units, and the tiles in
/// the endpoint's order.
public struct Specials: Sendable, Hashable {
    /// How many units span the screen's width.
    public var canvasUnit: Int
    /// The tiles, in the endpoint's order, which layout never changes.
    public var tiles: [Special]

    /// Creates the content; a canvas below 1 unit is raised to 1.
    public init(canvasUnit: Int, tiles: [Special]) {
        self.canvasUnit = max(1, canvasUnit)
        self.tiles = tiles
    }

    /// The tiles laid out in rows: see ``SpecialsGrid``.
    public var grid: SpecialsGrid {
        SpecialsGrid(
            sizes: tiles.map { SpecialsGrid.TileSize(width: $0.width, height: $0.height) }, canvasUnit: canvasUnit)
    }
}
