import Foundation
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreRequests
import StoreSamples
import StoreTheme

/// The sample inputs, at Friday 2026-11-20 17:30 UTC.
let sampleInputs = try! ScreenInputs.samples(now: friday)
let builder = ScreenRequestBuilder(inputs: sampleInputs)
let sampleStores = sampleInputs.stores
let sampleProduct = sampleInputs.product
let sampleAvailability = sampleInputs.availability
let piccadilly = try! Coordinate(latitude: 51.5100, longitude: -0.1340)
let defaultTheme = Theme.default

/// The state the sample Store Finder scenario `name` replays to, through the request builder.
func state(_ name: String) -> StoreFinderState {
    guard let request = try? builder.request(.list, scenario: name).request else {
        preconditionFailure("the sample scenario \(name) does not replay")
    }
    return request.state
}

/// The state the sample delivery scenario `name` replays to, through the request builder.
func deliveryState(_ name: String) -> DeliveryCityState {
    guard let state = try? builder.request(.deliveryCity, scenario: name).request.delivery else {
        preconditionFailure("the sample delivery scenario \(name) does not replay")
    }
    return state
}

/// The sample active cities and their zones.
let deliveryCatalog = sampleInputs.deliveryCatalog

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

func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else {
        preconditionFailure("bad instant literal: \(text)")
    }
    return date
}
