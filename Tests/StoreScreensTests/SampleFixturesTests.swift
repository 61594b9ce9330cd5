import StoreDomain
import StoreSamples
import StoreScreens
import StoreTestSupport
import Testing

@Suite("The app-side sample fixtures are the samples the tools read")
struct SampleFixturesTests {
    @Test("the stores, product and availability decode alike through Foundation and the tools' reader")
    func data() throws {
        #expect(SampleFixtures.stores == sampleStores)
        #expect(SampleFixtures.product == sampleProduct)
        #expect(SampleFixtures.availability == sampleAvailability)
    }

    @Test(
        "each state built from actions is the state its scenario file replays to",
        arguments: SampleFixtures.StoreFinderScenario.allCases)
    func states(scenario: SampleFixtures.StoreFinderScenario) throws {
        #expect(SampleFixtures.state(scenario) == state(scenario.rawValue))
    }

    @Test("the specials and the delivery cities decode alike through Foundation and the tools' reader")
    func flows() throws {
        #expect(SampleFixtures.specials == sampleInputs.specials)
        #expect(SampleFixtures.deliveryCatalog == deliveryCatalog)
    }

    @Test(
        "each delivery state built from actions is the state its scenario file replays to",
        arguments: SampleFixtures.Delivery.allCases)
    func deliveryStates(scenario: SampleFixtures.Delivery) throws {
        #expect(SampleFixtures.delivery(scenario) == deliveryState(scenario.rawValue))
    }
}
