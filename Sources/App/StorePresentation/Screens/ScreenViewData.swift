#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The view data of one whole screen, whichever it is: what a host that draws any screen takes,
/// such as a preview gallery, a snapshot test or StoreFinder's own renderer.
///
/// ```swift
/// let screen = try screens.viewData(for: ScreenRequest(screen: .details, store: regent, now: .now))
/// if let details = screen as? StoreDetailsScreenViewData { show(details) }
/// ```
///
/// Each screen's own type conforms. The set is open, like ``ScreenKind``: a host casts to
/// the screens it draws and shows something plain for the rest.
public protocol ScreenViewData: Sendable, Encodable {
    /// Which screen this is.
    var screenKind: ScreenKind { get }
    /// Whether the screen reads from right to left (Arabic, Hebrew), so a host mirrors it.
    var isRightToLeft: Bool { get }
    /// The first instant after the mapping's `now` at which the screen reads differently,
    /// `nil` when nothing on it changes within fourteen days: when a host draws it again.
    var changesAt: Date? { get }
}

extension ScreenViewData {
    /// `nil`: a screen that does not say is taken to change only with its inputs.
    public var changesAt: Date? { nil }
}

extension StoreListScreenViewData: ScreenViewData {
    /// ``ScreenKind/list``.
    public var screenKind: ScreenKind { .list }
}

extension StoreDetailsScreenViewData: ScreenViewData {
    /// ``ScreenKind/details``.
    public var screenKind: ScreenKind { .details }
}

extension OpeningTimesScreenViewData: ScreenViewData {
    /// ``ScreenKind/openingTimes``.
    public var screenKind: ScreenKind { .openingTimes }
}

extension StoreMapScreenViewData: ScreenViewData {
    /// ``ScreenKind/map``.
    public var screenKind: ScreenKind { .map }
}

extension SpecialsScreenViewData: ScreenViewData {
    /// ``ScreenKind/specials``.
    public var screenKind: ScreenKind { .specials }
}

extension DeliveryCityScreenViewData: ScreenViewData {
    /// ``ScreenKind/deliveryCity``.
    public var screenKind: ScreenKind { .deliveryCity }
}

extension BookingSearchScreenViewData: ScreenViewData {
    /// ``ScreenKind/bookingSearch``.
    public var screenKind: ScreenKind { .bookingSearch }
}
