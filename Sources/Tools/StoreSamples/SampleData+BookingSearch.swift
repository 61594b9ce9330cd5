import StoreDomain
import StoreInputFiles

extension SampleData {
    /// The embedded path of the sample booking items: the catalog the booking scenarios page through.
    public static let bookingItemsPath = "Examples/Booking/items.json"
    /// The embedded folder of booking item search scenarios.
    public static let bookingSearchScenariosFolder = "Examples/Booking/Scenarios"

    /// The sample booking items, in the backend's shape: ten services, classes and rentals,
    /// some without a subtitle, a picture or a price.
    public static func bookingItems() throws(InputError) -> [BookingItem] {
        try decode(BookingItemPage.self, at: bookingItemsPath).items
    }
}
