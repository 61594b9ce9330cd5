import StoreDomain
import StoreInput
import StorePresentation
import StoreSamples

extension ScreenRequestBuilder {
    /// The scenarios of a screen that apply to the inputs, by name, and the sample scenarios
    /// left out because they are written for samples the inputs do not use.
    public struct Scenarios: Sendable, Hashable {
        /// The names to request, in order.
        public var names: [String]
        /// Sample scenarios that do not replay over the user's data.
        public var skipped: [String]

        /// `names` to request, with `skipped` left out.
        public init(names: [String], skipped: [String] = []) {
            self.names = names
            self.skipped = skipped
        }
    }

    /// Every scenario of `screen` that applies to the inputs: for the samples, every sample
    /// scenario; for a user's own stores, specials or cities, their first page (the stores)
    /// and each sample scenario that replays over them. Details and opening times show stores,
    /// not scenarios: none.
    public func scenarios(for screen: ScreenKind) throws(ScreenRequestError) -> Scenarios {
        do {
            switch screen.known {
            case .list, .map:
                let samples = try SampleData.scenarios()
                guard !inputs.samples.contains(.stores) else {
                    return Scenarios(names: samples.map(\.name), skipped: [])
                }
                return applying(samples, first: [Self.yourStoresScenario]) {
                    (try? $0.replay(catalog: inputs.stores)) != nil
                }
            case .specials:
                let samples = try SampleData.specialsScenarios()
                guard !inputs.samples.contains(.specials) else {
                    return Scenarios(names: samples.map(\.name), skipped: [])
                }
                return applying(samples) {
                    (try? $0.replay(specials: inputs.specials, currency: inputs.currency, now: inputs.now)) != nil
                }
            case .deliveryCity:
                let samples = try SampleData.deliveryCityScenarios()
                guard !inputs.samples.contains(.deliveryCity) else {
                    return Scenarios(names: samples.map(\.name), skipped: [])
                }
                return applying(samples) { scenario in
                    let replayed = try? scenario.replay(catalog: inputs.deliveryCatalog) { name throws(InputError) in
                        try GeocoderResponses.response(named: name, scenarioFile: scenario.file)
                    }
                    return replayed != nil
                }
            case .bookingSearch:
                let samples = try SampleData.bookingSearchScenarios()
                guard !inputs.samples.contains(.bookingSearch) else {
                    return Scenarios(names: samples.map(\.name), skipped: [])
                }
                return applying(samples) { (try? $0.replay(items: inputs.bookingItems)) != nil }
            case .details, .openingTimes:
                return Scenarios(names: [], skipped: [])
            }
        } catch {
            throw .input(error)
        }
    }

    /// The names of `samples` that `replays` accepts, after `first`; the rest as skipped.
    private func applying<File: ScenarioFile>(
        _ samples: [File], first: [String] = [], replays: (File) -> Bool
    ) -> Scenarios {
        var result = Scenarios(names: first, skipped: [])
        for sample in samples {
            if replays(sample) { result.names.append(sample.name) } else { result.skipped.append(sample.name) }
        }
        return result
    }
}
