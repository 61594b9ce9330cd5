import StoreDomain
import StoreExploration
import StoreInputFiles
import StorePresentation
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The data every reducer's exploration draws its steps from: the samples, or a user's own
/// files.
package struct ExplorationInputs: Sendable {
    /// The stores pages and selections name.
    package var stores: [Store]
    /// The booking items pages name by position.
    package var bookingItems: [BookingItem]
    /// The Manager's Special tiles answers name by position, and their prices' currency.
    package var specials: Specials
    package var currency: String
    /// The instant the specials steps happen at.
    package var now: Date
    /// The delivery cities and zones, and geocoder answers by name.
    package var deliveryCatalog: DeliveryCatalog
    package var geocoderAnswers: [(name: String, response: GeocodingResponse)]

    /// Inputs for every exploration.
    package init(
        stores: [Store], bookingItems: [BookingItem], specials: Specials, currency: String, now: Date,
        deliveryCatalog: DeliveryCatalog, geocoderAnswers: [(name: String, response: GeocodingResponse)]
    ) {
        self.stores = stores
        self.bookingItems = bookingItems
        self.specials = specials
        self.currency = currency
        self.now = now
        self.deliveryCatalog = deliveryCatalog
        self.geocoderAnswers = geocoderAnswers
    }
}

extension ExplorationInputs {
    /// The embedded samples: the sample stores, booking items, Manager's Special, delivery
    /// catalog and geocoder answers (the one for Moscow's Tverskaya first, a fix in a zone).
    package static func samples(now: Date) throws(InputError) -> ExplorationInputs {
        let names = SampleData.geocodingResponseNames().sorted {
            ($0 == "moscow-tverskaya" ? 0 : 1, $0) < ($1 == "moscow-tverskaya" ? 0 : 1, $1)
        }
        var answers: [(name: String, response: GeocodingResponse)] = []
        for name in names { answers.append((name, try SampleData.geocodingResponse(named: name))) }
        let currency = "GBP"
        let specials: Specials
        do {
            specials = try SampleData.specialsResponse().specials(currency: currency)
        } catch {
            throw .unreadable(file: SampleData.specialsPath, message: "\(error)")
        }
        return ExplorationInputs(
            stores: try SampleData.stores(), bookingItems: try SampleData.bookingItems(), specials: specials,
            currency: currency, now: now, deliveryCatalog: try SampleData.deliveryCatalog(), geocoderAnswers: answers)
    }
}

/// Every screen's reducer explored over some inputs.
package enum ReducerExplorations {
    /// The exploration of each reducer the screens draw, over `inputs`, once each; and for
    /// each one the inputs cannot serve, what it lacks.
    package static func all(_ inputs: ExplorationInputs) -> (runs: [ReducerExploration], skipped: [String]) {
        var runs: [ReducerExploration] = []
        var skipped: [String] = []
        for screen in ScreenKind.allCases {
            switch screen.definition.exploration(over: inputs) {
            case .explored(let exploration?, _): runs.append(exploration)
            case .explored(nil, let needs): skipped.append("\(screen.rawValue) (needs \(needs))")
            case .sharesReducer: continue
            }
        }
        return (runs, skipped)
    }
}
