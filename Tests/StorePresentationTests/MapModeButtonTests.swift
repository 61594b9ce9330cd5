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
    static let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en"))

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

/// The tabs and the camera in the view data (#48).
@Suite("Tabs and camera in the view data: both tabs on both screens, the camera centred while it follows")
struct TabsAndCameraViewDataTests {
    static let screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en"))

    @Test("both tabs, titled from the tables, the screen's own selected, said with their place")
    func tabs() {
        let state = StoreFinderState()
        let list = Self.screens.list(state, now: SampleFixtures.friday)
        let map = Self.screens.map(state, now: SampleFixtures.friday)
        #expect(list.tabs.map(\.title.text) == ["List", "Map"])
        #expect(list.tabs.map(\.isSelected) == [true, false])
        #expect(map.tabs.map(\.isSelected) == [false, true])
        #expect(map.tabs.map(\.accessibilityLabel) == ["List, tab 1 of 2", "Map, tab 2 of 2, selected"])
        let russian = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "ru")).list(
            state, now: SampleFixtures.friday)
        #expect(russian.tabs.first?.accessibilityLabel == "Список, вкладка 1 из 2, выбрано")
    }

    @Test("the camera centres on the user while it follows, and leaves the map where the user moved it")
    func camera() {
        var state = StoreFinderState()
        state.apply([.appeared, .permissionChanged(.allowed), .locationUpdated(SampleFixtures.piccadilly)])
        let following = Self.screens.map(state, now: SampleFixtures.friday).camera
        #expect(following?.followsUser == true)
        #expect(following?.centreLatitude == SampleFixtures.piccadilly.latitude)
        #expect(following?.trackingButton?.action == .followUser)
        state.apply(.mapRegionChanged)
        let moved = Self.screens.map(state, now: SampleFixtures.friday).camera
        #expect(moved?.followsUser == false && moved?.centreLatitude == nil && moved?.trackingButton != nil)
        state.apply(.permissionChanged(.denied))
        #expect(Self.screens.map(state, now: SampleFixtures.friday).camera?.trackingButton == nil)
    }
}
