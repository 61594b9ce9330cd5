#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Calendar {
    /// The components `instant` shows on this calendar's wall clock, in its own time zone:
    /// what ``LocalDate/init(_:in:)`` and ``LocalTime/init(_:in:)`` read.
    ///
    /// NB: every component, through `dateComponents(in:from:)`, rather than the few a caller
    /// reads: a `Set<Calendar.Component>` is generic metadata the runtime makes, and whose
    /// `Hashable` conformance it looks up, on an app's first screen. The other components
    /// cost little a call.
    func wallComponents(of instant: Date) -> DateComponents {
        dateComponents(in: timeZone, from: instant)
    }
}

extension LocalTime {
    /// The time `instant` shows on `calendar`'s wall clock, to the minute.
    package init(_ instant: Date, in calendar: Calendar) {
        if let local = ZoneOffsets.localSeconds(of: instant, in: calendar) {
            self.init(checkedMinutes: LocalDate.split(seconds: local).second / 60)
            return
        }
        let parts = calendar.wallComponents(of: instant)
        self.init(checkedMinutes: min(max((parts.hour ?? 0) * 60 + (parts.minute ?? 0), 0), 24 * 60 - 1))
    }
}
