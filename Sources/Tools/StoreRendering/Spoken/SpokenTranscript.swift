import StorePresentation

/// What a screen reader says for a screen, element by element in reading order: each line the
/// element's role and its label, as VoiceOver or TalkBack reads the view data an app binds.
///
/// ```text
/// heading: Stores
/// search field: Search town, postcode or store
/// group: Trail Runner 2 Waterproof Jacket, price £89.00, old price £120.00
/// text: 12 stores
/// button: Chinatown 中華街. 0.2 miles, Open, closes at 10:00 PM, Low in stock, Only 1 left
/// ```
///
/// The review matrix keeps one per screen, state and locale (`Review/spoken/`), so a
/// translator reviews the spoken words as the shown ones; `render --format spoken` prints it.
/// The roles are VoiceOver's traits, in English: they are the reviewer's, not the user's.
public enum SpokenTranscript {
    /// One element: its role and what is said.
    public struct Element: Sendable, Hashable {
        /// `heading`, `button`, `text`, `search field`, `group`, `pin`, `image` …
        public var role: String
        /// The label, in the screen's language.
        public var label: String

        /// An element of `role` that says `label`.
        public init(_ role: String, _ label: String) {
            self.role = role
            self.label = label
        }
    }

    /// The elements of `screen`, in reading order; empty labels left out.
    public static func elements(_ screen: any ScreenViewData) -> [Element] {
        var out = Transcript()
        // NB: by the screen, a case each, so a new screen has no transcript until it is given one.
        switch screen.screenKind.known {
        case .list: (screen as? StoreListScreenViewData).map { out.list($0) }
        case .map: (screen as? StoreMapScreenViewData).map { out.map($0) }
        case .details: (screen as? StoreDetailsScreenViewData).map { out.details($0) }
        case .openingTimes: (screen as? OpeningTimesScreenViewData).map { out.openingTimes($0) }
        case .specials: (screen as? SpecialsScreenViewData).map { out.specials($0) }
        case .deliveryCity: (screen as? DeliveryCityScreenViewData).map { out.delivery($0) }
        case .bookingSearch: (screen as? BookingSearchScreenViewData).map { out.booking($0) }
        }
        return out.elements
    }

    /// The transcript as text, a line an element: `role: label`. Labels are sanitized: data in
    /// them never reaches a terminal as a control sequence.
    public static func text(_ screen: any ScreenViewData) -> String {
        elements(screen).map { "\($0.role): \(Canvas.clean($0.label))" }.joined(separator: "\n") + "\n"
    }
}

/// The transcript under construction.
private struct Transcript {
    var elements: [SpokenTranscript.Element] = []

    /// A titled list that is said only when it has rows: its heading, then each row.
    mutating func section(_ title: StyledText?, _ rows: [String]) {
        guard let title, !rows.isEmpty else { return }
        add("heading", title.text)
        for row in rows { add("text", row) }
    }

    mutating func add(_ role: String, _ label: String?) {
        guard let label, !label.isEmpty else { return }
        elements.append(SpokenTranscript.Element(role, label))
    }

    mutating func buttons(_ buttons: [ButtonViewData]) {
        for button in buttons { add("button", button.title.text) }
    }

    /// A paging footer: what loads, or the failure and its Retry.
    mutating func footer(_ footer: PagingFooterViewData) {
        switch footer {
        case .none: break
        case .loading(let text): add("text", text.text)
        case .failed(let message, let retry):
            add("text", message.text)
            buttons([retry])
        }
    }

    mutating func error(_ error: ErrorViewData) {
        add("heading", error.title.text)
        add("text", error.message.text)
        add("button", error.actionTitle.text)
    }

    mutating func list(_ screen: StoreListScreenViewData) {
        add("heading", screen.title.text)
        for tab in screen.tabs { add("tab", tab.accessibilityLabel) }
        if let search = screen.searchBar { add("search field", (search.query ?? search.placeholder).text) }
        if let card = screen.productCard { add("group", card.accessibilityLabel) }
        for chip in screen.filters { add("button", chip.accessibilityLabel) }
        switch screen.content {
        case .locationPrompt(let prompt), .error(let prompt):
            error(prompt)
        case .loading(let text):
            add("text", text.text)
        case .empty(let title, let message):
            add("heading", title.text)
            add("text", message.text)
            if let clear = screen.clearFilters { buttons([clear]) }
        case .results(let count, let rows, let footer):
            add("text", count.text)
            for row in rows { add("button", row.accessibilityLabel) }
            self.footer(footer)
        }
        if let mode = screen.modeButton { buttons([mode]) }
    }

