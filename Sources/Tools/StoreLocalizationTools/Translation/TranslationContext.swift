/// What a translator needs to know of one key: where it is shown, how it reads there, what its
/// placeholders hold, and how much room it has.
///
/// The review matrix works it out by drawing every screen in the base locale (see
/// `StoreReview`'s `TranslationContexts`); the exporters write it as each unit's note.
public struct TranslationContext: Sendable, Hashable, Codable {
    /// The screens and states that show the key, in the matrix's order: `Store Finder list, results`.
    public var screens: [String]
    /// The base-locale text as drawn on the first of them.
    public var shown: String?
    /// What a screen reader says for the element that shows it, when that differs from `shown`.
    public var spoken: String?
    /// Each placeholder, in order of first use, with a value it held on a screen.
    public var placeholders: [Placeholder]
    /// For a text in a fixed space (a button, a tab, a filter chip, a tile): the columns the
    /// phone layout gives it.
    public var room: Int?
    /// Whether the base text already wraps onto a second line in that room.
    public var wraps: Bool
    /// For a key no drawn state shows: the nearest group of keys some state does show
    /// (`StoreFinder.Mode`), with ``groupScreens``.
    public var group: String?
    /// The screens that show other texts of ``group``.
    public var groupScreens: [String] = []

    /// A placeholder and an example of what it holds.
    public struct Placeholder: Sendable, Hashable, Codable {
        public var name: String
        /// A value it held on a screen; `nil` when no screen showed the key.
        public var example: String?

        public init(name: String, example: String?) {
            self.name = name
            self.example = example
        }
    }

    public init(
        screens: [String] = [], shown: String? = nil, spoken: String? = nil, placeholders: [Placeholder] = [],
        room: Int? = nil, wraps: Bool = false
    ) {
        self.screens = screens
        self.shown = shown
        self.spoken = spoken
        self.placeholders = placeholders
        self.room = room
        self.wraps = wraps
    }

    /// The note a translator reads, one fact per line:
    ///
    /// ```text
    /// Shown on: Store Finder list, results; Store Finder list, more below.
    /// Reads: "20 stores, more below"
    /// Spoken: "20 stores, more below. Heading"
    /// %1$lld is %{count}, for example "20".
    /// Fixed space: 36 columns on a phone; the English fits on one line.
    /// ```
    ///
    /// `specifiers` names each placeholder as the exported text writes it (`%1$lld`).
    public func note(specifiers: [String: String] = [:]) -> String {
        var lines: [String] = []
        if screens.isEmpty, let group {
            let listed = groupScreens.prefix(Self.screensListed).joined(separator: "; ")
            lines.append(
                "Shown in a state the review matrix does not draw; other texts of \(group) are shown on: \(listed).")
        } else if screens.isEmpty {
            lines.append("Shown on: no screen of the review matrix.")
        } else {
            let shownOn = screens.prefix(Self.screensListed).joined(separator: "; ")
            let more = screens.count > Self.screensListed ? "; and \(screens.count - Self.screensListed) more" : ""
            lines.append("Shown on: \(shownOn)\(more).")
        }
        if let shown { lines.append("Reads: \"\(shown)\"") }
        if let spoken, spoken != shown { lines.append("Spoken: \"\(spoken)\"") }
        for placeholder in placeholders {
            let written =
                specifiers[placeholder.name].map { "\($0) is %{\(placeholder.name)}" } ?? "%{\(placeholder.name)}"
            let example = placeholder.example.map { ", for example \"\($0)\"" } ?? ""
            lines.append("\(written)\(example).")
        }
        if let room {
            let fit = wraps ? "the English already wraps there" : "the English fits on one line"
            lines.append("Fixed space: \(room) columns on a phone; \(fit).")
        }
        return lines.joined(separator: "\n")
    }

    /// How many screens a note names before it says how many more there are.
    static let screensListed = 4
}
