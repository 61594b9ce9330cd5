import StorePresentation
import StoreRendering

extension MapScreen {
    /// The tabs, the tracking button, the filter chips, each pin and the user's, the legend,
    /// a toast, the selected store's panel, then the buttons and the area's paging footer.
    package static func speak(_ screen: StoreMapScreenViewData, into out: inout SpokenTranscript) {
        for tab in screen.tabs { out.add("tab", tab.accessibilityLabel) }
        if let button = screen.camera?.trackingButton { out.buttons([button]) }
        for chip in screen.filters { out.add("button", chip.accessibilityLabel) }
        for pin in screen.annotations { out.add("pin", pin.accessibilityLabel) }
        if screen.userLatitude != nil { out.add("pin", screen.userLabel.text) }
        for entry in screen.legend { out.add("text", entry.label.text) }
        if let toast = screen.toast { out.add("alert", toast.text) }
        if let panel = screen.selectedPanel { out.add("group", panel.accessibilityLabel) }
        if let mode = screen.modeButton { out.buttons([mode]) }
        if let button = screen.searchAreaButton { out.buttons([button]) }
        if let more = screen.areaMoreButton { out.buttons([more]) }
        out.footer(screen.areaFooter)
    }
}
