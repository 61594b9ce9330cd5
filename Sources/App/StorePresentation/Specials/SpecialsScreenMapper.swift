import StoreDomain
import StoreTheme

/// Turns the Manager's Special state into the screen: the title, the status line, and the
/// grid, a spinner, the empty message or the error.
///
/// What a replacement owes:
/// - **Sub-mappers:** tiles from `context.mappers.specialTile` and the freshness line from
///   `context.mappers.specialsFreshness`, so replacing either changes this screen.
/// - **Layout:** rows as `SpecialsGrid` lays them out; a mapper never reorders tiles.
/// - **Tokens:** `.text.title`, `.specials.status`, `.error.*` and `.button.*`.
public protocol SpecialsScreenMapper: Sendable {
    /// Maps the Manager's Special screen for the reducer's state, with the strings, theme, clock and
    /// locale of `context`.
    func map(_ state: SpecialsState, context: MappingContext) -> SpecialsScreenViewData
}

/// The default:
/// - loading: "Loading today's specials…";
/// - a failed first load: a full-screen error with Try again;
/// - an empty grid: "No specials right now";
/// - a grid, with "Updated N minutes ago", or "Refreshing…" during a pull to refresh, or a
///   compact error with Retry when the last refresh failed.
public struct DefaultSpecialsScreenMapper: SpecialsScreenMapper {
    /// The default mapper.
    public init() {}

    /// Maps the Manager's Special screen for the reducer's state, as the type's summary says.
    public func map(_ state: SpecialsState, context: MappingContext) -> SpecialsScreenViewData {
        let title = context.text(Strings.Specials.title, style: .text.title)
        var rows: [SpecialsRowViewData] = []
        let content: SpecialsScreenViewData.Content
        switch state.screen {
        case .loading:
            content = .loading(context.text(Strings.Specials.loading, style: .text.secondary))
        case .failed(let error):
            content = .failed(Self.error(error, context: context))
        case .grid(let specials):
            if specials.tiles.isEmpty {
                content = .empty(
                    title: context.text(Strings.Specials.Empty.title, style: .text.title),
                    message: context.text(Strings.Specials.Empty.message, style: .text.body))
            } else {
                content = .grid
                let tileMapper = context.mappers.specialTile
                rows = specials.grid.rows.map { row in
                    SpecialsRowViewData(
                        height: row.height,
                        tiles: row.tiles.map { placement in
                            tileMapper.map(
                                specials.tiles[placement.index], placement: placement, canvasUnit: specials.canvasUnit,
                                context: context)
                        })
                }
            }
        }
        var screen = SpecialsScreenViewData(
            title: title, status: Self.status(state, context: context), content: content,
            canvasUnit: state.specials?.canvasUnit ?? 16, rows: rows, isRightToLeft: context.isRightToLeft)
        // The rules judge a phone's tiles again as the text grows; a wider device shows every part.
        screen.tileRules = context.deviceClass == .phone ? context.mappers.specialTile.rules : nil
        return screen
    }

    /// The line over a grid; none before the first grid.
    static func status(_ state: SpecialsState, context: MappingContext) -> SpecialsStatusViewData? {
        guard state.specials != nil else { return nil }
        if state.isPullRefreshing {
            return SpecialsStatusViewData(
                kind: .refreshing, text: context.text(Strings.Specials.refreshing, style: .specials.status))
        }
        if state.refreshError != nil {
            return SpecialsStatusViewData(
                kind: .refreshFailed, text: context.text(Strings.Specials.refreshFailed, style: .error.message),
                retry: ButtonViewData(
                    title: context.text(Strings.StoreFinder.Footer.retry, style: .button.secondary),
                    style: .button.secondary, action: .retry))
        }
        guard let updatedAt = state.updatedAt else { return nil }
        return SpecialsStatusViewData(
            kind: .updated, text: context.mappers.specialsFreshness.map(updatedAt: updatedAt, context: context))
    }

    /// A failed first load, with Try again.
    static func error(_ error: LoadError, context: MappingContext) -> ErrorViewData {
        .loadFailure(error, texts: texts, context: context)
    }

    /// The screen's words for each kind of failure.
    static let texts = LoadErrorTexts(
        network: .init(
            title: Strings.Specials.Error.Network.title, message: Strings.Specials.Error.Network.message,
            action: Strings.Specials.Error.Network.action),
        server: .init(
            title: Strings.Specials.Error.Server.title, message: Strings.Specials.Error.Server.message,
            action: Strings.Specials.Error.Server.action))
}
