extension SpecialsScreenViewData: PresentedScreen {
    /// ``ScreenKind/specials``.
    public static var kind: ScreenKind { .specials }

    /// The Manager's Special grid for the request's specials state.
    public static func viewData(
        for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> Self {
        mapper.specials(request.specials, now: request.now)
    }

    /// ``ScreenViewData/specials(_:)``.
    public var anyScreen: ScreenViewData { .specials(self) }

    /// The screen `screen` holds, when it is ``ScreenViewData/specials(_:)``.
    public init?(_ screen: ScreenViewData) {
        guard case .specials(let own) = screen else { return nil }
        self = own
    }
}
