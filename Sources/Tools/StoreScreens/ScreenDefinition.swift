import StoreExploration
import StorePresentation
import StoreRendering

/// One screen, as the tools draw it: the kind of scenario it replays, the request a scenario or
/// a store becomes, what the review draws it with, how its reducer is explored, and (as a
/// ``StoreRendering/ScreenLayout``) its layout, transcript and timeline.
///
/// Each screen has one conforming type in its feature's folder (`ListScreen`,
/// `BookingSearchScreen`), and ``StorePresentation/ScreenKind`` names it in one place
/// (``ScreenDefinitions/definition(of:)``). The requirements have no defaults: a screen that
/// lacks one does not compile, and the compiler names what is missing.
///
/// ```swift
/// let built = try ListScreen.request(in: builder, scenario: "next-page-failed", store: nil, overrides: .init())
/// let text = try ListScreen.render(built.request, mapper: screens, renderer: renderer)
/// ```
package protocol ScreenDefinition: ScreenLayout {
    /// The kind of scenario the screen replays, through its reducer.
    associatedtype Scenarios: ScenarioKind

    /// The flags beyond the inputs that `render` takes for this screen.
    static var flags: ScreenFlags { get }

    /// The request `render` draws: `scenario` replayed (a file, a sample's name, or `nil` for the
    /// screen's default), `store` shown where the screen shows one, `overrides` on top.
    static func request(
        in builder: ScreenRequestBuilder, scenario: String?, store: String?, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built

    /// What the review draws the screen with, over the builder's inputs: its scenarios, or the
    /// stores it shows; with the samples left out because they need data the inputs replaced.
    static func reviewSubjects(in builder: ScreenRequestBuilder) throws(ScreenRequestError) -> ScreenSubjects

    /// The request of the review case of `subject`, one of ``reviewSubjects(in:)``.
    static func reviewRequest(
        in builder: ScreenRequestBuilder, subject: String, overrides: ScreenOverrides
    ) throws(ScreenRequestError) -> ScreenRequestBuilder.Built

    /// How the screen's reducer is explored over `inputs`.
    static func exploration(over inputs: ExplorationInputs) -> ExplorationPlan
}

/// The flags of `render` that only some screens take.
package struct ScreenFlags: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// `--filter`: the list's and the map's filters.
    package static let filters = ScreenFlags(rawValue: 1 << 0)
    /// `--share-url`: the app's link to a store, for Store Details' Share.
    package static let shareLink = ScreenFlags(rawValue: 1 << 1)
    /// `--geocode`: the geocoder's answer for `--location`, for the delivery-city flow built
    /// without a scenario.
    package static let geocode = ScreenFlags(rawValue: 1 << 2)
}

/// What a screen is reviewed with: scenario names, or store ids for a screen that shows one
/// store; and the sample scenarios left out because they need the samples the user replaced.
package struct ScreenSubjects: Sendable, Hashable {
    /// The subjects to draw, in order.
    package var names: [String]
    /// Sample scenarios that do not replay over the user's data.
    package var skipped: [String]

    /// `names` to draw, with `skipped` left out.
    package init(names: [String], skipped: [String] = []) {
        self.names = names
        self.skipped = skipped
    }
}

/// How a screen's reducer is explored.
package enum ExplorationPlan: Sendable {
    /// The reducer explored over the inputs: the exploration, or `nil` with what the inputs lack
    /// for one.
    case explored(ReducerExploration?, needs: String)
    /// The screen draws the reducer of another screen, whose exploration covers it.
    case sharesReducer(with: ScreenKind)
}
