/// How a store prepares click & collect orders: the lead time, and the time after which an
/// order waits for the next day's pickup.
///
/// ```json
/// { "leadTimeMinutes": 120, "orderCutoff": "14:00" }
/// ```
///
/// ``Store/pickupReadiness(at:)`` turns it into the time an order placed now is ready.
public struct PickupPolicy: Sendable, Hashable {
    /// The longest lead time accepted: fourteen days, the horizon readiness looks over.
    public static let maximumLeadTime = 14 * 24 * 60

    /// Minutes of preparation, counted only while pickup is open.
    public var leadTimeMinutes: Int
    /// The local time at or after which preparation starts at the next day's first pickup
    /// opening instead of now; `nil` for none.
    public var orderCutoff: LocalTime?

    /// A policy of `leadTimeMinutes` (0 to fourteen days) and an optional cut-off.
    public init(leadTimeMinutes: Int, orderCutoff: LocalTime? = nil) throws(DomainValueError) {
        guard (0...Self.maximumLeadTime).contains(leadTimeMinutes) else {
            throw .outOfRange(
                "expected a lead time from 0 to \(Self.maximumLeadTime) minutes, found \(leadTimeMinutes)")
        }
        self.leadTimeMinutes = leadTimeMinutes
        self.orderCutoff = orderCutoff
    }
}

extension PickupPolicy: Codable {
    private enum CodingKeys: String, CodingKey { case leadTimeMinutes, orderCutoff }

    /// Decodes a policy; the cut-off is written `"HH:MM"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let minutes: Int
        do {
            minutes = try container.decode(Int.self, forKey: .leadTimeMinutes)
        } catch DecodingError.dataCorrupted(let context) {
            // A number past `Int`: the reader gives `Int`'s range; the field has its own bound.
            // The value is quoted as the reader wrote it, when it did.
            let written = context.debugDescription.ranges(of: ", found ").last.map {
                ", found " + context.debugDescription[$0.upperBound...]
            }
            throw DecodingError.dataCorruptedError(
                forKey: .leadTimeMinutes, in: container,
                debugDescription: "expected a lead time from 0 to \(Self.maximumLeadTime) minutes" + (written ?? ""))
        }
        var cutoff: LocalTime?
        if let text = try container.decodeIfPresent(String.self, forKey: .orderCutoff) {
            do {
                cutoff = try LocalTime(parsing: text)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .orderCutoff, in: container, debugDescription: error.description)
            }
        }
        do {
            try self.init(leadTimeMinutes: minutes, orderCutoff: cutoff)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .leadTimeMinutes, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the policy.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(leadTimeMinutes, forKey: .leadTimeMinutes)
        try container.encodeIfPresent(orderCutoff?.description, forKey: .orderCutoff)
    }
}
