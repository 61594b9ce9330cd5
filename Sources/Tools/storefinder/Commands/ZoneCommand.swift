import ArgumentParser
import StoreDomain
import StoreIO
import StoreInputFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `storefinder zone --at lat,lon`: the delivery zone that wins at a point, or the nearest.
struct ZoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zone",
        abstract:
            "Find the delivery zone at a point: the winner where zones overlap, or the nearest when it is in none.",
        discussion: """
            A point on a zone's boundary is in the zone; a point in a hole is not. Where zones \
            overlap, the higher priority wins, and on a tie the zone earlier in the file.

              storefinder zone --at 55.7575,37.6122
              storefinder zone --zones Examples/Delivery/zones.geojson --at 51.5155,-0.141
            """
    )

    @Option(
        help: ArgumentHelp("A GeoJSON FeatureCollection of zones (default: the embedded sample's).", valueName: "file"))
    var zones: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The point.", valueName: "lat,lon"),
        transform: { try ArgumentValues.coordinate($0, flag: "--at") })
    var at: Coordinate

    @Option(help: "text or json.")
    var format: GeocodeCommand.OutputFormat = .text

    func run() throws {
        let collection: DeliveryZones
        do {
            collection = try DeliveryCityOptions.loadZones(zones)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        let winner = collection.zone(at: at)
        let report = ZoneReport(
            zone: winner.map(ZoneReport.Zone.init),
            nearest: winner == nil ? collection.nearest(to: at).map(ZoneReport.Nearest.init) : nil)
        print(format == .json ? try prettyJSON(report) : TerminalSafe.lines(report.text))
    }
}

/// What `zone` prints: `{"zone": {…}}`, or `{"zone": null, "nearest": {…}}`.
struct ZoneReport: Encodable {
    struct Zone: Encodable {
        var id: String
        var city: String
        var fee: Money
        var partner: String?
        var minimumOrder: Money?
        var priority: Int

        init(_ zone: DeliveryZone) {
            (id, city, fee, partner, minimumOrder, priority) = (
                zone.id, zone.city, zone.fee, zone.partner, zone.minimumOrder, zone.priority
            )
        }

        private enum CodingKeys: String, CodingKey { case id, city, fee, partner, minimumOrder, priority }

        /// Hand-written to write `partner` as `null` when there is none, where synthesis leaves it out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(city, forKey: .city)
            try container.encode(fee, forKey: .fee)
            try container.encode(partner, forKey: .partner)  // null when none
            try container.encodeIfPresent(minimumOrder, forKey: .minimumOrder)
            try container.encode(priority, forKey: .priority)
        }
    }

    struct Nearest: Encodable {
        var id: String
        var city: String
        /// Metres to the zone's nearest edge, whole.
        var metres: Int

        init(_ nearest: (zone: DeliveryZone, metres: Double)) {
            (id, city, metres) = (nearest.zone.id, nearest.zone.city, Int(nearest.metres.rounded()))
        }
    }

    var zone: Zone?
    var nearest: Nearest?

    private enum CodingKeys: String, CodingKey { case zone, nearest }

    /// Hand-written to write `zone` as `null` when the point is in none, and `nearest` only then.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(zone, forKey: .zone)  // null when in none
        if zone == nil { try container.encode(nearest, forKey: .nearest) }
    }

    var text: String {
        if let zone {
            var line =
                "\(zone.id) (\(zone.city)): fee \(zone.fee.amount) \(zone.fee.currency), priority \(zone.priority)"
            if let partner = zone.partner { line += ", partner \(partner)" }
            if let minimum = zone.minimumOrder { line += ", minimum order \(minimum.amount) \(minimum.currency)" }
            return line
        }
        guard let nearest else { return "in no zone, and there are no zones" }
        return "in no zone; the nearest is \(nearest.id) (\(nearest.city)), \(nearest.metres) m away"
    }
}
