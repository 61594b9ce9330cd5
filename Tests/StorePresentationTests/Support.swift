import Foundation
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreTestSupport
import StoreTheme

/// A fixed instant for tests: Friday 2026-11-20 17:30 UTC (17:30 in London, 20:30 in Saint Petersburg).
let friday = instant("2026-11-20T17:30:00Z")
let piccadilly = SampleFixtures.piccadilly

func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else {
        preconditionFailure("bad instant literal: \(text)")
    }
    return date
}

let defaultTheme = Theme.default
let sampleStores = SampleFixtures.stores
let sampleProduct = SampleFixtures.product
let sampleAvailability = SampleFixtures.availability

func sampleStore(_ id: String) -> Store {
    guard let store = sampleStores.first(where: { $0.id == id }) else { preconditionFailure("no sample store \(id)") }
    return store
}

/// A context for `locale` at `now`; a missing key shows as ⟦Key⟧, which the tests look for.
func context(
    _ locale: String = "en", now: Date = friday, location: Coordinate? = piccadilly, mappers: MapperSet = .defaults
) -> MappingContext {
    MappingContext(
        strings: Localizer(catalog: .shipped, locale: locale, missingKeyPolicy: .marker), theme: defaultTheme,
        now: now, userLocation: location, mappers: mappers)
}

/// Every piece of text in a value's JSON, for "no key is missing" checks.
func json<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
}

/// The sample scenario `name`'s state, built from actions (``SampleFixtures``).
func state(_ name: String) -> StoreFinderState {
    guard let scenario = SampleFixtures.Scenario(rawValue: name) else { preconditionFailure("no fixture \(name)") }
    return SampleFixtures.state(scenario)
}
