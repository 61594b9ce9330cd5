import StoreDomain
import StoreLocalization
import StoreTheme

/// Turns the booking search state into the screen: the title, the search bar, and the prompt,
/// a spinner, the error with Retry, or the results with their paging footer.
///
/// What a replacement owes:
/// - **Sub-mappers:** tiles from `context.mappers.bookingItem`, so replacing it changes the grid.
/// - **Text:** the query, which is the user's, only through ``StyledText/init(data:style:)``
///   or as a message argument; a server's own message the same way.
/// - **Tokens:** `.text.*`, `.searchBar.*`, `.error.*` and `.button.*`.
/// - **Accessibility:** the error's action title says what tapping does ("Try again").
public protocol BookingSearchScreenMapper: Sendable {
    /// Maps the booking search for the reducer's state, with the strings, theme, clock and
    /// locale of `context`.
    func map(_ state: BookingSearchState, context: MappingContext) -> BookingSearchScreenViewData
}

/// The default:
/// - nothing searched: "What would you like to book?";
/// - loading: "Searching for “bike”…";
/// - a failed first page: a full-screen error with Try again, with the server's own message
///   when its error body had one;
/// - no results: "Nothing to book for “bike”";
/// - results: "Results for “bike”", the count so far, the tiles, and the paging footer
///   (loading more, or a compact error with Retry).
public struct DefaultBookingSearchScreenMapper: BookingSearchScreenMapper {
    /// The default mapper.
    public init() {}

    /// Maps the booking search for the reducer's state, as the type's summary says.
    public func map(_ state: BookingSearchState, context: MappingContext) -> BookingSearchScreenViewData {
        let query = MessageArgument.text(state.query)
        let content: BookingSearchScreenViewData.Content
        var items: [BookingItemViewData] = []
        switch state.screen {
        case .idle:
            content = .prompt(
                title: context.text(Strings.Booking.Prompt.title, style: .text.title),
                message: context.text(Strings.Booking.Prompt.message, style: .text.secondary))
        case .loading:
            content = .loading(context.text(Strings.Booking.loading(query: query), style: .text.secondary))
        case .failed(let error):
            content = .failed(Self.error(error, context: context))
        case .results where state.items.isEmpty:
            content = .empty(
                title: context.text(Strings.Booking.Empty.title, style: .text.title),
                message: context.text(Strings.Booking.Empty.message(query: query), style: .text.secondary))
        case .results:
            let mapper = context.mappers.bookingItem
            items = state.items.map { mapper.map($0, context: context) }
            content = .results(
                heading: context.text(Strings.Booking.Results.title(query: query), style: .text.title),
                count: context.text(Strings.Booking.Results.count(count: .integer(items.count)), style: .text.caption),
                footer: Self.footer(state.footer, context: context))
        }
        return BookingSearchScreenViewData(
            title: context.text(Strings.Booking.title, style: .text.title),
            searchBar: SearchBarViewData(
                placeholder: context.text(Strings.Booking.Search.placeholder, style: .searchBar.placeholder),
                query: state.query.isEmpty ? nil : StyledText(data: state.query, style: .searchBar.field)),
            content: content, items: items, openedItemID: state.openedItemID, isRightToLeft: context.isRightToLeft)
    }

    /// The paging footer: loading more, or the failure with Retry.
    static func footer(_ footer: BookingSearchState.Footer, context: MappingContext) -> PagingFooterViewData {
        PagingFooterViewData.map(
            footer, loading: Strings.Booking.Footer.loading, error: Strings.Booking.Footer.error,
            retry: Strings.Booking.Footer.retry,
            serverMessage: { context.serverMessage(of: $0, style: .error.message) },
            context: context)
    }

    /// A failed first page, with Try again.
    static func error(_ error: LoadError, context: MappingContext) -> ErrorViewData {
        .loadFailure(error, texts: texts, context: context)
    }

    /// The screen's words for each kind of failure.
    static let texts = LoadErrorTexts(
        network: .init(
            title: Strings.Booking.Error.Network.title, message: Strings.Booking.Error.Network.message,
            action: Strings.Booking.Error.Network.action),
        server: .init(
            title: Strings.Booking.Error.Server.title, message: Strings.Booking.Error.Server.message,
            action: Strings.Booking.Error.Server.action))
}
