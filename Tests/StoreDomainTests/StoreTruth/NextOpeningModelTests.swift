import Foundation
import StoreSeededRandom
import StoreTestSupport
import Testing

@testable import StoreDomain

/// `nextOpening` against a model that paints a store's open minutes one by one, written apart
/// from the code it checks: random stores with closures, special days, `reopensOn`,
/// `opensOn` and overnight hours, around every 2026 clock change of eight zones.
@Suite("The next opening agrees with an independent model, on every 2026 clock change")
struct NextOpeningModelTests {
    @Test(
        "random stores, every 37 minutes from two days before each change to a day after",
        arguments: DaylightSavingModelTests.zones)
    func agrees(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let model = ZoneModel.of2026(zone, marginDays: 60)
        let around = model.changes2026()
        var generator = SplitMix64(seed: UInt64(zoneName.utf8.reduce(7) { $0 &* 31 &+ Int($1) }.magnitude))
        var compared = 0, closed = 0, neverOpens = 0
        for change in around {
            for second in stride(from: change - 48 * 3600, through: change + 24 * 3600, by: 37 * 60) {
                let now = second - second % 60
                let shape = ModelStore.random(around: model.day(at: now), using: &generator)
                let store = try shape.store(zone: zoneName)
                let expected = shape.nextOpening(after: now, model: model)
                let status = store.status(at: Date(timeIntervalSince1970: TimeInterval(now)))
                let at = "at \(Date(timeIntervalSince1970: TimeInterval(now))) in \(zoneName): \(shape)"
                #expect(status.isOpen == expected.isOpen, "\(at)")
                #expect(status.nextOpening == nil || !status.isOpen, "\(at)")
                if !expected.isOpen {
                    closed += 1
                    #expect(status.opensAt.map { Int($0.timeIntervalSince1970) } == expected.opens, "\(at)")
                    #expect(
                        status.nextOpening?.description == expected.opens.map { modelWallTime($0, in: zone) }, "\(at)")
                    if expected.opens == nil { neverOpens += 1 }
                }
                compared += 1
            }
        }
        #expect(compared >= 100)
        #expect(closed > compared / 5, "the stores should often be closed: \(closed) of \(compared)")
        #expect(neverOpens < closed, "most closed stores should open again: \(neverOpens) of \(closed)")
    }
}