    mutating func map(_ screen: StoreMapScreenViewData) {
        for tab in screen.tabs { add("tab", tab.accessibilityLabel) }
        if let button = screen.camera?.trackingButton { buttons([button]) }
        for chip in screen.filters { add("button", chip.accessibilityLabel) }
        for pin in screen.annotations { add("pin", pin.accessibilityLabel) }
        if screen.userLatitude != nil { add("pin", screen.userLabel.text) }
        for entry in screen.legend { add("text", entry.label.text) }
        if let toast = screen.toast { add("alert", toast.text) }
        if let panel = screen.selectedPanel { add("group", panel.accessibilityLabel) }
        if let mode = screen.modeButton { buttons([mode]) }
        if let button = screen.searchAreaButton { buttons([button]) }
        if let more = screen.areaMoreButton { buttons([more]) }
        footer(screen.areaFooter)
    }

    mutating func details(_ screen: StoreDetailsScreenViewData) {
        add("heading", screen.title.text)
        add("image", screen.map.annotation?.accessibilityLabel ?? screen.map.placeholder?.text)
        buttons(screen.buttons)
        add("text", screen.status.accessibilityLabel)
        add("text", screen.pickup?.accessibilityLabel)
        if let card = screen.productCard { add("group", card.accessibilityLabel) }
        add("group", screen.store.accessibilityLabel)
        if let times = screen.openingTimes { openingTimes(times) }
        section(screen.closuresTitle, screen.closures.map(\.accessibilityLabel))
        for service in screen.services {
            add("heading", service.accessibilityLabel)
            for row in service.week { add("text", row.accessibilityLabel) }
        }
        section(screen.facilitiesTitle, screen.facilities.map(\.accessibilityLabel))
    }

    mutating func openingTimes(_ screen: OpeningTimesScreenViewData) {
        add("heading", screen.title.text)
        add("text", screen.status.accessibilityLabel)
        openingTimes(screen.openingTimes)
    }

    mutating func openingTimes(_ times: OpeningTimesViewData) {
        add("heading", times.title.text)
        for row in times.week { add("text", row.accessibilityLabel) }
        section(times.specialDaysTitle, times.specialDays.map(\.accessibilityLabel))
    }

    mutating func specials(_ screen: SpecialsScreenViewData) {
        add("heading", screen.title.text)
        if let status = screen.status {
            add("text", status.text.text)
            if let retry = status.retry { buttons([retry]) }
        }
        switch screen.content {
        case .loading(let text): add("text", text.text)
        case .failed(let failure): error(failure)
        case .empty(let title, let message):
            add("heading", title.text)
            add("text", message.text)
        case .grid:
            for tile in screen.rows.flatMap(\.tiles) { add("image", tile.accessibilityLabel) }
        }
    }

    mutating func booking(_ screen: BookingSearchScreenViewData) {
        add("heading", screen.title.text)
        add("search field", (screen.searchBar.query ?? screen.searchBar.placeholder).text)
        switch screen.content {
        case .prompt(let title, let message), .empty(let title, let message):
            add("heading", title.text)
            add("text", message.text)
        case .loading(let text):
            add("text", text.text)
        case .failed(let failure):
            error(failure)
        case .results(let heading, let count, let footer):
            add("heading", heading.text)
            add("text", count.text)
            for item in screen.items { add("button", item.accessibilityLabel) }
            self.footer(footer)
        }
    }

    mutating func delivery(_ screen: DeliveryCityScreenViewData) {
        add("heading", screen.title.text)
        switch screen.content {
        case .prePermission(let message), .outside(let message), .failed(let message):
            self.message(message)
        case .detecting(let text):
            add("text", text.text)
        case .detected(let detected):
            add("group", detected.accessibilityLabel)
            buttons(detected.buttons)
        case .list(let list):
            cities(list)
        case .notActive(let message, let list):
            self.message(message)
            cities(list)
        }
    }

    mutating func message(_ message: DeliveryMessageViewData) {
        add("text", message.accessibilityLabel)
        buttons(message.buttons)
    }

    mutating func cities(_ list: DeliveryCityListViewData) {
        add("heading", list.title.text)
        add("search field", (list.search.query ?? list.search.placeholder).text)
        add("text", list.count.text)
        for row in list.rows { add("button", row.accessibilityLabel) }
        add("text", list.noMatches?.text)
    }
}
