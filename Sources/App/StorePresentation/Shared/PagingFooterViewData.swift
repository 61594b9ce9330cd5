import StoreDomain
import StoreLocalization

/// A paging footer under a list of results: the store list's, the map area's and the booking
/// results'. In JSON: `{"kind": "none"}`, `{"kind": "loading", "message": {…}}` or
/// `{"kind": "failed", "message": {…}, "retry": {…}}`.
public enum PagingFooterViewData: Sendable, Hashable, Encodable {
    /// Nothing more to show: the end of the list, or more will load on scroll.
    case none
    /// "Loading more stores…" with a spinner.
    case loading(StyledText)
    /// A compact error with a Retry button.
    case failed(message: StyledText, retry: ButtonViewData)

    private enum CodingKeys: String, CodingKey { case kind, message, retry }

    /// Hand-written: a case with values is written as one object named by its `kind`, the shape
    /// every screen's JSON uses, where synthesis would nest each case under its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .none:
            try container.encode("none", forKey: .kind)
        case .loading(let message):
            try container.encode("loading", forKey: .kind)
            try container.encode(message, forKey: .message)
        case .failed(let message, let retry):
            try container.encode("failed", forKey: .kind)
            try container.encode(message, forKey: .message)
            try container.encode(retry, forKey: .retry)
        }
    }
}

extension PagingFooterViewData {
    /// The footer a paging state shows, in a feature's own words: its loading line, its error
    /// line (or the server's own message, as `MappingContext.serverMessage(of:style:)` gives
    /// it) and Retry.
    static func map<Failure>(
        _ footer: NextPageLoad<Failure>, loading: LocalizedKey, error: LocalizedKey, retry: LocalizedKey,
        serverMessage: (Failure) -> StyledText?, context: MappingContext
    ) -> PagingFooterViewData {
        switch footer {
        case .idle: return .none
        case .loading: return .loading(context.text(loading, style: .text.secondary))
        case .failed(let failure):
            return .failed(
                message: serverMessage(failure) ?? context.text(error, style: .error.message),
                retry: ButtonViewData(
                    title: context.text(retry, style: .button.secondary), style: .button.secondary, action: .retry))
        }
    }
}
