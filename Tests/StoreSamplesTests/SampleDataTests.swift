import Foundation
import StoreDomain
import StoreInputFiles
import Testing

@testable import StoreSamples

/// The package root, found from this file's path, so tests can read the files on disk.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite("The sample data that ships in the binary")
struct SampleDataTests {
    @Test("the stores cover what the screens must show")
    func storesCoverage() throws {
        let stores = try SampleData.stores()
        #expect(stores.count >= 30)
        #expect(Set(stores.map(\.address.city)).isSuperset(of: ["London", "Санкт-Петербург"]))
        #expect(stores.contains { $0.coordinate == nil })
        #expect(stores.contains { $0.phone == nil })
        #expect(stores.contains { $0.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(stores.contains { $0.name.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(stores.contains { $0.name.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } })
        #expect(
            stores.contains { store in Weekday.allCases.allSatisfy { store.openingHours?.week[$0] == .open24Hours } })
        #expect(stores.contains { $0.openingHours?.week[.sunday] == nil || $0.openingHours?.week[.sunday] == .closed })
        #expect(
            stores.contains {
                $0.openingHours?.week.values.contains { hours in
                    if case .intervals(let list) = hours { return list.contains(where: \.crossesMidnight) }
                    return false
                } ?? false
            })
        #expect(stores.contains { $0.openingHours?.specialDays.values.contains { $0.label != nil } ?? false })
        #expect(Set(stores.map(\.id)).count == stores.count)
    }

    @Test("the stores show every store-truth state")
    func storeTruthCoverage() throws {
        let stores = try SampleData.stores()
        #expect(stores.contains { !$0.closures.isEmpty })
        #expect(stores.contains { $0.businessStatus == .permanentlyClosed })
        #expect(stores.contains { $0.businessStatus == .temporarilyClosed && $0.reopensOn != nil })
        #expect(stores.contains { $0.opensOn != nil })
        #expect(stores.contains { $0.serviceHours["pharmacy"] != nil })
        #expect(stores.contains { $0.serviceHours["pickup"] != nil && $0.pickup?.orderCutoff != nil })
        #expect(stores.contains { $0.facilities.values.contains(true) && $0.facilities.values.contains(false) })
    }

    @Test("the product is discounted and availability covers every stock status")
    func productAndAvailability() throws {
        #expect(try SampleData.product().isDiscounted)
        let availability = try SampleData.availability()
        let stores = try SampleData.stores()
        let statuses = Set(stores.map { availability[$0.id].status })
        #expect(statuses == Set(StockStatus.allCases))
    }
}

@Suite("Synthetic stores for scale")
struct SyntheticStoresTests {
    @Test("the same seed gives the same stores; another seed gives others")
    func deterministic() {
        #expect(SyntheticStores(seed: 7).make(count: 50) == SyntheticStores(seed: 7).make(count: 50))
        #expect(SyntheticStores(seed: 7).make(count: 50) != SyntheticStores(seed: 8).make(count: 50))
    }

    @Test("synthetic stores survive a JSON round trip", arguments: [0, 1, 250])
    func roundTrip(count: Int) throws {
        let stores = SyntheticStores(seed: 3).make(count: count)
        let data = try JSONEncoder().encode(StorePage(stores: stores))
        #expect(try InputLoader.decode(StorePage.self, from: data, file: "x.json").stores == stores)
    }
}
