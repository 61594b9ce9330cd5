import Foundation
import StoreDomain
import StoreLocalization
import StoreTestSupport
import Testing

@testable import StorePresentation

/// In selection and in-store modes, the map's panel for the selected store offers what the
/// list offers: Select, or Activate / Deactivate In-Store Mode (#48).
@Suite("The map's panel offers the list's mode button")
struct MapModeButtonTests {
    static let screens = StoreFinderScreens(strings: Localizer(catalog: .shipped, locale: "en"))

    static func state(_ mode: StoreFinderState.Mode, activate: Bool) throws -> StoreFinderState {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(SampleFixtures.piccadilly)])
        let request = try #require(state.pendingRequest)
        state.apply(
            .pageLoaded(
                StorePage(stores: Array(SampleFixtures.stores.prefix(6)), nextPageToken: nil), answering: request.id))
        state.apply([.modeChanged(mode), .storeSelected(SampleFixtures.stores[1].id)])
        if activate { state.apply(.inStoreActivated) }
        return state
    }

    @Test(
        "the same button on the list and on the map",
        arguments: [
            (StoreFinderState.Mode.standard, false, nil), (.selection, false, "Select this store"),
            (.inStore, false, "Activate In-Store Mode"), (.inStore, true, "Deactivate In-Store Mode"),
        ] as [(StoreFinderState.Mode, Bool, String?)])
    func sameButton(mode: StoreFinderState.Mode, activate: Bool, title: String?) throws {
        let state = try Self.state(mode, activate: activate)
        let map = Self.screens.map(state, now: SampleFixtures.friday)
        let list = Self.screens.list(state, now: SampleFixtures.friday)
        #expect(map.selectedPanel != nil)
        #expect(map.modeButton?.title.text == title)
        #expect(map.modeButton == list.modeButton)
        #expect(map.searchAreaButton == nil)
    }

    @Test("no panel, no button")
    func noPanel() throws {
        var state = try Self.state(.selection, activate: false)
        state.apply(.selectionCleared)
        #expect(Self.screens.map(state, now: SampleFixtures.friday).modeButton == nil)
    }
}
