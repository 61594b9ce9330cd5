import Testing
import StoreReview

/// One snapshot: a screen, its subject, and a width.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    let screen: ScreenKind
    let subject: String
    let width: Int
    var name: String { "\(screen.rawValue)--\(subject)--w\(width)" }
    var testDescription: String { name }
}

@Suite("Snapshots of every screen in every state, at 32, 44 and 80 columns")
struct SnapshotTests {
    static let widths = [32, 44, 80]
    static let mapScenarios = ["results", "map-search-area", "map-searching", "map-selected", "map-toast"]
    static let cases: [SnapshotCase] = widths.flatMap { width in
        scenarioNames.map { SnapshotCase(screen: .list, subject: $0, width: width) }
            + mapScenarios.map { SnapshotCase(screen: .map, subject: $0, width: width) }
            + ReviewMatrix.stores.map { SnapshotCase(screen: .details, subject: $0, width: width) }
            + ["ldn-regent", "ldn-soho"].map { SnapshotCase(screen: .hours, subject: $0, width: width) }
    }

    @Test("the screen matches its snapshot", arguments: cases)
    func snapshot(_ snapshot: SnapshotCase) {
        let text: String
        switch snapshot.screen {
        case .list, .map: text = render(snapshot.screen, scenario: snapshot.subject, width: snapshot.width)
        case .details, .hours: text = render(snapshot.screen, store: snapshot.subject, width: snapshot.width)
        }
        #expect(widest(text) <= snapshot.width)
        assertSnapshot(text, named: snapshot.name)
    }

    @Test("Store Details in Christmas week shows the special days", arguments: [44])
    func christmas(width: Int) {
        assertSnapshot(render(.details, store: "ldn-regent", width: width, now: instant("2026-12-22T10:00:00Z")), named: "details--ldn-regent-christmas--w\(width)")
    }

    @Test("right to left: Arabic aligns right and mirrors button rows")
    func rightToLeft() {
        assertSnapshot(render(.details, store: "ldn-regent", locale: "ar"), named: "details--ldn-regent--ar")
        assertSnapshot(render(.list, scenario: "in-store", locale: "ar"), named: "list--in-store--ar")
    }

    @Test("--show-keys names the key and locale of every string")
    func showKeys() {
        assertSnapshot(render(.list, scenario: "next-page-failed", locale: "de-AT", width: 44, showKeys: true), named: "list--next-page-failed--keys-de-AT")
    }
}
