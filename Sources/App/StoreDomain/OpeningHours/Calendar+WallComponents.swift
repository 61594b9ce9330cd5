#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Calendar {
    /// The components `instant` shows on this calendar's wall clock, in its own time zone.
    ///
    /// NB: every component, through `dateComponents(in:from:)`, rather than the few a caller
    /// reads: a `Set<Calendar.Component>` argument is generic metadata made at run time, and
    /// making it cost an app's first screen a protocol-conformance scan. The other components
    /// cost little a call.
    package func wallComponents(of instant: Date) -> DateComponents {
        dateComponents(in: timeZone, from: instant)
    }
}
