import StoreDomain
import StoreTheme

/// Maps a store to the opening-times screen.
///
/// What a replacement owes:
/// - **The week from `context.firstWeekday`**, today marked, and special days through
///   `context.mappers.timePeriod`.
/// - **Tokens:** the generated `ThemeToken` accessors only.
/// - **Accessibility:** the title names the store.
public protocol OpeningTimesScreenMapper: Sendable {
    /// Maps a store's opening-times screen, with the strings, theme, clock and locale of `context`.
    func map(_ store: Store, context: MappingContext) -> OpeningTimesScreenViewData
}

/// The default: the store name, the status line, the coming week (each weekday's next
/// occurrence, from the locale's first weekday) and the special days of the next 14 days.
public struct DefaultOpeningTimesScreenMapper: OpeningTimesScreenMapper {
    /// The default mapper.
    public init() {}

    /// Maps a store's opening-times screen, as the type's summary says.
    public func map(_ store: Store, context: MappingContext) -> OpeningTimesScreenViewData {
        OpeningTimesScreenViewData(
            title: StyledText(data: store.name, style: .text.title),
            status: context.statusLine(of: store),
            openingTimes: OpeningTimesBlock.map(
                store, title: Strings.StoreDetails.OpeningTimes.title, context: context),
            isRightToLeft: context.isRightToLeft)
    }
}
