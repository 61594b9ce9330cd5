/// One service of a store on Store Details, such as its pharmacy: its name, its status now and
/// its week.
///
/// In JSON: `{"id": "pharmacy", "title": {…}, "status": {"kind", "text", "accessibilityLabel"}, "week": […],
/// "accessibilityLabel": "…"}`.
public struct ServiceViewData: Sendable, Hashable, Encodable {
    /// The service's id: `pickup`, `pharmacy`, `opticians`, `cafe`, `returns` or the backend's own.
    public var id: String
    /// The service's name, such as "Pharmacy".
    public var title: StyledText
    /// The service's status now, by the same rules as the store's: closures close it too.
    public var status: OpeningStatusViewData
    /// The service's week, from the locale's first weekday.
    public var week: [TimePeriodViewData]
    /// How the label's parts are said one after another.
    public var speech: Speech

    /// A service section.
    public init(
        id: String, title: StyledText, status: OpeningStatusViewData, week: [TimePeriodViewData],
        speech: Speech = .english
    ) {
        self.id = id
        self.title = title
        self.status = status
        self.week = week
        self.speech = speech
    }

    /// What a screen reader says for the section's heading: "Pharmacy, Closes soon, at 6:00 PM".
    public var accessibilityLabel: String { speech.join([title.spokenText, status.accessibilityLabel]) }

    private enum CodingKeys: String, CodingKey { case id, title, status, week, accessibilityLabel }

    /// Hand-written because `accessibilityLabel` is computed, and the JSON carries it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encode(week, forKey: .week)
        try container.encode(accessibilityLabel, forKey: .accessibilityLabel)
    }
}
