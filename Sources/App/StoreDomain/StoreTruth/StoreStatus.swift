#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a store, or one of its services, stands at one instant: the one answer every screen
/// shows, every filter reads and every mapper words.
///
/// ``Store/status(at:soonWindow:)`` makes it from, in this order: the business status
/// (permanently closed), a temporary closure (by the status field or a dated closure), an
/// opening date still to come, then special days and the weekly hours. Hours that are missing
/// make it ``Kind/unknown``, never closed, and so do hours that name no day (``OpeningHours/saysNothing``).
public struct StoreStatus: Sendable, Hashable {
    /// What kind of status this is, for a host that picks an icon or a colour.
    ///
    /// An open set: a later version may add kinds, so a `switch` over a kind has a `default`.
    public struct Kind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The kind's name, as JSON writes it.
        public let rawValue: String

        /// The kind called `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Decodes a kind from its name.
        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
        }

        /// Encodes the kind as its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// Open, and not closing within the soon window.
        public static let open = Kind(rawValue: "open")
        /// Open, and closing within the soon window.
        public static let closesSoon = Kind(rawValue: "closesSoon")
        /// Open around the clock today.
        public static let open24Hours = Kind(rawValue: "open24Hours")
        /// Closed, and opening within the soon window.
        public static let opensSoon = Kind(rawValue: "opensSoon")
        /// Closed by its hours or a special day.
        public static let closed = Kind(rawValue: "closed")
        /// Closed for a while: by the status field or a dated closure.
        public static let temporarilyClosed = Kind(rawValue: "temporarilyClosed")
        /// Closed for good.
        public static let permanentlyClosed = Kind(rawValue: "permanentlyClosed")
        /// Not open yet: it opens on ``StoreStatus/opensOn``.
        public static let notYetOpen = Kind(rawValue: "notYetOpen")
        /// The hours are not known: missing, or naming no day. Shown as "Hours not available".
        public static let unknown = Kind(rawValue: "unknown")

        /// The kind's name.
        public var description: String { rawValue }
    }

    /// The kind of status.
    public var kind: Kind
    /// When an open store next closes; `nil` when no closing is in sight.
    public var closesAt: Date?
    /// When a closed store next opens, closures and opening dates considered; `nil` when no
    /// opening is in sight.
    public var opensAt: Date?
    /// The day a temporarily closed store reopens, when it is known.
    public var reopensOn: LocalDate?
    /// The day a store that is not open yet opens.
    public var opensOn: LocalDate?
    /// The dated closure in effect today, if any, for its label.
    public var closure: Closure?
    /// Today on the store's wall clock, with its hours and any special day; `nil` when the
    /// store's time zone is not known.
    public var today: DaySchedule?
    /// When a store that is not open next opens, on its own wall clock: ``opensAt`` as
    /// `2026-11-23T09:00`. Every closed date counts (all closures, the days before
    /// ``reopensOn`` and ``opensOn``), and so do special days and daylight saving. `nil` when
    /// the store is open, permanently closed, temporarily closed with no reopening date, has
    /// unknown hours, or opens nowhere within two years.
    ///
    /// Every text that names a reopening or opening date names this one.
    public var nextOpening: LocalDateTime?

    /// A status of `kind`.
    public init(
        kind: Kind, closesAt: Date? = nil, opensAt: Date? = nil, reopensOn: LocalDate? = nil, opensOn: LocalDate? = nil,
        closure: Closure? = nil, today: DaySchedule? = nil
    ) {
        self.kind = kind
        self.closesAt = closesAt
        self.opensAt = opensAt
        self.reopensOn = reopensOn
        self.opensOn = opensOn
        self.closure = closure
        self.today = today
    }

    /// Whether the store is open: ``Kind/open``, ``Kind/closesSoon`` or ``Kind/open24Hours``.
    public var isOpen: Bool { kind == .open || kind == .closesSoon || kind == .open24Hours }
}
