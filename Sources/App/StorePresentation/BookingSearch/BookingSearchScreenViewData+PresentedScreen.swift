#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension BookingSearchScreenViewData: PresentedScreen {
    /// ``ScreenKind/bookingSearch``.
    public static var kind: ScreenKind { .bookingSearch }

    /// The booking item search for the request's state.
    public static func viewData(
        for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> Self {
        mapper.bookingSearch(request.bookingSearch, now: request.now)
    }

    /// ``ScreenViewData/bookingSearch(_:)``.
    public var anyScreen: ScreenViewData { .bookingSearch(self) }

    /// The screen `screen` holds, when it is ``ScreenViewData/bookingSearch(_:)``.
    public init?(_ screen: ScreenViewData) {
        guard case .bookingSearch(let own) = screen else { return nil }
        self = own
    }

    /// `nil`: nothing the search shows depends on the clock, only on the query and the pages
    /// the backend sent.
    public var changesAt: Date? { nil }
}
