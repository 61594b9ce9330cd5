/// How the next page of a list that loads a page at a time is doing: the Store Finder's list
/// and map area, and the booking results. It follows from the request on its way and how the
/// last one ended.
///
/// ```swift
/// switch state.footer {
/// case .idle: break                                // more loads when the user scrolls to the end
/// case .loading: showSpinner()
/// case .failed(let error): showRetry(error)        // Retry sends nextPageRetried
/// }
/// ```
public enum NextPageLoad<Failure: Sendable & Hashable>: Sendable, Hashable {
    /// Nothing is happening.
    case idle
    /// The next page is on its way.
    case loading
    /// The next page failed; it can be retried.
    case failed(Failure)
}
