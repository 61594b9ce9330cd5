import StoreDomain
import StoreLocalization
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything a mapper may read besides its input: strings, theme, locale facts, the
/// clock, the user's location and the mappers to delegate to. Mappers read nothing else,
/// so the same input and context always give the same view data.
///
/// ```swift
/// let context = MappingContext(strings: Localizer(catalog: .shipped, locale: "de"),
///                              theme: .default, now: fixedDate, userLocation: nil)
/// let row = context.mappers.listing.map(store, availability: nil, isSelected: false,
///                                       isActiveInStore: false, context: context)
/// ```
///
/// Unless given its mappers, a context takes them from ``MapperContainer/current`` when it is
/// made: the shared container's, or an override scope's.
public struct MappingContext: Sendable {
    /// The strings of the locale.
    public var strings: Localizer
    /// The resolved theme.
    public var theme: Theme
    /// The instant "now" is, injected.
    public var now: Date
    /// The user's position, when known and allowed.
    public var userLocation: Coordinate?
    /// The mappers to delegate to: as the container held them when the context was made, unless given.
    public var mappers: MapperSet
    /// The Foundation locale for numbers, times and week facts.
    public let locale: Locale
    /// The first day of the week in the locale: Sunday for en-US, Monday for en-GB, Saturday for ar-EG.
    public let firstWeekday: Weekday
    /// How the locale writes clock times.
    public let clock: ClockFormatter
    /// Weekday names, standalone and full, indexed by `Weekday.rawValue - 1`; asked of the
    /// locale the first time a screen needs them, then kept.
    public var weekdayNames: [String] { WeekdayNames.of(locale).full }
    /// Weekday names, standalone and short, indexed by `Weekday.rawValue - 1`.
    public var shortWeekdayNames: [String] { WeekdayNames.of(locale).short }
    /// The length of the "closes soon" / "opens soon" windows, in seconds.
    public var soonWindow: TimeInterval
    /// The app's link to a store, checked, which Store Details offers to share; `nil` for none.
    public var shareLink: ShareLinkTemplate?
    /// The device drawn for: a phone unless the app says otherwise.
    public var deviceClass: DeviceClass = .phone

    /// Creates a context. The mappers default to those of ``MapperContainer/current`` now, and
    /// `firstWeekday` to the locale's.
    public init(
        strings: Localizer, theme: Theme, now: Date, userLocation: Coordinate?,
        mappers: MapperSet = MapperContainer.current.snapshot(),
        firstWeekday: Weekday? = nil, soonWindow: TimeInterval = OpeningHours.defaultSoonWindow,
        shareLink: ShareLinkTemplate? = nil
    ) {
        self.shareLink = shareLink
        self.strings = strings
        self.theme = theme
        self.now = now
        self.userLocation = userLocation
        self.mappers = mappers
        self.locale = strings.formattingLocale
        let facts = LocaleFacts.of(locale)
        self.firstWeekday = firstWeekday ?? facts.firstWeekday
        self.clock = facts.clock
        self.soonWindow = soonWindow
    }

    /// A string from the tables, styled: `context.text(Strings.Stock.onlyLeft(count: 2), style: .stock.lowStock)`.
    public func text(_ key: LocalizedKey, style: ThemeToken) -> StyledText {
        StyledText(strings.resolved(key), style: style)
    }

    /// Whether the screen reads right to left.
    public var isRightToLeft: Bool { strings.isRightToLeft }

    /// The full name of a weekday in the locale.
    public func name(of weekday: Weekday) -> String {
        let names = weekdayNames
        return names.indices.contains(weekday.rawValue - 1) ? names[weekday.rawValue - 1] : weekday.name
    }

    /// The short name of a weekday in the locale.
    public func shortName(of weekday: Weekday) -> String {
        let names = shortWeekdayNames
        return names.indices.contains(weekday.rawValue - 1) ? names[weekday.rawValue - 1] : weekday.name
    }
}
