import Foundation
import StoreSeededRandom
import StoreTestSupport
import Testing

@testable import StoreDomain

@Suite("Click & collect on every 2026 clock change agrees with an independent model")
struct PickupModelTests {
    @Test(
        "random stores, ordered every 31 minutes from two days before each change to a day after",
        arguments: DaylightSavingModelTests.zones)
    func agrees(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let model = ZoneModel.of2026(zone, marginDays: 40)
        let around = model.changes2026()
        var generator = SplitMix64(seed: UInt64(zoneName.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var compared = 0, ready = 0
        for change in around {
            for second in stride(from: change - 48 * 3600, through: change + 24 * 3600, by: 31 * 60) {
                let order = second - second % 60
                let shape = ModelStore.random(around: model.day(at: order), using: &generator)
                let store = try shape.store(zone: zoneName)
                let expected = shape.ready(orderedAt: order, model: model)
                let readiness = try #require(
                    store.pickupReadiness(at: Date(timeIntervalSince1970: TimeInterval(order))))
                let found = readiness.readyAt.map { Int($0.timeIntervalSince1970) }
                #expect(
                    found == expected,
                    "ordered \(Date(timeIntervalSince1970: TimeInterval(order))) in \(zoneName): \(shape)")
                if let expected {
                    let local = expected + zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(expected)))
                    let minutes = (local % 86_400 + 86_400) % 86_400 / 60
                    let wall =
                        "\(LocalDate.date(fromDayNumber: (local - minutes * 60) / 86_400))T"
                        + "\(String(format: "%02d:%02d", minutes / 60, minutes % 60))"
                    #expect(readiness.readyLocal == wall, "\(shape)")
                    ready += 1
                }
                compared += 1
            }
        }
        #expect(compared >= 139)
        #expect(ready > compared / 2)
    }
}
