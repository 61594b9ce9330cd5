import Foundation
import StoreDomain
import StoreLocalization
import StoreSeededRandom
import StoreTestSupport
import Testing

@testable import StorePresentation

/// `changesAt` is exact: the element one minute before it reads as it does now, and at it
/// reads differently; with no `changesAt`, it reads the same for fourteen days. Checked on
/// random stores (closures, special days, `reopensOn`, `opensOn`, overnight hours, click &
/// collect with cut-offs) around every 2026 clock change of eight zones, with the shipped
/// mappers and with an app's own, coarser ones.
@Suite("changesAt: the same a minute before, different at it, on random stores and clock changes")
struct ChangesAtPropertyTests {
    /// Which mappers word the lines.
    enum Wording: String, CaseIterable, Sendable {
        /// The shipped mappers.
        case shipped
        /// An app's own: a status of "Open" or "Closed" only, and a pickup of the ready time only.
        case coarse

        var mappers: MapperSet {
            var mappers = MapperSet()
            if self == .coarse {
                mappers.openingStatus = OpenOrClosed()
                mappers.pickup = ReadyTimeOnly()
            }
            return mappers
        }
    }

    /// What a reader sees of a line: its kind, text and label; for a pickup line, its ready
    /// time too, which a host may show or schedule by.
    struct Reading: Equatable, CustomStringConvertible {
        var kind: String
        var text: String
        var label: String
        var description: String { "\(kind) \"\(text)\" (\(label))" }
    }

    static func reading(_ status: OpeningStatusViewData) -> Reading {
        Reading(kind: status.kind.rawValue, text: status.text.text, label: status.accessibilityLabel)
    }

    static func reading(_ pickup: PickupViewData?) -> Reading? {
        pickup.map { Reading(kind: "pickup \($0.readyAt ?? "-")", text: $0.text.text, label: $0.accessibilityLabel) }
    }

    /// The screen's JSON without its `changesAt` fields: everything it shows and says.
    static func shown(_ screen: StoreDetailsScreenViewData) -> String {
        var screen = screen
        screen.changesAt = nil
        screen.status.changesAt = nil
        screen.pickup?.changesAt = nil
        screen.map.annotation?.changesAt = nil
        for index in screen.services.indices { screen.services[index].status.changesAt = nil }
        return SampleFixtures.json(screen)
    }

