import StorePresentation
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the text renderer draws one screen's view data: its layout at a width, what a screen
/// reader says, and, for a screen whose words change with the clock, what a timeline shows of
/// each of its states.
///
/// Each screen's tool-side definition conforms, in the screen's folder. The requirements have
/// no defaults, so a screen without a layout or a transcript does not compile.
package protocol ScreenLayout {
    /// The screen's own view data.
    associatedtype ViewData: PresentedScreen

    /// Lays the screen out on `canvas`, in `theme` (which names the map's glyphs and frames).
    static func lay(_ screen: ViewData, theme: Theme, on canvas: inout Canvas)

    /// Says the screen's elements in reading order, each its role and its label.
    static func speak(_ screen: ViewData, into transcript: inout SpokenTranscript)

    /// How a timeline reads the screen (`render --timeline`); `nil` for a screen whose words do
    /// not change with the clock, which takes no timeline.
    static var timeline: TimelineReading<ViewData>? { get }
}

/// How a timeline reads one screen: what each state shows, and the clock its instants are
/// written on.
package struct TimelineReading<Screen>: Sendable {
    /// What a timeline shows of one state.
    package var state: @Sendable (Screen) -> TimelineState
    /// The calendar whose clock the instants are written on, for the screen a request draws: a
    /// store's own; `nil` for UTC.
    package var calendar: @Sendable (ScreenRequest) -> Calendar?

    /// A reading of each state by `state`, its instants on `calendar`'s clock.
    package init(
        state: @escaping @Sendable (Screen) -> TimelineState,
        calendar: @escaping @Sendable (ScreenRequest) -> Calendar?
    ) {
        self.state = state
        self.calendar = calendar
    }
}

/// One state of a screen in a timeline, as its paragraph reads: the status that follows the
/// instant on its line, when the screen has one, and the lines under it.
package struct TimelineState: Sendable, Hashable {
    /// The status that follows the instant: "Closes soon · 9:00 PM".
    package var status: OpeningStatusViewData?
    /// The lines under the instant, each written when it differs from the state before.
    package var lines: [StyledText]

    /// A state whose head is `status` after the instant, with `lines` under it.
    package init(status: OpeningStatusViewData?, lines: [StyledText]) {
        self.status = status
        self.lines = lines
    }

    /// The day the opening times mark as today, "▸ Sunday · 12:00 PM–12:00 AM": why a state
    /// begins at midnight.
    package static func today(_ times: OpeningTimesViewData) -> [StyledText] {
        times.week.filter(\.isToday).map {
            StyledText(data: "▸ " + $0.key.text + " · " + $0.value.text, style: $0.value.style)
        }
    }

    /// The parts given, " · " between them, in the status line's style.
    package static func joined(_ parts: [String?], _ status: OpeningStatusViewData) -> StyledText {
        // NB: each part is view data's text; the canvas strips control characters from it.
        StyledText(data: parts.compactMap { $0 }.joined(separator: " · "), style: status.text.style)
    }
}
