import StoreDomain
import StoreSeededRandom

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Makes any number of plausible stores, the same ones for the same seed, for scale
/// tests and benchmarks.
///
/// ```swift
/// let stores = SyntheticStores(seed: 42).make(count: 10_000)
/// ```
public struct SyntheticStores: Sendable {
    private struct City {
        let name: String, country: String, zone: String, latitude: Double, longitude: Double
    }

    private static let cities = [
        City(name: "London", country: "GB", zone: "Europe/London", latitude: 51.507, longitude: -0.128),
        City(name: "Manchester", country: "GB", zone: "Europe/London", latitude: 53.480, longitude: -2.242),
        City(name: "Saint Petersburg", country: "RU", zone: "Europe/Moscow", latitude: 59.939, longitude: 30.316),
        City(name: "Berlin", country: "DE", zone: "Europe/Berlin", latitude: 52.520, longitude: 13.405),
        City(name: "Paris", country: "FR", zone: "Europe/Paris", latitude: 48.857, longitude: 2.352),
        City(name: "New York", country: "US", zone: "America/New_York", latitude: 40.713, longitude: -74.006),
        City(name: "Tokyo", country: "JP", zone: "Asia/Tokyo", latitude: 35.690, longitude: 139.692),
    ]
    private static let streets = [
        "High Street", "Station Road", "Market Square", "Park Lane", "Church Street", "Mill Road", "Bridge Street",
        "King Street",
    ]
    private static let names = [
        "Central", "Riverside", "Station", "Market", "Old Town", "Harbour", "Park", "Gallery", "Square", "Northside",
    ]
    private static let kinds = ["store", "store", "store", "flagship", "outlet", "express", "pickup"]

    /// The seed; the same seed always gives the same stores.
    public let seed: UInt64

    /// Creates a generator.
    public init(seed: UInt64) {
        self.seed = seed
    }

    /// `count` stores with ids `syn-00001` onwards.
    ///
    /// - Complexity: O(*count*).
    public func make(count: Int) -> [Store] {
        var random = SplitMix64(seed: seed)
        return (0..<max(0, count)).map { index in makeStore(index, &random) }
    }

    private func makeStore(_ index: Int, _ random: inout SplitMix64) -> Store {
        let city = Self.cities[random.next(below: Self.cities.count)]
        let name = "\(city.name) \(Self.names[random.next(below: Self.names.count)]) \(index + 1)"
        let street = "\(random.next(below: 200) + 1) \(Self.streets[random.next(below: Self.streets.count)])"
        let coordinate: Coordinate? =
            random.next(below: 20) == 0
            ? nil
            : try? Coordinate(
                latitude: city.latitude + random.unit() * 0.2 - 0.1,
                longitude: city.longitude + random.unit() * 0.3 - 0.15)
        let phone: String? =
            random.next(below: 5) == 0
            ? nil : "+00 \(1000 + random.next(below: 9000)) \(100_000 + random.next(below: 900_000))"
        return Store(
            id: "syn-" + String(repeating: "0", count: max(0, 5 - String(index + 1).count)) + String(index + 1),
            name: name,
            // NB: Tokyo is a prefecture, and Japan's Latin-script layout names the prefecture
            // (the region), not a city: a city there would not be shown.
            address: Address(
                lines: [street], city: city.country == "JP" ? nil : city.name,
                region: city.country == "JP" ? city.name : nil, postcode: nil, country: city.country),
            coordinate: coordinate, phone: phone,
            openingHours: makeHours(zone: city.zone, &random),
            kind: Self.kinds[random.next(below: Self.kinds.count)])
    }

    private func makeHours(zone: String, _ random: inout SplitMix64) -> OpeningHours {
        let pattern = random.next(below: 10)
        var week: [Weekday: DayHours] = [:]
        for day in Weekday.allCases {
            switch pattern {
            case 0: week[day] = .open24Hours
            case 1: week[day] = Self.day(opens: 18, closes: 2)
            default:
                let opens = 7 + random.next(below: 4), closes = 17 + random.next(below: 6)
                week[day] = day == .sunday && pattern < 5 ? .closed : Self.day(opens: opens, closes: closes)
            }
        }
        return OpeningHours(timeZone: TimeZone(identifier: zone) ?? .gmt, week: week)
    }

    private static func day(opens: Int, closes: Int) -> DayHours {
        guard let open = try? LocalTime(hour: opens), let close = try? LocalTime(hour: closes),
            let interval = try? OpeningInterval(opens: open, closes: close)
        else { return .closed }
        return .intervals([interval])
    }
}
