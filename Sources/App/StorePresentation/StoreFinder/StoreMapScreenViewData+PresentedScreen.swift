extension StoreMapScreenViewData: PresentedScreen {
    /// ``ScreenKind/map``.
    public static var kind: ScreenKind { .map }

    /// The map tab for the request's Store Finder state, with its product's stock.
    public static func viewData(
        for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> Self {
        mapper.map(request.state, product: request.product, availability: request.availability, now: request.now)
    }

    /// ``ScreenViewData/map(_:)``.
    public var anyScreen: ScreenViewData { .map(self) }

    /// The screen `screen` holds, when it is ``ScreenViewData/map(_:)``.
    public init?(_ screen: ScreenViewData) {
        guard case .map(let own) = screen else { return nil }
        self = own
    }
}
