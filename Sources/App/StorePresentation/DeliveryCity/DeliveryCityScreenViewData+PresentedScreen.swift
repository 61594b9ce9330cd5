import StoreDomain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeliveryCityScreenViewData: PresentedScreen {
    /// ``ScreenKind/deliveryCity``.
    public static var kind: ScreenKind { .deliveryCity }

    /// The delivery-city flow for the request's state; without one, its first screen over no
    /// cities.
    public static func viewData(
        for request: ScreenRequest, in mapper: ScreenMapper
    ) throws(ScreenRequest.Unavailable) -> Self {
        mapper.deliveryCity(request.deliveryCity ?? DeliveryCityState(catalog: .empty), now: request.now)
    }

    /// ``ScreenViewData/deliveryCity(_:)``.
    public var anyScreen: ScreenViewData { .deliveryCity(self) }

    /// The screen `screen` holds, when it is ``ScreenViewData/deliveryCity(_:)``.
    public init?(_ screen: ScreenViewData) {
        guard case .deliveryCity(let own) = screen else { return nil }
        self = own
    }

    /// `nil`: nothing the flow shows depends on the clock, only on what the user, the location
    /// service and the geocoder did.
    public var changesAt: Date? { nil }
}
