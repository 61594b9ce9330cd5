import StoreExploration
import StorePresentation
import StoreRendering

/// The Store Finder map, as the tools draw it: replayed from a scenario over the stores file
/// (`render map`, its review cases and its exploration).
package enum MapScreen: ScreenDefinition {
    package typealias ViewData = StoreMapScreenViewData
    package typealias Scenarios = StoreFinderScenarios

    /// `--filter`.
    package static let flags: ScreenFlags = .filters

    /// `scenario` replayed over the stores: `map-selected` over the samples, the file's first
    /// page over a user's own.
    package static func request(
        in builder: ScreenRequestBuilder, scenario: String?, store: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try Scenarios.request(
            ViewData.kind, in: builder, scenario: scenario, defaultSample: "map-selected", store: store,
            showsStore: false, overrides: overrides)
    }

    /// The list's subjects: every sample scenario, or the file's first page and the samples
    /// that replay over it.
    package static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects {
        try Scenarios.reviewSubjects(in: builder)
    }

    /// The scenario `subject` names.
    package static func reviewRequest(
        in builder: ScreenRequestBuilder, subject: String, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try request(in: builder, scenario: subject, store: nil, overrides: overrides)
    }

    /// Tabs, the camera, area searches and their pages, toasts, pins selected and opened.
    package static func exploration(over inputs: ExplorationInputs) -> ExplorationPlan {
        .explored(StoreFinderExploration.map(catalog: inputs.stores)?.erased(), needs: "three stores with a place")
    }

    /// The pins' states change with the clock, but a timeline is read from the list and
    /// details; the map's `changesAt` says when to draw it again.
    package static let timeline: TimelineReading<ViewData>? = nil
}
