import Foundation
import StoreDomain
import StorePresentation
import StoreScreens
import StoreTestSupport
import StoreTheme

/// The sample inputs, at the review's instant.
let friday = SampleFixtures.friday
let sampleInputs = try! ScreenInputs.samples(now: friday)
let builder = ScreenRequestBuilder(inputs: sampleInputs)
let sampleStores = sampleInputs.stores
let sampleProduct = sampleInputs.product
let sampleAvailability = sampleInputs.availability
let deliveryCatalog = sampleInputs.deliveryCatalog
let piccadilly = SampleFixtures.piccadilly
let defaultTheme = Theme.default

func instant(_ text: String) -> Date { SampleFixtures.instant(text) }
func json<T: Encodable>(_ value: T) -> String { SampleFixtures.json(value) }

/// The state the sample Store Finder scenario `name` replays to, through the request builder.
func state(_ name: String) -> StoreFinderState {
    guard let request = try? builder.request(.list, scenario: name).request else {
        preconditionFailure("the sample scenario \(name) does not replay")
    }
    return request.state
}

/// The state the sample delivery scenario `name` replays to, through the request builder.
func deliveryState(_ name: String) -> DeliveryCityState {
    guard let state = try? builder.request(.deliveryCity, scenario: name).request.deliveryCity else {
        preconditionFailure("the sample delivery scenario \(name) does not replay")
    }
    return state
}
func sampleStore(_ id: String) -> Store { SampleFixtures.store(id) }
