/// The Manager's Special endpoint's JSON, exactly as it is served:
///
/// ```json
/// { "canvasUnit": 16,
///   "managerSpecials": [
///     { "display_name": "Noodle Dish with Roasted Black Bean Sauce", "imageUrl": "https://…/1.png",
///       "width": 16, "height": 8, "original_price": "2.00", "price": "1.00" } ] }
/// ```
///
/// Decoding checks the shape: `canvasUnit`, `width` and `height` are whole numbers from 1 to
/// ``maxUnits``, and prices are strings. The endpoint carries no currency, so the prices
/// become ``Money`` in a second step, with the app's currency:
///
/// ```swift
/// let response = try JSONDecoder().decode(SpecialsResponse.self, from: data)
/// let specials = try response.specials(currency: "GBP")   // SpecialsDataError names the JSON path
/// state.apply(.loaded(specials, answering: request.id, at: .now))
/// ```
public struct SpecialsResponse: Sendable, Hashable, Decodable {
    /// One tile as the endpoint sends it.
    public struct Tile: Sendable, Hashable, Decodable {
        /// The product's name, as the endpoint sends it (`display_name`).
        public var displayName: String
        /// The product image's address (`imageUrl`).
        public var imageURL: String
        /// The tile's width in canvas units.
        public var width: Int
        /// The tile's height in canvas units.
        public var height: Int
        /// The price's text, such as `"1.00"`.
        public var price: String
        /// The original price's text, when the endpoint sends one.
        public var originalPrice: String?

        private enum CodingKeys: String, CodingKey {
            case displayName = "display_name"
            case imageURL = "imageUrl"
            case width, height, price
            case originalPrice = "original_price"
        }

        /// A tile as the endpoint sends it; the prices are decimal strings, checked later.
        public init(
            displayName: String, imageURL: String, width: Int, height: Int, price: String, originalPrice: String? = nil
        ) {
            self.displayName = displayName
            self.imageURL = imageURL
            self.width = width
            self.height = height
            self.price = price
            self.originalPrice = originalPrice
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            displayName = try container.decode(String.self, forKey: .displayName)
            guard displayName.contains(where: { !$0.isWhitespace }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .displayName, in: container,
                    debugDescription:
                        "expected a product name, found \"\(displayName)\"; a tile without one reads as nothing")
            }
            imageURL = try container.decode(String.self, forKey: .imageURL)
            width = try SpecialsResponse.units(.width, in: container)
            height = try SpecialsResponse.units(.height, in: container)
            price = try container.decode(String.self, forKey: .price)
            originalPrice = try container.decodeIfPresent(String.self, forKey: .originalPrice)
        }
    }

    /// The largest size in units a canvas or tile may have. The endpoint's grids are tens of
    /// units; a size past this is a broken response, not a layout.
    public static let maxUnits = 1_000

    /// How many units span the screen's width.
    public var canvasUnit: Int
    /// The tiles, in the endpoint's order.
    public var managerSpecials: [Tile]

    private enum CodingKeys: String, CodingKey { case canvasUnit, managerSpecials }

    /// A response with the canvas width in units and its tiles, in order.
    public init(canvasUnit: Int, managerSpecials: [Tile]) {
        self.canvasUnit = canvasUnit
        self.managerSpecials = managerSpecials
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        canvasUnit = try Self.units(.canvasUnit, in: container)
        managerSpecials = try container.decode([Tile].self, forKey: .managerSpecials)
    }

    /// A size in units: a whole number from 1 to ``maxUnits``, or an error at its key.
    static func units<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>) throws -> Int {
        let value = try container.decode(Int.self, forKey: key)
        guard (1...maxUnits).contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "expected a whole number of units from 1 to \(maxUnits), found \(value)")
        }
        return value
    }

    /// The tiles with their prices as money in `currency`, checked against its ISO 4217 minor
    /// units. Throws for the first price that is not an amount, naming its JSON path.
    public func specials(currency: String) throws(SpecialsDataError) -> Specials {
        do {
            _ = try Currency.validate(currency)
        } catch {
            throw SpecialsDataError(path: "$", message: "cannot read prices: \(error.description)")
        }
        var tiles: [Special] = []
        tiles.reserveCapacity(managerSpecials.count)
        for (index, tile) in managerSpecials.enumerated() {
            func money(_ text: String, _ key: String) throws(SpecialsDataError) -> Money {
                do {
                    return try Money(amount: text, currency: currency)
                } catch {
                    throw SpecialsDataError(path: "$.managerSpecials[\(index)].\(key)", message: error.description)
                }
            }
            let price = try money(tile.price, "price")
            let original = try tile.originalPrice.map { (text) throws(SpecialsDataError) in
                try money(text, "original_price")
            }
            tiles.append(
                Special(
                    name: tile.displayName, imageURL: tile.imageURL, width: tile.width, height: tile.height,
                    price: price, originalPrice: original))
        }
        return Specials(canvasUnit: canvasUnit, tiles: tiles)
    }
}

/// A Manager's Special response whose content is wrong, at a JSON path:
/// `$.managerSpecials[3].price: GBP amounts have at most 2 decimal places (ISO 4217), found "1.005"`.
public struct SpecialsDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A JSONPath into the response, such as `$.managerSpecials[3].price`.
    public var path: String
    /// What is wrong, and what was expected.
    public var message: String

    /// An error at the JSON `path` (such as `$.managerSpecials[2].price`), saying what was expected.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
