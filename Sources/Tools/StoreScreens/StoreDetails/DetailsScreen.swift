import StoreExploration
import StorePresentation
import StoreRendering

/// Store Details, as the tools draw it: one store, named or the scenario's selected one
/// (`render details`, its review cases and its timelines).
package enum DetailsScreen: ScreenDefinition {
    package typealias ViewData = StoreDetailsScreenViewData
    package typealias Scenarios = StoreFinderScenarios

    /// `--share-url`.
    package static let flags: ScreenFlags = .shareLink

    /// The stores the review draws, chosen to cover what details and hours must handle: special
    /// days, overnight, 24 hours, no coordinates or phone, Cyrillic, CJK and emoji names; and
    /// the store truth: services, click & collect with a cut-off and facilities (Waterloo), a
    /// closure (Oxford Circus), a store gone for good (Bond Street), one not open yet
    /// (Battersea) and one that gives no hours (Paddington), which shows no opening times.
    package static let reviewedStores = [
        "ldn-regent", "ldn-soho", "ldn-kingscross", "ldn-pickup-euston", "spb-nevsky", "ldn-chinatown",
        "ldn-waterloo", "ldn-oxford", "ldn-bond", "ldn-battersea", "ldn-paddington",
    ]

    /// `store`, or the store `scenario` selects (`results` over the samples); an error when
    /// neither gives one.
    package static func request(
        in builder: ScreenRequestBuilder, scenario: String?, store: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built {
        try Scenarios.request(
            ViewData.kind, in: builder, scenario: scenario, defaultSample: "results", store: store, showsStore: true,
            overrides: overrides)
    }

    /// The chosen sample stores, or as many of the user's own.
    package static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects {
        let inputs = builder.inputs
        return ScreenSubjects(
            names: inputs.samples.contains(.stores)
                ? reviewedStores : inputs.stores.prefix(reviewedStores.count).map(\.id))
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

    /// The status, today's hours, the pickup line and each service's status, on the store's
    /// own clock.
    package static let timeline: TimelineReading<ViewData>? = TimelineReading(
        state: { details in
            TimelineState(
                status: details.status,
                lines: (details.openingTimes.map(TimelineState.today) ?? []) + (details.pickup.map { [$0.text] } ?? [])
                    + details.services.map { TimelineState.joined([$0.title.text, $0.status.text.text], $0.status) })
        },
        calendar: { $0.storeToShow?.calendar })
}
