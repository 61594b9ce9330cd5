import StoreExploration
import StorePresentation
import StoreRendering

/// The Store Finder list, as the tools draw it: replayed from a scenario over the stores file
/// (`render list`, its review cases, its timeline and its exploration).
package enum ListScreen: ScreenDefinition {
    package typealias ViewData = StoreListScreenViewData
    package typealias Scenarios = StoreFinderScenarios

    /// `--filter`.
    package static let flags: ScreenFlags = .filters

    /// `scenario` replayed over the stores: `results` over the samples, the file's first page
    /// over a user's own.
    package static func request(
        in builder: ScreenRequestBuilder, scenario: String?, store: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try Scenarios.request(
            ViewData.kind, in: builder, scenario: scenario, defaultSample: "results", store: store, showsStore: false,
            overrides: overrides)
    }

    /// Every sample scenario, or the file's first page and the samples that replay over it.
    package static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects {
        try Scenarios.reviewSubjects(in: builder)
    }

    /// The scenario `subject` names.
    package static func reviewRequest(
        in builder: ScreenRequestBuilder, subject: String, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try request(in: builder, scenario: subject, store: nil, overrides: overrides)
    }

    /// Permission and position in any order, searches, pages, modes, selection, filters.
    package static func exploration(over inputs: ExplorationInputs) -> ExplorationPlan {
        .explored(StoreFinderExploration.list(catalog: inputs.stores)?.erased(), needs: "three stores with a place")
    }

    /// Each row's status and click & collect line, on the stores' clock when they share one.
    package static let timeline: TimelineReading<ViewData>? = TimelineReading(
        state: { list in
            TimelineState(
                status: nil,
                lines: list.content.rows.map {
                    TimelineState.joined([$0.title.text, $0.status.text.text, $0.pickup?.text.text], $0.status)
                })
        },
        calendar: { Scenarios.sharedCalendar(of: $0.state.stores) })
}
