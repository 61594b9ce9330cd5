import StoreDomain
import StoreInputFiles
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The data screens are built from, loaded once: the stores, the product and its stock, the
/// Manager's Special response, the delivery cities and the booking items. What `render` and `review` share.
///
/// ```swift
/// let inputs = try ScreenInputs.samples(now: .now)          // the embedded samples
/// let builder = ScreenRequestBuilder(inputs: inputs)
/// ```
///
/// Sample scenarios name sample stores, tiles and cities, so they apply to the samples only;
/// ``samples`` says which inputs are the samples, and the builder offers a user's own data
/// only the sample scenarios that replay over it.
public struct ScreenInputs: Sendable {
    /// Which inputs are the embedded samples.
    public struct Samples: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The stores (and with them the product and availability the scenarios show).
        public static let stores = Samples(rawValue: 1 << 0)
        /// The Manager's Special response.
        public static let specials = Samples(rawValue: 1 << 1)
        /// The delivery cities and zones.
        public static let deliveryCity = Samples(rawValue: 1 << 2)
        /// The booking items.
        public static let bookingSearch = Samples(rawValue: 1 << 3)
        /// Every input.
        public static let all: Samples = [.stores, .specials, .deliveryCity, .bookingSearch]
    }

    /// The stores the Store Finder scenarios page through, and details and opening times show.
    public var stores: [Store]
    /// The stores file's `nextPageToken`: the backend has more stores than the file holds.
    public var storesNextPageToken: String?
    /// The product whose stock the screens show, if any.
    public var product: Product?
    /// The product's stock in each store.
    public var availability: Availability?
    /// The Manager's Special response, priced in ``currency``.
    public var specials: Specials
    /// The file ``specials`` was read from, which warnings about its tiles name.
    public var specialsFile: String
    /// The currency of the specials' prices, and of a specials scenario's inline responses.
    public var currency: String
    /// The active delivery cities and their zones.
    public var deliveryCatalog: DeliveryCatalog
    /// The booking items the booking scenarios page through, by position.
    public var bookingItems: [BookingItem]
    /// The search text the user's own booking items answer, shown when no scenario is named:
    /// the items file's name without its extension (`mine.json` → "mine").
    public var bookingItemsQuery: String?
    /// The booking items file's `nextPageToken`: the backend has more items than the file holds.
    public var bookingItemsNextPageToken: String?
    /// Which of these are the embedded samples.
    public var samples: Samples
    /// The instant a screen is mapped at when neither the request nor its scenario fixes one.
    public var now: Date

    /// Inputs loaded by the caller; `samples` says which are the embedded samples.
    public init(
        stores: [Store], product: Product?, availability: Availability?, specials: Specials,
        specialsFile: String = SampleData.specialsPath, currency: String, deliveryCatalog: DeliveryCatalog,
        bookingItems: [BookingItem] = [], samples: Samples, now: Date, storesNextPageToken: String? = nil
    ) {
        self.stores = stores
        self.storesNextPageToken = storesNextPageToken
        self.product = product
        self.availability = availability
        self.specials = specials
        self.specialsFile = specialsFile
        self.currency = currency
        self.deliveryCatalog = deliveryCatalog
        self.bookingItems = bookingItems
        self.samples = samples
        self.now = now
    }

    /// The embedded samples, with the specials priced in `currency`.
    public static func samples(currency: String = "GBP", now: Date) throws(InputError) -> ScreenInputs {
        let response = try SampleData.specialsResponse()
        let specials: Specials
        do {
            specials = try response.specials(currency: currency)
        } catch {
            throw .json(file: SampleData.specialsPath, path: error.path, message: error.message)
        }
        return ScreenInputs(
            stores: try SampleData.stores(), product: try SampleData.product(),
            availability: try SampleData.availability(), specials: specials, currency: currency,
            deliveryCatalog: try SampleData.deliveryCatalog(), bookingItems: try SampleData.bookingItems(),
            samples: .all, now: now)
    }
}
