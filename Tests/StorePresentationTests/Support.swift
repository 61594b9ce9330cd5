import Foundation
import StoreDomain
import StorePresentation
import StoreTestSupport
import StoreTheme

let friday = SampleFixtures.friday
let piccadilly = SampleFixtures.piccadilly
let defaultTheme = Theme.default
let sampleStores = SampleFixtures.stores
let sampleProduct = SampleFixtures.product
let sampleAvailability = SampleFixtures.availability

func instant(_ text: String) -> Date { SampleFixtures.instant(text) }
func sampleStore(_ id: String) -> Store { SampleFixtures.store(id) }
func json<T: Encodable>(_ value: T) -> String { SampleFixtures.json(value) }

/// The sample scenario `name`'s state, built from actions (``SampleFixtures``).
func state(_ name: String) -> StoreFinderState {
    guard let scenario = SampleFixtures.StoreFinderScenario(rawValue: name) else {
        preconditionFailure("no fixture \(name)")
    }
    return SampleFixtures.state(scenario)
}
