import StoreExploration
import StorePresentation
import StoreRendering

/// A store's opening times on a screen of their own, as the tools draw it: the store named, or
/// the scenario's selected one (`render opening-times`, its review cases and its timelines).
package enum OpeningTimesScreen: ScreenDefinition {
    package typealias ViewData = OpeningTimesScreenViewData
    package typealias Scenarios = StoreFinderScenarios

    package static let flags: ScreenFlags = []

    /// `store`, or the store `scenario` selects (`results` over the samples); an error when
    /// neither gives one.
    package static func request(
        in builder: ScreenRequestBuilder, scenario: String?, store: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try Scenarios.request(
            ViewData.kind, in: builder, scenario: scenario, defaultSample: "results", store: store, showsStore: true,
            overrides: overrides)
    }

    /// The stores Store Details is reviewed with.
    package static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects {
        try DetailsScreen.reviewSubjects(in: builder)
    }

    /// The store `subject` names.
    package static func reviewRequest(
        in builder: ScreenRequestBuilder, subject: String, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try request(in: builder, scenario: nil, store: subject, overrides: overrides)
    }

    /// The Store Finder's reducer, which the list's exploration drives.
    package static func exploration(over inputs: ExplorationInputs) -> ExplorationPlan {
        .sharesReducer(with: .list)
    }

    /// The status and today's hours, on the store's own clock.
    package static let timeline: TimelineReading<ViewData>? = TimelineReading(
        state: { TimelineState(status: $0.status, lines: TimelineState.today($0.openingTimes)) },
        calendar: { $0.storeToShow?.calendar })
}
