import StoreDomain
import StoreInput

extension SampleData {
    /// The embedded path of the sample booking items: the catalog the booking scenarios page through.
    public static let bookingItemsPath = "Examples/Booking/items.json"
    /// The embedded folder of booking item search scenarios.
    public static let bookingScenariosFolder = "Examples/Booking/Scenarios"

    /// The sample booking items, in the backend's shape: ten services, classes and rentals,
    /// some without a subtitle, a picture or a price.
    public static func bookingItems() throws(InputError) -> [BookingItem] {
        try decode(BookingItemPage.self, at: bookingItemsPath).items
    }

    /// Every sample booking scenario, sorted by name.
    public static func bookingScenarios() throws(InputError) -> [BookingScenario] {
        try scenarios(BookingScenario.self, under: bookingScenariosFolder)
    }

    /// The sample booking scenario called `name`.
    public static func bookingScenario(named name: String) throws(InputError) -> BookingScenario {
        try scenario(BookingScenario.self, named: name, under: bookingScenariosFolder, kind: "booking scenario")
    }
}
