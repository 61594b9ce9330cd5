extension OpeningTimesScreenViewData: PresentedScreen {
    /// ``ScreenKind/openingTimes``.
    public static var kind: ScreenKind { .openingTimes }

    /// The opening times of ``ScreenRequest/storeToShow``.
    ///
    /// - Throws: ``ScreenRequest/Unavailable`` when the request has no store to show.
    public static func viewData(
        for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> Self {
        guard let store = request.storeToShow else { throw ScreenRequest.Unavailable(screen: kind) }
        return mapper.openingTimes(store, now: request.now)
    }

    /// ``ScreenViewData/openingTimes(_:)``.
    public var anyScreen: ScreenViewData { .openingTimes(self) }

    /// The screen `screen` holds, when it is ``ScreenViewData/openingTimes(_:)``.
    public init?(_ screen: ScreenViewData) {
        guard case .openingTimes(let own) = screen else { return nil }
        self = own
    }
}
