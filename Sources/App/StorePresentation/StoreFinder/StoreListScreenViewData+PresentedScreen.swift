extension StoreListScreenViewData: PresentedScreen {
    /// ``ScreenKind/list``.
    public static var kind: ScreenKind { .list }

    /// The list tab for the request's Store Finder state, with its product's stock.
    public static func viewData(
        for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> Self {
        mapper.list(request.state, product: request.product, availability: request.availability, now: request.now)
    }

    /// ``ScreenViewData/list(_:)``.
    public var anyScreen: ScreenViewData { .list(self) }

    /// The screen `screen` holds, when it is ``ScreenViewData/list(_:)``.
    public init?(_ screen: ScreenViewData) {
        guard case .list(let own) = screen else { return nil }
        self = own
    }
}
