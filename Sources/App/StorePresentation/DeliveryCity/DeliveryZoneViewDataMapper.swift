import StoreDomain
import StoreTheme

/// Says what delivery to a zone costs and who makes it: "Delivery: ₽199", "Delivered by
/// Самокат", "Minimum order ₽1,000".
///
/// What a replacement owes:
/// - **Text:** the string tables' words; money through ``MappingContext/formatted(_:)``.
/// - **Tokens:** `.delivery.fee`, `.delivery.partner`, `.text.secondary`.
public protocol DeliveryZoneViewDataMapper: Sendable {
    /// Maps a delivery zone's fee, partner and minimum order, with the strings, theme, clock and locale of `context`.
    func map(_ zone: DeliveryZone, context: MappingContext) -> DeliveryZoneViewData
}

/// The default: a zero fee reads "Free delivery"; the partner and minimum order only when the
/// zone has them.
public struct DefaultDeliveryZoneViewDataMapper: DeliveryZoneViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps a delivery zone's fee, partner and minimum order, as the type's summary says.
    public func map(_ zone: DeliveryZone, context: MappingContext) -> DeliveryZoneViewData {
        let fee =
            zone.fee.amount == 0
            ? context.text(Strings.Delivery.Detected.freeFee, style: .delivery.fee)
            : context.text(Strings.Delivery.Detected.fee(fee: .text(context.formatted(zone.fee))), style: .delivery.fee)
        let partner = zone.partner.map {
            context.text(Strings.Delivery.Detected.partner(partner: .text($0)), style: .delivery.partner)
        }
        let minimum = zone.minimumOrder.map {
            context.text(
                Strings.Delivery.Detected.minimumOrder(amount: .text(context.formatted($0))), style: .text.secondary)
        }
        return DeliveryZoneViewData(
            zoneID: zone.id, fee: fee, partner: partner, minimumOrder: minimum, speech: context.speech)
    }
}
