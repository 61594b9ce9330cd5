import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One state of a screen in a timeline: the screen as it reads from ``at`` until the next
/// entry's ``at``.
///
/// An app hands the entries to SwiftUI's `TimelineView(.explicit(entries.map(\.at)))`, or
/// makes WidgetKit entries of them: see <doc:Timelines>.
///
/// In JSON: `{"at": "2026-11-20T20:30:00Z", "view": {…}}`, the view as its own JSON.
public struct ScreenTimelineEntry<Screen: Sendable & Encodable>: Sendable, Encodable {
    /// The instant from which the screen reads this way.
    public var at: Date
    /// The screen's view data at ``at``.
    public var view: Screen

    /// An entry of `view` from `at`.
    public init(at: Date, view: Screen) {
        self.at = at
        self.view = view
    }

    private enum CodingKeys: String, CodingKey { case at, view }

    /// Encodes the instant in UTC, and the view as its own JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(InstantText.utc(at), forKey: .at)
        try container.encode(view, forKey: .view)
    }
}

extension ScreenMapper {
    /// The most entries a timeline holds unless told: a day of a line that changes every minute.
    public static let timelineLimit = 1_440

    /// The distinct states of a screen from `start` through `end`, each with the instant it
    /// begins: the screen at `start`, then the screen at each `changesAt` that falls by `end`.
    ///
    /// ```swift
    /// let day = screens.timeline(from: now, through: now + 86_400) { at in
    ///     screens.details(store, now: at)
    /// }
    /// day.map { "\($0.at): \($0.view.status.text.text)" }
    /// ```
    ///
    /// Each state reads differently from the one before it, as `changesAt` is exact. A
    /// timeline stops after `limit` entries; the last entry's `changesAt` then says when to
    /// ask for the next.
    public func timeline<Screen: PresentedScreen>(
        from start: Date, through end: Date, limit: Int = timelineLimit, _ screen: (Date) -> Screen
    ) -> [ScreenTimelineEntry<Screen>] {
        Self.states(from: start, through: end, limit: limit) { at in
            let view = screen(at)
            return (view, view.changesAt)
        }
    }

    /// The distinct states of the screen `request` names, from its `now` through `end`, as
    /// ``timeline(from:through:limit:_:)`` gives them.
    ///
    /// - Throws: ``ScreenRequest/Unavailable`` when the request names no store to show.
    public func timeline(
        for request: ScreenRequest, through end: Date, limit: Int = timelineLimit
    ) throws(ScreenRequest.Unavailable) -> [ScreenTimelineEntry<ScreenViewData>] {
        try Self.anyTimeline(of: request.screen.known.presented, for: request, through: end, limit: limit, in: self)
    }

    /// The distinct states of `request`'s screen, of type `screen`, each in its own view data.
    ///
    /// - Throws: ``ScreenRequest/Unavailable`` when the request names no store to show.
    public func timeline<Screen: PresentedScreen>(
        of screen: Screen.Type, for request: ScreenRequest, through end: Date, limit: Int = timelineLimit
    ) throws(ScreenRequest.Unavailable) -> [ScreenTimelineEntry<Screen>] {
        var request = request
        return try Self.states(from: request.now, through: end, limit: limit) {
            (at) throws(ScreenRequest.Unavailable) in
            request.now = at
            let view = try Screen.viewData(for: request, in: self)
            return (view, view.changesAt)
        }
    }

    private static func anyTimeline<Screen: PresentedScreen>(
        of screen: Screen.Type, for request: ScreenRequest, through end: Date, limit: Int, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> [ScreenTimelineEntry<ScreenViewData>] {
        try mapper.timeline(of: screen, for: request, through: end, limit: limit).map {
            ScreenTimelineEntry(at: $0.at, view: $0.view.anyScreen)
        }
    }

    /// The states `make` gives from `start`, following each one's next change through `end`.
    private static func states<Screen, Failure: Error>(
        from start: Date, through end: Date, limit: Int, _ make: (Date) throws(Failure) -> (Screen, Date?)
    ) throws(Failure) -> [ScreenTimelineEntry<Screen>] {
        var entries: [ScreenTimelineEntry<Screen>] = []
        var at = start
        while entries.count < max(1, limit) {
            let (screen, changesAt) = try make(at)
            entries.append(ScreenTimelineEntry(at: at, view: screen))
            guard let next = changesAt, next > at, next <= end else { break }
            at = next
        }
        return entries
    }
}
