/// Names one request the reducer asked the app to send. A response carries it back, and
/// the reducer drops any response whose request is no longer the one it waits for.
///
/// Numbers are issued in order by the state, so replaying the same actions issues the same ids.
public struct RequestID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The request's number: 1 for the first a state issues.
    public let rawValue: Int

    /// An id by number; the reducer issues them, tests and scenario replay name them.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: RequestID, rhs: RequestID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

extension RequestID {
    /// The one rule every reducer drops a response by, in words: `nil` when the response
    /// answers `waiting`, the request still on its way; else why it is dropped. A response to
    /// a request never issued (after `lastIssued`, or before the first) is named as such.
    ///
    /// ```swift
    /// RequestID.dropReason(of: "page", answering: RequestID(1), waiting: RequestID(2), lastIssued: RequestID(2))
    /// // "this page answers #1, which is no longer waiting (#2 is); it is dropped"
    /// ```
    public static func dropReason(
        of what: String, answering id: RequestID, waiting: RequestID?, lastIssued: RequestID
    ) -> String? {
        guard waiting != id else { return nil }
        guard id <= lastIssued, id.rawValue > 0 else {
            return "this \(what) answers \(id), which was never issued; it is dropped"
        }
        let still = waiting.map { "\($0) is" } ?? "none is"
        return "this \(what) answers \(id), which is no longer waiting (\(still)); it is dropped"
    }
}
