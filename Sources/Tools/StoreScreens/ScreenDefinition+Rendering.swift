import StorePresentation
import StoreRendering

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScreenDefinition {
    /// The request's screen, mapped by `mapper` (the app-facing mapping, with its strings,
    /// theme and mappers) and drawn by `renderer` in its format.
    ///
    /// - Throws: ``StorePresentation/ScreenRequest/Unavailable`` when the request lacks what the
    ///   screen shows.
    package static func render(
        _ request: ScreenRequest, mapper: ScreenMapper, renderer: TextRenderer
    ) throws(ScreenRequest.Unavailable) -> String {
        renderer.render(try ViewData.viewData(for: request, in: mapper), as: Self.self)
    }

    /// The request's screen as text and as HTML lines, from one layout.
    package static func drawing(
        _ request: ScreenRequest, mapper: ScreenMapper, renderer: TextRenderer
    ) throws(ScreenRequest.Unavailable) -> ScreenDrawing {
        renderer.drawing(try ViewData.viewData(for: request, in: mapper), as: Self.self)
    }

    /// Each state of the request's screen from its `now` through `end`, with the instant it
    /// begins, on the clock ``StoreRendering/ScreenLayout/timeline`` reads it on.
    package static func renderTimeline(
        _ request: ScreenRequest, through end: Date, mapper: ScreenMapper, renderer: TextRenderer
    ) throws(ScreenRequest.Unavailable) -> String {
        let entries = try mapper.timeline(of: ViewData.self, for: request, through: end)
        return renderer.render(timeline: entries, as: Self.self, calendar: timeline?.calendar(request))
    }

    /// Each state of the request's screen through `end`, as text and as HTML lines.
    package static func timelineDrawing(
        _ request: ScreenRequest, through end: Date, mapper: ScreenMapper, renderer: TextRenderer
    ) throws(ScreenRequest.Unavailable) -> ScreenDrawing {
        let entries = try mapper.timeline(of: ViewData.self, for: request, through: end)
        return renderer.drawing(timeline: entries, as: Self.self, calendar: timeline?.calendar(request))
    }
}

extension ScreenKind {
    /// Whether the screen takes `render --timeline`: its words change with the clock.
    package var takesTimeline: Bool {
        func reads<Definition: ScreenDefinition>(_ definition: Definition.Type) -> Bool { Definition.timeline != nil }
        return reads(definition)
    }
}

extension TextRenderer {
    /// Any screen's view data, drawn by its screen's layout in the renderer's format: for a host
    /// outside this package that holds view data, such as the benchmarks. Inside it, a screen's
    /// definition draws its own view data typed.
    public func render(_ screen: ScreenViewData) -> String {
        func draw<Definition: ScreenDefinition>(_ definition: Definition.Type) -> String {
            // NB: the definition is the one of the screen's kind, whose view data it draws; that
            // each definition's view data is its kind's, a test holds for every screen.
            guard let own = Definition.ViewData(screen) else { return "" }
            return render(own, as: Definition.self)
        }
        return draw(screen.kind.definition)
    }

    /// Any screen's view data as text and as HTML lines, as ``render(_:)`` draws it: for a
    /// caller that draws one mapping at several widths or text sizes, which the mapping does
    /// not read.
    package func drawing(_ screen: ScreenViewData) -> ScreenDrawing? {
        func draw<Definition: ScreenDefinition>(_ definition: Definition.Type) -> ScreenDrawing? {
            Definition.ViewData(screen).map { drawing($0, as: Definition.self) }
        }
        return draw(screen.kind.definition)
    }
}
