import StoreDomain
import StoreIO
import StoreInputFiles
import StoreSamples
import StoreScenarios

/// The delivery-city flow's scenarios, replayed through ``StoreDomain/DeliveryCityState`` over
/// the cities and zones, with the geocoder's answers a step names.
package enum DeliveryCityScenarios: ScenarioKind {
    package typealias Step = DeliveryCityScenarioStep

    package static let noun = "delivery-city scenario"
    package static let sampleData = "the sample cities and zones"
    package static let reads: ScreenInputs.Samples = .deliveryCity
    package static let samplesFolder = SampleData.deliveryCityScenariosFolder

    /// The cities and zones, and the geocoder's answers by name: a file beside the scenario's
    /// own, when the scenario is the user's, else a sample response.
    package static func replayInputs(
        for scenario: DeliveryCityScenario, in inputs: ScreenInputs
    ) -> DeliveryCityScenarioStep.Inputs {
        let file = scenario.file
        return DeliveryCityScenarioStep.Inputs(catalog: inputs.deliveryCatalog) { name throws(InputError) in
            try GeocoderResponses.response(named: name, scenarioFile: file)
        }
    }

    /// "delivery: 4 cities, 7 zones, 17 of 17 scenarios replayed".
    package static func summary(of inputs: ScreenInputs, replayed: String) -> String {
        "delivery: \(counted(inputs.deliveryCatalog.cities.count, "city", "cities")), "
            + "\(counted(inputs.deliveryCatalog.zones.zones.count, "zone")), " + replayed
    }
}