    @Test(
        "every status and pickup line, and Store Details itself",
        arguments: ZoneModel.testedZones, Wording.allCases)
    func exact(zoneName: String, wording: Wording) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let model = ZoneModel.of2026(zone, marginDays: 60)
        var generator = SplitMix64(seed: UInt64(zoneName.utf8.reduce(11) { $0 &* 31 &+ Int($1) }.magnitude))
        let screens = ScreenMapper(
            strings: Localizer(catalog: .shipped, locale: "en-GB"), mappers: wording.mappers)
        var checked = (changes: 0, steady: 0, everyMinute: 0)
        for change in model.changes2026() {
            for second in stride(from: change - 36 * 3600, through: change + 12 * 3600, by: 131 * 60) {
                // Now falls anywhere in a minute; the changes it finds fall on whole minutes.
                let now = Date(timeIntervalSince1970: TimeInterval(second + Int.random(in: 0..<60, using: &generator)))
                let shape = ModelStore.random(around: model.day(at: second), using: &generator)
                let store = try shape.store(zone: zoneName)
                let screen = screens.details(store, now: now)
                let at = "at \(now) in \(zoneName), \(wording): \(shape)"
                let elements: [(String, Date?, (StoreDetailsScreenViewData) -> Reading?)] = [
                    ("status", screen.status.changesAt, { Self.reading($0.status) }),
                    ("pickup", screen.pickup?.changesAt, { Self.reading($0.pickup) }),
                    ("screen", screen.changesAt, { Reading(kind: "screen", text: Self.shown($0), label: "") }),
                ]
                for (name, changesAt, read) in elements {
                    let then = read(screen)
                    guard let changesAt else {
                        // Nothing changes within fourteen days: check a day and the horizon's end.
                        for later in [now.addingTimeInterval(86_400), now.addingTimeInterval(14 * 86_400 - 60)] {
                            #expect(read(screens.details(store, now: later)) == then, "\(name) \(at), at \(later)")
                        }
                        checked.steady += 1
                        continue
                    }
                    #expect(changesAt > now, "\(name) \(at)")
                    #expect(changesAt.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0, "\(name) \(at)")
                    let before = max(now, changesAt.addingTimeInterval(-60))
                    #expect(
                        read(screens.details(store, now: before)) == then, "\(name) \(at), a minute before \(changesAt)"
                    )
                    #expect(read(screens.details(store, now: changesAt)) != then, "\(name) \(at), at \(changesAt)")
                    if changesAt.timeIntervalSince(now) <= 60 { checked.everyMinute += 1 } else { checked.changes += 1 }
                }
            }
        }
        #expect(checked.changes > 20, "changes some way ahead: \(checked)")
        #expect(checked.steady > 0 || wording == .shipped, "lines that never change: \(checked)")
    }

    @Test("the list's rows and the map's pins, and each screen's changesAt is their earliest")
    func screensAreTheirEarliest() throws {
        let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en-GB"))
        let state = SampleFixtures.state(.results)
        for now in ["2026-11-20T20:15:00Z", "2026-11-20T23:59:30Z", "2026-11-21T08:10:00Z"].map(SampleFixtures.instant)
        {
            let list = screens.list(state, now: now)
            let rows = list.content.rows.flatMap { [$0.status.changesAt, $0.pickup?.changesAt] }.compactMap { $0 }
            #expect(list.changesAt == rows.min())
            #expect(list.changesAt.map { $0 > now } ?? false)
            let map = screens.map(state, now: now)
            #expect(map.changesAt == map.annotations.compactMap(\.changesAt).min())
            for pin in map.annotations {
                guard let changesAt = pin.changesAt else { continue }
                let pinAt = { (instant: Date) in
                    screens.map(state, now: instant).annotations.first { $0.id == pin.id }?.accessibilityLabel
                }
                #expect(pinAt(changesAt.addingTimeInterval(-60)) == pin.accessibilityLabel, "\(pin.id) at \(now)")
                #expect(pinAt(changesAt) != pin.accessibilityLabel, "\(pin.id) at \(now)")
            }
        }
    }

    @Test(
        "Manager's Special: \"Updated 12 minutes ago\" changes at the next whole minute, then hour, then day, from the update",
        arguments: [
            ("2026-11-20T12:00:30Z", "2026-11-20T12:00:00Z", "2026-11-20T12:01:00Z"),
            ("2026-11-20T12:59:59Z", "2026-11-20T12:00:00Z", "2026-11-20T13:00:00Z"),
            ("2026-11-20T14:20:00Z", "2026-11-20T12:00:00Z", "2026-11-20T15:00:00Z"),
            ("2026-11-20T11:59:00Z", "2026-11-20T12:00:00Z", "2026-11-20T12:01:00Z"),
            ("2026-11-22T11:30:00Z", "2026-11-20T12:00:00Z", "2026-11-22T12:00:00Z"),
            ("2026-11-23T17:00:00Z", "2026-11-20T12:00:00Z", "2026-11-24T12:00:00Z"),
        ])
    func freshness(now: String, updatedAt: String, changesAt: String) throws {
        let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en-GB"))
        var state = SpecialsState()
        state.apply(.refreshRequested(.foreground, at: SampleFixtures.instant(updatedAt)))
        let request = try #require(state.pendingRequest)
        state.apply(
            .loaded(
                Specials(canvasUnit: 4, tiles: []), answering: request.id, at: SampleFixtures.instant(updatedAt))
        )
        let screen = screens.specials(state, now: SampleFixtures.instant(now))
        #expect(screen.changesAt == SampleFixtures.instant(changesAt))
    }

    @Test("a delivery-city screen reads no clock: its changesAt is null")
    func deliveryReadsNoClock() {
        let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en-GB"))
        let screen = screens.deliveryCity(DeliveryCityState(catalog: .empty), now: SampleFixtures.friday)
        #expect(screen.changesAt == nil)
        #expect(SampleFixtures.json(screen).contains("\"changesAt\":null"))
    }
}

/// An app's status mapper that says only "Open" or "Closed".
private struct OpenOrClosed: StoreOpeningStatusViewDataMapper {
    func map(_ status: StoreStatus, of store: Store, context: MappingContext) -> OpeningStatusViewData {
        OpeningStatusViewData(
            text: StyledText(data: status.isOpen ? "Open" : "Closed", style: .text.body), isOpen: status.isOpen)
    }
}

/// An app's pickup mapper that says only the ready time, with no day.
private struct ReadyTimeOnly: PickupViewDataMapper {
    func map(_ readiness: PickupReadiness, context: MappingContext) -> PickupViewData {
        PickupViewData(
            readyAt: readiness.readyLocal,
            text: StyledText(data: readiness.readyTime.map { "Ready \($0)" } ?? "Not soon", style: .text.body))
    }
}
