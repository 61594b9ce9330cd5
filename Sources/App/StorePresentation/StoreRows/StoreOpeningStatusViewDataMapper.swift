import StoreDomain
import StoreLocalization
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Words a store's status (`StoreStatus`, made by `Store.status(at:)`) as a status
/// line, for the store or one of its services.
///
/// What a replacement owes:
/// - **Time:** the status's instants written on the store's own wall clock (`store.calendar`),
///   with `context.clock`; dates with ``MappingContext/shortDate(_:)`` and
///   ``MappingContext/longDate(_:)``; never the device's clock or zone.
/// - **Text:** from the string tables; a special day's or closure's label, which comes from
///   the backend, only as a placeholder value, which the localizer sanitizes.
/// - **Tokens:** `.stock.inStock` (open), `.stock.lowStock` (soon), `.stock.outOfStock`
///   (closed), `.status.notice` (temporarily closed, not yet open), `.status.closed`
///   (permanently closed) and `.text.secondary` (unknown).
/// - **Accessibility:** the text's spoken form says the status in words ("Open, closes at
///   9:00 PM"), from `context.mappers.accessibilityLabels`; without one, the text is read as
///   written, its separators as pauses. ``OpeningStatusViewData/kind`` is the status's own.
public protocol StoreOpeningStatusViewDataMapper: Sendable {
    /// Words `status`, a status of `store` or of one of its services, with the strings, theme,
    /// clock and locale of `context`.
    func map(_ status: StoreStatus, of store: Store, context: MappingContext) -> OpeningStatusViewData
}

/// The default, on the store's own clock:
/// "Open · closes 21:00", "Closes soon · 21:00", "Closed · opens 09:00",
/// "Opens soon · 09:00", "Closed · opens Mon at 09:00", "Open 24 hours", "Closed today · opens Mon at 09:00",
/// a special day's label ("Christmas Day · closed"), "Temporarily closed · reopens Sun 24 May",
/// "Permanently closed", "Opening 1 September", "Closed" (a week of closed days) and
/// "Hours not available" (no hours, or hours that name no day: kind `unknown`).
public struct DefaultStoreOpeningStatusViewDataMapper: StoreOpeningStatusViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Words a store's status, as the type's summary says; the label from
    /// `context.mappers.accessibilityLabels`.
    public func map(_ status: StoreStatus, of store: Store, context: MappingContext) -> OpeningStatusViewData {
        let phrase = StatusPhrase(status, of: store, at: context.now)
        let text = context.text(phrase.shown(of: store, context: context), style: phrase.style)
        return OpeningStatusViewData(
            kind: status.kind,
            text: text.speaking(context.mappers.accessibilityLabels.status(status, of: store, context: context)),
            speech: context.speech)
    }
}
