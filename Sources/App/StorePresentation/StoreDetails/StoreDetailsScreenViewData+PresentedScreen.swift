extension StoreDetailsScreenViewData: PresentedScreen {
    /// ``ScreenKind/details``.
    public static var kind: ScreenKind { .details }

    /// Store Details of ``ScreenRequest/storeToShow``, with the product's stock in it.
    ///
    /// - Throws: ``ScreenRequest/Unavailable`` when the request has no store to show.
    public static func viewData(
        for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> Self {
        guard let store = request.storeToShow else { throw ScreenRequest.Unavailable(screen: kind) }
        return mapper.details(
            store, product: request.product, availability: request.availability,
            userLocation: request.state.userLocation, now: request.now)
    }

    /// ``ScreenViewData/details(_:)``.
    public var anyScreen: ScreenViewData { .details(self) }

    /// The screen `screen` holds, when it is ``ScreenViewData/details(_:)``.
    public init?(_ screen: ScreenViewData) {
        guard case .details(let own) = screen else { return nil }
        self = own
    }
}
