/// A dated exception to the weekly hours, such as a bank holiday.
///
/// ```json
/// { "date": "2026-12-24", "label": "Christmas Eve", "hours": ["09:00-16:00"] }
/// ```
public struct SpecialDay: Sendable, Hashable, Codable {
    /// The day it applies to, in the store's time zone.
    public var date: LocalDate
    /// A name people recognise, when the backend gives one. Untrusted text.
    public var label: String?
    /// The hours that replace the weekday's on that date.
    public var hours: DayHours

    /// Creates a special day.
    public init(date: LocalDate, label: String? = nil, hours: DayHours) {
        self.date = date
        self.label = label
        self.hours = hours
    }
}
