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
/// The roles are VoiceOver's traits, in English: they are the reviewer's, not the user's. Each
/// screen says its own elements (``ScreenLayout/speak(_:into:)``); what screens share (a
/// paging footer, an error, buttons) is said here, one way.
public struct SpokenTranscript: Sendable, Hashable {
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

    /// The elements, in reading order; empty labels left out.
    public private(set) var elements: [Element] = []

    /// A transcript with nothing said yet.
    package init() {}

    /// The transcript of `screen`, as `layout` says it.
    package static func of<Layout: ScreenLayout>(_ screen: Layout.ViewData, as layout: Layout.Type) -> Self {
        var transcript = SpokenTranscript()
        Layout.speak(screen, into: &transcript)
        return transcript
    }

    /// The transcript as text, a line an element: `role: label`. Labels are sanitized: data in
    /// them never reaches a terminal as a control sequence.
    public var text: String {
        elements.map { "\($0.role): \(Canvas.clean($0.label))" }.joined(separator: "\n") + "\n"
    }

    /// An element of `role` saying `label`, unless there is nothing to say.
    package mutating func add(_ role: String, _ label: String?) {
        guard let label, !label.isEmpty else { return }
        elements.append(Element(role, label))
    }

    /// A titled list that is said only when it has rows: its heading, then each row.
    package mutating func section(_ title: StyledText?, _ rows: [String]) {
        guard let title, !rows.isEmpty else { return }
        add("heading", title.text)
        for row in rows { add("text", row) }
    }

    /// Each button, by its title.
    package mutating func buttons(_ buttons: [ButtonViewData]) {
        for button in buttons { add("button", button.title.text) }
    }

    /// A paging footer: what loads, or the failure and its Retry.
    package mutating func footer(_ footer: PagingFooterViewData) {
        switch footer {
        case .none: break
        case .loading(let text): add("text", text.text)
        case .failed(let message, let retry):
            add("text", message.text)
            buttons([retry])
        }
    }

    /// An error that fills the screen: its title, message and action.
    package mutating func error(_ error: ErrorViewData) {
        add("heading", error.title.text)
        add("text", error.message.text)
        add("button", error.actionTitle.text)
    }
}
