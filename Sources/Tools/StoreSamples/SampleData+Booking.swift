import StoreDomain
import StoreInput

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

    /// Every sample booking scenario, sorted by name.
    public static func bookingSearchScenarios() throws(InputError) -> [BookingSearchScenario] {
        try scenarios(BookingSearchScenario.self, under: bookingSearchScenariosFolder)
    }

    /// The sample booking scenario called `name`.
    public static func bookingSearchScenario(named name: String) throws(InputError) -> BookingSearchScenario {
        try scenario(
            BookingSearchScenario.self, named: name, under: bookingSearchScenariosFolder, kind: "booking scenario")
    }
}
