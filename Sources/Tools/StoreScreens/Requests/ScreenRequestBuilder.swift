import StorePresentation

/// Builds the ``StorePresentation/ScreenRequest`` of a screen from its inputs: the one way
/// from (screen, scenario, store, overrides) to what a screen shows, so `render` and
/// `review` never disagree about a screen.
///
/// ```swift
/// let builder = ScreenRequestBuilder(inputs: try .samples(now: .now))
/// let list = try builder.request(.list, scenario: "next-page-failed").request
/// let details = try builder.request(.details, store: "ldn-regent").request
/// ```
///
/// A scenario is a file path, a sample's name, or nothing for the screen's default: for the
/// sample stores `results` (the list and details), `map-selected` (the map), `sample` (the
/// Manager's Special), `results` (the booking search); for a user's stores their first page
/// (``yourStoresScenario``). The delivery-city flow with no scenario is built from the
/// overrides' permission, location and geocoder answer. Each screen's definition builds its
/// own request (``ScreenDefinition/request(in:scenario:store:overrides:)``).
public struct ScreenRequestBuilder: Sendable {
    /// The loaded data every request reads.
    public var inputs: ScreenInputs

    /// A builder over `inputs`.
    public init(inputs: ScreenInputs) {
        self.inputs = inputs
    }

    /// The name of the scenario that shows a user's own stores: their first page, in the
    /// file's order.
    public static let yourStoresScenario = "your-stores"

    /// A screen's request, with what its replay noticed, which does not stop it.
    public struct Built: Sendable {
        /// What the screen shows.
        public var request: ScreenRequest
        /// What the scenario did that is worth a warning, each one line: a response the reducer
        /// dropped, a tile of a grid it wrote wider than the canvas. A sample scenario does
        /// these on purpose.
        public var notes: [String]
        /// What is wrong in the input files the screen shows, each one line: a tile of the
        /// specials file wider than the canvas, named by its JSON path.
        public var inputNotes: [String]

        /// `request`, with `notes` on the scenario and `inputNotes` on the input files.
        public init(request: ScreenRequest, notes: [String] = [], inputNotes: [String] = []) {
            self.request = request
            self.notes = notes
            self.inputNotes = inputNotes
        }
    }

    /// The request for `screen`: `scenario` replayed (a file, a sample's name, or `nil` for the
    /// default), `store` shown by details and opening times, and `overrides` on top.
    public func request(
        _ screen: ScreenKind, scenario: String? = nil, store: String? = nil,
        overrides: ScreenOverrides = ScreenOverrides()
    ) throws(ScreenRequestError) -> Built {
        try screen.definition.request(in: self, scenario: scenario, store: store, overrides: overrides)
    }
}
