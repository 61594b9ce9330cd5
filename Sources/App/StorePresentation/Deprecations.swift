// The names of 0.1 that a later version renamed, each an alias of the new name. They go in the next
// minor version after the one that deprecated them (CHANGELOG.md, "Deprecated").

/// 0.1's name of ``StoreFinderViewDataMapper``.
@available(*, deprecated, renamed: "StoreFinderViewDataMapper")
public typealias StoreFinderErrorViewDataMapper = StoreFinderViewDataMapper

/// 0.1's name of ``DefaultStoreFinderViewDataMapper``.
@available(*, deprecated, renamed: "DefaultStoreFinderViewDataMapper")
public typealias DefaultStoreFinderErrorViewDataMapper = DefaultStoreFinderViewDataMapper

/// A tile's image: ``RemoteImageViewData``, which booking items share.
@available(*, deprecated, renamed: "RemoteImageViewData")
public typealias SpecialImageViewData = RemoteImageViewData

/// The name of 0.1, which read as a list of screens rather than what maps them.
@available(*, deprecated, renamed: "ScreenMapper")
public typealias StoreFinderScreens = ScreenMapper

extension StoreListScreenViewData {
    /// The paging footer under the rows: ``PagingFooterViewData``, which the map area and the
    /// booking results share.
    @available(*, deprecated, renamed: "PagingFooterViewData")
    public typealias Footer = PagingFooterViewData
}

extension ButtonViewData.Action {
    /// 0.1's name of ``phone``, whose JSON name was `"call"`.
    @available(*, deprecated, renamed: "phone")
    public static let call = phone
}

extension ScreenKind {
    /// A store's opening times: ``openingTimes``, as 0.1 called it.
    @available(*, deprecated, renamed: "openingTimes")
    public static var hours: ScreenKind { openingTimes }

    /// The delivery-city flow: ``deliveryCity``, as 0.1 called it.
    @available(*, deprecated, renamed: "deliveryCity")
    public static var cities: ScreenKind { deliveryCity }
}
