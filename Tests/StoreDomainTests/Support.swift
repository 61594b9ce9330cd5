import Foundation
import Testing

@testable import StoreDomain

/// An instant from ISO 8601 text; tests write instants the way people read them.
func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else {
        preconditionFailure("bad instant literal in a test: \(text)")
    }
    return date
}

/// Opening hours from a compact table: weekday name to "closed", "open24Hours" or "HH:MM-HH:MM,…".
func hours(_ zone: String, _ days: [String: String], special: [SpecialDay] = []) throws -> OpeningHours {
    var week: [Weekday: DayHours] = [:]
    for (name, text) in days {
        let day = try #require(Weekday(name: name))
        switch text {
        case "closed": week[day] = .closed
        case "open24Hours": week[day] = .open24Hours
        default: week[day] = try DayHours.open(text.split(separator: ",").map { try OpeningInterval(parsing: $0) })
        }
    }
    return try OpeningHours(timeZone: zone, week: week, specialDays: special)
}

func everyDay(_ text: String) -> [String: String] {
    Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0.name, text) })
}

func store(_ id: String, lat: Double? = nil, lon: Double? = nil) throws -> Store {
    Store(
        id: id, name: "Store \(id)", address: Address(lines: ["1 Street"], city: "London", country: "GB"),
        coordinate: try lat.map { try Coordinate(latitude: $0, longitude: lon ?? 0) },
        openingHours: try hours("Europe/London", everyDay("09:00-17:00")))
}
