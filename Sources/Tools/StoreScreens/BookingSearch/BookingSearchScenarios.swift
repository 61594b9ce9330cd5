import StoreDomain
import StoreIO
import StoreSamples
import StoreScenarios

/// The booking item search's scenarios, replayed through ``StoreDomain/BookingSearchState``
/// over the booking items file.
package enum BookingSearchScenarios: ScenarioKind {
    package typealias Step = BookingSearchScenarioStep

    package static let noun = "booking search scenario"
    package static let sampleData = "the sample booking items"
    package static let reads: ScreenInputs.Samples = .bookingSearch
    package static let samplesFolder = SampleData.bookingSearchScenariosFolder

    /// The items file, whose items a page names by position.
    package static func replayInputs(for scenario: BookingSearchScenario, in inputs: ScreenInputs) -> [BookingItem] {
        inputs.bookingItems
    }

    /// "booking: 10 items, 11 of 11 scenarios replayed".
    package static func summary(of inputs: ScreenInputs, replayed: String) -> String {
        "booking: \(counted(inputs.bookingItems.count, "item")), " + replayed
    }

    /// The user's own booking items, every one as the one page the backend sent for the
    /// file's name as the search text, its `nextPageToken` saying whether more are to come.
    static func yourItemsScenario(in inputs: ScreenInputs) -> BookingSearchScenario {
        BookingSearchScenario(
            name: "your-items", description: "Every item of the booking items file, as one page of results.",
            steps: [
                .search(inputs.bookingItemsQuery ?? "items"),
                .loaded(items: nil, next: inputs.bookingItemsNextPageToken, answering: nil),
            ])
    }
}
